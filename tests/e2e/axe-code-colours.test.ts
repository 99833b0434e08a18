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
async function runMarked(page: Page) {
  await markRepeatedCodeColours(page);
  return runAxe(page, { type: 'rule', values: ['color-contrast'] });
}

async function contrastViolations(page: Page): Promise<string[]> {
  return describeViolations(await runMarked(page));
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

  it('still fails a colour whose first tokens are single characters, which axe gives no verdict on', async () => {
    const page = await newPage();
    await gotoHydrated(page, route);
    // A new failing colour on the first two one-character tokens of the first block and on a
    // longer token after them: the longer one must be the token checked for that look.
    const planted = await page.evaluate(() => {
      const tokens = [...document.querySelectorAll('pre span:not(:has(*))')].filter(
        (span) => span.getClientRects().length > 0,
      );
      const single = tokens.filter((span) => span.textContent?.trim().length === 1).slice(0, 2);
      const last = single.at(-1);
      const longer = tokens.find(
        (span) =>
          last?.compareDocumentPosition(span) === Node.DOCUMENT_POSITION_FOLLOWING &&
          (span.textContent?.trim().length ?? 0) > 3,
      );
      if (single.length < 2 || !longer) return null;
      for (const span of [...single, longer])
        (span as HTMLElement).style.setProperty('color', 'rgb(61, 62, 63)', 'important');
      // Remembered by reference: an attribute of its own would make it a token the marking skips.
      (window as unknown as { planted: Element }).planted = longer;
      return longer.textContent;
    });
    expect(planted).not.toBeNull();
    const result = await runMarked(page);
    const inPlanted = await page.evaluate(
      (targets) =>
        targets.filter(
          (t) => document.querySelector(t) === (window as unknown as { planted: Element }).planted,
        ).length,
      result.violations.flatMap((v) => v.nodes.map((n) => String(n.target[0]))),
    );
    expect(inPlanted).toBe(1);
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
    const result = await runMarked(page);
    const inPlanted = await page.evaluate(
      (targets) =>
        targets.filter((t) => document.querySelector(t)?.closest('[data-planted]')).length,
      result.violations.flatMap((v) => v.nodes.map((n) => String(n.target[0]))),
    );
    expect(inPlanted).toBeGreaterThan(0);
  });
});
