/**
 * The Try it simulator: answers a request in the browser as the sandbox would,
 * from the operation's data (generated from the spec) and the tab's state. It
 * checks what the API checks (the key, the body, Idempotency-Key), answers a
 * scenario's outcome for a magic value, the documented error when one applies,
 * else a resource built from the request and the response examples. Pure but
 * for the clock and the id generator it is given.
 *
 * Hand-written: mock servers (Prism, @scalar/mock-server) run in Node and
 * answer examples statelessly; this one must run in the page, keep a coherent
 * resource across operations and follow the sandbox scenarios.
 */
import type { ApiSimulatorData } from '../../../../../shared/api/page-model';
import { valueAtPath, withValueAtPath } from '../../../../../shared/api/sandbox-model';
import {
  isoSeconds as iso,
  settleResource as settle,
} from '../../../../../shared/api/settle-resource';
import type { BuiltRequest } from '../request-building';
import { BadListParameter, type ListPage, listPage } from './list-page';
import type { Resource, SimulatorStore } from './simulator-store';

export interface SimulatorInput {
  request: BuiltRequest;
  /** Path template of the operation: `/transactions/{id}/refund`. */
  path: string;
  data: ApiSimulatorData;
  /** The operation requires `Authorization: Bearer <secret key>`. */
  authenticated: boolean;
  store: SimulatorStore;
  now: number;
  /** Random id characters (crypto in the browser; fixed in tests). */
  randomId: (length: number) => string;
}

export interface SimulatorAnswer {
  status: number;
  headers: [string, string][];
  body: string;
  store: SimulatorStore;
}

/** Sandbox keys: the simulator stands for the sandbox. */
const SANDBOX_KEY = /^sk_test_[A-Za-z0-9_]+$/;

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function header(request: BuiltRequest, name: string): string | undefined {
  return request.headers.find((h) => h.name.toLowerCase() === name.toLowerCase())?.value;
}

/** The values of the path's `{parameters}` in the request's URL. */
function pathValues(template: string, url: URL): Record<string, string> | null {
  const names: string[] = [];
  const pattern = template
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\{([^}]+)\}/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
  const match = new RegExp(`${pattern}$`).exec(url.pathname);
  if (!match) return null;
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
}

/** Copies into `base` the request's values of the keys `base` has (objects key by key). */
function mergeKnown(base: Json, request: Json): Json {
  const out = structuredClone(base);
  for (const [key, value] of Object.entries(request)) {
    if (!(key in out)) continue;
    const current = out[key];
    if (isObject(current) && isObject(value)) out[key] = mergeKnown(current, value);
    else if (!isObject(current) || current === null) out[key] = structuredClone(value);
  }
  return out;
}

/** The example closest to the request: most top-level scalar values in common. */
function closestExample(examples: unknown[], request: Json): Json {
  let best: Json = {};
  let bestScore = -1;
  for (const example of examples) {
    if (!isObject(example)) continue;
    const score = Object.entries(request).filter(
      ([k, v]) => typeof v !== 'object' && example[k] === v,
    ).length;
    if (score > bestScore) {
      best = example;
      bestScore = score;
    }
  }
  return best;
}

function applySet(resource: Resource, set: Record<string, unknown>): Resource {
  let out = resource;
  for (const [path, value] of Object.entries(set)) out = withValueAtPath(out, path, value);
  return out;
}

/** Applies the scenario steps that are due, in every collection. */
export function advance(store: SimulatorStore, now: number): SimulatorStore {
  const pending = { ...store.pending };
  const resources = { ...store.resources };
  for (const [id, steps] of Object.entries(store.pending)) {
    const due = steps.filter((s) => s.due <= now);
    if (due.length === 0) continue;
    pending[id] = steps.filter((s) => s.due > now);
    if (pending[id]?.length === 0) delete pending[id];
    for (const [collection, list] of Object.entries(resources)) {
      const index = list.findIndex((r) => r.id === id);
      if (index === -1) continue;
      let resource = list[index] as Resource;
      for (const step of due) resource = settle(applySet(resource, step.set), step.due);
      resources[collection] = list.map((r, i) => (i === index ? resource : r));
    }
  }
  return { ...store, resources, pending };
}

