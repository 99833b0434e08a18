import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoHydrated, setupBrowser } from '../support/browser';
import { guideTitle, waitForTitle } from '../support/guide-titles';
import {
  afterQueuedTasks,
  blockStorage,
  chunkScripts,
  collectErrors,
  navigationsStarted,
  recordChunkScripts,
  recordNavigations,
} from '../support/page-probes';

// These tests fail chunk loads on purpose: the browser and the site log that.
const { newPage } = setupBrowser({
  allowConsoleErrors: [
    /could not be loaded/,
    /Failed to load resource/,
    /ChunkLoadError|Loading chunk/,
  ],
});
const ASYNC_CHUNKS = '**/static/js/async/**';

/** Counts full page loads (document requests) of `path`. */
function countDocumentLoads(page: Page, path: string): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && new URL(request.url()).pathname === path) loads++;
  });
  return () => loads;
}

async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('__rspress_root');
    return root !== null && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
  });
}

const notice = (page: Page) => page.getByRole('alert').filter({ hasText: 'could not be loaded' });

describe('a page whose code fails to load', () => {
  it('during navigation: the error is logged and the page is loaded afresh, once', async () => {
    const page = await newPage();
    const { consoleErrors } = collectErrors(page);
    const target = '/en/docs/webhook/cashout';
    const loadsOfTarget = countDocumentLoads(page, target);
    await gotoHydrated(page, '/en/docs/intro/getting-started');
    // The next page's chunk fails once (e.g. deleted by a deploy); a fresh load brings new HTML.
    let failures = 0;
    await page.route(ASYNC_CHUNKS, (route) => {
      if (failures++ === 0) return route.abort('failed');
      return route.continue();
    });
    const link = page
      .locator('.rp-doc-layout__sidebar')
      .getByRole('link', { name: 'Cash-out webhooks' });
    await link.click();
    await waitForTitle(page, guideTitle('en', 'webhook/cashout'));
    expect(new URL(page.url()).pathname).toBe(target);
    expect(loadsOfTarget()).toBe(1);
    expect(consoleErrors.some((e) => e.includes(`The page ${target} could not be loaded`))).toBe(
      true,
    );
    await expect.poll(() => notice(page).isVisible()).toBe(false);
  });

  it('a failed prefetch on hover does not reload anything', async () => {
    const page = await newPage();
    await recordNavigations(page);
    await recordChunkScripts(page);
    const loads = countDocumentLoads(page, '/en/docs/intro/getting-started');
    await gotoHydrated(page, '/en/docs/intro/getting-started');
    await page.route(ASYNC_CHUNKS, (route) => route.abort('failed'));
    await page
      .locator('.rp-doc-layout__sidebar')
      .getByRole('link', { name: 'Cash-out webhooks' })
      .hover();
    // The prefetch failed and the page has handled the failure (a reload would start there).
    await expect.poll(async () => (await chunkScripts(page)).failed.length).toBeGreaterThan(0);
    await afterQueuedTasks(page);
    expect(await navigationsStarted(page)).toEqual([]);
    expect(loads()).toBe(1);
    await expect.poll(() => notice(page).isVisible()).toBe(false);
  });

  it('when it keeps failing: reloads once, then shows the error with Retry', async () => {
    const page = await newPage();
    await recordNavigations(page);
    const { consoleErrors } = collectErrors(page);
    const target = '/en/docs/webhook/cashout';
    const loadsOfTarget = countDocumentLoads(page, target);
    await gotoHydrated(page, '/en/docs/intro/getting-started');
    await page.route(ASYNC_CHUNKS, (route) => route.abort('failed'));
    await page
      .locator('.rp-doc-layout__sidebar')
      .getByRole('link', { name: 'Cash-out webhooks' })
      .click();

    await notice(page).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe(target);
    expect(loadsOfTarget()).toBe(1); // one fresh load, no loop
    // Every chunk the fresh page asked for has failed and been handled: none started a reload.
    await page.waitForLoadState('networkidle');
    await afterQueuedTasks(page);
    expect(await navigationsStarted(page)).toEqual([]);
    expect(loadsOfTarget()).toBe(1);
    await expect.poll(() => notice(page).textContent()).toMatch(/Loading chunk \S+ failed/);
    expect(consoleErrors.some((e) => e.includes('could not be loaded'))).toBe(true);

    // The network is back: Retry loads the page.
    await page.unroute(ASYNC_CHUNKS);
    await notice(page).getByRole('button', { name: 'Retry' }).click();
    await waitForHydration(page);
    expect(loadsOfTarget()).toBe(2);
    await waitForTitle(page, guideTitle('en', 'webhook/cashout'));
    await expect.poll(() => notice(page).isVisible()).toBe(false);
  });

  it('on first load: reloads once, then shows the error with Retry (in Portuguese)', async () => {
    const page = await newPage();
    await recordNavigations(page);
    const path = '/docs/webhook/cashout';
    const loads = countDocumentLoads(page, path);
    await page.route(ASYNC_CHUNKS, (route) => route.abort('failed'));
    await page.goto(path);
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Não foi possível carregar esta página.' });
    await alert.waitFor({ timeout: 15_000 });
    expect(loads()).toBe(2);
    await page.waitForLoadState('networkidle');
    await afterQueuedTasks(page);
    expect(await navigationsStarted(page)).toEqual([]);
    expect(loads()).toBe(2);

    await page.unroute(ASYNC_CHUNKS);
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await waitForHydration(page);
    expect(loads()).toBe(3);
    await expect.poll(() => alert.isVisible()).toBe(false);
  });
});

