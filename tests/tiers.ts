/**
 * The test tiers, cheapest first: what each may use, and its time budget on a
 * quiet 2-core machine. `npm test` (tests/run-tiers.ts) runs them in this
 * order and prints each one's time against its budget; vitest.config.ts takes
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
  },
  {
    name: 'build',
    what: "the project's tools on planted defects: generator, builds, dev server, CLIs",
    budgetSeconds: 240,
    commands: vitest('build'),
    vitestProject: true,
  },
  {
    name: 'site',
    what: 'the production build (npm run build) the next two tiers test',
    budgetSeconds: 60,
    commands: [['npm', 'run', '--silent', 'build']],
  },
  {
    name: 'contract',
    what: 'the built site over HTTP (npm run serve, nginx), search ranking, host files: no browser',
    budgetSeconds: 30,
    commands: vitest('contract'),
    vitestProject: true,
    needs: ['site'],
  },
  {
    name: 'e2e',
    what: 'Chromium against the built site: what a reader sees and does',
    budgetSeconds: 190,
    commands: vitest('e2e'),
    vitestProject: true,
    needs: ['site'],
  },
];
