/**
 * The test tiers hold what their names promise: every test file is in a
 * tier's folder, a unit file starts no process, build and browser, a contract
 * file opens no browser; and `npm test` ends with each tier's time against its
 * budget and its test count.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config, { unitFilesThatReplace } from '../../vitest.config';
import { oneShotReads } from '../support/one-shot-reads';
import { startFirst } from '../support/slowest-first-sequencer';
import { runScheduled } from '../support/tier-schedule';
import {
  childrenCpuSeconds,
  clock,
  failureLines,
  type Outcome,
  summary,
} from '../support/tier-summary';
import { type TierName, tiers } from '../tiers';

const testsDir = path.resolve(import.meta.dirname, '..');
const testFiles = readdirSync(testsDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => file.split(path.sep).join('/'));
const filesOf = (folder: string) => testFiles.filter((f) => f.startsWith(`${folder}/`));
const source = (file: string) => readFileSync(path.join(testsDir, file), 'utf8');

/** What each tier may not use: a module it imports, or a call it makes. */
const imports = (module: string) => new RegExp(`^import [^;]*from '${module}';`, 'm');
const forbidden: Record<string, RegExp[]> = {
  unit: [
    imports('node:child_process'),
    imports('playwright-core'),
    imports('\\.\\./support/(browser|site-copy|served-site|generated-api|axe)'),
    /^[^/\n]*\bcreateApiProject\(/m,
    /^[^/\n]*\bstartNginx\(/m,
    /^[^/\n]*\bbuildDir\b/m,
  ],
  contract: [imports('playwright-core'), imports('\\.\\./support/(browser|axe)')],
};

describe('the test tiers', () => {
  it('put every test file in the folder of a tier, or in tests/visual', () => {
    const folders = [...tiers.filter((t) => t.vitestProject).map((t) => t.name), 'visual'];
    const outside = testFiles.filter((f) => !folders.some((folder) => f.startsWith(`${folder}/`)));
    expect(outside).toEqual([]);
    for (const folder of folders) expect(filesOf(folder).length, folder).toBeGreaterThan(0);
  });

  it('are the Vitest projects, one per tier folder', () => {
    const projects = (config.test?.projects ?? []) as {
      test: { name: string; include: string[] };
    }[];
    for (const tier of tiers.filter((t) => t.vitestProject)) {
      const project = projects.find((p) => p.test.name === tier.name);
      expect(project?.test.include, tier.name).toEqual([`tests/${tier.name}/**/*.test.ts`]);
    }
  });

  it('run the unit files that replace a module or a global in a module graph of their own', () => {
    // The unit project shares modules between files (isolate: false): a replacement there would leak.
    const replacing = filesOf('unit').filter((file) =>
      /\bvi\.(mock|doMock|unmock|doUnmock|stubGlobal|stubEnv|useFakeTimers)\(|\bvi\.spyOn\((Date|globalThis|process|performance)\b/.test(
        source(file),
      ),
    );
    expect(replacing.map((file) => `tests/${file}`).sort()).toEqual(
      [...unitFilesThatReplace].sort(),
    );
  });

  it.each(Object.entries(forbidden))('keep %s files to what the tier may use', (tier, rules) => {
    const found = filesOf(tier).flatMap((file) =>
      rules.filter((rule) => rule.test(source(file))).map((rule) => `${file}: ${rule}`),
    );
    expect(found).toEqual([]);
  });

  it('wait for what they assert in a browser: no fixed sleep, no one-shot read of the page', () => {
    const browserFiles = [...filesOf('e2e'), ...filesOf('build'), ...filesOf('visual')];
    const sleeps = browserFiles.filter((file) => /\.waitForTimeout\(/.test(source(file)));
    expect(sleeps, 'use a condition (expect.poll, waitFor…, page.clock, an event counter)').toEqual(
      [],
    );
    const reads = browserFiles.flatMap((file) => oneShotReads(file, source(file)));
    expect(reads, 'assert with expect.poll(() => locator.read()), which retries').toEqual([]);
  });

  it("give no build test less time than the build tier's own timeout", () => {
    // Their 60-120 s timeouts failed at load ~25 (two build loops beside npm test): a test's
    // speed belongs in `npm run bench`, and a hang still fails at the tier's timeout.
    const build = config.test?.projects?.find(
      (p) => typeof p === 'object' && 'test' in p && p.test?.name === 'build',
    );
    const tierTimeout =
      typeof build === 'object' && 'test' in build ? (build.test?.testTimeout ?? 0) : 0;
    expect(tierTimeout).toBeGreaterThanOrEqual(900_000);
    const shorter = filesOf('build').flatMap((file) =>
      source(file)
        .split('\n')
        .flatMap((line, i) => {
          const timeout = /^\s*\}, ([\d_]+)\);$/.exec(line)?.[1];
          return timeout && Number(timeout.replaceAll('_', '')) < tierTimeout
            ? [`${file}:${i + 1}: ${timeout}`]
            : [];
        }),
    );
    expect(shorter).toEqual([]);
  });

  it('start the slowest files first: each file named to go first exists', () => {
    // A renamed file would silently lose its place and run last, alone.
    expect(startFirst.filter((file) => !testFiles.includes(file.replace(/^tests\//, '')))).toEqual(
      [],
    );
  });

  it('add up to ten minutes on a quiet 2-core machine', () => {
    const total = tiers.reduce((sum, t) => sum + t.budgetSeconds, 0);
    expect(total).toBeLessThanOrEqual(600);
    expect(tiers.find((t) => t.name === 'unit')?.budgetSeconds).toBeLessThanOrEqual(60);
  });
});

describe('the READMEs', () => {
  const read = (file: string) => readFileSync(path.join(testsDir, '..', file), 'utf8');

  it("give each tier's budget as tests/tiers.ts does", () => {
    const tiersTable = read('tests/README.md');
    const example = read('README.md').match(/```text\n(tier +time[\s\S]*?)```/)?.[1] ?? '';
    expect(example, 'README.md shows the closing table of npm test').not.toBe('');
    for (const tier of tiers) {
      const budget = clock(tier.budgetSeconds);
      expect(tiersTable, `tests/README.md, ${tier.name}`).toMatch(
        new RegExp(`^\\| \`${tier.name}\` \\|.*\\| ${budget} \\|`, 'm'),
      );
      expect(example, `README.md, ${tier.name}`).toMatch(
        new RegExp(`^${tier.name} +.*? {2,}${budget}(?: {2,}|$)`, 'm'),
      );
    }
  });
});

describe("npm test's closing table", () => {
  const table = summary([
    {
      tier: { name: 'unit', budgetSeconds: 60 },
      status: 'passed',
      seconds: 41.4,
      cpuSeconds: 50.2,
      tests: { total: 812, failed: 0, skipped: 0 },
    },
    {
      tier: { name: 'build', budgetSeconds: 150 },
      status: 'failed',
      seconds: 171,
      cpuSeconds: 250,
      tests: { total: 60, failed: 2, skipped: 1 },
    },
    { tier: { name: 'site', budgetSeconds: 90 }, status: 'failed', seconds: 12, cpuSeconds: 9 },
    { tier: { name: 'e2e', budgetSeconds: 210 }, status: 'skipped', seconds: 0 },
  ]);
  const row = (name: string) =>
    table
      .split('\n')
      .find((line) => line.startsWith(`${name} `))
      ?.split(/\s{2,}/);

  it("gives each tier's time, CPU time, budget, test count and result", () => {
    expect(row('tier')).toEqual(['tier', 'time', 'cpu', 'budget', 'tests', 'result']);
    expect(row('unit')).toEqual(['unit', '41 s', '50 s', '1 min 00 s', '812', 'passed']);
    expect(row('build')).toEqual([
      'build',
      '2 min 51 s',
      '4 min 10 s',
      '2 min 30 s',
      '60 (2 failed) (1 skipped)',
      'failed',
    ]);
    expect(row('e2e')).toEqual(['e2e', '-', '3 min 30 s', 'skipped']);
    expect(row('total')).toEqual(['total', '3 min 44 s', '5 min 09 s', '8 min 30 s', '872']);
  });

  it('gives the wall time as the total when tiers ran side by side', () => {
    const overlapped = summary(
      [
        { tier: { name: 'build', budgetSeconds: 240 }, status: 'passed', seconds: 300 },
        { tier: { name: 'e2e', budgetSeconds: 190 }, status: 'passed', seconds: 400 },
      ],
      410,
    );
    expect(overlapped).toMatch(/^total +6 min 50 s /m);
    expect(overlapped.split('\n').at(-1)).toBe(
      "Tiers ran side by side: the total is the wall time (the tiers' times add up to 11 min 40 s).",
    );
    expect(table).not.toMatch(/side by side/);
  });

  it('says when a tier passed over its budget', () => {
    const over = summary([
      { tier: { name: 'unit', budgetSeconds: 60 }, status: 'passed', seconds: 75 },
    ]);
    expect(over).toMatch(/^unit .*passed, over budget$/m);
  });

  it("reads the CPU time of the tier's processes", () => {
    const cpu = childrenCpuSeconds();
    if (process.platform === 'linux') expect(cpu).toBeGreaterThanOrEqual(0);
  });
});

describe("npm test's list of failures, above the closing table", () => {
  const failures = [
    {
      file: 'tests/build/theme-fixture.test.ts',
      test: 'theme fixture',
      error: 'ENOTEMPTY: directory not empty',
    },
    {
      file: 'tests/e2e/accessibility-axe-en.test.ts',
      test: 'axe no violations: /en/ … (10 routes)',
      error: 'AssertionError: expected [ Array(1) ] to deeply equal []',
    },
    { file: 'unhandled error (no test awaited it)', error: `Error: ${'x'.repeat(400)}` },
  ];

  it('prints them per tier, each with its file, test and first error line, and nothing when every tier passed', () => {
    const lines = failureLines([
      { tier: { name: 'unit', budgetSeconds: 60 }, status: 'passed', seconds: 1, failures: [] },
      { tier: { name: 'e2e', budgetSeconds: 210 }, status: 'failed', seconds: 1, failures },
    ]);
    expect(lines.slice(0, 5)).toEqual([
      'Failed in e2e:',
      '  tests/build/theme-fixture.test.ts › theme fixture',
      '    ENOTEMPTY: directory not empty',
      '  tests/e2e/accessibility-axe-en.test.ts › axe no violations: /en/ … (10 routes)',
      '    AssertionError: expected [ Array(1) ] to deeply equal []',
    ]);
    // A long message is cut, so the table stays in a log's tail.
    expect(lines[6]?.length).toBeLessThanOrEqual(4 + 300);
    expect(
      failureLines([{ tier: { name: 'unit', budgetSeconds: 60 }, status: 'passed', seconds: 1 }]),
    ).toEqual([]);
  });
});

describe("npm test's order", () => {
  /** Runs the real tiers' schedule; each tier ends when the test says, with the status it says. */
  function schedule(names: TierName[]) {
    const started: { name: TierName; beside: TierName[] }[] = [];
    const skipped: TierName[] = [];
    const finish = new Map<TierName, (status: Outcome['status']) => void>();
    const done = runScheduled(
      tiers.filter((t) => names.includes(t.name)),
      ({ tier, beside }) => {
        started.push({ name: tier.name, beside });
        return new Promise<Outcome>((resolve) =>
          finish.set(tier.name, (status) => resolve({ tier, status, seconds: 1 })),
        );
      },
      (tier) => skipped.push(tier.name),
    );
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    const end = async (name: TierName, status: Outcome['status'] = 'passed') => {
      const resolve = finish.get(name);
      if (!resolve) throw new Error(`${name} has not started`);
      resolve(status);
      await settle();
    };
    return { started, skipped, end, done, settle };
  }

  it('runs checks, unit and site alone, then build beside contract and e2e', async () => {
    const run = schedule(tiers.map((t) => t.name));
    await run.settle();
    expect(run.started).toEqual([{ name: 'checks', beside: [] }]);
    await run.end('checks');
    await run.end('unit');
    expect(run.started.map((s) => s.name)).toEqual(['checks', 'unit', 'site']);
    await run.end('site');
    expect(run.started.slice(3)).toEqual([
      { name: 'build', beside: ['contract'] },
      { name: 'contract', beside: ['build'] },
    ]);
    await run.end('contract');
    expect(run.started.slice(5)).toEqual([{ name: 'e2e', beside: ['build'] }]);
    await run.end('build');
    await run.end('e2e');
    const outcomes = await run.done;
    expect(outcomes.map((o) => o.tier.name)).toEqual(tiers.map((t) => t.name));
  });

  it('runs e2e alone when the build tier ended first, and keeps the order of tests/tiers.ts', async () => {
    const run = schedule(['site', 'build', 'contract', 'e2e']);
    await run.settle();
    await run.end('site');
    await run.end('build');
    await run.end('contract');
    expect(run.started.at(-1)).toEqual({ name: 'e2e', beside: [] });
    await run.end('e2e');
    expect((await run.done).map((o) => o.tier.name)).toEqual(['site', 'build', 'contract', 'e2e']);
  });

  it('skips contract and e2e when the production build fails, and still runs the build tier', async () => {
    const run = schedule(tiers.map((t) => t.name));
    await run.settle();
    await run.end('checks', 'failed');
    await run.end('unit');
    await run.end('site', 'failed');
    expect(run.skipped).toEqual(['contract', 'e2e']);
    expect(run.started.at(-1)).toEqual({ name: 'build', beside: [] });
    await run.end('build');
    const outcomes = await run.done;
    expect(outcomes.map((o) => `${o.tier.name} ${o.status}`)).toEqual([
      'checks failed',
      'unit passed',
      'site failed',
      'build passed',
      'contract skipped',
      'e2e skipped',
    ]);
  });

  it('runs the tiers asked for in their order, each alone when they wait for one another', async () => {
    const run = schedule(['contract', 'e2e']);
    await run.settle();
    await run.end('contract');
    await run.end('e2e');
    expect(run.started).toEqual([
      { name: 'contract', beside: [] },
      { name: 'e2e', beside: [] },
    ]);
    await run.done;
  });
});
