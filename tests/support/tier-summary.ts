/**
 * The table `npm test` ends with: each tier's time against its budget, its
 * test count and its result.
 */
import type { Tier } from '../tiers';

export interface Outcome {
  tier: Pick<Tier, 'name' | 'budgetSeconds'>;
  status: 'passed' | 'failed' | 'skipped';
  seconds: number;
  /** Vitest tiers only. */
  tests?: { total: number; failed: number; skipped: number };
}

export const clock = (seconds: number) => {
  const s = Math.round(seconds);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
};

export function summary(outcomes: Outcome[]): string {
  const rows = outcomes.map(({ tier, status, seconds, tests }) => {
    const over = status !== 'skipped' && seconds > tier.budgetSeconds;
    const count = tests
      ? `${tests.total}${tests.failed ? ` (${tests.failed} failed)` : ''}${tests.skipped ? ` (${tests.skipped} skipped)` : ''}`
      : '';
    return [
      tier.name,
      status === 'skipped' ? '-' : clock(seconds),
      clock(tier.budgetSeconds),
      count,
      status === 'passed' && over ? 'passed, over budget' : status,
    ];
  });
  const ran = outcomes.filter((o) => o.status !== 'skipped');
  const total = ran.reduce((sum, o) => sum + o.seconds, 0);
  const budget = outcomes.reduce((sum, o) => sum + o.tier.budgetSeconds, 0);
  const tests = ran.reduce((sum, o) => sum + (o.tests?.total ?? 0), 0);
  rows.push(['total', clock(total), clock(budget), String(tests), '']);
  const header = ['tier', 'time', 'budget', 'tests', 'result'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 || i === 4 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}
