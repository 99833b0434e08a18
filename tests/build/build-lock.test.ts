/**
 * One build at a time in a checkout (scripts/lib/build-lock.ts): a second
 * build stops before writing anything and names the one that runs; a lock
 * left by a killed build is taken over.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { acquireBuildLock, BuildLockedError } from '../../scripts/lib/build-lock';

const projectRoot = path.resolve(import.meta.dirname, '../..');
let dir = '';
let holder: ChildProcess | undefined;
afterEach(() => {
  holder?.kill('SIGKILL');
  if (dir) rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
});

/** Another process holding the lock, as a build in progress would. */
async function holdLock(lockFile: string): Promise<ChildProcess> {
  const tsx = import.meta.resolve('tsx/esm');
  const code = `import { acquireBuildLock } from ${JSON.stringify(path.join(projectRoot, 'scripts/lib/build-lock.ts'))};
acquireBuildLock(${JSON.stringify(lockFile)}, 'rspress build'); console.log('held'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', tsx, '--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => child.stdout?.once('data', () => resolve()));
  return child;
}

it('stops a second build, naming the first; then takes the lock once the first is gone', async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ap-build-lock-'));
  const lockFile = path.join(dir, '.doc_build-lock');
  holder = await holdLock(lockFile);
  let refused: unknown;
  try {
    acquireBuildLock(lockFile, 'npm run build (prebuild)');
  } catch (error) {
    refused = error;
  }
  expect(refused).toBeInstanceOf(BuildLockedError);
  expect((refused as Error).message).toMatch(
    new RegExp(
      `^Another build is running in this checkout: rspress build \\(pid ${holder.pid}, started \\S+\\)\\. Wait for it to finish, or stop it; its lock is .*\\.doc_build-lock\\.$`,
    ),
  );
  // Killed (no cleanup ran): its lock is stale and taken over.
  const exited = new Promise((resolve) => holder?.once('exit', resolve));
  holder.kill('SIGKILL');
  await exited;
  const release = acquireBuildLock(lockFile, 'npm run build (prebuild)');
  expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);
  release();
  expect(existsSync(lockFile)).toBe(false);
});

it('prebuild stops at once while another build holds the checkout', async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ap-build-lock-'));
  holder = await holdLock(path.join(dir, '.doc_build-lock'));
  const tsx = import.meta.resolve('tsx/esm');
  const child = spawn(
    process.execPath,
    ['--import', tsx, path.join(projectRoot, 'scripts/prepare-build.ts'), '--root', dir],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  expect(code).toBe(1);
  expect(output).toContain(
    `error   Another build is running in this checkout: rspress build (pid ${holder.pid}`,
  );
  expect(output).not.toMatch(/^\s+at /m);
  expect(output).not.toContain('API reference:');
});
