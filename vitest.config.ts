import { configDefaults, defineConfig } from 'vitest/config';
import { SlowestFirstSequencer } from './tests/support/slowest-first-sequencer.ts';

/**
 * Unit files that replace a module (`vi.mock`) or a global (`vi.stubGlobal`, fake
 * timers, a spy on `Date`, `process` or `performance`): they run in
 * `unit-isolated`, a module graph per file, so nothing they replace reaches
 * another file. The other unit files share their workers' modules
 * (`isolate: false`): the spec parser, TypeScript and Rspress load once per
 * worker instead of once per file, half the unit tier's CPU time.
 * `test-tiers.test.ts` keeps this list complete.
 */
export const unitFilesThatReplace = [
  'tests/unit/api-docgen-on-demand.test.ts',
  'tests/unit/code-highlighting.test.ts',
  'tests/unit/dev-start.test.ts',
  'tests/unit/page-source-check.test.ts',
  'tests/unit/route-data-registry.test.ts',
  'tests/unit/safe-storage.test.ts',
  'tests/unit/simulator-store.test.ts',
  'tests/unit/try-it-request.test.ts',
];

/**
 * One Vitest project per test tier (tests/tiers.ts lists them with their
 * budgets; `npm test` runs them in order), plus `visual`, on its own:
 * - unit: pure modules, no build, no child process, no built site (the files
 *   that replace a module or a global run as `unit-isolated`; the tier runs both).
 * - build: the project's tools on planted defects (generator, builds of a
 *   site copy, dev server, CLIs); needs no production build.
 * - contract: the production build in doc_build/ over HTTP (`npm run serve`,
 *   nginx), its files and search index; no browser.
 * - e2e: Chromium (playwright-core) against the production build, served by
 *   scripts/serve.ts exactly as `npm run serve` serves it.
 * - visual: screenshots compared with reviewed baselines (tests/visual), on
 *   its own (`npm run test:visual`), not in `npm test`.
 *
 * Timeouts are sized for a loaded 2-core machine (several times slower than a
 * quiet one): a timeout catches a hang, it is not a speed goal (`npm run bench`
 * holds those).
 */
export default defineConfig({
  test: {
    // The slowest files first, also on a fresh clone (no durations cached).
    sequence: { sequencer: SlowestFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...unitFilesThatReplace],
          isolate: false,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 30_000,
          // Unit files are small and single-threaded: one per core.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'unit-isolated',
          include: unitFilesThatReplace,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 30_000,
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'build',
          // A retrying assertion (expect.poll) waits as long as a loaded machine may need.
          expect: { poll: { timeout: 30_000, interval: 100 } },
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/generate-api-once.ts'],
          // A build of a copy, three files at a time, on a loaded 2-core machine.
          testTimeout: 900_000,
          hookTimeout: 900_000,
          // Three at a time: a file mostly waits (on a build, a dev server, a browser): with two,
          // beside the e2e tier, a quiet 2-core machine had a core idle half the time.
          maxWorkers: 3,
        },
      },
      {
        test: {
          name: 'contract',
          // A retrying assertion (expect.poll) waits as long as a loaded machine may need.
          expect: { poll: { timeout: 30_000, interval: 100 } },
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/serve-build.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          // A retrying assertion (expect.poll) waits as long as a loaded machine may need.
          expect: { poll: { timeout: 30_000, interval: 100 } },
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // The built site, and one Chromium every file connects to (a context per test).
          globalSetup: ['tests/support/serve-build.ts', 'tests/support/browser-server.ts'],
          // Four files at a time on two cores: a test takes up to twice as long as with two.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // A browser test mostly waits (for a load, a frame, the server): two files at a time
          // used half a core of a quiet machine. Four took no more CPU for the same tests (no
          // thrashing) and less time, even on a loaded machine.
          maxWorkers: 4,
        },
      },
      {
        test: {
          name: 'visual',
          // A retrying assertion (expect.poll) waits as long as a loaded machine may need.
          expect: { poll: { timeout: 30_000, interval: 100 } },
          include: ['tests/visual/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/serve-build.ts'],
          testTimeout: 90_000,
          hookTimeout: 90_000,
          maxWorkers: 2,
          // One file, one browser; its pages load and are pictured two at a time (two cores).
          maxConcurrency: 2,
        },
      },
    ],
  },
});
