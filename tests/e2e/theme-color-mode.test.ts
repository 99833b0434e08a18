import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoHydrated, setupBrowser } from '../support/browser';
import { gotoWithoutBundle } from '../support/page-probes';

const { newPage } = setupBrowser();

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));
const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const toggle = (page: Page) =>
  page.locator('.rp-nav').getByRole('button', { name: /^Switch color mode/ });

describe('colour mode (respectPrefersColorScheme: false)', () => {
  it('is light for a reader whose OS is dark, until they toggle', async () => {
    const page = await newPage({ colorScheme: 'dark' });
    await gotoHydrated(page, '/en/docs/intro/getting-started');
    await expect.poll(() => isDark(page)).toBe(false);
    await expect.poll(() => background(page)).toBe('rgb(255, 255, 255)');
    await expect
      .poll(() => toggle(page).getAttribute('aria-label'))
      .toBe('Switch color mode (current: light)');
  });

  it('the toggle flips light <-> dark and the choice persists across reloads and pages', async () => {
    const page = await newPage({ colorScheme: 'dark' });
    await gotoHydrated(page, '/en/docs/intro/getting-started');
    await toggle(page).click();
    await expect.poll(() => isDark(page)).toBe(true);
    await expect
      .poll(() => toggle(page).getAttribute('aria-label'))
      .toBe('Switch color mode (current: dark)');
    await expect.poll(() => background(page)).not.toBe('rgb(255, 255, 255)');

    await page.reload();
    await gotoHydrated(page, '/en/docs/webhook/cashout');
    await expect.poll(() => isDark(page)).toBe(true);

    await toggle(page).click();
    await expect.poll(() => isDark(page)).toBe(false);
    await gotoHydrated(page, '/docs/intro/authentication');
    await expect.poll(() => isDark(page)).toBe(false);
    await expect
      .poll(() =>
        page
          .locator('.rp-nav')
          .getByRole('button', { name: 'Alternar tema (atual: claro)' })
          .count(),
      )
      .toBe(1);
  });

  it('applies the saved choice before first paint (no flash of the light theme)', async () => {
    const page = await newPage();
    await page.addInitScript(() => localStorage.setItem('rspress-theme-appearance', 'dark'));
    await gotoWithoutBundle(page, '/en/docs/intro/authentication');
    await expect.poll(() => isDark(page)).toBe(true);
    await expect.poll(() => background(page)).not.toBe('rgb(255, 255, 255)');
  });

  it('ignores a saved "follow the system" value from Rspress: stays light', async () => {
    const page = await newPage({ colorScheme: 'dark' });
    await page.addInitScript(() => localStorage.setItem('rspress-theme-appearance', 'auto'));
    await gotoHydrated(page, '/en/docs/intro/authentication');
    await expect.poll(() => isDark(page)).toBe(false);
  });
});
