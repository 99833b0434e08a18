/**
 * A large site's Markdown twins build in a child process
 * (plugins/built-site/markdown-twins-apart.ts); a build that fails or is stopped before it
 * waits for the child takes the child with it, rather than leave it writing into a staging
 * folder.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { readProcStat } from '../../scripts/lib/proc-stat';

const parent = path.resolve(__dirname, '../fixtures/markdown-twins-parent/parent.ts');
const tsx = path.resolve(__dirname, '../../node_modules/.bin/tsx');

let dir = '';
/** Processes a failing test would otherwise leave running. */
const leftOver: number[] = [];
afterEach(() => {
  for (const pid of leftOver.splice(0)) if (alive(pid)) process.kill(pid, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
});

/**
 * Whether the process still runs. An orphan that has exited stays a zombie until init reaps
 * it, and `kill(pid, 0)` still finds a zombie: init here reaped them 0.5-1.8 s late at load
 * 17, and once more than 30 s late (a fresh-clone run beside two build loops). Where /proc
 * tells (Linux), a zombie has stopped.
 */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  return readProcStat(pid)?.state !== 'Z';
}

it("stops the Markdown twins' child when the build fails before waiting for it", async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ap-twins-child-'));
  const pidFile = path.join(dir, 'child.pid');
  const run = spawn(tsx, [parent, pidFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  run.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const code = await new Promise<number | null>((resolve) => run.on('close', resolve));
  expect(stderr).toContain('a plugin failed');
  expect(code).toBe(1);
  expect(existsSync(pidFile)).toBe(true);
  const child = Number(readFileSync(pidFile, 'utf8'));
  leftOver.push(child);
  await expect.poll(() => alive(child)).toBe(false);
});

it("stops the Markdown twins' child when the build alone is sent SIGTERM", async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ap-twins-child-'));
  const pidFile = path.join(dir, 'child.pid');
  // Plain node with tsx's loader, not tsx's command: that one adds its own signal handlers,
  // which `rspress build` does not have.
  const run = spawn(process.execPath, ['--import', 'tsx', parent, pidFile, '--stay'], {
    stdio: 'ignore',
  });
  const closed = new Promise<void>((resolve) => run.on('close', () => resolve()));
  const readyFile = `${pidFile}.parent-ready`;
  await expect.poll(() => existsSync(readyFile), { timeout: 60_000 }).toBe(true);
  const child = Number(readFileSync(pidFile, 'utf8'));
  const build = Number(readFileSync(readyFile, 'utf8'));
  leftOver.push(child, build);
  // To the build's own process only, as `kill <pid>` or a runner's timeout sends it.
  process.kill(build, 'SIGTERM');
  await expect.poll(() => alive(build), { timeout: 30_000 }).toBe(false);
  await expect.poll(() => alive(child), { timeout: 30_000 }).toBe(false);
  await closed;
});
