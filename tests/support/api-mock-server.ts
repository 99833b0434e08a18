/**
 * A mock of the merchant API generated from the same spec as the reference
 * (openapi/openapi.yaml) by @scalar/mock-server: routes, example responses,
 * bearer authentication (401 without a key) and request validation (422).
 *
 * It stands in for the brand's API hosts themselves, over HTTPS: Chromium
 * resolves the sandbox and production hosts to this loopback server
 * (`--host-resolver-rules`) and trusts its self-signed certificate only
 * (`--ignore-certificate-errors-spki-list`), see `chromiumArgs`. So the built
 * site calls its real API URLs under its real CSP, and the browser does real
 * CORS with the mock, preflights included: what the API answers to a browser
 * is what the tests see. (Handing requests over with Playwright's `page.route`
 * instead answers preflights itself, hiding the API's CORS; a preflighted request
 * once hung there in CI, most likely in that layer.)
 *
 * Version note: @scalar/mock-server 0.12.8 declares Node 22 but runs on Node
 * 20.20 (these tests prove it); the only line declaring Node 18 (0.3.x) ignores
 * a spec's top-level `security`, so it never answers 401 for this spec.
 */
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createMockServer } from '@scalar/mock-server';
import { Hono } from 'hono';
import { generate } from 'selfsigned';
import { parse } from 'yaml';

export interface ReceivedRequest {
  method: string;
  /** The API host the browser called (sandbox or production). */
  host: string;
  /** Path with query, as the browser sent it (with the servers' base path, e.g. `/v2`). */
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface ApiMock {
  /** Requests the mock received, in order, preflights (OPTIONS) included. */
  received: ReceivedRequest[];
  /**
   * The origin the API accepts calls from (CORS `Access-Control-Allow-Origin`);
   * `'*'` by default. Set another to play an API that refuses the docs site.
   */
  allowOrigin: string;
  /**
   * When set, answers instead of the generated mock (for the requests it
   * returns a Response for): plays an API giving answers its examples do not,
   * such as a body of several megabytes. CORS headers are still added.
   */
  answer: ((request: Request) => Response | undefined) | undefined;
  /** The servers' base path (e.g. `/v2`): the spec's paths are served under it. */
  basePath: string;
  /** The mock's own origin (`https://127.0.0.1:<port>`), for clients other than Chromium. */
  origin: string;
  /** Chromium flags that send the API hosts to this mock and trust its certificate. */
  chromiumArgs: string[];
  close: () => Promise<void>;
}

const SPEC_FILE = path.join(import.meta.dirname, '../../openapi/openapi.yaml');
/** Response headers of the spec a browser page may read (CORS `Access-Control-Expose-Headers`). */
export const EXPOSED_HEADERS = [
  'X-Request-Id',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'Retry-After',
];

/**
 * Starts the mock for the given API base URLs (the spec's servers, e.g. the
 * brand's sandbox and production URLs). They must share one base path, under
 * which the spec's paths are served.
 */
export async function startApiMock(apiBaseUrls: [string, ...string[]]): Promise<ApiMock> {
  const urls = apiBaseUrls.map((url) => new URL(url));
  const [basePath, ...otherPaths] = urls.map((url) => url.pathname.replace(/\/$/, ''));
  if (otherPaths.some((p) => p !== basePath) || urls.some((url) => url.protocol !== 'https:'))
    throw new Error(`API base URLs must be https and share one path: ${apiBaseUrls.join(', ')}`);
  const hosts = [...new Set(urls.map((url) => url.hostname))];

  const spec = parse(readFileSync(SPEC_FILE, 'utf8')) as Record<string, unknown>;
  // The mock prints how to authenticate when it starts: noise in test output.
  const log = console.log;
  console.log = () => {};
  const mock = await createMockServer({ document: spec }).finally(() => {
    console.log = log;
  });
  // What the tests read and set while the server runs.
  const state: Pick<ApiMock, 'received' | 'allowOrigin' | 'answer'> = {
    received: [],
    allowOrigin: '*',
    answer: undefined,
  };
  const app = new Hono();
  app.use(async (c, next) => {
    const url = new URL(c.req.url);
    state.received.push({
      method: c.req.method,
      host: url.hostname,
      path: url.pathname + url.search,
      headers: Object.fromEntries(c.req.raw.headers.entries()),
      body: c.req.method === 'GET' ? '' : await c.req.raw.clone().text(),
    });
    await next();
  });
  // The mock answers CORS for any origin ('*'); this outer layer has the last word.
  app.use(async (c, next) => {
    await next();
    c.res.headers.set('Access-Control-Allow-Origin', state.allowOrigin);
    c.res.headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS.join(', '));
  });
  app.use(async (c, next) => {
    const answer = c.req.method === 'OPTIONS' ? undefined : state.answer?.(c.req.raw);
    if (answer) return answer;
    await next();
  });
  app.route(basePath || '/', mock);

  const pems = await generate([{ name: 'commonName', value: urls[0]?.hostname }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      {
        name: 'subjectAltName',
        altNames: hosts.map((host) => ({ type: 2 as const, value: host })),
      },
    ],
  });
  const server = serve({
    fetch: app.fetch,
    hostname: '127.0.0.1',
    port: 0,
    createServer,
    serverOptions: { key: pems.private, cert: pems.cert },
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const spki = createHash('sha256')
    .update(new X509Certificate(pems.cert).publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');
  return Object.assign(state, {
    basePath: basePath ?? '',
    origin: `https://127.0.0.1:${port}`,
    chromiumArgs: [
      `--host-resolver-rules=${hosts.map((host) => `MAP ${host}:443 127.0.0.1:${port}`).join(', ')}`,
      `--ignore-certificate-errors-spki-list=${spki}`,
    ],
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive connections of the browser would hold the close open.
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  });
}
