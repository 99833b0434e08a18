/**
 * A Vitest reporter for `npm test`: writes every failure of the run to the JSON file named by
 * TIER_FAILURES_FILE, for the list printed above the closing table. Vitest's own JSON report
 * leaves out what fails outside a test (an `afterAll` of a describe block, an error no test
 * awaited): the tier then fails with every test passed, and its cause is far up the log.
 *
 * It also prints each failed test, with its message and where it failed, the moment the test
 * ends: Vitest's default reporter prints why only when the whole tier ends, so a run stopped
 * halfway (a browser tier of 80 minutes on a loaded machine) kept a failure's name and lost why.
 */
import { writeFileSync } from 'node:fs';
import type { Reporter, SerializedError, TestCase, TestModule, TestSuite } from 'vitest/node';
import type { Failure } from './tier-summary';

const firstLine = (error: SerializedError | undefined): string =>
  `${error?.name && error.name !== 'Error' && !error.message?.startsWith(error.name) ? `${error.name}: ` : ''}${error?.message ?? 'failed'}`
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.length > 0) ?? 'failed';

/** The failures of a finished run: failed tests, hooks of files and describe blocks, unhandled errors. */
export function collectFailures(
  modules: ReadonlyArray<TestModule>,
  unhandled: ReadonlyArray<SerializedError>,
): Failure[] {
  const found: Failure[] = [];
  for (const module of modules) {
    const file = module.relativeModuleId;
    const outside = (suite: TestModule | TestSuite, where?: string) => {
      for (const error of suite.errors())
        found.push({ file, test: where, error: firstLine(error) });
    };
    outside(module);
    for (const suite of module.children.allSuites()) outside(suite, suite.fullName);
    for (const test of module.children.allTests('failed'))
      found.push({ file, test: test.fullName, error: firstLine(test.result().errors?.[0]) });
  }
  for (const error of unhandled)
    found.push({ file: 'unhandled error (no test awaited it)', error: firstLine(error) });
  return found;
}

/** How a failed test is printed as it ends: its name, its message, and the line that failed. */
export function failureReport(
  file: string,
  test: string,
  error: SerializedError | undefined,
): string {
  const message = (error?.message ?? 'failed').split('\n').slice(0, 30);
  const name = error?.name && error.name !== 'Error' && !message[0]?.startsWith(error.name);
  const at = error?.stacks?.find((frame) => frame.file.endsWith(file)) ?? error?.stacks?.[0];
  return [
    `FAILED ${file} > ${test}`,
    ...message.map((line, i) => `    ${i === 0 && name ? `${error?.name}: ` : ''}${line}`),
    ...(at ? [`    at ${at.file}:${at.line}:${at.column}`] : []),
  ].join('\n');
}

export default class FailureReporter implements Reporter {
  onTestCaseResult(test: TestCase) {
    const result = test.result();
    if (result.state !== 'failed') return;
    process.stdout.write(
      `\n${failureReport(test.module.relativeModuleId, test.fullName, result.errors?.[0])}\n`,
    );
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<SerializedError>) {
    const target = process.env.TIER_FAILURES_FILE;
    if (target) writeFileSync(target, JSON.stringify(collectFailures(modules, unhandled)));
  }
}
