/**
 * `npm run serve` keeps serving while a build publishes: the publish swaps
 * doc_build/ by renames (plugins/built-site/staging.ts), so for an instant
 * there is no site at all. Requests that arrive then wait for it; none may
 * take the server down (it once died on the not-found page's read error).
 * The server runs as `npm run serve` does, in its own process.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/free-port';

const projectRoot = path.resolve(import.meta.dirname, '../..');
let dir = '';
let child: ChildProcess | undefined;
afterEach(() => {
  child?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
});

function writeBuild(folder: string, label: string) {
  mkdirSync(path.join(folder, 'en'), { recursive: true });
  const page = (title: string) => `<!doctype html><html><title>${title} ${label}</title></html>`;
  writeFileSync(path.join(folder, 'index.html'), page('Home'));
  writeFileSync(path.join(folder, 'page.html'), page('Page'));
  writeFileSync(path.join(folder, '404.html'), page('Not found'));
  writeFileSync(path.join(folder, 'en/404.html'), page('Not found'));
  writeFileSync(path.join(folder, '_headers'), '/*\n  X-Build: yes\n');
}

async function startServe(cwd: string): Promise<string> {
  const port = await freePort();
  // tsx as a loader of this Node process (its CLI would add a process of its own).
  const tsx = import.meta.resolve('tsx/esm');
  child = spawn(process.execPath, ['--import', tsx, path.join(projectRoot, 'scripts/serve.ts')], {
    cwd,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await fetch(url).catch(() => undefined))?.status, { timeout: 30_000 })
    .toBe(200);
  return url;
}

it('survives builds publishing while it serves, and every request gets its answer', async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ap-serve-publish-'));
  const live = path.join(dir, 'doc_build');
  writeBuild(live, 'first');
  const url = await startServe(dir);

  const answers: (number | string)[] = [];
  const batch = () =>
    Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        fetch(`${url}/${i % 2 === 0 ? 'page' : `missing-${i}`}`)
          .then(async (r) => {
            await r.arrayBuffer();
            return r.status;
          })
          .catch((error: Error) => `${error.name}: ${error.message}`),
      ),
    );
  // Twenty publishes, each with requests in flight: the site is missing for 30 ms each time.
  for (let n = 0; n < 20; n++) {
    const staging = path.join(dir, `.doc_build-staging-${n}`);
    writeBuild(staging, `build ${n}`);
    const inFlight = batch();
    renameSync(live, path.join(dir, `.doc_build-previous-${n}`));
    await new Promise((resolve) => setTimeout(resolve, 30));
    renameSync(staging, live);
    answers.push(...(await inFlight));
  }

  expect(child?.exitCode).toBeNull();
  expect(answers).toHaveLength(500);
  // Pages answer 200 and unknown paths 404, even mid-publish: nothing fails, nothing resets.
  expect(answers.filter((a) => a !== 200 && a !== 404)).toEqual([]);
  const page = await fetch(`${url}/page`);
  expect(await page.text()).toContain('Page build 19');
  expect((await fetch(`${url}/missing`)).status).toBe(404);
});
