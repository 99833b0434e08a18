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
import { childrenCpuSeconds, clock, failureLines, summary } from '../support/tier-summary';
import { tiers } from '../tiers';

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
