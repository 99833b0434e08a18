/**
 * The axe sweep, run by one test file per locale (two files: the e2e project's two workers share
 * the sweep, the longest part of the browser tests). axe-core on every route of the site: zero violations of
 * WCAG 2.x A/AA and axe's best-practice rules in light mode, and of the
 * colour rules in dark mode (the only rules a colour mode changes; running
 * the rest twice would double the time for nothing). One browser, one page
 * per batch of routes and mode, routes in sequence. Open menus, the drawers and the search list
 * are checked in the tests of those controls (accessibility-keyboard).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Lang, langOfPath, localePrefix } from '../../config/locales';
import { storageKeys } from '../../shared/storage-keys';
import { axeBuilder, axeTags, describeViolations } from './axe';
import { gotoHydrated, setupBrowser } from './browser';
import { allRoutes } from './site-routes';

const colourRules = ['color-contrast', 'link-in-text-block'];

/** A locale's routes: its pages, plus its not-found page. */
export function localeRoutes(lang: Lang): string[] {
  return [
    ...allRoutes.filter((route) => langOfPath(route) === lang),
    `${localePrefix(lang)}/no-such-page`,
  ];
}

/** Every route of the site, for the test that the locale sweeps leave none out. */
export const siteRoutes = [...allRoutes, '/no-such-page', '/en/no-such-page'];

export function describeAxeSweep(lang: Lang): void {
  const { newPage } = setupBrowser();
  const routes = localeRoutes(lang);

  async function pageInMode(mode: 'light' | 'dark'): Promise<Page> {
    const page = await newPage();
    await page.addInitScript(
      ([key, value]) => localStorage.setItem(key as string, value as string),
      [storageKeys.colorMode, mode],
    );
    return page;
  }

  /** /docs redirects in the browser: wait until the URL has settled on a page with a <main>. */
  async function settle(page: Page): Promise<void> {
    await page.waitForFunction(() => document.querySelector('main') !== null);
  }

  /**
   * Issue 14: no page is wider than the viewport at these widths, in either mode. Checked on the
   * page the sweep has already loaded (a resize, not a load): wide content must scroll in its own box.
   */
  const WIDTHS = [320, 390, 995, 1440];
  async function widerThanViewport(page: Page): Promise<string[]> {
    const original = page.viewportSize();
    const found: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      // Two frames: the resize's layout (and what effects change on it) has happened.
      const excess = await page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                resolve(
                  document.documentElement.scrollWidth - document.documentElement.clientWidth,
                ),
              ),
            ),
          ),
      );
      if (excess > 1) found.push(`wider than the viewport at ${width} px (by ${excess} px)`);
    }
    if (original) await page.setViewportSize(original);
    return found;
  }

  /** Routes per test: a slow machine times out one batch, not the whole sweep, and a failure names its batch. */
  const BATCH = 10;
  const batches = Array.from({ length: Math.ceil(routes.length / BATCH) }, (_, i) =>
    routes.slice(i * BATCH, (i + 1) * BATCH),
  );
  const batchName = (batch: string[]) => `${batch[0]} … ${batch.at(-1)} (${batch.length} routes)`;

  describe(`axe on every ${lang} route (${routes.length} routes)`, () => {
    it.each(batches.map((batch) => [batchName(batch), batch] as const))(
      'light mode: no violations, no page wider than 320-1440 px viewports: %s',
      async (_, batch) => {
        const page = await pageInMode('light');
        const found: string[] = [];
        for (const route of batch) {
          await gotoHydrated(page, route);
          await settle(page);
          const result = await axeBuilder(page).withTags(axeTags).analyze();
          found.push(...describeViolations(result).map((v) => `${route}: ${v}`));
          found.push(...(await widerThanViewport(page)).map((v) => `${route}: ${v}`));
        }
        await page.context().close();
        expect(found).toEqual([]);
      },
      300_000,
    );

    it.each(batches.map((batch) => [batchName(batch), batch] as const))(
      'dark mode: no colour violations, no page wider than 320-1440 px viewports: %s',
      async (_, batch) => {
        const page = await pageInMode('dark');
        const found: string[] = [];
        for (const route of batch) {
          await gotoHydrated(page, route);
          await settle(page);
          expect(
            await page.evaluate(() => document.documentElement.classList.contains('dark')),
            route,
          ).toBe(true);
          const result = await axeBuilder(page).withRules(colourRules).analyze();
          found.push(...describeViolations(result).map((v) => `${route}: ${v}`));
          found.push(...(await widerThanViewport(page)).map((v) => `${route}: ${v}`));
        }
        await page.context().close();
        expect(found).toEqual([]);
      },
      300_000,
    );

    it('covers every route of the locale in both modes', () => {
      expect(batches.flat()).toEqual(routes);
    });
  });
}
