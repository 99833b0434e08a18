/** axe-core helpers for the browser tests (@axe-core/playwright). */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

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
  const builder = new AxeBuilder({ page }).withTags(axeTags);
  if (include) builder.include(include);
  return describeViolations(await builder.analyze());
}
