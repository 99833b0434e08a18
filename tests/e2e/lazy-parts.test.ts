/**
 * Heavy parts load only where used: the diagram library only on
 * pages with diagrams, the API reference's code-sample and schema
 * components only on API pages, and no page's scripts before its first
 * paint. (The search engine loading on first focus is tested in search.test.ts.)
 * Each part is recognized by a string only its code contains.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { uiStringTables } from '../../i18n';
import type { FeatureText } from '../../i18n/feature-text';
import { SCRIPTS_FALLBACK_MS, SCRIPTS_START_MARK } from '../../plugins/paint-first/loader-script';
import { gotoHydrated, setupBrowser } from '../support/browser';

const { newPage } = setupBrowser();

/** Marker strings: mermaid's config key, the API components' class and test id, the deliveries' data. */
const markers = {
  mermaid: 'securityLevel',
  api: 'api-code-samples',
  deliveries: '"scenarios":[{"productId"',
} as const;

/**
 * The lazy parts' tables: not the chrome's, which every page carries, nor the build's,
 * whose text the build writes into pages (titles, descriptions) and feeds.
 */
const lazyTables = Object.entries(uiStringTables).filter(
  ([name]) => name !== 'chrome' && name !== 'build',
) as [string, FeatureText<Record<string, string>>][];
const chromeTexts = new Set(Object.values(uiStringTables.chrome).flatMap((t) => Object.values(t)));

/**
 * A table's strings as a built script spells them: plain ASCII without quotes, escapes or
 * parameters, long enough to be its own, and not also a chrome string.
 */
function findableStrings(table: FeatureText<Record<string, string>>): string[] {
  return Object.values(table)
    .flatMap((strings) => Object.values(strings))
    .filter((s) => /^[\x20-\x7e]{24,}$/.test(s) && !/['"`\\{]/.test(s) && !chromeTexts.has(s));
}

/**
 * Bodies of every script a page loads until the network is idle (read from the build), after
 * `until` shows when given: a part that loads after hydration (a diagram near the viewport: an
 * observer, then a render) can start after a quiet half second on a loaded machine.
 */
async function scriptsOf(route: string, until?: string): Promise<string> {
  const page = await newPage();
  const urls: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) urls.push(new URL(response.url()).pathname);
  });
  await gotoHydrated(page, route);
  if (until) await page.waitForSelector(until, { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await page.context().close();
  return urls.map((u) => readFileSync(path.join('doc_build', u), 'utf8')).join('\n');
}

describe('heavy parts load only where used', () => {
  it('mermaid: not on a guide without diagrams, yes on a guide with one', async () => {
    expect(await scriptsOf('/en/docs/intro/authentication')).not.toContain(markers.mermaid);
    expect(
      await scriptsOf(
        '/en/docs/intro/3ds-authentication',
        '.rspress-doc svg[aria-roledescription]',
      ),
    ).toContain(markers.mermaid);
  });

  it('mermaid: on a guide whose diagram is further down, only when the reader scrolls near it', async () => {
    const page = await newPage();
    const loaded: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) loaded.push(new URL(response.url()).pathname);
    });
    const mermaidLoaded = () =>
      loaded.some((u) => readFileSync(path.join('doc_build', u), 'utf8').includes(markers.mermaid));
    await gotoHydrated(page, '/en/docs/webhook/transaction');
    await page.waitForLoadState('networkidle');
    expect(mermaidLoaded()).toBe(false);
    // Same page: its webhook events bring the API reference's schema strings only, and the
    // scenario deliveries (far down) load their data when the reader gets near them.
    const scripts = loaded.map((u) => readFileSync(path.join('doc_build', u), 'utf8')).join('\n');
    expect(findableStrings(uiStringTables.apiSchema).filter((s) => !scripts.includes(s))).toEqual(
      [],
    );
    expect(findableStrings(uiStringTables.apiReference).filter((s) => scripts.includes(s))).toEqual(
      [],
    );
    expect(scripts).not.toContain(markers.deliveries);
    await expect.poll(() => page.locator('.rspress-doc svg[aria-roledescription]').count()).toBe(0);

    await page.locator('.ap-mermaid-slot').first().scrollIntoViewIfNeeded();
    await page.waitForSelector('.rspress-doc svg[aria-roledescription]', { timeout: 20_000 });
    expect(mermaidLoaded()).toBe(true);
    await page.context().close();
  });

  it("API components and lazy parts' UI strings: not on guides, the home or the blog; an operation page and the home bring their own", async () => {
    for (const route of ['/en/docs/intro/getting-started', '/', '/en/blog']) {
      const scripts = await scriptsOf(route);
      expect(scripts, route).not.toContain(markers.api);
      // UI strings by feature: only the chrome's table ships with every page (the home brings its own).
      for (const [name, table] of lazyTables) {
        if (route === '/' && name === 'home') continue;
        expect(
          findableStrings(table).filter((s) => scripts.includes(s)),
          `${route}: ${name}`,
        ).toEqual([]);
      }
    }
    const homeStrings = findableStrings(uiStringTables.home);
    expect(homeStrings.length).toBeGreaterThan(1);
    const home = await scriptsOf('/en/');
    expect(homeStrings.filter((s) => !home.includes(s))).toEqual([]);
    const operation = await scriptsOf(
      '/en/docs/api/user-transaction-controller-create-transaction',
    );
    expect(operation).toContain(markers.api);
    const apiStrings = findableStrings(uiStringTables.apiReference);
    expect(apiStrings.length).toBeGreaterThan(20);
    expect(apiStrings.filter((s) => !operation.includes(s))).toEqual([]);
    // Try it closed: the console's strings come with the console.
    expect(findableStrings(uiStringTables.tryIt).filter((s) => operation.includes(s))).toEqual([]);
  });
});

