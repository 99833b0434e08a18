/**
 * The axe sweep checks the colour of a code block's tokens once per look (axe.ts,
 * markRepeatedCodeColours): a token colour or a block background that fails contrast must
 * still fail the sweep, in every block where it fails.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { describeViolations, markRepeatedCodeColours, runAxe } from '../support/axe';
import { gotoHydrated, setupBrowser } from '../support/browser';

const { newPage } = setupBrowser();
const route = '/en/docs/intro/getting-started';

/** The sweep's colour check: tokens marked, then axe's contrast rule. */
async function contrastViolations(page: Page): Promise<string[]> {
  await markRepeatedCodeColours(page);
  return describeViolations(await runAxe(page, { type: 'rule', values: ['color-contrast'] }));
}

describe('axe sweep, code colours checked once per look', () => {
  it('leaves most tokens of a guide to the ones that look the same, and the page passes', async () => {
    const page = await newPage();
    await gotoHydrated(page, route);
    const { skipped } = await markRepeatedCodeColours(page);
    expect(skipped).toBeGreaterThan(100);
    expect(await contrastViolations(page)).toEqual([]);
  });

  it('still fails a token colour with too little contrast, wherever the tokens of that colour are', async () => {
    const page = await newPage();
    await gotoHydrated(page, route);
    // Every token of the first block's first colour turns dark grey (the blocks are dark), on every block.
    const planted = await page.evaluate(() => {
      const first = document.querySelector('pre span:not(:has(*))');
      if (!first) return 0;
      const colour = getComputedStyle(first).color;
      let n = 0;
      for (const span of document.querySelectorAll('pre span:not(:has(*))'))
        if (getComputedStyle(span).color === colour) {
          (span as HTMLElement).style.setProperty('color', 'rgb(60, 60, 60)', 'important');
          n++;
        }
      return n;
    });
    expect(planted).toBeGreaterThan(20);
    const found = await contrastViolations(page);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((v) => v.startsWith('color-contrast:'))).toBe(true);
  });

  it("still fails a block whose background the tokens' colours do not stand out on", async () => {
    const page = await newPage();
    await gotoHydrated(page, route);
    // The last drawn block alone gets a light grey background, under tokens coloured for a dark
    // one: its tokens look unlike any other.
    const marked = await page.evaluate(() => {
      const drawn = [...document.querySelectorAll('pre')].filter(
        (pre) => pre.getClientRects().length > 0 && pre.querySelector('span:not(:has(*))'),
      );
      const last = drawn.at(-1);
      if (!last || drawn.length < 2) return false;
      last.style.setProperty('background', 'rgb(210, 210, 210)', 'important');
      for (const el of last.querySelectorAll('*'))
        (el as HTMLElement).style.setProperty('background', 'transparent', 'important');
      last.setAttribute('data-planted', '');
      return true;
    });
    expect(marked).toBe(true);
    const result = await (async () => {
      await markRepeatedCodeColours(page);
      return runAxe(page, { type: 'rule', values: ['color-contrast'] });
    })();
    const inPlanted = await page.evaluate(
      (targets) =>
        targets.filter((t) => document.querySelector(t)?.closest('[data-planted]')).length,
      result.violations.flatMap((v) => v.nodes.map((n) => String(n.target[0]))),
    );
    expect(inPlanted).toBeGreaterThan(0);
  });
});
