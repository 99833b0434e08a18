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
 * The sandbox scenarios of the spec (`x-sandbox-scenarios`: test card tokens,
 * Pix amounts, cash-out Pix keys) are played as the Try it simulator plays
 * them, by the same code (theme/components/api/try-it/simulator/simulate.ts,
 * which moves resources through the lifecycle model of shared/lifecycle/): a
 * create request carrying a magic value gets the scenario's outcome, the
 * resources created so are found again by their id (read, refund...), and a
 * list read by change is ordered as the contract says; so the docs, the
 * simulator and the tests agree.
 *
 * Two libraries, each for what it does well, both declaring Node 20 (see the
 * contributing/README.md, "Node version and dependencies"): openapi-backend authenticates (the spec's `security`,
 * top-level included: 401) and validates each request against its operation
 * (parameters and body: 422); @scalar/mock-server answers the requests that
 * pass with the spec's examples (body and response headers). Scalar's own
 * checks moved to Node 22 releases; its last Node 20 line (0.3.x) neither
 * validates requests nor applies a top-level `security`, and reads a
 * response's `example` only, not its named `examples` (see withFirstExamples).
 */
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createMockServer } from '@scalar/mock-server';
import addFormats from 'ajv-formats';
import { type Context, Hono } from 'hono';
import { OpenAPIBackend } from 'openapi-backend';
import { generate } from 'selfsigned';
import { parse } from 'yaml';
import { brand, brandTokens } from '../../config/brand';
import { applyBrandFacts } from '../../scripts/api/brand-facts';
import { buildSandboxScenarios } from '../../scripts/api/sandbox-scenarios';
import { buildSimulatorData } from '../../scripts/api/simulator-data';
import { type Json, operationsOf } from '../../scripts/api/spec-walk';
import { readYamlSource } from '../../scripts/api/yaml-source';
import type { ApiSimulatorData } from '../../shared/api/page-model';
import { valueAtPath } from '../../shared/api/sandbox-model';
import { simulate } from '../../theme/components/api/try-it/simulator/simulate';
import {
  emptyStore,
  type SimulatorStore,
} from '../../theme/components/api/try-it/simulator/simulator-store';

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

interface ScenarioRoute {
  method: string;
  /** The path template (`/transactions/{id}`) and a regex for it. */
  path: string;
  pattern: RegExp;
  data: ApiSimulatorData;
}

/** The spec's operations as the simulator plays them (brand facts filled, like the API's answers). */
function scenarioRoutes(): ScenarioRoute[] {
  // The spec as the API serves it (brand facts filled); checked by the generator, not again here.
  const source = readYamlSource(SPEC_FILE, 'openapi/openapi.yaml');
  const base = applyBrandFacts(
    JSON.parse(JSON.stringify(source.data)) as Json,
    { tokens: brandTokens, brand },
    source,
  );
  const scenarios = buildSandboxScenarios(base, (markdown) => markdown);
  return operationsOf(base, 'paths').flatMap((op) => {
    const data = buildSimulatorData(base, op, scenarios);
    if (!data) return [];
    const pattern = new RegExp(
      `^${op.key.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '([^/]+)')}$`,
    );
    return [{ method: op.method.toUpperCase(), path: op.key, pattern, data }];
  });
}

/**
 * The scenario answer for a request, or undefined to leave it to the generated
 * mock: a create carrying a magic value, any call on a resource such a create
 * made (found in `store`), and a list read by change (`updated_from` or
 * `cursor`), which the simulator orders by `updated_at` from its first page.
 */