describe('paint first, then scripts', () => {
  it('pages have no script tags with a src: the inline loader adds them after the first paint', async () => {
    const html = readFileSync('doc_build/en/docs/intro/getting-started.html', 'utf8');
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    const page = await newPage();
    await gotoHydrated(page, '/en/docs/intro/getting-started');
    const [fcp, start] = await page.evaluate((mark) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return [paint?.startTime ?? Number.NaN, performance.getEntriesByName(mark)[0]?.startTime];
    }, SCRIPTS_START_MARK);
    // After the first paint; on a machine too loaded to paint within the safety net's
    // 3 s, at the safety net (never before either).
    if (!(start !== undefined && start >= fcp)) {
      expect(start).toBeGreaterThanOrEqual(SCRIPTS_FALLBACK_MS);
    }
    await page.context().close();
  });
});

describe('parts of one kind of page', () => {
  /** A class name only each part's code contains. */
  const parts = {
    search: 'ap-search-page__groups',
    blogList: 'ap-blog-list rp-not-doc',
    notFound: 'rp-not-found ap-not-found',
  } as const;

  it("load with their page only: a guide's scripts carry none of them", async () => {
    const guide = await scriptsOf('/en/docs/intro/getting-started');
    for (const [part, marker] of Object.entries(parts)) expect(guide, part).not.toContain(marker);
    expect(await scriptsOf('/en/search?q=pix')).toContain(parts.search);
    expect(await scriptsOf('/en/blog')).toContain(parts.blogList);
    expect(await scriptsOf('/en/no-such-page')).toContain(parts.notFound);
  });

  it("a blog post's title (no `# Title` in its source) has its id from the build: no slugger in any page's scripts", async () => {
    // GitHub's slugger, recognized by a piece of its regex.
    const slugger = '\\u02C2-\\u02C5';
    const page = await newPage();
    const urls: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) urls.push(new URL(response.url()).pathname);
    });
    await gotoHydrated(page, '/en/blog/cash-out-api-launch');
    await page.waitForLoadState('networkidle');
    const scripts = urls.map((u) => readFileSync(path.join('doc_build', u), 'utf8')).join('\n');
    expect(scripts).not.toContain(slugger);
    const title = page.locator('main h1');
    await expect
      .poll(() => title.getAttribute('id'))
      .toBe('the-cash-out-api-is-live-pix-payouts-from-your-balance');
    await expect
      .poll(() => title.locator('a.rp-header-anchor').getAttribute('href'))
      .toBe('#the-cash-out-api-is-live-pix-payouts-from-your-balance');
    await page.context().close();
  });

  it('on a slow network, a link keeps the previous page on screen until the next one renders whole', async () => {
    const page = await newPage();
    // Every chunk loaded on demand (pages and parts) arrives 800 ms after it is asked for.
    await page.route('**/static/js/async/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await gotoHydrated(page, '/en/docs/intro/getting-started');
    const heading = async () => (await page.locator('main h1').first().textContent())?.trim();
    const shown = [await heading()];
    // Every main heading the reader sees while the links below load their pages.
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { seenHeadings: seen });
      new MutationObserver(() => {
        seen.push(document.querySelector('main h1')?.textContent?.trim() ?? '(none)');
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.locator('header a[href="/en/"]').first().click();
    await page.waitForSelector('.ap-home-main h1');
    shown.push(await heading());
    await page.locator('header a[href="/en/blog"]').first().click();
    await page.waitForSelector('.ap-blog-list');
    shown.push(await heading());
    // A post: its title is Rspress' fallback heading (from the frontmatter), a part of its own.
    const post = page.locator('.ap-blog-list h2 a').first();
    const title = (await post.textContent())?.trim();
    await post.click();
    await page.waitForFunction(
      (t) => document.querySelector('main h1')?.textContent?.includes(t ?? '') === true,
      title,
    );
    shown.push(await heading());
    const seen = await page.evaluate(
      () => (window as unknown as { seenHeadings: string[] }).seenHeadings,
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((h) => !shown.includes(h))).toEqual([]);
    await page.context().close();
  });
});

describe('a table a lazy part draws', () => {
  it.each(['/en/docs/handbook/components/lazy-part', '/docs/handbook/components/lazy-part'])(
    'scrolls sideways only as a focusable, named group, from the moment it appears (%s)',
    async (route) => {
      // At 1440 px the preview panel is narrow: its event table scrolls. Each DOM change is
      // checked in the microtask after it, before any later task (axe's, a reader's Tab) runs.
      const page = await newPage();
      await page.addInitScript(() => {
        const seen = { scrolling: 0, unfocusable: 0 };
        Object.assign(window, { lazyTableScrolls: seen });
        new MutationObserver(() => {
          for (const table of document.querySelectorAll('.ap-lazy-part .ap-api-table-scroll')) {
            if (table.scrollWidth <= table.clientWidth + 1) continue;
            seen.scrolling += 1;
            if (table.getAttribute('tabindex') !== '0' || !table.getAttribute('aria-label')) {
              seen.unfocusable += 1;
            }
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await gotoHydrated(page, route);
      const seen = () =>
        page.evaluate(
          () =>
            (window as unknown as { lazyTableScrolls: { scrolling: number; unfocusable: number } })
              .lazyTableScrolls,
        );
      await expect
        .poll(async () => (await seen()).scrolling, { timeout: 20_000 })
        .toBeGreaterThan(0);
      expect((await seen()).unfocusable).toBe(0);
      await page.context().close();
    },
  );
});
