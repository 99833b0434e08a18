/** axe-core helpers for the browser tests. */
import axe, { type AxeResults, type RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.x A/AA and axe's best practices. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** One line per failing element: rule, element, why. */
export function describeViolations(result: AxeResults): string[] {
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
  );
}

/** Where axe looks: a selector, or parts of the page with parts of those left out. */
export type AxeScope = string | { include: string; exclude: string[] };

/**
 * axe.run in the page itself, axe-core's source evaluated there once per document. AxeBuilder
 * (@axe-core/playwright) evaluated its 560 kB twice per analyze (once to probe for runPartial,
 * once per frame): four compilations per route in the axe sweep (light, then dark) where one
 * does. `runOnly` undefined runs axe's default rule set (every rule enabled by default).
 */
export async function runAxe(
  page: Page,
  runOnly: RunOptions['runOnly'] | undefined,
  scope?: AxeScope,
): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    ([only, within]) => {
      const context =
        within === undefined
          ? document
          : typeof within === 'string'
            ? within
            : { include: [within.include], exclude: within.exclude };
      return (window as unknown as { axe: typeof axe }).axe.run(context, {
        ...(only === undefined ? {} : { runOnly: only }),
        // Violations only: the tests read nothing else, and axe then skips collecting the
        // nodes that pass (about a third of a full run on an operation page).
        resultTypes: ['violations'],
      });
    },
    [runOnly, scope] as const,
  );
}

/** Violations on the page as it is now (optionally within one part of it). */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  return describeViolations(await runAxe(page, { type: 'tag', values: axeTags }, include));
}

/** The attribute markRepeatedCodeColours puts on the code tokens axe's color-contrast skips. */
const SAME_COLOUR = 'data-axe-same-colour';
/** Tokens of one look checked per page: two, in case one sits under something (a copy button). */
const CHECKED_PER_LOOK = 2;

/**
 * Leaves out of axe's `color-contrast` the code tokens that look like tokens it already checks
 * on the page, in the colour mode the page is in now (call it again after switching modes).
 * A highlighted code block is one palette drawn over one background: the webhook guide has
 * 950 token spans in 8 looks, and checking each was most of color-contrast's time there (31 s
 * at load 10-15, 9 s without the code; axe's light and dark checks of it, quiet: 8.7 s before,
 * 5.7 s after, marking included). Two fully visible tokens of each look (colour, size,
 * weight, shadow, opacity and every background layer down to an opaque one), of two
 * characters or more, stay checked, so a token colour or a block's background that fails
 * still fails; every other rule still sees every token. axe-core has no rule option for this:
 * its rules take a selector, which is what this sets.
 */
export async function markRepeatedCodeColours(page: Page): Promise<{ skipped: number }> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    ([attribute, perLook]) => {
      const axeGlobal = (window as unknown as { axe: typeof axe }).axe;
      axeGlobal.configure({ rules: [{ id: 'color-contrast', selector: `*:not([${attribute}])` }] });
      for (const el of document.querySelectorAll(`[${attribute}]`)) el.removeAttribute(attribute);
      const checked = new Map<string, number>();
      let skipped = 0;
      for (const pre of document.querySelectorAll('pre')) {
        // A block not drawn (another language's tab) is left to axe, which skips it.
        if (pre.getClientRects().length === 0 || pre.clientWidth === 0) continue;
        const box = pre.getBoundingClientRect();
        const left = box.left + pre.clientLeft;
        const top = box.top + pre.clientTop;
        const right = left + pre.clientWidth;
        const bottom = top + pre.clientHeight;
        for (const token of pre.querySelectorAll('span')) {
          // A plain token: text, a class and a style, nothing a rule other than colour reads.
          if (token.childElementCount > 0 || !token.textContent?.trim()) continue;
          if ([...token.attributes].some((a) => a.name !== 'class' && a.name !== 'style')) continue;
          const style = getComputedStyle(token);
          const layers: string[] = [];
          let opacity = 1;
          let plainLayers = true;
          for (let el: Element | null = token; el; el = el.parentElement) {
            const layer = getComputedStyle(el);
            opacity *= Number(layer.opacity);
            if (
              layer.backgroundImage !== 'none' ||
              layer.mixBlendMode !== 'normal' ||
              layer.filter !== 'none'
            ) {
              plainLayers = false;
              break;
            }
            if (layer.backgroundColor !== 'rgba(0, 0, 0, 0)') {
              layers.push(layer.backgroundColor);
              if (!layer.backgroundColor.startsWith('rgba')) break;
            }
          }
          if (!plainLayers) continue;
          const look = [
            style.color,
            style.fontSize,
            style.fontWeight,
            style.textShadow,
            opacity,
            ...layers,
          ].join('|');
          const seen = checked.get(look) ?? 0;
          if (seen >= perLook) {
            token.setAttribute(attribute, '');
            skipped++;
            continue;
          }
          // axe gives no verdict on a failing one-character text (`{`, `:`): such a token
          // cannot stand for its look.
          if ((token.textContent ?? '').trim().length < 2) continue;
          const at = token.getBoundingClientRect();
          const visible =
            at.width > 0 &&
            at.height > 0 &&
            at.left >= left &&
            at.right <= right &&
            at.top >= top &&
            at.bottom <= bottom;
          if (visible) checked.set(look, seen + 1);
        }
      }
      return { skipped };
    },
    [SAME_COLOUR, CHECKED_PER_LOOK] as const,
  );
}