export function simulate(input: SimulatorInput): SimulatorAnswer {
  const { request, data, now } = input;
  let store = advance(input.store, now);
  const requestId = `req_${input.randomId(14)}`;
  const answer = (
    status: number,
    body: unknown,
    extra: [string, string][] = [],
  ): SimulatorAnswer => ({
    status,
    headers: [['content-type', 'application/json'], ['x-request-id', requestId], ...extra],
    body: JSON.stringify(body, null, 2),
    store,
  });
  /** The documented error `code`, its request id filled and its example values replaced by `fill`. */
  const error = (
    code: string,
    fill: { quoted?: string; number?: number; param?: string | null } = {},
  ) => {
    const documented = data.errors[code];
    const body = structuredClone(documented?.body ?? { error: { code, message: code } }) as Json;
    const inner = isObject(body.error) ? body.error : body;
    if ('request_id' in inner) inner.request_id = requestId;
    let message = typeof inner.message === 'string' ? inner.message : undefined;
    if (message !== undefined) {
      if (fill.quoted !== undefined) message = message.replace(/"[^"]*"/, `"${fill.quoted}"`);
      if (fill.number !== undefined) message = message.replace(/\d+/, String(fill.number));
      inner.message = message;
    }
    if (fill.param !== undefined && 'param' in inner) inner.param = fill.param;
    return answer(documented?.status ?? 400, body);
  };

  // 1. Authentication, as the API checks it first.
  if (input.authenticated) {
    const authorization = header(request, 'authorization');
    if (!authorization) return error('missing_api_key');
    const key = /^Bearer\s+(.+)$/i.exec(authorization)?.[1]?.trim() ?? '';
    if (!SANDBOX_KEY.test(key)) return error('invalid_api_key');
  }

  // 2. The body must be JSON (the console validated it against the schema already).
  let body: Json = {};
  if (request.body !== undefined && request.body.trim() !== '') {
    try {
      const parsed: unknown = JSON.parse(request.body);
      body = isObject(parsed) ? parsed : {};
    } catch {
      return error('parameter_missing', { quoted: 'body', param: null });
    }
  }

  // 3. Idempotency: the same key and body get the first answer; another body, the documented 409.
  const idempotencyKey = request.method === 'POST' ? header(request, 'idempotency-key') : undefined;
  const fingerprint = `${request.method} ${new URL(request.url).pathname} ${JSON.stringify(body)}`;
  if (idempotencyKey) {
    const first = store.idempotency[idempotencyKey];
    if (first && first.fingerprint === fingerprint)
      return {
        status: first.status,
        headers: [
          ['content-type', 'application/json'],
          ['x-request-id', requestId],
          ['idempotent-replayed', 'true'],
        ],
        body: first.body,
        store,
      };
    if (first) return error('idempotency_key_reused');
  }
  const remember = (result: SimulatorAnswer): SimulatorAnswer => {
    if (!idempotencyKey || result.status >= 500) return result;
    const next = {
      ...result.store,
      idempotency: {
        ...result.store.idempotency,
        [idempotencyKey]: { fingerprint, status: result.status, body: result.body },
      },
    };
    return { ...result, store: next };
  };

  const url = new URL(request.url);
  const params = pathValues(input.path, url) ?? {};
  const list = store.resources[data.collection] ?? [];
  const put = (resource: Resource) => {
    const others = list.filter((r) => r.id !== resource.id);
    const index = list.findIndex((r) => r.id === resource.id);
    const next =
      index === -1 ? [...others, resource] : list.map((r) => (r.id === resource.id ? resource : r));
    store = { ...store, resources: { ...store.resources, [data.collection]: next } };
  };

  switch (data.kind) {
    case 'create': {
      if (
        typeof body.external_id === 'string' &&
        list.some((r) => r.external_id === body.external_id)
      )
        return remember(error('duplicate_external_id', { quoted: body.external_id }));
      const base = closestExample(data.examples, body);
      const prefix = typeof base.id === 'string' ? (/^[a-z0-9]+_/i.exec(base.id)?.[0] ?? '') : '';
      let resource: Resource = mergeKnown(base, body);
      resource.id = `${prefix}${input.randomId(14)}`;
      if (
        typeof base.amount === 'number' &&
        typeof base.fee_amount === 'number' &&
        typeof resource.amount === 'number'
      )
        resource.fee_amount = Math.round(
          (base.fee_amount * resource.amount) / Math.max(base.amount, 1),
        );
      if ('created_at' in resource) resource.created_at = iso(now);
      if ('refunded_amount' in resource) resource.refunded_amount = 0;
      if (Array.isArray(resource.refunds)) resource.refunds = [];
      const scenarios = combinedScenarios(data.scenarios, body);
      for (const scenario of scenarios) {
        const first = scenario.steps[0];
        if (first) resource = applySet(resource, first.set);
      }
      const later = scenarios.at(-1)?.steps.slice(1) ?? [];
      // A card sent with `capture: false` stops at `authorized` where the scenario says paid.
      if (resource.status === 'paid' && valueAtPath(body, 'card.capture') === false)
        resource.status = 'authorized';
      resource = settle(resource, now);
      put(resource);
      if (later.length > 0)
        store = {
          ...store,
          pending: {
            ...store.pending,
            [String(resource.id)]: later.map((step) => ({
              due: now + step.at * 1000,
              set: step.set,
            })),
          },
        };
      return remember(answer(data.status, resource));
    }
    case 'list': {
      const example = isObject(data.examples[0]) ? data.examples[0] : {};
      let found: ListPage;
      try {
        found = listPage(list, url.searchParams);
      } catch (problem) {
        if (problem instanceof BadListParameter)
          return error('parameter_missing', { param: problem.param });
        throw problem;
      }
      const pagination = isObject(example.pagination) ? { ...example.pagination } : {};
      if ('page' in pagination) pagination.page = found.page;
      if ('limit' in pagination) pagination.limit = found.limit;
      if ('total' in pagination) pagination.total = found.total;
      if ('has_more' in pagination) pagination.has_more = found.hasMore;
      if ('next_cursor' in pagination) pagination.next_cursor = found.nextCursor;
      return answer(data.status, { ...example, data: found.items, pagination });
    }
    case 'read':
    case 'action': {
      const id = Object.values(params)[0] ?? '';
      const found = list.find((r) => r.id === id);
      if (!found) return remember(error('resource_not_found'));
      if (data.kind === 'read') return answer(data.status, found);
      const changed = act(data.action ?? '', found, body, now, input.randomId);
      if ('error' in changed) return remember(error(changed.error, changed.fill));
      put(changed.resource);
      return remember(answer(data.status, changed.resource));
    }
    case 'fixed':
      return remember(answer(data.status, data.examples[0] ?? {}));
  }
}