describe('not-found page', () => {
  it.each([
    ['/en/no-such-page', 'Page not found', 'Take me home', 'Read the documentation', 'Search'],
    [
      '/nao-existe',
      'Página não encontrada',
      'Voltar para o início',
      'Ler a documentação',
      'Pesquisar',
    ],
  ])(
    '%s has a title, a sentence, links home and to the docs, and the search box',
    async (path, title, home, docs, search) => {
      const page = await newPage();
      await gotoHydrated(page, path);
      const main = page.getByTestId('not-found');
      await expect.poll(() => main.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      await expect.poll(() => main.locator('.ap-not-found__text').isVisible()).toBe(true);
      const prefix = path.startsWith('/en/') ? '/en' : '';
      await expect
        .poll(() => main.getByRole('link', { name: home }).getAttribute('href'))
        .toBe(`${prefix}/`);
      await expect
        .poll(() => main.getByRole('link', { name: docs }).getAttribute('href'))
        .toBe(`${prefix}/docs/intro/getting-started`);
      // The theme's search box (a combobox, or a button opening one), working on this page too.
      const searchBox = main
        .getByRole('combobox', { name: search })
        .or(main.getByRole('button', { name: search, exact: true }));
      await expect.poll(() => searchBox.isVisible()).toBe(true);
      await searchBox.click();
      await page.keyboard.type('webhook');
      await page.waitForSelector('[data-testid="not-found"] [role="option"]', { timeout: 15_000 });
    },
  );
});

describe('blocked or corrupted browser storage', () => {
  it('a reader whose storage throws can still use every page and its controls', async () => {
    const page = await newPage({ viewport: { width: 995, height: 700 } });
    const { pageErrors } = collectErrors(page);
    await blockStorage(page);
    for (const path of [
      '/en/',
      '/en/docs/intro/authentication',
      '/docs/webhook/cashout',
      '/en/nope',
    ]) {
      await gotoHydrated(page, path);
      await expect.poll(() => page.locator('footer.ap-footer').isVisible()).toBe(true);
    }
    await gotoHydrated(page, '/en/docs/intro/authentication');
    await expect
      .poll(() => page.locator('.ap-docs-version__badge').textContent())
      .toContain('Next');
    // The announcement closes (for this page view).
    await page.getByRole('button', { name: 'Close the announcement' }).click();
    await expect.poll(() => page.locator('.ap-announcement').count()).toBe(0);
    // The site menu (with the docs tree) opens and links work.
    await page.getByRole('button', { name: 'Open the site menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Cash-out webhooks' }).click();
    await waitForTitle(page, guideTitle('en', 'webhook/cashout'));
    // The colour mode still switches (in the small-screen menu at this width).
    await page.setViewportSize({ width: 1440, height: 800 });
    await page
      .locator('.rp-nav')
      .getByRole('button', { name: /^Switch color mode/ })
      .click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it('corrupted stored values fall back to the defaults', async () => {
    const page = await newPage({ colorScheme: 'dark' });
    const { pageErrors } = collectErrors(page);
    await page.addInitScript(() => {
      localStorage.setItem('rspress-theme-appearance', '{"broken');
      localStorage.setItem('ap-announcement-dismissed', '\u0000\u0001');
      localStorage.setItem('ap-docs-preferred-version', '<script>');
      sessionStorage.setItem('ap-chunk-reload', '{not json');
    });
    await gotoHydrated(page, '/en/docs/intro/authentication');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(false);
    await expect.poll(() => page.locator('.ap-announcement').isVisible()).toBe(true);
    await expect
      .poll(() => page.locator('.ap-docs-version__badge').textContent())
      .toBe('Version: Nextlatest');
    await expect.poll(() => page.locator('.ap-docs-version__notice').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
