/**
 * axe-core on every route of the site, in both locales: zero violations of
 * WCAG 2.x A/AA and axe's best-practice rules in light mode, and of the
 * colour rules in dark mode (the only rules a colour mode changes; running
 * the rest twice would double the time for nothing). One browser, one page
 * per mode, routes in sequence. Open menus, the drawers and the search list
 * are checked in the tests of those controls (accessibility-keyboard).
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../shared/storage-keys';
import { axeTags, describeViolations } from '../support/axe';
import { gotoHydrated, setupBrowser } from '../support/browser';
import { allRoutes } from '../support/site-routes';

const { newPage } = setupBrowser();

const colourRules = ['color-contrast', 'link-in-text-block'];
/** Every page, plus the not-found page of each locale. */
const routes = [...allRoutes, '/no-such-page', '/en/no-such-page'];

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

describe('axe on every route', () => {
  it(`light mode: no violations (${routes.length} routes)`, async () => {
    const page = await pageInMode('light');
    const found: string[] = [];
    for (const route of routes) {
      await gotoHydrated(page, route);
      await settle(page);
      const result = await new AxeBuilder({ page }).withTags(axeTags).analyze();
      found.push(...describeViolations(result).map((v) => `${route}: ${v}`));
    }
    await page.context().close();
    expect(found).toEqual([]);
  }, 600_000);

  it(`dark mode: no colour violations (${routes.length} routes)`, async () => {
    const page = await pageInMode('dark');
    const found: string[] = [];
    for (const route of routes) {
      await gotoHydrated(page, route);
      await settle(page);
      expect(
        await page.evaluate(() => document.documentElement.classList.contains('dark')),
        route,
      ).toBe(true);
      const result = await new AxeBuilder({ page }).withRules(colourRules).analyze();
      found.push(...describeViolations(result).map((v) => `${route}: ${v}`));
    }
    await page.context().close();
    expect(found).toEqual([]);
  }, 600_000);
});