function scenarioAnswer(
  routes: ScenarioRoute[],
  store: { current: SimulatorStore },
  request: { method: string; url: string; path: string; headers: Headers; body: string },
): Response | undefined {
  const route = routes.find((r) => r.method === request.method && r.pattern.test(request.path));
  if (!route) return undefined;
  let body: unknown;
  try {
    body = request.body ? JSON.parse(request.body) : {};
  } catch {
    return undefined;
  }
  const known = (store.current.resources[route.data.collection] ?? []).map((r) => String(r.id));
  const id = route.pattern.exec(request.path)?.[1] ?? '';
  const query = new URL(request.url).searchParams;
  const ours =
    route.data.kind === 'create'
      ? route.data.scenarios.some((s) => valueAtPath(body, s.field) === s.value)
      : route.data.kind === 'list'
        ? query.has('updated_from') || query.has('cursor')
        : (route.data.kind === 'read' || route.data.kind === 'action') && known.includes(id);
  if (!ours) return undefined;
  const answer = simulate({
    request: {
      method: request.method,
      url: request.url,
      headers: [...request.headers.entries()].map(([name, value]) => ({ name, value })),
      body: request.body,
    },
    path: route.path,
    data: route.data,
    authenticated: true,
    store: store.current,
    now: Date.now(),
    randomId: (length) =>
      Array.from({ length }, () => Math.floor(Math.random() * 36).toString(36)).join(''),
  });
  store.current = answer.store;
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}
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
  const routes = scenarioRoutes();
  const scenarioStore = { current: emptyStore() };
  // The mock prints how to authenticate when it starts: noise in test output.
  const log = console.log;
  console.log = () => {};
  const mock = await createMockServer({ specification: withFirstExamples(spec) }).finally(() => {
    console.log = log;
  });
  const contract = await apiContract(spec);
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
  app.use(async (c, next) => {
    const url = new URL(c.req.url);
    const played =
      c.req.method === 'OPTIONS' || !url.pathname.startsWith(basePath ?? '')
        ? undefined
        : scenarioAnswer(routes, scenarioStore, {
            method: c.req.method,
            url: c.req.url,
            path: url.pathname.slice((basePath ?? '').length),
            headers: c.req.raw.headers,
            body: c.req.method === 'GET' ? '' : await c.req.raw.clone().text(),
          });
    if (played) return played;
    const refusal = c.req.method === 'OPTIONS' ? undefined : await contract(c, basePath ?? '');
    if (refusal) return refusal;
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

/**
 * A copy of the spec in which every media type with named `examples` and no
 * `example` gets its first named example as `example`: what @scalar/mock-server
 * 0.3 answers with (otherwise it invents values from the schema, such as
 * `"amount": 1`). Example references are local (`#/components/examples/...`).
 */
function withFirstExamples(spec: Record<string, unknown>): Record<string, unknown> {
  const copy = structuredClone(spec);
  const resolve = (ref: string): unknown =>
    ref
      .replace(/^#\//, '')
      .split('/')
      .map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), copy);
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!isRecord(node)) return;
    if ('schema' in node && !('example' in node) && isRecord(node.examples)) {
      let first: unknown = Object.values(node.examples)[0];
      if (isRecord(first) && typeof first.$ref === 'string') first = resolve(first.$ref);
      if (isRecord(first) && 'value' in first) node.example = first.value;
    }
    for (const value of Object.values(node)) visit(value);
  };
  visit(copy);
  return copy;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What `contract` passes on to the example answers (any other result is the answer). */
const ACCEPTED = Symbol('accepted');

/**
 * The API's checks before it answers: authentication as the spec's `security`
 * says (a bearer token), then the request against its operation. Answers 401
 * or 422 like the API (and as @scalar/mock-server's Node 22 releases did), or
 * undefined for a request the examples answer (and paths outside the spec).
 */
async function apiContract(
  spec: Record<string, unknown>,
): Promise<(c: Context, basePath: string) => Promise<Response | undefined>> {
  const api = new OpenAPIBackend({
    definition: structuredClone(spec) as never,
    // The spec is checked by scripts/api/check-spec.ts (openapi-backend's own check knows OpenAPI
    // 3.0 only); `quick` skips it, and compiles each operation's validators on first use.
    quick: true,
    validate: true,
    // Formats (email, date-time, uri...) are checked too, as the API does.
    customizeAjv: (ajv) => addFormats(ajv),
  });
  api.registerSecurityHandler('bearerAuth', (context) =>
    /^Bearer \S/.test(String(context.request.headers.authorization ?? '')),
  );
  api.register({
    notFound: () => ACCEPTED,
    methodNotAllowed: () => ACCEPTED,
    notImplemented: () => ACCEPTED,
    unauthorizedHandler: () =>
      Response.json(
        { error: 'Unauthorized', message: 'Authentication is required to access this resource.' },
        {
          status: 401,
          headers: { 'WWW-Authenticate': 'Bearer realm="API mock", error="invalid_token"' },
        },
      ),
    validationFail: (context) =>
      Response.json(
        {
          error: 'Request validation failed',
          violations: (context.validation.errors ?? []).map((e) => ({
            path: e.instancePath,
            message: e.message,
          })),
        },
        { status: 422, headers: { 'Content-Type': 'application/problem+json' } },
      ),
  });
  await api.init();
  return async (c, basePath) => {
    const url = new URL(c.req.url);
    if (!url.pathname.startsWith(basePath)) return undefined;
    const body = c.req.method === 'GET' ? undefined : await c.req.raw.clone().text();
    const answer: unknown = await api.handleRequest({
      method: c.req.method,
      path: url.pathname.slice(basePath.length) || '/',
      query: url.search.slice(1),
      headers: Object.fromEntries(c.req.raw.headers.entries()),
      body: body || undefined,
    });
    return answer instanceof Response ? answer : undefined;
  };
}
