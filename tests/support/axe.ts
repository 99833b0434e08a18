/** axe-core helpers for the browser tests (@axe-core/playwright). */
import { AxeBuilder } from '@axe-core/playwright';
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
export function describeViolations(result: Awaited<ReturnType<AxeBuilder['analyze']>>): string[] {
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
  );
}

/** Violations on the page as it is now (optionally within one part of it). */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = axeBuilder(page).withTags(axeTags);
  if (include) builder.include(include);
  return describeViolations(await builder.analyze());
}
