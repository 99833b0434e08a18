/**
 * prefers-reduced-motion: no transitions or animations (menus, drawers, the
 * progress bar) and no smooth scrolling, from CSS or from Rspress'
 * JavaScript. Each check runs with and without the preference, so it proves
 * the difference, not a default.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoHydrated, setupBrowser } from '../support/browser';

const { newPage } = setupBrowser();

const guide = '/en/docs/intro/getting-started';

function seconds(value: string): number {
  // "0.2s, 1e-05s" -> the longest.
  return Math.max(
    ...value.split(',').map((v) => {
      const n = Number.parseFloat(v);
      return v.trim().endsWith('ms') ? n / 1000 : n;
    }),
  );
}

async function openPage(
  reducedMotion: 'reduce' | 'no-preference',
  viewport = { width: 1440, height: 900 },
) {
  const page = await newPage({ reducedMotion, viewport });
  await gotoHydrated(page, guide);
  return page;
}

/** nprogress' bar, as the route progress bar draws it (inline transition, as nprogress sets it). */
async function progressBarTransition(page: Page): Promise<number> {
  return seconds(
    await page.evaluate(() => {
      const wrap = document.createElement('div');
      wrap.id = 'nprogress';
      wrap.innerHTML = '<div class="bar" style="transition: all 200ms linear"></div>';
      document.body.append(wrap);
      const value = getComputedStyle(wrap.firstElementChild as Element).transitionDuration;
      wrap.remove();
      return value;
    }),
  );
}

describe('prefers-reduced-motion', () => {
  it('turns transitions and animations off (menus, the site menu dialog, the progress bar)', async () => {
    for (const preference of ['no-preference', 'reduce'] as const) {
      const page = await openPage(preference, { width: 390, height: 844 });
      const reduced = preference === 'reduce';
      const chevron = seconds(
        await page
          .locator('.ap-menu__chevron')
          .first()
          .evaluate((el) => getComputedStyle(el).transitionDuration),
      );
      await page.getByRole('button', { name: 'Open the site menu' }).click();
      const dialog = page.getByRole('dialog', { name: 'Site menu' });
      const slideIn = seconds(
        await dialog.evaluate((el) => getComputedStyle(el).animationDuration),
      );
      const bar = await progressBarTransition(page);
      if (reduced) {
        expect(chevron).toBeLessThan(0.001);
        expect(slideIn).toBeLessThan(0.001);
        expect(bar).toBeLessThan(0.001);
      } else {
        expect(chevron).toBeGreaterThan(0.1);
        expect(slideIn).toBeGreaterThan(0.1);
        expect(bar).toBeGreaterThan(0.1);
      }
      await page.context().close();
    }
  });

  it('"Back to top" jumps instead of scrolling smoothly (Rspress asks for smooth scrolling in JavaScript)', async () => {
    for (const preference of ['no-preference', 'reduce'] as const) {
      const page = await openPage(preference);
      await page.evaluate(() => window.scrollTo(0, 3000));
      await page.waitForFunction(() => window.scrollY >= 2000);
      const button = page.locator('.rp-scroll-to-top');
      await button.waitFor();
      // Read the position in the same task as the click: a jump is already done, a smooth scroll has not moved yet.
      const scrollYAfterClick = await button.evaluate((el) => {
        (el as HTMLElement).click();
        return window.scrollY;
      });
      if (preference === 'reduce') expect(scrollYAfterClick).toBe(0);
      else expect(scrollYAfterClick).toBeGreaterThan(1000);
      await page.context().close();
    }
  });
});
