/**
 * The order Vitest starts test files in: the slowest first, so that the
 * project's workers end together instead of one running the last long file
 * alone. Vitest orders by the last run's durations when its cache has them
 * and otherwise by file size, largest first; a fresh clone (CI) has no cache,
 * and some of the slowest files are the smallest (the axe sweep's files are
 * four lines each). The files of `startFirst` go first, in its order; the
 * others keep Vitest's order.
 */
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The slowest files of each tier (from a quiet 2-core `npm test`), slowest
 * first. tests/unit/test-tiers.test.ts checks that each one exists.
 */
export const startFirst = [
  // e2e: 150-300 s each (the axe sweep), then 70-100 s.
  'tests/e2e/accessibility-axe-en-1.test.ts',
  'tests/e2e/accessibility-axe-pt-BR-1.test.ts',
  'tests/e2e/accessibility-axe-en-2.test.ts',
  'tests/e2e/accessibility-axe-pt-BR-2.test.ts',
  'tests/e2e/api-reference.test.ts',
  'tests/e2e/accessibility-keyboard.test.ts',
  'tests/e2e/try-it.test.ts',
  'tests/e2e/search.test.ts',
  'tests/e2e/nginx.test.ts',
  // build: 60-300 s each.
  'tests/build/site-defects.test.ts',
  'tests/build/theme-fixture.test.ts',
  'tests/build/dev-error-overlay.test.ts',
  'tests/build/route-data.test.ts',
  'tests/build/atomic-build.test.ts',
  'tests/build/contract-lint.test.ts',
  'tests/build/api-generator.test.ts',
];

export class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const rank = (spec: TestSpecification) => {
      const at = startFirst.indexOf(path.relative(root, spec.moduleId).split(path.sep).join('/'));
      return at === -1 ? startFirst.length : at;
    };
    // Vitest's grouping by project is kept.
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort(
        (a, b) =>
          projects.indexOf(a.spec.project.name) - projects.indexOf(b.spec.project.name) ||
          rank(a.spec) - rank(b.spec) ||
          a.index - b.index,
      )
      .map(({ spec }) => spec);
  }
}
