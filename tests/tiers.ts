/**
 * The test tiers, cheapest first: what each may use, and its time budget on a
 * quiet 2-core machine. `npm test` (tests/run-tiers.ts) starts each one once
 * the tiers it comes `after` have ended (so `build` runs beside `contract` and
 * `e2e`, which mostly wait on a server or a browser) and prints each one's
 * time against its budget; vitest.config.ts takes
 * each Vitest project's folder from here. Where a new test goes: the cheapest
 * tier that can hold it (tests/README.md).
 */

export type TierName = 'checks' | 'unit' | 'build' | 'site' | 'contract' | 'e2e';

export interface Tier {
  name: TierName;
  /** One line for the summary and `npm test -- --list`. */
  what: string;
  /** Quiet 2-core machine, seconds. A loaded machine may take twice as long: the budget is a warning, not a failure. */
  budgetSeconds: number;
  /** The commands, run one after the other from the project root. */
  commands: string[][];
  /** The Vitest project (and folder `tests/<name>/`), for tiers that are tests. */
  vitestProject?: boolean;
  /** Tiers whose failure makes this one meaningless (it is then skipped). */
  needs?: TierName[];
  /**
   * Tiers that must have ended before this one starts, when they run too. A
   * tier with none left to wait for starts at once, beside whatever runs.
   */
  after?: TierName[];
}

const vitest = (project: string) => [['npx', 'vitest', 'run', '--project', project]];

export const tiers: Tier[] = [
  {
    name: 'checks',
    what: 'Biome lint, content lint, TypeScript',
    budgetSeconds: 20,
    commands: [
      ['npm', 'run', '--silent', 'lint'],
      ['npm', 'run', '--silent', 'lint:content'],
      ['npm', 'run', '--silent', 'typecheck'],
    ],
  },
  {
    name: 'unit',
    what: 'pure functions and modules: no build, no child process, no built site',
    budgetSeconds: 60,
    // `unit-isolated`: the unit files that replace a module or a global (vitest.config.ts).
    commands: [['npx', 'vitest', 'run', '--project', 'unit', '--project', 'unit-isolated']],
    vitestProject: true,
    after: ['checks'],
  },
  {
    name: 'site',
    what: 'the production build (npm run build) that contract and e2e test',
    budgetSeconds: 60,
    commands: [['npm', 'run', '--silent', 'build']],
    after: ['unit'],
  },
  {
    name: 'build',
    what: "the project's tools on planted defects: generator, builds, dev server, CLIs",
    budgetSeconds: 240,
    commands: vitest('build'),
    vitestProject: true,
    // Its whole builds would slow the production build, which the two tiers beside it wait for.
    after: ['site'],
  },
  {
    name: 'contract',
    what: 'the built site over HTTP (npm run serve, nginx), search ranking, host files: no browser',
    budgetSeconds: 30,
    commands: vitest('contract'),
    vitestProject: true,
    needs: ['site'],
    after: ['site'],
  },
  {
    name: 'e2e',
    what: 'Chromium against the built site: what a reader sees and does',
    budgetSeconds: 190,
    commands: vitest('e2e'),
    vitestProject: true,
    needs: ['site'],
    // One browser tier and one HTTP tier at a time beside the build tier: two cores.
    after: ['contract'],
  },
];
