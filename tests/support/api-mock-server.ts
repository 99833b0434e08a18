/**
 * A mock of the merchant API generated from the same spec as the reference
 * (openapi/openapi.yaml) by @scalar/mock-server: routes, example responses,
 * bearer authentication (401 without a key) and request validation (422).
 * Served over HTTP on a free loopback port with CORS, like the real API must
 * answer a browser: the origins it accepts (`allowOrigin`) and the headers it
 * exposes to pages (`X-Request-Id`, `RateLimit-*`).
 *
 * Version note: @scalar/mock-server 0.12.8 declares Node 22 but runs on Node
 * 20.20 (these tests prove it); the only line declaring Node 18 (0.3.x) ignores
 * a spec's top-level `security`, so it never answers 401 for this spec.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createMockServer } from '@scalar/mock-server';
import { Hono } from 'hono';
import type { Page, Route } from 'playwright-core';
import { parse } from 'yaml';

export interface ApiMock {
  /** `http://127.0.0.1:<port>`: the spec's paths live right under it. */
  url: string;
  /** Requests the mock received, in order (method and path with query). */
  received: { method: string; path: string; headers: Record<string, string>; body: string }[];
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

export async function startApiMock(options: { allowOrigin?: string } = {}): Promise<ApiMock> {
  const spec = parse(readFileSync(SPEC_FILE, 'utf8')) as Record<string, unknown>;
  // The mock prints how to authenticate when it starts: noise in test output.
  const log = console.log;
  console.log = () => {};
  const mock = await createMockServer({ document: spec }).finally(() => {
    console.log = log;
  });
  const received: ApiMock['received'] = [];
  const app = new Hono();
  app.use(async (c, next) => {
    received.push({
      method: c.req.method,
      path: new URL(c.req.url).pathname + new URL(c.req.url).search,
      headers: Object.fromEntries(c.req.raw.headers.entries()),
      body: c.req.method === 'GET' ? '' : await c.req.raw.clone().text(),
    });
    await next();
  });
  // The mock answers CORS for any origin ('*'); this outer layer has the last word.
  app.use(async (c, next) => {
    await next();
    c.res.headers.set('Access-Control-Allow-Origin', options.allowOrigin ?? '*');
    c.res.headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS.join(', '));
  });
  app.route('/', mock);
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Sends the page's requests to `apiBaseUrl` (a server URL of the spec, e.g.
 * the brand's sandbox URL) to the mock instead: the built site keeps calling
 * the brand's hosts (the CSP allows only those), and Playwright hands each
 * request to the mock and its answer back to the page, headers included.
 */
export async function routeApiToMock(page: Page, apiBaseUrl: string, mock: ApiMock) {
  const base = apiBaseUrl.replace(/\/$/, '');
  await page.route(`${base}/**`, async (route: Route) => {
    const url = new URL(route.request().url());
    const target = `${mock.url}${url.pathname.slice(new URL(base).pathname.length)}${url.search}`;
    const response = await route.fetch({ url: target }).catch(() => undefined);
    // The page went away (or cancelled) while the mock answered.
    if (!response) return;
    await route.fulfill({ response }).catch(() => {});
  });
}
