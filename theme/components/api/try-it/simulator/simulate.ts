/**
 * The Try it simulator: answers a request in the browser as the sandbox would,
 * from the operation's data (generated from the spec) and the tab's state. It
 * checks what the API checks (the key, the body, Idempotency-Key), answers a
 * scenario's outcome for a magic value, the documented error when one applies,
 * and moves every resource through the lifecycle model (shared/lifecycle/),
 * the same code the webhook guides' replays are made with: refunds that settle
 * or fail, chargebacks, MED infractions, partial captures, a balance that
 * follows what the session did. Pure but for the clock and the id generator.
 *
 * Hand-written: mock servers (Prism, @scalar/mock-server) run in Node and
 * answer examples statelessly; this one must run in the page, keep a coherent
 * resource across operations and follow the sandbox scenarios.
 */
import type { ApiSimulatorData, SimulatorScenario } from '../../../../../shared/api/page-model';
import {
  type Clock,
  closestTemplate,
  create,
  findResource,
  isRefusal,
  originId,
  resourcesOf,
  transition,
  type World,
} from '../../../../../shared/lifecycle/engine';
import { OPENING_KEY, STATEMENT_KEY } from '../../../../../shared/lifecycle/ledger';
import { lifecycleNamed, lifecycleModel as model } from '../../../../../shared/lifecycle/model';
import {
  anticipationQuoteOf,
  balanceOf,
  feeQuoteOf,
  installmentOptionsOf,
  operate,
} from '../../../../../shared/lifecycle/operations';
import { getPath } from '../../../../../shared/lifecycle/paths';
import {
  playStep,
  StepError,
  type StepSpec,
  startScenario,
  swappedActions,
} from '../../../../../shared/lifecycle/scenario';
import type { BuiltRequest } from '../request-building';
import { BadListParameter, type ListPage, listPage } from './list-page';
import type { PendingChange, SimulatorStore } from './simulator-store';
import { shifted, statementPage } from './statement-page';

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

function clockAt(now: number, randomId: (n: number) => string): Clock {
  return { now, newId: (prefix) => `${prefix}${randomId(14)}` };
}

/** Makes the changes that are due (scenario steps, follow-ups), oldest first. */
export function advance(
  store: SimulatorStore,
  now: number,
  templates: ApiSimulatorData['templates'],
  randomId: (n: number) => string,
): SimulatorStore {
  const due = store.pending.filter((p) => p.due <= now).sort((a, b) => a.due - b.due);
  if (due.length === 0) return store;
  let world: World = store.resources;
  for (const change of due) {
    const clock = clockAt(change.due, randomId);
    try {
      if (change.kind === 'step') {
        const main = lifecycleNamed(model, change.lifecycle);
        const step: StepSpec = { at: 0, do: change.do, set: change.set };
        world = playStep(model, world, main, change.id, step, templates, clock).world;
      } else {
        const moved = transition(
          model,
          world,
          { id: change.id, name: change.transition, input: change.input ?? {}, templates },
          clock,
        );
        if (!isRefusal(moved)) world = moved.world;
        const andThen = change.andThen && !isRefusal(moved) ? change.andThen : undefined;
        if (andThen) {
          const next = transition(model, world, { id: change.id, name: andThen, templates }, clock);
          if (!isRefusal(next)) world = next.world;
        }
      }
    } catch (problem) {
      // A step the resource no longer allows (you refunded it first): the sandbox skips it.
      if (!(problem instanceof StepError)) throw problem;
    }
  }
  return { ...store, resources: world, pending: store.pending.filter((p) => p.due > now) };
}

/**
 * The scenarios a request triggers (a 3-D Secure ID and a card token may both
 * be magic), in the order they apply, the last one deciding what follows: the
 * earlier in the spec wins, and one that refuses or fails (sets a `*_reason`)
 * wins over one that does not, so a failed challenge refuses an approved card
 * and a declined card stays declined after a frictionless authentication.
 * Without any, the default of each product whose field the request has
 * (any other card token is approved, any other Pix key paid).
 */
