/**
 * Visual regression: screenshots of the site's main kinds of page compared
 * with committed, reviewed baselines (tests/visual/baselines/). Run with
 * `npm run test:visual` after `npm run build`; after an intended change,
 * `npm run test:visual:update` rewrites the baselines: open every changed
 * PNG before committing it (a baseline is a reviewed image, not whatever
 * the build made). Differences are written to tests/visual/output/
 * (`*.diff.png` highlights them, `*.actual.png` is the new screenshot).
 *
 * Not part of `npm test`: screenshots depend on the machine's fonts and
 * Chromium version, so the baselines hold for the project's machines
 * (Debian's Chromium, the same fonts), and the suite costs ~40 s of CI.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../shared/storage-keys';
import { gotoHydrated, setupBrowser } from '../support/browser';
import { comparePng, hasBaseline, MAX_DIFF_RATIO } from './compare-png';

const { newPage } = setupBrowser({ allowConsoleErrors: [/status of 404/] });
const baselines = path.join(import.meta.dirname, 'baselines');
const output = path.join(import.meta.dirname, 'output');
const update = process.env.UPDATE_VISUAL === '1';

interface Shot {
  name: string;
  path: string;
  /** What must be on screen before the picture is taken. */
  ready: string;
}

const shots: Shot[] = [
  { name: 'home', path: '/', ready: '.ap-hero-sample' },
  { name: 'guide', path: '/docs/intro/getting-started', ready: '.rp-doc h1' },
  { name: 'blog-post', path: '/blog/cash-out-api-launch', ready: '.rp-doc h1' },
  {
    name: 'search',
    path: '/search?q=devolu%C3%A7%C3%A3o',
    ready: '.ap-search-page[data-status="ready"] li a',
  },
  { name: 'not-found', path: '/docs/webhok/cash-out', ready: '.ap-not-found__suggestions a' },
];

const sizes = [
  { label: '390', width: 390, height: 844 },
  { label: '1440', width: 1440, height: 900 },
];

async function settle(page: Page, ready: string): Promise<void> {
  await page.waitForSelector(ready, { timeout: 20_000 });
  await page.evaluate(() => document.fonts.ready);
  // No caret blink, no transitions, no smooth scrolling between pictures.
  await page.addStyleTag({
    content:
      '*,*::before,*::after{transition:none!important;animation:none!important;caret-color:transparent!important}',
  });
}

describe.each(['light', 'dark'] as const)('visual baselines, pt-BR, %s', (mode) => {
  it.each(shots)('$name at 390 and 1440 px', async (shot) => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      storageKeys.colorMode,
      mode,
    ] as const);
    await gotoHydrated(page, shot.path);
    await settle(page, shot.ready);
    const problems: string[] = [];
    for (const size of sizes) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.evaluate(() => window.scrollTo(0, 0));
      const picture = await page.screenshot({ animations: 'disabled', caret: 'hide' });
      const file = path.join(baselines, `${shot.name}-${size.label}-${mode}.png`);
      if (update || !hasBaseline(file)) {
        writeFileSync(file, picture);
        continue;
      }
      const result = comparePng(picture, file, output);
      if (result.ratio > MAX_DIFF_RATIO)
        problems.push(
          `${path.basename(file)}: ${(result.ratio * 100).toFixed(2)} % of pixels differ (see ${result.diffFile ?? 'size changed'})`,
        );
    }
    expect(problems).toEqual([]);
  });
});
