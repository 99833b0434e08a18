/**
 * Theme states that need a site built differently from the real one: a copy
 * of the site with `respectPrefersColorScheme: true`, sidebars deferred from
 * one link on (as a large API's is), two fixture pages that
 * crash on demand (they exist only in this copy, never in the real build),
 * and no git history (the copy is not a checkout), then Chromium against it.
 * The same copy carries what else a successful build checks, each on content
 * the others do not read (one whole build for all, a second to compare):
 * - the hostile titles and escaped headings of tests/support/hostile-content.ts (blog
 *   posts and two headings);
 * - `npm run new`: a guide, a post and a component page it writes build at
 *   once, in both languages, listed in the sidebars (planted before the build);
 * - same input, same bytes: `npm run build`, then plain `rspress build` of the
 *   same sources over a planted previous build, give the same doc_build/,
 *   every file (route chunks, their hashes in the main script, the inline
 *   scripts and so the CSP, the precompressed twins), the second with its
 *   Markdown twins built in a child process as a large site's are. So caches and CDNs keep
 *   what did not change across a deploy. A generated API page is dated by its
 *   sources (the contract), not by the build that wrote it.
 * The tests run in order on the one copy: the build is a test of its own, the
 * second build the last one (atomic-build.test.ts: the failed builds).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, utimesSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPLIT_FROM_PAGES_VARIABLE } from '../../plugins/built-site/markdown-twins-apart';
import { scaffold } from '../../scripts/new-page';
import { type SiteServer, startSiteServer } from '../../scripts/serve';
import { parseInlineMarkdownText } from '../../theme/logic/inline-text';
import { launchChromium } from '../support/browser';
import { plantPreviousBuild } from '../support/build-tree';
import { guideTitle, waitForTitle } from '../support/guide-titles';
import { hostileTitles } from '../support/hostile-content';
import {
  elementsOf,
  hostileTitleSlugs,
  isInjected,
  plantHostileTitles,
} from '../support/hostile-pages';
import { gotoWithoutBundle, restoreBundle } from '../support/page-probes';
import { copySite, type SiteCopy } from '../support/site-copy';

let site: SiteCopy;
let server: SiteServer | undefined;
let browser: Browser | undefined;
/** The first build's files, for the second to match. */
let first: Map<string, string> | undefined;

/** Every file of the build and the SHA-256 of its bytes. */
function fingerprint(dir: string): Map<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
  return new Map(
    files.map((f) => [
      f,
      createHash('sha256')
        .update(readFileSync(path.join(dir, f)))
        .digest('hex'),
    ]),
  );
}

/**
 * A page that throws while rendering when the test sets `window.__apCrash`. A custom
 * page brings its own <main> (the skip link's target), as "Add a page" in contributing/README.md says;
 * a doc page has the layout's (a second one would write its id twice, which the build refuses).
 */
