/**
 * Property-based tests of the URL policy: thousands of generated
 * hostile paths and query strings (tests/support/hostile-urls.ts) sent, as
 * written, to nginx with deploy/nginx.conf and to `npm run serve` running as
 * its own process (so a crash shows as an exit, as it did for `GET /%`).
 * For every request: no 5xx, a redirect only as 301 to a path on the same
 * origin, and the server keeps answering. Seeded (FC_SEED replays a run; the
 * seed is in any failure) and bounded in time.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/free-port';
import { type NginxServer, startNginx } from '../../scripts/lib/nginx-server';
import { hostilePath, hostileQuery, propertyRunOptions } from '../support/hostile-urls';
import { buildDir } from '../support/hosting-cases';
import { offSiteLocation, rawRequest } from '../support/raw-http';

const projectRoot = path.resolve(import.meta.dirname, '../..');
/** Requests per server and run; fewer when the time limit strikes first. */
const numRuns = 3000;
const timeLimitMs = 40_000;

/** `npm run serve` as users start it: `tsx scripts/serve.ts`, its own process. */
async function startServeProcess(): Promise<{
  url: string;
  child: ChildProcess;
  output: () => string;
}> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(projectRoot, 'scripts/serve.ts')],
    {
      cwd: projectRoot,
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  // Starting tsx takes seconds on a quiet machine, a minute or more on a loaded one.
  const deadline = Date.now() + 180_000;
  while (!output.includes('Serving')) {
    if (child.exitCode !== null) throw new Error(`npm run serve exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`npm run serve did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, child, output: () => output };
}

function describeProperties(
  name: string,
  server: () => { url: string; alive: () => string | null },
) {
  describe(`${name}: generated hostile URLs`, () => {
    it(
      `${numRuns} hostile paths and query strings: no 5xx, no Location off the site, still up`,
      async () => {
        let sent = 0;
        await fc.assert(
          fc.asyncProperty(
            hostilePath(),
            fc.option(hostileQuery(), { nil: undefined }),
            async (requestPath, query) => {
              const { url, alive } = server();
              // Node's client refuses to send a `#`-free query with bytes it cannot write: keep it printable.
              const target =
                query === undefined
                  ? requestPath
                  : `${requestPath}?${query.replace(/[^\x21-\x7e]/g, encodeURIComponent)}`;
              const res = await rawRequest(url, target);
              sent += 1;
              expect(res.status, target).toBeLessThan(500);
              if (res.status >= 300 && res.status < 400) expect(res.status, target).toBe(301);
              expect(offSiteLocation(url, res.headers.location), target).toBeNull();
              expect(alive(), target).toBeNull();
            },
          ),
          propertyRunOptions({ numRuns, timeLimitMs }),
        );
        console.log(`${name}: ${sent} generated requests`);
        expect(sent).toBeGreaterThan(100);
        const { url, alive } = server();
        expect(alive()).toBeNull();
        expect((await rawRequest(url, '/en/')).status).toBe(200);
      },
      timeLimitMs + 30_000,
    );
  });
}

let nginx: NginxServer | undefined;
let serve: Awaited<ReturnType<typeof startServeProcess>> | undefined;

beforeAll(async () => {
  [nginx, serve] = await Promise.all([startNginx({ siteDir: buildDir }), startServeProcess()]);
}, 240_000);
afterAll(async () => {
  await nginx?.close();
  if (serve && serve.child.exitCode === null) {
    const exited = new Promise((r) => serve?.child.once('exit', r));
    serve.child.kill('SIGTERM');
    await exited;
  }
});

describeProperties('nginx (deploy/nginx.conf)', () => {
  if (!nginx) throw new Error('nginx not started');
  return { url: nginx.url, alive: () => null };
});

describeProperties('npm run serve', () => {
  if (!serve) throw new Error('npm run serve not started');
  const { child, output } = serve;
  return {
    url: serve.url,
    alive: () =>
      child.exitCode === null ? null : `npm run serve exited (${child.exitCode}):\n${output()}`,
  };
});
