/** axe-core helpers for the browser tests (@axe-core/playwright). */
import { AxeBuilder } from '@axe-core/playwright';
import axe, { type AxeResults, type RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * An axe run on `page`, in the page itself (`axe.run`). AxeBuilder's default
 * runs axe per frame and then finishes in a blank page it opens, injects axe
 * into and hands every frame's results to, for cross-origin frames: the site
 * has no frames, and that detour was 40 % of each run (2.6 s of a full run on
 * a guide, 1.5 s in the page), the largest part of the accessibility sweep.
 */
export function axeBuilder(page: Page): AxeBuilder {
  // Violations only: the tests read nothing else, and axe then skips collecting the nodes that
  // pass (about a third of a full run on an operation page).
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
}

/** WCAG 2.x A/AA and axe's best practices. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** One line per failing element: rule, element, why. */
export function describeViolations(result: AxeResults): string[] {
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
  );
}

/**
 * axe.run in the page, axe-core's source evaluated there once per document. AxeBuilder
 * evaluates its 560 kB twice per analyze (once to probe for runPartial, once per frame), and
 * the axe sweep analyzes each page twice (light, then dark): four compilations of axe per
 * route where one does.
 */
export async function runAxe(
  page: Page,
  runOnly: NonNullable<RunOptions['runOnly']>,
  include?: string,
): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    ([only, within]) =>
      (window as unknown as { axe: typeof axe }).axe.run(within ?? document, {
        runOnly: only,
        // Violations only: the tests read nothing else, and axe then skips collecting the
        // nodes that pass (about a third of a full run on an operation page).
        resultTypes: ['violations'],
      }),
    [runOnly, include] as const,
  );
}

/** Violations on the page as it is now (optionally within one part of it). */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  return describeViolations(await runAxe(page, { type: 'tag', values: axeTags }, include));
}