export function combinedScenarios(
  scenarios: readonly SimulatorScenario[],
  body: unknown,
): SimulatorScenario[] {
  const matching = scenarios.filter((s) => getPath(body, s.field) === s.value);
  const fails = (s: SimulatorScenario) =>
    s.steps.some((step) => Object.keys(step.set).some((key) => /_reason$/.test(key)));
  const ordered = [
    ...matching.filter((s) => !fails(s)).reverse(),
    ...matching.filter(fails).reverse(),
  ];
  if (ordered.length > 0) return ordered;
  return scenarios.filter((s) => s.isDefault && getPath(body, s.field) !== undefined);
}

export function simulate(input: SimulatorInput): SimulatorAnswer {
  const { request, data, now } = input;
  let store = advance(input.store, now, data.templates, input.randomId);
  const requestId = `req_${input.randomId(14)}`;
  const answer = (status: number, body: unknown): SimulatorAnswer => ({
    status,
    headers: [
      ['content-type', 'application/json'],
      ['x-request-id', requestId],
      // A rate-limited answer says when to try again, as the API's does.
      ...(status === 429 ? [['retry-after', '1'] as [string, string]] : []),
    ],
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
      return { ...answer(first.status, {}), body: first.body };
    if (first) return error('idempotency_key_reused');
  }
  const remember = (result: SimulatorAnswer): SimulatorAnswer => {
    // Neither a rate-limited nor a failed request was processed: a retry is a new attempt.
    if (!idempotencyKey || result.status >= 500 || result.status === 429) return result;
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
  // The model's resources of the operation's lifecycle, wherever they live (chargebacks inside
  // their transactions); what the model does not know is kept by the path it was created at.
  const known = model.lifecycles.some((l) => l.name === data.collection);
  const list = known
    ? resourcesOf(model, store.resources, data.collection)
    : (store.resources[data.collection] ?? []);
  const clock = clockAt(now, input.randomId);
  const schedule = (changes: PendingChange[]) => {
    store = { ...store, pending: [...store.pending, ...changes] };
  };

  switch (data.kind) {
    case 'create': {
      if (
        typeof body.external_id === 'string' &&
        list.some((r) => r.external_id === body.external_id)
      )
        return remember(error('duplicate_external_id', { quoted: body.external_id }));
      const scenarios = combinedScenarios(data.scenarios, body);
      const refusal = scenarios.find((s) => s.error)?.error;
      if (refusal) return remember(error(refusal));
      const lifecycle = lifecycleNamed(model, data.collection);
      const template = closestTemplate(data.examples, body);
      const deciding = scenarios.at(-1);
      // The request's own steps of every scenario give their fields; the deciding one its transitions.
      const firsts = scenarios.map((s) => s.steps[0]).filter((s) => s?.at === 0);
      const first: StepSpec | undefined = deciding?.steps[0]
        ? {
            at: 0,
            do: deciding.steps[0].do,
            set: Object.assign({}, ...firsts.map((s) => s?.set ?? {})),
          }
        : undefined;
      let started: ReturnType<typeof startScenario>;
      try {
        started = startScenario(
          model,
          store.resources,
          lifecycle,
          { template, request: body, ...(first ? { first } : {}), templates: data.templates },
          clock,
        );
      } catch (problem) {
        if (!(problem instanceof StepError)) throw problem;
        const born = create(
          model,
          store.resources,
          { lifecycle: lifecycle.name, template, request: body },
          clock,
        );
        // A create the API refuses (an installment below the minimum) answers its documented error.
        if (isRefusal(born)) return remember(error(born.refused));
        started = {
          world: born.world,
          events: born.events,
          id: String(born.subject.id),
          answer: born.subject,
        };
      }
      store = { ...store, resources: started.world };
      const later = (deciding?.steps ?? []).filter((s) => s.at > 0);
      schedule(
        later.map((step) => ({
          due: now + step.at * 1000,
          kind: 'step' as const,
          id: started.id,
          lifecycle: lifecycle.name,
          do: swappedActions(lifecycle, body, step.do),
          set: step.set,
        })),
      );
      if (deciding?.followUps)
        store = { ...store, followUps: { ...store.followUps, [started.id]: deciding.followUps } };
      return remember(answer(data.status, started.answer));
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
    case 'read': {
      const found = list.find((r) => r.id === Object.values(params)[0]);
      return found ? answer(data.status, found) : error('resource_not_found');
    }
    case 'action': {
      const id = Object.values(params)[0] ?? '';
      const target = findResource(model, store.resources, id);
      if (!target || !list.some((r) => r.id === id)) return remember(error('resource_not_found'));
      // What the scenario that made the resource chose for your calls on it, or on what it holds.
      const origin = originId(model, store.resources, id);
      const choice = store.followUps[id] ?? (origin ? store.followUps[origin] : undefined);
      const done = operate(
        model,
        store.resources,
        {
          operation: data.operation,
          id,
          body,
          templates: data.templates,
          ...(isObject(data.examples[0]) ? { answerExample: data.examples[0] } : {}),
          ...(choice ? { followUpChoice: choice } : {}),
        },
        clock,
      );
      if ('refused' in done)
        return remember(
          error(done.refused, {
            ...(done.fill?.number !== undefined ? { number: done.fill.number } : {}),
            ...(done.fill?.param !== undefined ? { param: done.fill.param } : {}),
          }),
        );
      store = { ...store, resources: done.world };
      schedule(done.followUps.map((f) => ({ ...f, kind: 'follow-up' as const })));
      return remember(answer(data.status, done.answer));
    }
    case 'balance': {
      const opening = isObject(data.examples[0]) ? data.examples[0] : {};
      return answer(data.status, balanceOf(model, store.resources, opening, now));
    }
    case 'fee': {
      const example = isObject(data.examples[0]) ? data.examples[0] : {};
      const quote = feeQuoteOf(model, url.searchParams, example);
      return quote ? answer(data.status, quote) : error('parameter_missing', { param: 'amount' });
    }
    case 'statement': {
      const entries = store.resources[STATEMENT_KEY] ?? [];
      const opening = data.templates[OPENING_KEY] ?? {};
      const id = Object.values(params)[0];
      if (id !== undefined) {
        const found = entries.find((e) => e.id === id);
        return found ? answer(data.status, shifted(found, opening)) : error('resource_not_found');
      }
      const example = isObject(data.examples[0]) ? data.examples[0] : {};
      let found: ListPage;
      try {
        found = statementPage(entries, url.searchParams, opening);
      } catch (problem) {
        if (problem instanceof BadListParameter)
          return error('parameter_missing', { param: problem.param });
        throw problem;
      }
      const pagination = isObject(example.pagination) ? { ...example.pagination } : {};
      Object.assign(pagination, {
        page: 1,
        limit: found.limit,
        total: found.total,
        has_more: found.hasMore,
        next_cursor: found.nextCursor,
      });
      return answer(data.status, { ...example, data: found.items, pagination });
    }
    case 'installments': {
      const example = isObject(data.examples[0]) ? data.examples[0] : {};
      const options = installmentOptionsOf(model, url.searchParams, example);
      return options
        ? answer(data.status, options)
        : error('parameter_missing', { param: 'amount' });
    }
    case 'anticipation-quote': {
      const example = isObject(data.examples[0]) ? data.examples[0] : {};
      const quote = anticipationQuoteOf(
        model,
        store.resources,
        Object.values(params)[0] ?? '',
        example,
        now,
      );
      return 'refused' in quote ? error(String(quote.refused)) : answer(data.status, quote);
    }
    case 'fixed':
      return remember(answer(data.status, data.examples[0] ?? {}));
  }
}
