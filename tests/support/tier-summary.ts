/**
 * The table `npm test` ends with: each tier's time against its budget, its
 * test count and its result. Its CPU time beside: on a loaded machine the
 * time follows the load, the CPU time what the tier costs.
 */
import { CLOCK_TICKS_PER_SECOND, readProcStat } from '../../scripts/lib/proc-stat';
import type { Tier } from '../tiers';

export interface Outcome {
  tier: Pick<Tier, 'name' | 'budgetSeconds'>;
  status: 'passed' | 'failed' | 'skipped';
  seconds: number;
  /**
   * CPU time of the tier's whole process tree (user + system), Chromium's helpers included
   * (cpu-of-command.ts), where the system tells it.
   */
  cpuSeconds?: number;
  /** Vitest tiers only. */
  tests?: { total: number; failed: number; skipped: number };
  /** Vitest tiers only: what failed, from tests/support/failure-reporter.ts. */
  failures?: Failure[];
}

export interface Failure {
  file: string;
  /** The test's or describe block's full name; absent when the file itself failed (a hook, an import). */
  test?: string;
  /** The first line of the error. */
  error: string;
}

/**
 * The failures of every tier, printed just above the table: a CI log is often read from its
 * tail, where each tier's own output has scrolled away.
 */
export function failureLines(outcomes: Outcome[]): string[] {
  const lines: string[] = [];
  for (const { tier, failures } of outcomes) {
    if (!failures || failures.length === 0) continue;
    lines.push(`Failed in ${tier.name}:`);
    for (const f of failures) {
      lines.push(`  ${f.file}${f.test ? ` › ${f.test}` : ''}`);
      lines.push(`    ${f.error.length > 300 ? `${f.error.slice(0, 299)}…` : f.error}`);
    }
  }
  return lines;
}

export const clock = (seconds: number) => {
  const s = Math.round(seconds);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
};

/**
 * `wallSeconds`: the whole run's time, given when tiers ran side by side (the
 * total is then less than the tiers' times added up, and says so).
 */
export function summary(outcomes: Outcome[], wallSeconds?: number): string {
  const rows = outcomes.map(({ tier, status, seconds, cpuSeconds, tests }) => {
    const over = status !== 'skipped' && seconds > tier.budgetSeconds;
    const count = tests
      ? `${tests.total}${tests.failed ? ` (${tests.failed} failed)` : ''}${tests.skipped ? ` (${tests.skipped} skipped)` : ''}`
      : '';
    return [
      tier.name,
      status === 'skipped' ? '-' : clock(seconds),
      cpuSeconds === undefined ? '' : clock(cpuSeconds),
      clock(tier.budgetSeconds),
      count,
      status === 'passed' && over ? 'passed, over budget' : status,
    ];
  });
  const ran = outcomes.filter((o) => o.status !== 'skipped');
  const added = ran.reduce((sum, o) => sum + o.seconds, 0);
  // Rounding and the runner's own moments aside, a wall time near the sum means nothing overlapped.
  const overlapped = wallSeconds !== undefined && wallSeconds < added - 1;
  const total = wallSeconds ?? added;
  const budget = outcomes.reduce((sum, o) => sum + o.tier.budgetSeconds, 0);
  const tests = ran.reduce((sum, o) => sum + (o.tests?.total ?? 0), 0);
  const cpu = ran.every((o) => o.cpuSeconds !== undefined)
    ? clock(ran.reduce((sum, o) => sum + (o.cpuSeconds ?? 0), 0))
    : '';
  rows.push(['total', clock(total), cpu, clock(budget), tests > 0 ? String(tests) : '', '']);
  const header = ['tier', 'time', 'cpu', 'budget', 'tests', 'result'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 || i === 5 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const table = [line(header), ...rows.map(line)];
  if (overlapped)
    table.push(
      `Tiers ran side by side: the total is the wall time (the tiers' times add up to ${clock(added)}).`,
    );
  return table.join('\n');
}

/**
 * CPU seconds (user + system) of this process's finished children so far, from
 * /proc (Linux); undefined elsewhere. A tier's CPU time is the difference.
 */
export function childrenCpuSeconds(): number | undefined {
  const stat = readProcStat('self');
  return stat && (stat.cutime + stat.cstime) / CLOCK_TICKS_PER_SECOND;
}
