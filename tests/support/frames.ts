/**
 * Waiting for the page to render frames, bounded. A bare `requestAnimationFrame` awaited in
 * `page.evaluate` (which has no timeout) hangs the test until its own timeout when Chromium
 * produces no frame for the page: headless Chromium, with many pages open in one browser under
 * load, sometimes stops rendering a page that is not in front (puppeteer/puppeteer#10350,
 * modernweb-dev/web#2588). CI's axe sweep lost two 20-minute batches that way while every other
 * batch of five routes took 2-5 minutes.
 */
import type { Page } from 'playwright-core';

/** How long a page may go without a frame before it is brought to the front (quiet: ~16 ms). */
const FRAME_WAIT_MS = 15_000;

/** `count` frames rendered within `ms`; false if the page rendered none in time. */
function renderedFrames(page: Page, count: number, ms: number): Promise<boolean> {
  return page.evaluate(
    ([frames, wait]) =>
      new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), wait);
        const next = (left: number) => {
          if (left === 0) {
            clearTimeout(timer);
            resolve(true);
          } else requestAnimationFrame(() => next(left - 1));
        };
        next(frames);
      }),
    [count, ms] as const,
  );
}

/**
 * Waits until the page has rendered `count` frames: the last change's layout, and what effects
 * change on it, have happened. A page that renders nothing for `waitMs` is brought to the front
 * (which starts Chromium's frames again) and waited for once more; one that still renders
 * nothing fails, naming its URL.
 */
export async function framesRendered(page: Page, count = 2, waitMs = FRAME_WAIT_MS): Promise<void> {
  if (await renderedFrames(page, count, waitMs)) return;
  await page.bringToFront();
  if (await renderedFrames(page, count, waitMs)) {
    console.warn(`${page.url()}: no frame for ${waitMs / 1000} s until brought to the front`);
    return;
  }
  throw new Error(`${page.url()}: no frame rendered in ${(2 * waitMs) / 1000} s, even in front`);
}
