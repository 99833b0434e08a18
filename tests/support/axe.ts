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
