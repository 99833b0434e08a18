/**
 * `npm test`: runs the tiers of tests/tiers.ts in order and ends with each
 * tier's time against its budget and its test count. A failed tier does not
 * stop the others (you see every failure in one run), except that the tiers
 * needing the production build are skipped when it fails.
 *
 *   npm test                    every tier
 *   npm test -- unit contract   only those tiers (contract and e2e test the
 *                               doc_build/ already there)
 *   npm test -- --list          the tiers and their budgets
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  childrenCpuSeconds,
  clock,
  type Failure,
  failureLines,
  type Outcome,
  summary,
} from './support/tier-summary';
import { type Tier, type TierName, tiers } from './tiers';

const root = path.resolve(import.meta.dirname, '..');

function run(command: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  const [program = 'npx', ...args] = command;
  return new Promise((resolve) => {
    const child = spawn(program, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('error', () => resolve(127));
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Vitest's JSON report: only the counts are read. */
function readCounts(file: string): Outcome['tests'] {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8')) as {
      numTotalTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    };
    return {
      total: report.numTotalTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    };
  } catch {
    return undefined;
  }
}

/** What tests/support/failure-reporter.ts wrote, and a line for an exit it does not explain. */
function readFailures(file: string, code: number): Failure[] {
  let failures: Failure[] = [];
  try {
    failures = JSON.parse(readFileSync(file, 'utf8')) as Failure[];
  } catch {
    // No file: Vitest did not reach the end of its run (a crash, a kill).
  }
  if (code !== 0 && failures.length === 0)
    failures.push({
      file: 'vitest',
      error: `exited with code ${code} and reported no failure: look for "Error" in the tier's output above`,
    });
  return failures;
}

async function runTier(tier: Tier, reports: string): Promise<Outcome> {
  const started = performance.now();
  const cpuBefore = childrenCpuSeconds();
  const report = path.join(reports, `${tier.name}.json`);
  const failures = path.join(reports, `${tier.name}.failures.json`);
  let code = 0;
  for (const command of tier.commands) {
    const withReport = tier.vitestProject
      ? [
          ...command,
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${report}`,
          '--reporter=./tests/support/failure-reporter.ts',
        ]
      : command;
    code = await run(withReport, { TIER_FAILURES_FILE: failures });
    if (code !== 0) break;
  }
  return {
    tier,
    status: code === 0 ? 'passed' : 'failed',
    seconds: (performance.now() - started) / 1000,
    cpuSeconds:
      cpuBefore === undefined ? undefined : (childrenCpuSeconds() ?? cpuBefore) - cpuBefore,
    tests: tier.vitestProject ? readCounts(report) : undefined,
    failures: tier.vitestProject ? readFailures(failures, code) : undefined,
  };
}

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--list')) {
    for (const tier of tiers)
      console.log(`${tier.name.padEnd(9)} ${clock(tier.budgetSeconds).padStart(9)}  ${tier.what}`);
    return 0;
  }
  const known = new Set<string>(tiers.map((t) => t.name));
  const unknown = argv.filter((a) => !known.has(a));
  if (unknown.length > 0) {
    console.error(
      `npm test: no tier named ${unknown.join(', ')} (tiers: ${[...known].join(', ')})`,
    );
    return 2;
  }
  const chosen = argv.length > 0 ? new Set(argv as TierName[]) : undefined;
  const selected = tiers.filter((t) => !chosen || chosen.has(t.name));
  const reports = mkdtempSync(path.join(tmpdir(), 'test-tiers-'));
  const outcomes: Outcome[] = [];
  try {
    for (const tier of selected) {
      const failedNeed = (tier.needs ?? []).find((need) =>
        outcomes.some((o) => o.tier.name === need && o.status !== 'passed'),
      );
      if (failedNeed) {
        outcomes.push({ tier, status: 'skipped', seconds: 0 });
        continue;
      }
      console.log(`\n── ${tier.name}: ${tier.what}\n`);
      outcomes.push(await runTier(tier, reports));
    }
  } finally {
    rmSync(reports, { recursive: true, force: true, maxRetries: 5 });
  }
  const failures = failureLines(outcomes);
  if (failures.length > 0) console.log(`\n${failures.join('\n')}`);
  console.log(`\n${summary(outcomes)}\n`);
  const failed = outcomes.filter((o) => o.status !== 'passed').map((o) => o.tier.name);
  if (failed.length > 0) console.log(`Not passed: ${failed.join(', ')}`);
  return failed.length > 0 ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
