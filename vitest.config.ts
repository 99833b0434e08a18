import { defineConfig } from 'vitest/config';

/**
 * Four projects:
 * - unit: fast, pure tests of modules (no build, no browser).
 * - build: runs the real build on a temporary copy of the site with a defect
 *   planted (broken link, missing translation...) and checks it fails well.
 * - e2e: Chromium (playwright-core) against the production build in doc_build/,
 *   served by scripts/serve.ts exactly as `npm run serve` serves it.
 * - visual: screenshots compared with reviewed baselines (tests/visual), on
 *   its own (`npm run test:visual`), not in `npm test`.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Vitest's default here is one worker (cores - 1); unit files are small and mostly
          // single-threaded, so two run at once, beside the build tests (same value: one group).
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // Two at a time, like the unit files (the same value puts both projects in one group):
          // a build waits on its child processes and on I/O long enough for another test to run.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/serve-build.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two cores here: more parallel browsers only thrash.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'visual',
          include: ['tests/visual/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/serve-build.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
          // One file, one browser; its pages load and are pictured two at a time (two cores).
          maxConcurrency: 2,
        },
      },
    ],
  },
});
