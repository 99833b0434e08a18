/**
 * The `cpu` column of `npm test`'s table counts a tier's whole process tree: a process the
 * command's chain never waits for (double-forked and in a session of its own, as Chromium's
 * helpers are) counts too, and a process the chain waited for counts once.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'cpu-of-command-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true, maxRetries: 5 }));

it.runIf(process.platform === 'linux')(
  "counts the CPU time of a double-forked process the command's chain never waits for",
  async () => {
    const cpuFile = path.join(scratch, 'cpu');
    const doneFile = path.join(scratch, 'done');
    const burn = 2;
    await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        'tests/support/cpu-of-command.ts',
        cpuFile,
        process.execPath,
        'tests/fixtures/orphan-cpu/orphan.mjs',
        'command',
        doneFile,
        String(burn),
      ],
      { cwd: root },
    );
    const burned = Number(readFileSync(doneFile, 'utf8'));
    expect(burned).toBeGreaterThanOrEqual(burn);
    const counted = Number(readFileSync(cpuFile, 'utf8'));
    // The burner's time, and the three Node start-ups around it (each well under a second of
    // CPU), but not the burner twice.
    expect(counted).toBeGreaterThanOrEqual(burned);
    expect(counted).toBeLessThan(burned + 1.8);
  },
);