type Scenario = ApiSimulatorData['scenarios'][number];

/**
 * The scenarios a request triggers (a 3-D Secure ID and a card token may both
 * be magic), in the order they apply, the last one deciding what follows: the
 * earlier in the spec wins, and one that refuses or fails (sets a `*_reason`)
 * wins over one that does not, so a failed challenge refuses an approved card
 * and a declined card stays declined after a frictionless authentication.
 */
export function combinedScenarios(scenarios: readonly Scenario[], body: unknown): Scenario[] {
  const matching = scenarios.filter((s) => valueAtPath(body, s.field) === s.value);
  const fails = (s: Scenario) =>
    s.steps.some((step) => Object.keys(step.set).some((key) => /_reason$/.test(key)));
  return [...matching.filter((s) => !fails(s)).reverse(), ...matching.filter(fails).reverse()];
}

type ActionResult =
  | { resource: Resource }
  | { error: string; fill?: { quoted?: string; number?: number; param?: string | null } };

/** What an action does to a resource, with the documented error when its state forbids it. */
function act(
  action: string,
  resource: Resource,
  body: Json,
  now: number,
  randomId: (n: number) => string,
): ActionResult {
  const amount = typeof resource.amount === 'number' ? resource.amount : 0;
  switch (action) {
    case 'refund': {
      const ownField = 'refund_status' in resource;
      const refundable = ownField
        ? resource.status === 'paid' &&
          resource.refund_status !== 'refunded' &&
          !resource.chargeback
        : ['paid', 'partially_refunded'].includes(String(resource.status));
      if (!refundable) return { error: 'transaction_not_refundable' };
      const refunded = typeof resource.refunded_amount === 'number' ? resource.refunded_amount : 0;
      const left = amount - refunded;
      const asked = typeof body.amount === 'number' ? body.amount : left;
      if (asked > left) return { error: 'refund_amount_too_large', fill: { number: left } };
      const refund = {
        id: `rf_${randomId(14)}`,
        amount: asked,
        reason: typeof body.reason === 'string' ? body.reason : 'requested_by_customer',
        status: 'pending',
        end_to_end_id: null,
        created_at: iso(now),
      };
      const total = refunded + asked;
      return {
        resource: settle(
          {
            ...resource,
            refunded_amount: total,
            refunds: [...(Array.isArray(resource.refunds) ? resource.refunds : []), refund],
            ...(ownField
              ? { refund_status: total >= amount ? 'refunded' : 'partially_refunded' }
              : { status: total >= amount ? 'refunded' : 'partially_refunded' }),
          },
          now,
        ),
      };
    }
    case 'capture': {
      if (resource.status !== 'authorized') return { error: 'transaction_not_capturable' };
      const asked = typeof body.amount === 'number' ? body.amount : amount;
      if (asked > amount) return { error: 'capture_amount_too_large', fill: { number: amount } };
      return { resource: settle({ ...resource, amount: asked, status: 'paid' }, now) };
    }
    case 'cancel':
      if (resource.status !== 'authorized') return { error: 'transaction_not_cancelable' };
      return { resource: settle({ ...resource, status: 'canceled' }, now) };
    case 'delivery-status':
      if (!['paid', 'partially_refunded', 'refunded'].includes(String(resource.status)))
        return { error: 'transaction_not_paid' };
      return {
        resource: settle(
          {
            ...resource,
            delivery: {
              status: body.status,
              tracking_code: typeof body.tracking_code === 'string' ? body.tracking_code : null,
              carrier: typeof body.carrier === 'string' ? body.carrier : null,
              updated_at: iso(now),
            },
          },
          now,
        ),
      };
    default:
      return { resource };
  }
}
