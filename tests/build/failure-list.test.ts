/**
 * `npm test`'s list of failures comes from tests/support/failure-reporter.ts: a planted run
 * (tests/fixtures/failing-run) fails an assertion, a describe block's cleanup and an error no
 * test awaited; the list names each, where Vitest's JSON report names only the first.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import type { Failure } from '../support/tier-summary';

const root = path.resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'failure-list-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true, maxRetries: 5 }));

it('names a failed assertion, a failed cleanup of a describe block and an unhandled error', async () => {
  const target = path.join(scratch, 'failures.json');
  const run = promisify(execFile)(
    'npx',
    [
      'vitest',
      'run',
      '--root',
      'tests/fixtures/failing-run',
      `--reporter=${path.join(root, 'tests/support/failure-reporter.ts')}`,
    ],
    { cwd: root, env: { ...process.env, TIER_FAILURES_FILE: target } },
  );
  const ended = await run.then(
    () => undefined,
    (error: { code: number; stdout: string }) => error,
  );
  expect(ended?.code).toBe(1);
  // Each failed test is printed as it ends, with why and where: a run stopped before its end
  // keeps them.
  expect(ended?.stdout).toContain(
    [
      'FAILED fails.fixture.ts > fails an assertion',
      "    AssertionError: expected 'settled' to be 'paid' // Object.is equality",
    ].join('\n'),
  );
  expect(ended?.stdout).toMatch(/ {4}at \S*fails\.fixture\.ts:4:\d+\n/);
  expect(ended?.stdout).not.toContain('> passes');
  const failures = JSON.parse(readFileSync(target, 'utf8')) as Failure[];
  expect(failures).toEqual(
    expect.arrayContaining([
      {
        file: 'fails.fixture.ts',
        test: 'fails an assertion',
        error: "AssertionError: expected 'settled' to be 'paid' // Object.is equality",
      },
      {
        file: 'fails.fixture.ts',
        test: 'a block whose cleanup fails',
        error: 'ENOTEMPTY: directory not empty, rmdir staging/en',
      },
      {
        file: 'unhandled error (no test awaited it)',
        error: 'the server closed after the test ended',
      },
    ]),
  );
  expect(failures.map((f) => f.test)).not.toContain('passes');
});
