/**
 * A large site's Markdown twins build in a child process
 * (plugins/built-site/markdown-twins-apart.ts); a build that fails before it waits for the
 * child takes the child with it, rather than leave it writing into a staging folder.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';

const parent = path.resolve(__dirname, '../fixtures/markdown-twins-parent/parent.ts');
const tsx = path.resolve(__dirname, '../../node_modules/.bin/tsx');

let dir = '';
afterEach(() => {
  rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
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
  await expect.poll(() => alive(child)).toBe(false);
});
