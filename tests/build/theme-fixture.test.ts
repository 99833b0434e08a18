/**
 * Theme states that need a site built differently from the real one: a copy
 * of the site with `respectPrefersColorScheme: true`, two fixture pages that
 * crash on demand (they exist only in this copy, never in the real build),
 * and no git history (the copy is not a checkout), then Chromium against it.
 */
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SiteServer, startSiteServer } from '../../scripts/serve';
import { launchChromium } from '../support/browser';
import { guideTitle, waitForTitle } from '../support/guide-titles';
import { gotoWithoutBundle, restoreBundle } from '../support/page-probes';
import { copySite, type SiteCopy } from '../support/site-copy';

let site: SiteCopy;
let server: SiteServer;
let browser: Browser;

/**
 * A page that throws while rendering when the test sets `window.__apCrash`. A custom
 * page brings its own <main> (the skip link's target), as README's "Add a page" says.
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

<main id="ap-main-content" tabIndex={-1}>

# ${title}

<Fragile />

</main>
`;

beforeAll(async () => {
  site = await copySite();
  const switchOff = 'pluginThemeStates({ respectPrefersColorScheme: false })';
  await site.edit('rspress.config.ts', (text) => {
    if (!text.includes(switchOff)) throw new Error(`rspress.config.ts no longer has ${switchOff}`);
    return text.replace(switchOff, 'pluginThemeStates({ respectPrefersColorScheme: true })');
  });
  for (const lang of ['en', 'pt-BR']) {
    await site.write(`docs/${lang}/docs/crash-fixture.mdx`, crashingPage('Crash fixture', 'doc'));
    await site.write(
      `docs/${lang}/crash-custom.mdx`,
      crashingPage('Custom crash fixture', 'custom'),
    );
  }
  const { code, output } = await site.build();
  if (code !== 0) throw new Error(`fixture build failed:\n${output}`);
  server = await startSiteServer({ dir: path.join(site.dir, 'doc_build') });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await site?.dispose();
});

async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
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

describe('respectPrefersColorScheme: true', () => {
  it('the default follows the OS, before first paint too', async () => {
    const dark = await newPage({ colorScheme: 'dark' });
    await gotoWithoutBundle(dark, '/en/docs/intro/authentication');
    await expect(isDark(dark)).resolves.toBe(true); // the inline script alone
    await restoreBundle(dark);
    await gotoHydrated(dark, '/en/docs/intro/authentication');
    await expect(isDark(dark)).resolves.toBe(true);
    await expect(toggle(dark).getAttribute('aria-label')).resolves.toBe(
      'Switch color mode (current: system)',
    );

    const light = await newPage({ colorScheme: 'light' });
    await gotoHydrated(light, '/en/docs/intro/authentication');
    await expect(isDark(light)).resolves.toBe(false);
  });

  it('the toggle cycles light -> dark -> system, and the choice persists', async () => {
    const page = await newPage({ colorScheme: 'dark' });
    await gotoHydrated(page, '/en/docs/intro/authentication');

    await toggle(page).click();
    await expect(toggle(page).getAttribute('aria-label')).resolves.toBe(
      'Switch color mode (current: light)',
    );
    await expect(isDark(page)).resolves.toBe(false);
    await expect(stored(page)).resolves.toBe('light');

    await toggle(page).click();
    await expect(toggle(page).getAttribute('aria-label')).resolves.toBe(
      'Switch color mode (current: dark)',
    );
    await expect(isDark(page)).resolves.toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoHydrated(page, '/en/docs/webhook/cashout');
    await expect(isDark(page)).resolves.toBe(true); // the reader's choice beats the OS

    await toggle(page).click();
    await expect(toggle(page).getAttribute('aria-label')).resolves.toBe(
      'Switch color mode (current: system)',
    );
    await expect(stored(page)).resolves.toBeNull();
    await expect(isDark(page)).resolves.toBe(false); // the OS is light now
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
    await expect(alert.textContent()).resolves.toContain('Fixture: the page failed to render');
    // The rest of the page is still there.
    await expect(page.locator('.rp-doc-layout__sidebar').isVisible()).resolves.toBe(true);

    await page.evaluate(() => {
      (window as Window & { __apCrash?: boolean }).__apCrash = false;
    });
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.locator('#fixture-rendered').waitFor();
    await expect(alert.count()).resolves.toBe(0);
    await expect(
      page.locator('.rp-nav').getByRole('link', { name: 'Docs' }).isVisible(),
    ).resolves.toBe(true);
  });

  it('keeps the navbar usable, also on a page outside the docs layout (in Portuguese)', async () => {
    const page = await newPage();
    await page.addInitScript(() => {
      (window as Window & { __apCrash?: boolean }).__apCrash = true;
    });
    await gotoHydrated(page, '/crash-custom');
    const alert = page.getByRole('alert').filter({ hasText: 'Esta página travou.' });
    await alert.waitFor({ timeout: 15_000 });
    await expect(alert.getByRole('button', { name: 'Tentar novamente' }).isVisible()).resolves.toBe(
      true,
    );
    await page.locator('.rp-nav').getByRole('link', { name: 'Documentação' }).click();
    await page.waitForURL('**/docs/intro/getting-started');
    await waitForTitle(page, guideTitle('pt-BR', 'intro/getting-started'));
    await expect(alert.count()).resolves.toBe(0);
  });
});

describe('last update outside git', () => {
  it('falls back to the file date, without an author', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/docs/intro/authentication');
    await expect(page.locator('.ap-last-updated').textContent()).resolves.toMatch(
      /^Last updated on [A-Z][a-z]+ \d{1,2}, \d{4}$/,
    );
    await gotoHydrated(page, '/docs/intro/authentication');
    await expect(page.locator('.ap-last-updated').textContent()).resolves.toMatch(
      /^Atualizado em \d{1,2} de [a-zç]+ de \d{4}$/,
    );
  });
});