const crashingPage = (title: string, pageType: string) => `---
title: ${title}
description: A page that fails to render when a test asks it to.
pageType: ${pageType}
---

export function Fragile() {
  if (typeof window !== 'undefined' && window.__apCrash) throw new Error('Fixture: the page failed to render');
  return <p id="fixture-rendered">The fixture rendered.</p>;
}

${
  pageType === 'custom'
    ? `<main id="ap-main-content" tabIndex={-1}>\n\n# ${title}\n\n<Fragile />\n\n</main>`
    : `# ${title}\n\n<Fragile />`
}
`;

beforeAll(async () => {
  site = await copySite();
  const switchOff = 'pluginThemeStates({ respectPrefersColorScheme: false })';
  await site.edit('rspress.config.ts', (text) => {
    if (!text.includes(switchOff)) throw new Error(`rspress.config.ts no longer has ${switchOff}`);
    return text.replace(switchOff, 'pluginThemeStates({ respectPrefersColorScheme: true })');
  });
  const deferFrom = 'export const DEFER_GROUPS_FROM_LINKS = 60;';
  await site.edit('theme/components/Sidebar/sidebar-deferral.ts', (text) => {
    if (!text.includes(deferFrom))
      throw new Error(`sidebar-deferral.ts no longer has ${deferFrom}`);
    return text.replace(deferFrom, 'export const DEFER_GROUPS_FROM_LINKS = 1;');
  });
  for (const lang of ['en', 'pt-BR']) {
    await site.write(`docs/${lang}/docs/crash-fixture.mdx`, crashingPage('Crash fixture', 'doc'));
    await site.write(
      `docs/${lang}/crash-custom.mdx`,
      crashingPage('Custom crash fixture', 'custom'),
    );
  }
  await plantHostileTitles(site);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await site?.dispose();
});

async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
  if (!browser || !server) throw new Error('the fixture build did not run');
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1440, height: 900 },
    ...options,
  });
  return context.newPage();
}

async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => {
    const root = document.getElementById('__rspress_root');
    return root !== null && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
  });
}

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));
const toggle = (page: Page) =>
  page.locator('.rp-nav').getByRole('button', { name: /^Switch color mode/ });
const stored = (page: Page) =>
  page.evaluate(() => localStorage.getItem('rspress-theme-appearance'));

describe('npm run new, then npm run build of the fixture', () => {
  it('npm run new writes a guide, a post and a component page, and refuses to overwrite one', async () => {
    const guide = await scaffold(site.dir, 'guide', 'webhook/refund-notices', {
      titles: { en: 'Refund notices', 'pt-BR': 'Avisos de estorno' },
    });
    expect(guide.written).toEqual([
      'docs/pt-BR/docs/webhook/refund-notices.mdx',
      'docs/en/docs/webhook/refund-notices.mdx',
      'config/navigation.ts',
    ]);
    await scaffold(site.dir, 'guide', 'guides/bank-accounts', {
      titles: { en: 'Bank accounts', 'pt-BR': 'Contas bancárias' },
    });
    await scaffold(site.dir, 'post', 'refund-notices-launch', {
      author: 'juliana-rocha',
      date: '2026-01-15',
    });
    await scaffold(site.dir, 'component', 'theme/components/DelayedSpinner/DelayedSpinner.tsx');
    // A second run refuses to overwrite.
    await expect(
      scaffold(site.dir, 'guide', 'webhook/refund-notices', {
        titles: { en: 'Refund notices', 'pt-BR': 'Avisos de estorno' },
      }),
    ).rejects.toThrow('docs/pt-BR/docs/webhook/refund-notices.mdx already exists');
  });

  it('npm run build builds the site; API pages carry the contract’s date', async () => {
    // Outside a checkout (the copy has no .git), a generated page is dated by its sources' files.
    const contractDate = new Date('2026-10-01T08:00:00Z');
    for (const file of [
      'openapi/openapi.yaml',
      'openapi/overlays/pt-BR.yaml',
      'openapi/changelog.yaml',
    ])
      utimesSync(site.file(file), contractDate, contractDate);

    const { code, output } = await site.build();
    expect(code, output.slice(-3000)).toBe(0);
    first = fingerprint(site.file('doc_build'));
    server = await startSiteServer({ dir: path.join(site.dir, 'doc_build') });
    browser = await launchChromium();

    const page = readFileSync(
      site.file('doc_build/en/docs/api/user-transaction-controller-create-transaction.html'),
      'utf8',
    );
    expect(page).toContain('dateTime="2026-10-01T08:00:00.000Z"');
  });

  it('the pages npm run new wrote build at once, in both languages, listed in the sidebars', async () => {
    if (!first) throw new Error('the first build did not run');
    for (const page of [
      'docs/webhook/refund-notices.html',
      'en/docs/webhook/refund-notices.html',
      'docs/guides/bank-accounts.html',
      'en/docs/guides/bank-accounts.html',
      'blog/refund-notices-launch.html',
      'en/blog/refund-notices-launch.html',
      'docs/handbook/components/delayed-spinner.html',
      'en/docs/handbook/components/delayed-spinner.html',
    ]) {
      const html = readFileSync(site.file(`doc_build/${page}`), 'utf8');
      expect(html, page).toContain('<h1');
    }
    // The sidebar of another guide links the new ones (a guide of their own group: this copy
    // writes only the current page's group in the HTML, as a large sidebar does).
    const neighbour = readFileSync(site.file('doc_build/en/docs/webhook/cashout.html'), 'utf8');
    expect(neighbour).toContain('href="/en/docs/webhook/refund-notices"');
    const guidesNeighbour = readFileSync(
      site.file('doc_build/en/docs/guides/refunds.html'),
      'utf8',
    );
    expect(guidesNeighbour).toContain('href="/en/docs/guides/bank-accounts"');
    // Each language's sidebar in its own words.
    const vizinho = readFileSync(site.file('doc_build/docs/webhook/cashout.html'), 'utf8');
    expect(vizinho).toContain('Avisos de estorno');
    expect(vizinho).not.toContain('Refund notices');
  });
});

describe('respectPrefersColorScheme: true', () => {
  it('the default follows the OS, before first paint too', async () => {
    const dark = await newPage({ colorScheme: 'dark' });
    await gotoWithoutBundle(dark, '/en/docs/intro/authentication');
    await expect.poll(() => isDark(dark)).toBe(true); // the inline script alone
    await restoreBundle(dark);
    await gotoHydrated(dark, '/en/docs/intro/authentication');
    await expect.poll(() => isDark(dark)).toBe(true);
    await expect
      .poll(() => toggle(dark).getAttribute('aria-label'))
      .toBe('Switch color mode (current: system)');

    const light = await newPage({ colorScheme: 'light' });
    await gotoHydrated(light, '/en/docs/intro/authentication');
    await expect.poll(() => isDark(light)).toBe(false);
  });

  it('the toggle cycles light -> dark -> system, and the choice persists', async () => {
    const page = await newPage({ colorScheme: 'dark' });
    await gotoHydrated(page, '/en/docs/intro/authentication');

    await toggle(page).click();
    await expect
      .poll(() => toggle(page).getAttribute('aria-label'))
      .toBe('Switch color mode (current: light)');
    await expect.poll(() => isDark(page)).toBe(false);
    await expect.poll(() => stored(page)).toBe('light');

    await toggle(page).click();
    await expect
      .poll(() => toggle(page).getAttribute('aria-label'))
      .toBe('Switch color mode (current: dark)');
    await expect.poll(() => isDark(page)).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoHydrated(page, '/en/docs/webhook/cashout');
    await expect.poll(() => isDark(page)).toBe(true); // the reader's choice beats the OS

    await toggle(page).click();
    await expect
      .poll(() => toggle(page).getAttribute('aria-label'))
      .toBe('Switch color mode (current: system)');
    await expect.poll(() => stored(page)).toBeNull();
    await expect.poll(() => isDark(page)).toBe(false); // the OS is light now
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => isDark(page)).toBe(true); // and follows it live
  });
});

describe('a React error in a page', () => {
  it('shows "This page crashed." with Try again, which renders the page again', async () => {
    const page = await newPage();
    await page.addInitScript(() => {
      (window as Window & { __apCrash?: boolean }).__apCrash = true;
    });
    await page.goto('/en/docs/crash-fixture');
    const alert = page.getByRole('alert').filter({ hasText: 'This page crashed.' });
    await alert.waitFor({ timeout: 15_000 });
    await expect.poll(() => alert.textContent()).toContain('Fixture: the page failed to render');
    // The rest of the page is still there.
    await expect.poll(() => page.locator('.rp-doc-layout__sidebar').isVisible()).toBe(true);

    await page.evaluate(() => {
      (window as Window & { __apCrash?: boolean }).__apCrash = false;
    });
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.locator('#fixture-rendered').waitFor();
    await expect.poll(() => alert.count()).toBe(0);
    await expect
      .poll(() => page.locator('.rp-nav').getByRole('link', { name: 'Docs' }).isVisible())
      .toBe(true);
  });

  it('keeps the navbar usable, also on a page outside the docs layout (in Portuguese)', async () => {
    const page = await newPage();
    await page.addInitScript(() => {
      (window as Window & { __apCrash?: boolean }).__apCrash = true;
    });
    await gotoHydrated(page, '/crash-custom');
    const alert = page.getByRole('alert').filter({ hasText: 'Esta página travou.' });
    await alert.waitFor({ timeout: 15_000 });
    await expect
      .poll(() => alert.getByRole('button', { name: 'Tentar novamente' }).isVisible())
      .toBe(true);
    await page.locator('.rp-nav').getByRole('link', { name: 'Documentação' }).click();
    await page.waitForURL('**/docs/intro/getting-started');
    await waitForTitle(page, guideTitle('pt-BR', 'intro/getting-started'));
    await expect.poll(() => alert.count()).toBe(0);
  });
});

describe('last update outside git', () => {
  it('falls back to the file date, without an author', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/docs/intro/authentication');
    await expect
      .poll(() => page.locator('.ap-last-updated').textContent())
      .toMatch(/^Last updated on [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await gotoHydrated(page, '/docs/intro/authentication');
    await expect
      .poll(() => page.locator('.ap-last-updated').textContent())
      .toMatch(/^Atualizado em \d{1,2} de [a-zç]+ de \d{4}$/);
  });
});

describe('a sidebar large enough to be deferred', () => {
  const createTransaction = '/en/docs/api/user-transaction-controller-create-transaction';
  const getBalance = '/en/docs/api/user-wallet-controller-get-balance';
  /** The sidebar's HTML: from its <aside> to the end of it. */
  const sidebarOf = (html: string) => {
    const start = html.indexOf('<aside class="rp-doc-layout__sidebar');
    expect(start).toBeGreaterThan(0);
    return html.slice(start, html.indexOf('</aside>', start));
  };
  const link = (page: Page, name: string) =>
    page.locator('.rp-doc-layout__sidebar').getByRole('link', { name, exact: true });

  it("writes the current page's group whole and leaves the other groups out", async () => {
    if (!server) throw new Error('the fixture build did not run');
    const html = sidebarOf(await (await fetch(new URL(createTransaction, server.url))).text());
    expect(html).toContain('href="/en/docs/api/user-transaction-controller-get-transactions"');
    // The plain links stay; the other groups are not written, not even their headers.
    expect(html).toContain('href="/en/docs/api/errors"');
    expect(html).not.toContain('Cash-outs');
    expect(html).not.toContain('Wallet');
    expect(html).not.toContain('href="/en/docs/api/user-cashout-controller-create"');
    expect(html).not.toContain(`href="${getBalance}"`);
    const pt = sidebarOf(
      await (await fetch(new URL('/docs/api/user-cashout-controller-create', server.url))).text(),
    );
    expect(pt).toContain('href="/docs/api/user-cashout-controller-get-all"');
    expect(pt).not.toContain('Transações');
    expect(pt).not.toContain('href="/docs/api/user-transaction-controller-create-transaction"');
  });

  it('shows every group open once hydrated, the current entry still in view', async () => {
    // Short enough that the sidebar scrolls: the groups filled above the current one push it
    // 11 entries down, out of view unless the sidebar follows it.
    const page = await newPage({ viewport: { width: 1440, height: 400 } });
    await gotoHydrated(page, getBalance);
    await expect.poll(() => link(page, 'Create a cash-out').count(), { timeout: 10_000 }).toBe(1);
    // The other groups come back whole, their headers with them.
    await expect
      .poll(() =>
        page.locator('.rp-doc-layout__sidebar .rp-sidebar-group', { hasText: 'Cash-outs' }).count(),
      )
      .toBe(1);
    const current = link(page, 'Get the balance');
    await expect.poll(() => current.getAttribute('class')).toContain('rp-sidebar-item--active');
    const [item, sidebar] = await Promise.all([
      current.boundingBox(),
      page.locator('.rp-doc-layout__sidebar').boundingBox(),
    ]);
    expect(
      item && sidebar && item.y >= sidebar.y && item.y + item.height <= sidebar.y + sidebar.height,
    ).toBe(true);
    // Client-side navigation keeps the sidebar full.
    await link(page, 'Create a cash-out').click();
    await page.waitForURL('**/en/docs/api/user-cashout-controller-create');
    await expect.poll(() => link(page, 'Get the balance').count()).toBe(1);
    await page.context().close();
  });

  it("fills the phone menu's sidebar too", async () => {
    const page = await newPage({ viewport: { width: 390, height: 800 } });
    await gotoHydrated(page, createTransaction);
    await page.getByRole('button', { name: 'Open the site menu' }).click();
    const drawer = page.locator('.ap-drawer__sidebar');
    // Waits: on a slow machine the menu may open before the page's sidebar has been filled.
    await drawer.getByRole('link', { name: 'Get the balance', exact: true }).waitFor();
    await page.context().close();
  });
});

describe('hostile titles and escaped headings (what the source checks refuse: site-defects.test.ts)', () => {
  it('build, and every page shows them as text', async () => {
    if (!server) throw new Error('the fixture build did not run');
    const built = (file: string) => readFileSync(site.file(`doc_build/${file}`), 'utf8');
    const guide = built('en/docs/intro/getting-started.html');
    const blogPages = hostileTitleSlugs.flatMap((slug) => [
      `en/blog/${slug}.html`,
      `blog/${slug}.html`,
    ]);
    for (const file of ['en/docs/intro/getting-started.html', 'en/blog/index.html', ...blogPages]) {
      // Parsed as a browser would: a title's text inside <title> or an attribute is no element.
      const elements = elementsOf(built(file));
      expect(elements.filter(isInjected), file).toEqual([]);
    }
    // The outline shows the heading as it is written, once escaped.
    expect(guide).toContain('&lt;meta http-equiv=&quot;refresh&quot;');
    expect(guide).toContain('&lt;img src=x onerror=alert(1)&gt; and <code>&lt;b&gt;</code>');
    // The CSP allows the site's two scripts, not what the pages spell out.
    expect(built('_headers').match(/'sha256-/g)).toHaveLength(2);
    // Feeds stay valid XML and carry each title as written.
    for (const feed of ['en/blog/rss.xml', 'en/blog/atom.xml', 'blog/rss.xml']) {
      expect(XMLValidator.validate(built(feed)), feed).toBe(true);
    }
    const rss = new XMLParser({ parseTagValue: false, trimValues: false }).parse(
      built('en/blog/rss.xml'),
    );
    const titles = rss.rss.channel.item.map((item: { title: string }) => item.title);
    for (const title of hostileTitles) expect(titles).toContain(title);

    // In Chromium: the title shows as text in the heading and the sidebar, nothing runs.
    const page = await newPage();
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    for (const [i, title] of hostileTitles.entries()) {
      const url = new URL(`/en/blog/${hostileTitleSlugs[i]}`, server.url).href;
      await page.goto(url, { waitUntil: 'networkidle' });
      expect(page.url()).toBe(url);
      await expect
        .poll(() => page.locator('h1').first().textContent())
        .toContain(parseInlineMarkdownText(title));
    }
    await page.goto(new URL('/en/docs/intro/getting-started', server.url).href, {
      waitUntil: 'networkidle',
    });
    await expect
      .poll(() => page.locator('#escaped-heading').textContent())
      .toContain('<meta http-equiv="refresh"');
    expect(page.url()).toMatch(/\/en\/docs\/intro\/getting-started$/);
    expect(dialogs).toEqual([]);
    await page.context().close();
  });
});

describe('a second build of the same sources', () => {
  it('plain `rspress build` replaces doc_build/ with the complete site, byte-identical to the first', async () => {
    if (!first) throw new Error('the first build did not run');
    await plantPreviousBuild(site.file('doc_build'));
    // This build's Markdown twins in a child process, as a large site's are: the same bytes.
    const { code, output } = await site.build([
      'env',
      `${SPLIT_FROM_PAGES_VARIABLE}=1`,
      'npx',
      'rspress',
      'build',
    ]);
    expect(code, output).toBe(0);
    expect(output).toContain('markdown twins built in a process of their own');
    const out = (file: string) => site.file(`doc_build/${file}`);
    for (const file of [
      'index.html',
      'en/index.html',
      '_headers',
      '_redirects',
      '_nginx/security-headers.conf',
      'sitemap.xml',
      'search-manifest.json',
      'en/blog/rss.xml',
      'blog/atom.xml',
      'index.html.br',
      'index.html.gz',
    ]) {
      expect(existsSync(out(file)), file).toBe(true);
    }
    expect(readFileSync(out('_headers'), 'utf8')).not.toContain('X-Previous-Build');
    expect(existsSync(out('static/js/index.previous.js'))).toBe(false);
    const siblings = await readdir(site.dir);
    expect(siblings).not.toContain('.doc_build-staging');
    expect(siblings).not.toContain('.doc_build-previous');

    // Same input, same bytes.
    const second = fingerprint(site.file('doc_build'));
    expect([...second.keys()]).toEqual([...first.keys()]);
    const changed = [...second].filter(([file, hash]) => first?.get(file) !== hash).map(([f]) => f);
    expect(changed).toEqual([]);
  });
});
