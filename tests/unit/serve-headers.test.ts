/**
 * `npm run serve` sends the build's `_headers`. A server left running while the site is built
 * again must send the new build's headers: the CSP carries the inline scripts' hashes, and the
 * old hashes block the new build's scripts (the page would never hydrate).
 */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { type SiteServer, startSiteServer } from '../../scripts/serve';

let dir = '';
let server: SiteServer | undefined;
afterEach(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

function writeHeaders(hash: string, time: Date) {
  const file = path.join(dir, '_headers');
  writeFileSync(file, `/*\n  Content-Security-Policy: script-src 'self' '${hash}'\n`);
  utimesSync(file, time, time);
}

it('sends the headers of the build being served, also after a new build', async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ap-serve-headers-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Home</title>');
  writeHeaders('sha256-first', new Date(Date.now() - 60_000));
  server = await startSiteServer({ dir });
  const csp = async () => (await fetch(`${server?.url}/`)).headers.get('content-security-policy');
  expect(await csp()).toBe("script-src 'self' 'sha256-first'");
  writeHeaders('sha256-second', new Date());
  expect(await csp()).toBe("script-src 'self' 'sha256-second'");
});
