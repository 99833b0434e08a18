/**
 * The tests' frame wait (support/frames.ts): a page that renders frames passes at once; one
 * that renders none fails naming its URL instead of hanging the test until its timeout.
 */
import { describe, expect, it } from 'vitest';
import { gotoHydrated, setupBrowser } from '../support/browser';
import { framesRendered } from '../support/frames';

const { newPage } = setupBrowser();

describe('waiting for frames (the axe sweep and layout tests)', () => {
  it('returns once a live page has rendered them', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/docs/intro/getting-started');
    await expect(framesRendered(page, 2)).resolves.toBeUndefined();
  });

  it('fails, naming the page, when no frame ever comes (even brought to the front)', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/docs/intro/getting-started');
    // What Chromium's stalled headless page amounts to: animation frames that never run.
    await page.evaluate(() => {
      window.requestAnimationFrame = () => 0;
    });
    await expect(framesRendered(page, 2, 500)).rejects.toThrow(
      /\/en\/docs\/intro\/getting-started: no frame rendered in 1 s, even in front/,
    );
  });
});
