/**
 * `npm run serve` keeps serving while a build publishes: the publish swaps
 * doc_build/ by renames (plugins/built-site/staging.ts), so for an instant
 * there is no site at all. Requests that arrive then wait for it; none may
 * take the server down (it once died on the not-found page's read error).
 * The server runs as `npm run serve` does, in its own process.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/free-port';
import { PUBLISH_WAIT_MS } from '../../scripts/serve';

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

/**
 * A GET on a connection of its own. Not fetch: it keeps connections alive between batches,
 * and when this process is starved for longer than the server's keep-alive timeout (a loaded
 * machine), it sends the next batch on connections the server has closed meanwhile ("other
 * side closed"), a race of HTTP/1.1 that browsers answer by retrying. Here a request that
 * fails can only be the server's doing.
 */
function get(url: string): Promise<{ status: number; retryAfter?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        res.on('error', reject);
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] }),
        );
      })
      .on('error', reject);
  });
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
        get(`${url}/${i % 2 === 0 ? 'page' : `missing-${i}`}`)
          .then(({ status, retryAfter }) =>
            status === 503 ? `503 Retry-After ${retryAfter}` : status,
          )
          .catch((error: NodeJS.ErrnoException) => `${error.code ?? error.name}: ${error.message}`),
      ),
    );
  // Twenty publishes, each with requests in flight: the site is missing for 30 ms each time,
  // unless this process is starved meanwhile: then for as long as it is.
  let longGaps = 0;
  for (let n = 0; n < 20; n++) {
    const staging = path.join(dir, `.doc_build-staging-${n}`);
    writeBuild(staging, `build ${n}`);
    const inFlight = batch();
    const missingSince = performance.now();
    renameSync(live, path.join(dir, `.doc_build-previous-${n}`));
    await new Promise((resolve) => setTimeout(resolve, 30));
    renameSync(staging, live);
    const missingFor = performance.now() - missingSince;
    const batchAnswers = await inFlight;
    if (missingFor < PUBLISH_WAIT_MS - 1000) {
      answers.push(...batchAnswers);
    } else {
      // Gone longer than the server waits for a publish: "try again" is then the answer.
      longGaps++;
      const allowed = (a: number | string) => a === 200 || a === 404 || a === '503 Retry-After 1';
      expect(batchAnswers.filter((a) => !allowed(a))).toEqual([]);
    }
  }

  expect(child?.exitCode).toBeNull();
  // A machine that starves this process every time shows nothing about publishing.
  expect(longGaps, 'publishes that took seconds: too loaded to test').toBeLessThanOrEqual(10);
  expect(answers.length).toBe((20 - longGaps) * 25);
  // Pages answer 200 and unknown paths 404, even mid-publish: nothing fails, nothing resets.
  expect(answers.filter((a) => a !== 200 && a !== 404)).toEqual([]);
  const page = await fetch(`${url}/page`);
  expect(await page.text()).toContain('Page build 19');
  expect((await fetch(`${url}/missing`)).status).toBe(404);
});
