/**
 * `npm test`: runs the tiers of tests/tiers.ts and ends with each tier's time
 * against its budget and its test count. A tier starts once the tiers it comes
 * `after` have ended, so tiers that mostly wait (contract, e2e) run beside the
 * build tier. A tier running alone prints its output as it goes; tiers running
 * side by side write theirs to a file each, printed whole when the tier ends,
 * so two test runs never interleave. A failed tier does not stop the others
 * (you see every failure in one run), except that the tiers needing the
 * production build are skipped when it fails.
 *
 *   npm test                    every tier
 *   npm test -- unit contract   only those tiers (contract and e2e test the
 *                               doc_build/ already there)
 *   npm test -- --list          the tiers and their budgets
 */
import { type StdioOptions, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runScheduled } from './support/tier-schedule';
import { clock, type Failure, failureLines, type Outcome, summary } from './support/tier-summary';
import { type Tier, type TierName, tiers } from './tiers';

const root = path.resolve(import.meta.dirname, '..');
const cpuOfCommand = path.join(import.meta.dirname, 'support/cpu-of-command.ts');

/**
 * Runs one command through cpu-of-command.ts (its CPU time, apart from the
 * tiers beside it), its output to the terminal or to the file `log`.
 */
function run(
  command: string[],
  cpuFile: string,
  log: number | undefined,
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number; cpuSeconds?: number }> {
  const stdio: StdioOptions = log === undefined ? 'inherit' : ['ignore', log, log];
  // Written to a file, Vitest and npm drop their colours; a terminal keeps them.
  const colour = log !== undefined && process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cpuOfCommand, cpuFile, ...command], {
      cwd: root,
      stdio,
      env: { ...process.env, ...colour, ...env },
    });
    const done = (code: number) => {
      let cpuSeconds: number | undefined;
      try {
        const text = readFileSync(cpuFile, 'utf8');
        cpuSeconds = text === '' ? undefined : Number(text);
      } catch {
        cpuSeconds = undefined;
      }
      resolve({ code, cpuSeconds });
    };
    child.on('error', () => done(127));
    child.on('close', (code, signal) => done(code ?? (signal ? 128 : 1)));
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

async function runTier(tier: Tier, reports: string, log: string | undefined): Promise<Outcome> {
  const started = performance.now();
  const report = path.join(reports, `${tier.name}.json`);
  const failures = path.join(reports, `${tier.name}.failures.json`);
  const logFd = log === undefined ? undefined : openSync(log, 'a');
  let code = 0;
  let cpuSeconds: number | undefined = 0;
  try {
    for (const [i, command] of tier.commands.entries()) {
      const withReport = tier.vitestProject
        ? [
            ...command,
            '--reporter=default',
            '--reporter=json',
            `--outputFile.json=${report}`,
            '--reporter=./tests/support/failure-reporter.ts',
          ]
        : command;
      const ran = await run(withReport, path.join(reports, `${tier.name}-${i}.cpu`), logFd, {
        TIER_FAILURES_FILE: failures,
      });
      code = ran.code;
      cpuSeconds =
        cpuSeconds === undefined || ran.cpuSeconds === undefined
          ? undefined
          : cpuSeconds + ran.cpuSeconds;
      if (code !== 0) break;
    }
  } finally {
    if (logFd !== undefined) closeSync(logFd);
  }
  return {
    tier,
    status: code === 0 ? 'passed' : 'failed',
    seconds: (performance.now() - started) / 1000,
    cpuSeconds,
    tests: tier.vitestProject ? readCounts(report) : undefined,
    failures: tier.vitestProject ? readFailures(failures, code) : undefined,
  };
}

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--list')) {
    for (const tier of tiers) {
      const after = tier.after?.length ? `  (after ${tier.after.join(', ')})` : '';
      console.log(
        `${tier.name.padEnd(9)} ${clock(tier.budgetSeconds).padStart(9)}  ${tier.what}${after}`,
      );
    }
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
  const started = performance.now();
  let outcomes: Outcome[] = [];
  try {
    outcomes = await runScheduled(
      selected,
      async ({ tier, beside }) => {
        if (beside.length === 0) {
          console.log(`\n── ${tier.name}: ${tier.what}\n`);
          return runTier(tier, reports, undefined);
        }
        const log = path.join(reports, `${tier.name}.log`);
        console.log(
          `\n── ${tier.name}: ${tier.what}\n   started beside ${beside.join(', ')}: its output follows when it ends (meanwhile: tail -f ${log})`,
        );
        const outcome = await runTier(tier, reports, log);
        console.log(
          `\n── ${tier.name}: its output (${clock(outcome.seconds)}, ${outcome.status})\n`,
        );
        process.stdout.write(readFileSync(log, 'utf8'));
        return outcome;
      },
      (tier, failedNeed) => console.log(`\n── ${tier.name}: skipped (${failedNeed} did not pass)`),
    );
  } finally {
    rmSync(reports, { recursive: true, force: true, maxRetries: 5 });
  }
  const failures = failureLines(outcomes);
  if (failures.length > 0) console.log(`\n${failures.join('\n')}`);
  console.log(`\n${summary(outcomes, (performance.now() - started) / 1000)}\n`);
  const failed = outcomes.filter((o) => o.status !== 'passed').map((o) => o.tier.name);
  if (failed.length > 0) console.log(`Not passed: ${failed.join(', ')}`);
  return failed.length > 0 ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
