/**
 * Visual regression: screenshots of the site's nine kinds of page (home, a
 * guide, the API overview, an operation page, a webhook guide, a blog post,
 * search results, 404, the test-data tables) at 390, 995 and 1440 px, light
 * and dark, in both languages (108 pictures), compared with committed, reviewed baselines
 * (tests/visual/baselines/). Run with `npm run test:visual` after
 * `npm run build`; after an intended change, `npm run test:visual:update`
 * rewrites the baselines: open every changed PNG before committing it (a
 * baseline is a reviewed image, not whatever the build made). Differences are
 * written to tests/visual/output/ (`*.diff.png` highlights them,
 * `*.actual.png` is the new screenshot).
 *
 * Deterministic pictures: web fonts awaited, transitions and animations off,
 * a fixed clock and UUID, one screen only (the top, or a shot's `from` part), and the
 * parts that change without a layout change masked (dates, "last updated",
 * lazy Mermaid diagrams, which render only near the viewport).
 *
 * Not part of `npm test`: screenshots depend on the machine's fonts and
 * Chromium version, so the baselines hold for the project's machines
 * (Debian's Chromium, the same fonts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiEntry, apiOverview } from '../../config/api-navigation';
import { storageKeys } from '../../shared/storage-keys';
import { gotoHydrated, setupBrowser } from '../support/browser';
import { framesRendered } from '../support/frames';
import { comparePng, hasBaseline, MAX_DIFF_RATIO } from './compare-png';

const { newPage } = setupBrowser({ allowConsoleErrors: [/status of 404/] });
const baselines = path.join(import.meta.dirname, 'baselines');
const output = path.join(import.meta.dirname, 'output');
const update = process.env.UPDATE_VISUAL === '1';

interface Shot {
  name: string;
  /** The pt-BR path; the English page is the same under /en. */
  path: string;
  /** What must be on screen before the picture is taken. */
  ready: string;
  /** The picture starts at this element's top instead of the page's (a part far down). */
  from?: string;
}

const shots: Shot[] = [
  { name: 'home', path: '/', ready: '.ap-hero-sample[data-highlighted]' },
  { name: 'guide', path: '/docs/intro/getting-started', ready: '.rp-doc h1' },
  { name: 'api-overview', path: apiOverview, ready: '.ap-api-overview__tags a' },
  { name: 'operation', path: apiEntry, ready: '.ap-api-operation__columns' },
  { name: 'webhook-guide', path: '/docs/webhook/transaction', ready: '.rp-doc h1' },
  { name: 'blog-post', path: '/blog/cash-out-api-launch', ready: '.rp-doc h1' },
  {
    name: 'search',
    path: '/search?q=devolu%C3%A7%C3%A3o',
    ready: '.ap-search-page[data-status="ready"] li a',
  },
  { name: 'not-found', path: '/docs/webhok/cash-out', ready: '.ap-not-found__suggestions a' },
  // The sandbox's test values: the first table (codes that must not break, columns that reflow).
  {
    name: 'test-data',
    path: '/docs/intro/test-data',
    ready: '.ap-test-data__table',
    from: '.ap-test-data__operation',
  },
];

const languages = [
  { lang: 'pt-BR', prefix: '' },
  { lang: 'en', prefix: '/en' },
] as const;
const modes = ['light', 'dark'] as const;
interface Size {
  label: string;
  width: number;
  height: number;
}

/** Phone, the largest width with the phone menu (the desktop layout starts at 996 px), desktop. */
const sizes: readonly [Size, ...Size[]] = [
  { label: '390', width: 390, height: 844 },
  { label: '995', width: 995, height: 800 },
  { label: '1440', width: 1440, height: 900 },
];

/** Parts whose pixels change without a layout change: they are painted over in every picture. */
const masked = ['time', '.ap-last-updated', '.ap-mermaid-slot'];

const cases = shots.flatMap((shot) =>
  languages.flatMap(({ lang, prefix }) =>
    modes.map((mode) => ({ ...shot, lang, mode, url: `${prefix}${shot.path}` })),
  ),
);

async function settle(page: Page, ready: string): Promise<void> {
  await page.waitForSelector(ready, { timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready);
  // No caret blink, no transitions, no smooth scrolling between pictures.
  await page.addStyleTag({
    content:
      '*,*::before,*::after{transition:none!important;animation:none!important;caret-color:transparent!important;scroll-behavior:auto!important}',
  });
}

/** Waits until two animation frames have passed, so a resize's layout and paint are done. */
const afterPaint = (page: Page) => framesRendered(page, 2);

// The pages run two at a time (one browser, one context each); more only queue on two cores.
describe.concurrent('visual baselines', () => {
  it.each(cases)('$name, $lang, $mode, at 390, 995 and 1440 px', async (shot) => {
    const page = await newPage({ viewport: { width: sizes[0].width, height: sizes[0].height } });
    await page.clock.setFixedTime(new Date('2026-11-24T12:00:00Z'));
    await page.addInitScript(
      ([key, value]) => {
        localStorage.setItem(key, value);
        // Samples that carry a fresh Idempotency-Key show the same one in every picture.
        crypto.randomUUID = () => '5f0c6a1e-8d2b-4c3a-9e7f-1a2b3c4d5e6f';
      },
      [storageKeys.colorMode, shot.mode] as const,
    );
    await gotoHydrated(page, shot.url);
    await settle(page, shot.ready);
    const problems: string[] = [];
    for (const size of sizes) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.evaluate((from) => {
        const start = from ? document.querySelector(from) : null;
        // Below the sticky bars (the navbar; on phones also the outline bar).
        const bars = ['.rp-nav', '.rp-doc-layout__menu'].map(
          (bar) => document.querySelector(bar)?.getBoundingClientRect().height ?? 0,
        );
        const covered = bars.reduce((sum, height) => sum + height, 0);
        const top = start ? start.getBoundingClientRect().top + window.scrollY - covered - 16 : 0;
        window.scrollTo(0, top);
      }, shot.from ?? null);
      await afterPaint(page);
      await page.evaluate(() => document.fonts.ready);
      const picture = await page.screenshot({
        animations: 'disabled',
        caret: 'hide',
        mask: masked.map((selector) => page.locator(selector)),
      });
      const file = path.join(baselines, `${shot.name}-${shot.lang}-${size.label}-${shot.mode}.png`);
      if (!hasBaseline(file)) {
        mkdirSync(baselines, { recursive: true });
        writeFileSync(file, picture);
        continue;
      }
      const result = comparePng(picture, file, output);
      // An update rewrites only the pictures that changed (the PNG bytes of an
      // identical picture can differ), so `git status` lists exactly what to review.
      if (update) {
        if (result.differentPixels > 0) writeFileSync(file, picture);
        continue;
      }
      if (result.ratio > MAX_DIFF_RATIO)
        problems.push(
          `${path.basename(file)}: ${(result.ratio * 100).toFixed(2)} % of pixels differ (see ${result.diffFile ?? 'size changed'})`,
        );
    }
    expect(problems).toEqual([]);
  });
});
