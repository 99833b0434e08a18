/**
 * The axe sweep, run by two test files per locale (`accessibility-axe-<lang>-<part>.test.ts`:
 * the e2e project's workers share the sweep, the longest part of the browser tests, and the
 * sequencer starts these files first). axe-core on every route of the site: zero
 * violations of WCAG 2.x A/AA and axe's best-practice rules in light mode, and of the colour
 * rules in dark mode (the only rules a colour mode changes; running the rest twice would double
 * the time for nothing); and no page wider than the viewport at 320-1440 px in either mode.
 *
 * Each route loads once: light mode is checked, then the reader's own toggle switches the page
 * to dark mode in place (diagrams re-render in it) and dark mode is checked on the same page.
 * One browser, one page per batch of routes, routes in sequence. Code tokens that look like
 * tokens already checked on the page are left out of color-contrast (axe.ts,
 * markRepeatedCodeColours): most of the sweep's time went to checking one palette a thousand
 * times a guide. Open menus, the drawers and
 * the search list are checked in the tests of those controls (accessibility-keyboard).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../config/locales';
import { storageKeys } from '../../shared/storage-keys';
import { axeTags, describeViolations, markRepeatedCodeColours, runAxe } from './axe';
import { AXE_BATCH_TIMEOUT_MS, AXE_SWEEP_PARTS, axeSweepBatches } from './axe-sweep-parts';
import { gotoHydrated, setupBrowser } from './browser';
import { framesRendered } from './frames';

const colourRules = ['color-contrast', 'link-in-text-block'];

/** Two frames: the last change's layout (and what effects change on it) has happened. */
const afterLayout = (page: Page) => framesRendered(page, 2);

/**
 * No page is wider than the viewport at these widths, in either mode. Checked on the page
 * already loaded (a resize, not a load): wide content must scroll in its own box.
 */
const WIDTHS = [320, 390, 995, 1440];
async function widerThanViewport(page: Page): Promise<string[]> {
  const original = page.viewportSize();
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await afterLayout(page);
    const excess = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (excess > 1) found.push(`wider than the viewport at ${width} px (by ${excess} px)`);
  }
  if (original) await page.setViewportSize(original);
  await afterLayout(page);
  return found;
}

/**
 * The reader's toggle, then what dark mode changes has happened: <html> is dark, and every
 * diagram drawn in light mode has been drawn again (mermaid's renderer replaces its SVG).
 */
async function switchToDark(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const svg of document.querySelectorAll('svg[aria-roledescription]'))
      svg.setAttribute('data-drawn-light', '');
  });
  await page.locator('.rp-nav .rp-switch-appearance').first().click();
  // Polled on a timer, not on frames (Playwright's default): see frames.ts.
  await page.waitForFunction(
    () =>
      document.documentElement.classList.contains('dark') &&
      document.querySelector('svg[data-drawn-light]') === null,
    undefined,
    { polling: 100 },
  );
  await afterLayout(page);
}

/** One part (1 to AXE_SWEEP_PARTS) of the sweep of `lang`'s routes. */
export function describeAxeSweep(lang: Lang, part: number): void {
  const { newPage } = setupBrowser();
  const batches = axeSweepBatches(lang, part);
  const batchName = (batch: string[]) => `${batch[0]} … ${batch.at(-1)} (${batch.length} routes)`;

  describe(`axe on ${lang} routes, part ${part} of ${AXE_SWEEP_PARTS} (${batches.flat().length} routes), light then dark`, () => {
    it.for(batches.map((batch) => [batchName(batch), batch] as const))(
      'no violations, no page wider than 320-1440 px viewports, in either mode: %s',
      { timeout: AXE_BATCH_TIMEOUT_MS },
      async ([, batch], { signal }) => {
        const page = await newPage();
        // What the batch is doing, for the log of a batch that times out (Vitest names the test only).
        let step = 'opening its page';
        // A batch that timed out stops at its next step instead of loading more routes into
        // the tests after it (its page events would land in their console check).
        signal.addEventListener(
          'abort',
          () => {
            console.warn(`axe sweep: ${batchName(batch)} timed out while ${step}`);
            void page.context().close();
          },
          { once: true },
        );
        // Each route starts light: the toggle below stores dark for the next load.
        await page.addInitScript(
          ([key]) => localStorage.removeItem(key as string),
          [storageKeys.colorMode],
        );
        const found: string[] = [];
        for (const route of batch) {
          if (signal.aborted) return;
          step = `loading ${route}`;
          await gotoHydrated(page, route);
          // /docs redirects in the browser: wait until the URL has settled on a page with a <main>.
          await page.waitForFunction(() => document.querySelector('main') !== null, undefined, {
            polling: 100,
          });
          expect(
            await page.evaluate(() => document.documentElement.classList.contains('dark')),
            route,
          ).toBe(false);
          step = `checking ${route} in light mode`;
          await markRepeatedCodeColours(page);
          const light = await runAxe(page, { type: 'tag', values: axeTags });
          found.push(...describeViolations(light).map((v) => `${route} (light): ${v}`));
          step = `resizing ${route} in light mode`;
          found.push(...(await widerThanViewport(page)).map((v) => `${route} (light): ${v}`));

          step = `switching ${route} to dark mode`;
          await switchToDark(page);
          step = `checking ${route} in dark mode`;
          await markRepeatedCodeColours(page);
          const dark = await runAxe(page, { type: 'rule', values: colourRules });
          found.push(...describeViolations(dark).map((v) => `${route} (dark): ${v}`));
          step = `resizing ${route} in dark mode`;
          found.push(...(await widerThanViewport(page)).map((v) => `${route} (dark): ${v}`));
        }
        await page.context().close();
        expect(found).toEqual([]);
      },
    );
  });
}
