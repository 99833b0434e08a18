/**
 * The Try it simulator (theme/components/api/try-it/simulator/): every sandbox
 * scenario's answers, at every step, are valid responses of their operation
 * (the spec's schema, objects closed); create -> get -> list -> refund -> get
 * is one coherent transaction; the key, Idempotency-Key and the documented
 * errors behave as the API's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../scripts/api/generate-api-reference';
import { deref } from '../../scripts/api/resolve-ref';
import { buildSandboxScenarios } from '../../scripts/api/sandbox-scenarios';
import { buildSimulatorData } from '../../scripts/api/simulator-data';
import { isObject, type Json, operationsOf } from '../../scripts/api/spec-walk';
import { ExampleSchemas } from '../../scripts/examples/example-schemas';
import type { ApiSimulatorData } from '../../shared/api/page-model';
import { withValueAtPath } from '../../shared/api/sandbox-model';
import { simulate } from '../../theme/components/api/try-it/simulator/simulate';
import {
  emptyStore,
  type SimulatorStore,
} from '../../theme/components/api/try-it/simulator/simulator-store';
import { projectRoot } from '../support/api-project';

const SERVER = 'https://sandbox.example';
const KEY = 'sk_test_simulator';
const T0 = Date.parse('2026-11-24T10:00:00Z');

let spec: Json;
let schemas: ExampleSchemas;
const ops = new Map<
  string,
  { path: string; method: string; data: ApiSimulatorData; schemaOf: (status: number) => Json }
>();

beforeAll(async () => {
  spec = (await loadContract(projectRoot, 'openapi/openapi.yaml', 'openapi/overlays')).base;
  schemas = new ExampleSchemas(spec);
  const scenarios = buildSandboxScenarios(spec, (m) => m);
  for (const op of operationsOf(spec, 'paths')) {
    const data = buildSimulatorData(spec, op, scenarios);
    if (!data) continue;
    ops.set(String(op.operation.operationId), {
      path: op.key,
      method: op.method.toUpperCase(),
      data,
      schemaOf: (status) => {
        const holder = deref(spec, (op.operation.responses as Json)[String(status)]);
        return ((holder.content as Json)['application/json'] as Json).schema as Json;
      },
    });
  }
}, 60_000);

let counter = 0;
function call(
  operationId: string,
  options: {
    store: SimulatorStore;
    body?: unknown;
    path?: string;
    query?: string;
    key?: string | null;
    idempotencyKey?: string;
    now?: number;
  },
) {
  const op = ops.get(operationId);
  if (!op) throw new Error(operationId);
  const headers = [] as { name: string; value: string }[];
  if (options.key !== null)
    headers.push({ name: 'Authorization', value: `Bearer ${options.key ?? KEY}` });
  if (options.idempotencyKey)
    headers.push({ name: 'Idempotency-Key', value: options.idempotencyKey });
  const answer = simulate({
    request: {
      method: op.method,
      url: `${SERVER}${options.path ?? op.path}${options.query ? `?${options.query}` : ''}`,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    },
    path: op.path,
    data: op.data,
    authenticated: true,
    store: options.store,
    now: options.now ?? T0,
    randomId: (n) => String(++counter).padStart(n, '0').replace(/^0/, 'A'),
  });
  const body = JSON.parse(answer.body) as Json;
  // Whatever it answers is a documented response of the operation, valid against its schema.
  const problems = schemas.validate(op.schemaOf(answer.status), body);
  expect(problems, `${operationId} ${answer.status} ${answer.body}`).toEqual([]);
  return { ...answer, json: body };
}

function requestExample(operationId: string, field: string): Json {
  const op = operationsOf(spec, 'paths').find((o) => o.operation.operationId === operationId);
  if (!op) throw new Error(`no operation ${operationId}`);
  const media = ((op.operation.requestBody as Json).content as Json)['application/json'] as Json;
  const examples = isObject(media.examples)
    ? Object.values(media.examples).map((e) => deref(spec, e).value as Json)
    : [media.example as Json];
  const root = field.split('.')[0] ?? '';
  const found = examples.find((e) => root in e) ?? examples[0];
  return structuredClone(found as Json);
}

/**
 * The statement accounts for the balance at `now`: per account, the opening
 * balance plus the entries' net amounts is what `GET /wallet/balance` answers,
 * the last entry's `balance_after` is that balance, and every entry's source
 * is a resource of the session.
 */
function statementReconciles(store: SimulatorStore, now: number, label: string): SimulatorStore {
  const opening = call('UserWalletController_getBalance', { store: emptyStore(), now }).json;
  const listed = call('UserWalletController_getBalanceTransactions', {
    store,
    query: 'limit=100',
    now,
  });
  const balance = call('UserWalletController_getBalance', { store: listed.store, now });
  const entries = listed.json.data as Json[];
  expect((listed.json.pagination as Json).has_more, label).toBe(false);
  for (const account of ['available', 'pending', 'blocked']) {
    const mine = entries.filter((e) => e.account === account);
    const sum = mine.reduce((total, e) => total + Number(e.net_amount), 0);
    expect(Number(opening[account]) + sum, `${label} ${account}`).toBe(balance.json[account]);
    if (mine.length > 0)
      expect(mine.at(-1)?.balance_after, `${label} ${account}`).toBe(balance.json[account]);
  }
  for (const entry of entries) {
    const sources = balance.store.resources[String(entry.source_type)] ?? [];
    const nested = Object.values(balance.store.resources)
      .flat()
      .flatMap((r) => [r, ...(Array.isArray(r.refunds) ? (r.refunds as Json[]) : [])])
      .concat(
        Object.values(balance.store.resources)
          .flat()
          .map((r) => r.chargeback as Json),
      );
    expect(
      [...sources, ...nested].some((r) => r?.id === entry.source_id),
      `${label}: ${String(entry.source_type)} ${String(entry.source_id)}`,
    ).toBe(true);
  }
  return balance.store;
}

function setPath(body: Json, path: string, value: unknown): Json {
  return withValueAtPath(body, path, value);
}

describe('the Try it simulator', () => {
  it('answers every sandbox scenario with a valid response, at every step, then follows it', () => {
    let checked = 0;
    for (const [operationId, op] of ops) {
      for (const scenario of op.data.scenarios) {
        const store = emptyStore();
        const body = setPath(
          requestExample(operationId, scenario.field),
          scenario.field,
          scenario.value,
        );
        delete body.external_id;
        const created = call(operationId, { store, body });
        if (scenario.error) {
          // A refusal at once, as in production: the documented error, nothing created.
          expect(created.status, `${scenario.value}`).toBe(
            { rate_limit_exceeded: 429, internal_error: 500 }[scenario.error] ?? 422,
          );
          expect((created.json.error as Json).code).toBe(scenario.error);
          expect(created.store.resources).toEqual({});
          checked++;
          continue;
        }
        expect(created.status, `${scenario.value}`).toBe(op.data.status);
        for (const [path, value] of Object.entries(scenario.steps[0]?.set ?? {}))
          expect(
            path.split('.').reduce<unknown>((n, k) => (n as Json)?.[k], created.json),
            `${scenario.value} ${path}`,
          ).toEqual(value);
        // Each later step, read back once it is due.
        // The GET of the created resource (`/cashouts/{id}` after `POST /cashouts`).
        const readId = [...ops].find(
          ([, o]) => o.method === 'GET' && o.path === `${op.path}/{id}`,
        )?.[0];
        if (!readId) throw new Error(`no GET ${op.path}/{id}`);
        let store2 = created.store;
        for (const step of scenario.steps.slice(1)) {
          const read = call(readId, {
            store: store2,
            path: `${ops.get(readId)?.path.replace('{id}', String(created.json.id))}`,
            now: T0 + step.at * 1000,
          });
          store2 = read.store;
          if (typeof step.shows.status === 'string')
            expect(read.json.status, `${scenario.value} at ${step.at}s`).toBe(step.shows.status);
          store2 = statementReconciles(
            store2,
            T0 + step.at * 1000,
            `${scenario.value} at ${step.at}s`,
          );
        }
        checked++;
      }
    }
    // Every scenario the spec writes (cards, 3-D Secure, Pix, cash-outs, recurrences), none left out.
    const written = Object.values(spec['x-sandbox-scenarios'] as Record<string, Json>).reduce(
      (sum, product) => sum + Object.keys(product.scenarios as Json).length,
      0,
    );
    expect(written).toBeGreaterThan(0);
    expect(checked).toBe(written);
  });

  it('keeps one coherent transaction through create, get, list, refund and get', () => {
    const body = requestExample('UserTransactionController_createTransaction', 'pix');
    body.amount = 10001;
    const created = call('UserTransactionController_createTransaction', {
      store: emptyStore(),
      body,
      idempotencyKey: 'k1',
    });
    expect(created.status).toBe(201);
    const id = String(created.json.id);
    expect(id).toMatch(/^tr_/);
    expect(created.json).toMatchObject({
      status: 'pending',
      amount: 10001,
      external_id: body.external_id,
      paid_at: null,
    });
    const later = T0 + 6000;
    const read = call('UserTransactionController_getTransaction', {
      store: created.store,
      path: `/transactions/${id}`,
      now: later,
    });
    expect(read.json).toMatchObject({ id, status: 'paid', amount: 10001 });
    const listed = call('UserTransactionController_getTransactions', {
      store: read.store,
      query: 'status=paid',
      now: later,
    });
    expect((listed.json.data as Json[]).map((t) => [t.id, t.amount])).toEqual([[id, 10001]]);
    expect(listed.json.pagination).toMatchObject({ total: 1, has_more: false });
    const refunded = call('UserTransactionController_refundTransaction', {
      store: listed.store,
      path: `/transactions/${id}/refund`,
      body: { amount: 4001 },
      idempotencyKey: 'k2',
      now: later,
    });
    expect(refunded.json).toMatchObject({
      id,
      status: 'paid',
      refund_status: 'partially_refunded',
      refunded_amount: 4001,
    });
    const tooMuch = call('UserTransactionController_refundTransaction', {
      store: refunded.store,
      path: `/transactions/${id}/refund`,
      body: { amount: 9000 },
      idempotencyKey: 'k3',
      now: later,
    });
    expect(tooMuch.status).toBe(422);
    expect((tooMuch.json.error as Json).message).toBe(
      'At most 6000 can still be refunded on this transaction.',
    );
    const final = call('UserTransactionController_getTransaction', {
      store: tooMuch.store,
      path: `/transactions/${id}`,
      now: later,
    });
    expect(final.json).toMatchObject({
      id,
      amount: 10001,
      refunded_amount: 4001,
      status: 'paid',
      refund_status: 'partially_refunded',
    });
    expect((final.json.refunds as Json[]).map((r) => r.amount)).toEqual([4001]);
    const missing = call('UserTransactionController_getTransaction', {
      store: final.store,
      path: '/transactions/tr_unknown1',
    });
    expect(missing.status).toBe(404);
    expect((missing.json.error as Json).code).toBe('resource_not_found');
  });

  it('filters lists by date windows and reconciles by cursor in update order', () => {
    let store = emptyStore();
    const ids: string[] = [];
    // Three Pix charges a minute apart; the first is paid (changed) last.
    for (const [i, amount] of [10001, 10002, 10003].entries()) {
      const body = requestExample('UserTransactionController_createTransaction', 'pix');
      body.amount = amount;
      body.external_id = `order-${amount}`;
      const created = call('UserTransactionController_createTransaction', {
        store,
        body,
        idempotencyKey: `w${i}`,
        now: T0 + i * 60_000,
      });
      store = created.store;
      ids.push(String(created.json.id));
    }
    const list = (query: string, now = T0 + 180_000) => {
      const answer = call('UserTransactionController_getTransactions', { store, query, now });
      store = answer.store;
      return answer;
    };
    const idsOf = (answer: { json: Json }) => (answer.json.data as Json[]).map((t) => t.id);

    expect(idsOf(list(''))).toEqual([...ids].reverse());
    expect(idsOf(list('created_from=2026-11-24T10:01:00Z'))).toEqual([ids[2], ids[1]]);
    expect(idsOf(list('created_to=2026-11-24T10:01:00Z'))).toEqual([ids[0]]);

    // All three were paid (settled) by now: update order, one per page, following the cursor.
    const seen: unknown[] = [];
    let page = list('updated_from=2026-11-24T00:00:00Z&limit=1');
    for (;;) {
      seen.push(...idsOf(page));
      const next = (page.json.pagination as Json).next_cursor;
      if (next === null) break;
      expect(String(next)).toMatch(/^cur_[A-Za-z0-9_-]+$/);
      page = list(`cursor=${next}&limit=1`);
    }
    expect(seen).toHaveLength(3);
    expect(new Set(seen)).toEqual(new Set(ids));
    expect(idsOf(list('updated_from=2030-01-01T00:00:00Z'))).toEqual([]);

    const bad = list('cursor=not-a-cursor');
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatchObject({ code: 'parameter_missing', param: 'cursor' });
  });

  it('checks the key, replays an Idempotency-Key and refuses it with another body', () => {
    const body = requestExample('UserTransactionController_createTransaction', 'card');
    const store = emptyStore();
    expect(
      call('UserTransactionController_createTransaction', { store, body, key: null }).json.error,
    ).toMatchObject({ code: 'missing_api_key' });
    expect(
      call('UserTransactionController_createTransaction', { store, body, key: 'sk_live_x' }).json
        .error,
    ).toMatchObject({ code: 'invalid_api_key' });
    const first = call('UserTransactionController_createTransaction', {
      store,
      body,
      idempotencyKey: 'same',
    });
    const replay = call('UserTransactionController_createTransaction', {
      store: first.store,
      body,
      idempotencyKey: 'same',
    });
    expect(replay.body).toBe(first.body);
    // Only the headers the contract documents: no invented "idempotent-replayed".
    expect(replay.headers.map(([name]) => name).sort()).toEqual(['content-type', 'x-request-id']);
    const other = call('UserTransactionController_createTransaction', {
      store: replay.store,
      body: { ...body, amount: 999999 },
      idempotencyKey: 'same',
    });
    expect(other.status).toBe(409);
    expect(other.json.error).toMatchObject({ code: 'idempotency_key_reused' });
    const duplicate = call('UserTransactionController_createTransaction', {
      store: other.store,
      body,
      idempotencyKey: 'new',
    });
    expect(duplicate.status).toBe(409);
    expect((duplicate.json.error as Json).message).toBe(
      `A transaction with external_id "${body.external_id}" already exists.`,
    );
  });
  it('combines a 3-D Secure result with the card token: a refusal wins', () => {
    const card = (token: string, authentication: string) => {
      const body = requestExample('UserTransactionController_createTransaction', 'card');
      delete body.external_id;
      return withValueAtPath(
        withValueAtPath(body, 'card.token', token),
        'card.three_ds.authentication_id',
        authentication,
      );
    };
    const challenge = call('UserTransactionController_createTransaction', {
      store: emptyStore(),
      body: card('tok_testApproved', '3ds_testChallenge'),
    });
    expect(challenge.json).toMatchObject({
      status: 'refused',
      refusal_reason: 'authentication_failed',
      card: { three_ds: { status: 'challenge_required' } },
    });
    const declined = call('UserTransactionController_createTransaction', {
      store: emptyStore(),
      body: card('tok_testInsufficientFunds', '3ds_testFrictionless'),
    });
    expect(declined.json).toMatchObject({
      status: 'refused',
      refusal_reason: 'insufficient_funds',
      card: { three_ds: { status: 'authenticated' } },
    });
    const late = call('UserTransactionController_createTransaction', {
      store: emptyStore(),
      body: card('tok_testProcessingPaid', '3ds_testFrictionless'),
    });
    expect(late.json).toMatchObject({
      status: 'processing',
      card: { three_ds: { status: 'authenticated' } },
    });
    const id = String(late.json.id);
    const paid = call('UserTransactionController_getTransaction', {
      store: late.store,
      path: `/transactions/${id}`,
      now: T0 + 5000,
    });
    expect(paid.json).toMatchObject({ id, status: 'paid' });
  });
});

describe('the Try it simulator on the lifecycle model', () => {
  /** A Pix charge of `amount` created at T0, read back `after` seconds later. */
  function pix(amount: number, store = emptyStore()) {
    const body = requestExample('UserTransactionController_createTransaction', 'pix');
    body.amount = amount;
    delete body.external_id;
    return call('UserTransactionController_createTransaction', { store, body });
  }
  const refund = (store: SimulatorStore, id: string, body: Json, now: number) =>
    call('UserTransactionController_refundTransaction', {
      store,
      path: `/transactions/${id}/refund`,
      body,
      idempotencyKey: `refund-${now}`,
      now,
    });
  const read = (store: SimulatorStore, id: string, now: number) =>
    call('UserTransactionController_getTransaction', { store, path: `/transactions/${id}`, now });
  const balance = (store: SimulatorStore, now: number) =>
    call('UserWalletController_getBalance', { store, now });

  it('refuses to refund a Pix under MED, and shows the block in the balance', () => {
    const created = pix(10005);
    const id = String(created.json.id);
    const opening = balance(created.store, T0).json;
    const refused = refund(created.store, id, {}, T0 + 16_000);
    expect(refused.status).toBe(409);
    expect((refused.json.error as Json).code).toBe('infraction_open');
    const after = balance(refused.store, T0 + 16_000).json;
    // A paid Pix is available at once (D+0); MED moves its amount to blocked.
    expect(after).toMatchObject({
      available: (opening.available as number) + 10005 - 99 - 10005,
      pending: opening.pending as number,
      blocked: (opening.blocked as number) + 10005,
    });
  });

  it('settles a refund with its D… ID two seconds later, or fails it where the scenario says so', () => {
    const created = pix(10001);
    const id = String(created.json.id);
    const asked = refund(created.store, id, { amount: 4000 }, T0 + 6000);
    expect(asked.status).toBe(200);
    expect((asked.json.refunds as Json[])[0]).toMatchObject({
      status: 'pending',
      end_to_end_id: null,
    });
    const settled = read(asked.store, id, T0 + 8000);
    const item = (settled.json.refunds as Json[])[0] as Json;
    expect(item.status).toBe('succeeded');
    expect(item.end_to_end_id).toMatch(/^D99990001\d{12}[a-z0-9]{11}$/);
    expect(settled.json).toMatchObject({
      refunded_amount: 4000,
      refund_status: 'partially_refunded',
    });

    const failing = pix(10006);
    const other = String(failing.json.id);
    // The scenario's own full refund (15 s) failed at 17 s; yours fails the same way.
    const mine = refund(failing.store, other, { amount: 1000 }, T0 + 20_000);
    expect(mine.json).toMatchObject({ refunded_amount: 1000 });
    const later = read(mine.store, other, T0 + 23_000);
    expect((later.json.refunds as Json[]).map((r) => r.status)).toEqual(['failed', 'failed']);
    expect(later.json).toMatchObject({ refunded_amount: 0, refund_status: 'none' });
  });

  it('charges the fee of the captured part on a partial capture', () => {
    const body = setPath(
      requestExample('UserTransactionController_createTransaction', 'card'),
      'card.capture',
      false,
    );
    delete body.external_id;
    const created = call('UserTransactionController_createTransaction', {
      store: emptyStore(),
      body,
    });
    expect(created.json).toMatchObject({ status: 'authorized', amount: 20000, fee_amount: 847 });
    const captured = call('UserTransactionController_captureTransaction', {
      store: created.store,
      path: `/transactions/${String(created.json.id)}/capture`,
      body: { amount: 12000 },
    });
    // round(12000 × 0.0399) + 49, as GET /transactions/fee says for 3 installments.
    expect(captured.json).toMatchObject({
      status: 'paid',
      amount: 12000,
      fee_amount: 528,
      net_amount: 11472,
    });
    const quote = call('UserTransactionController_getFee', {
      store: captured.store,
      query: 'amount=12000&payment_method=credit_card&installments=3',
    });
    expect(quote.json).toMatchObject({
      fee_amount: 528,
      net_amount: 11472,
      fee_rate: 0.0399,
      fixed_fee: 49,
    });
  });

  it('cancels a cash-out not sent yet, and refuses once it was sent', () => {
    const body = setPath(
      requestExample('UserCashoutController_create', 'pix_key'),
      'pix_key.value',
      'pix-slow@sandbox.example',
    );
    delete body.external_id;
    const created = call('UserCashoutController_create', { store: emptyStore(), body });
    const id = String(created.json.id);
    const cancel = (store: SimulatorStore, now: number) =>
      call('UserCashoutController_cancel', { store, path: `/cashouts/${id}/cancel`, now });
    const canceled = cancel(created.store, T0 + 10_000);
    expect(canceled.json).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'requested_by_merchant',
    });
    const sent = call('UserCashoutController_create', {
      store: emptyStore(),
      body: setPath(body, 'pix_key.value', 'pix-paid@sandbox.example'),
    });
    const late = call('UserCashoutController_cancel', {
      store: sent.store,
      path: `/cashouts/${String(sent.json.id)}/cancel`,
      now: T0 + 2000,
    });
    expect(late.status).toBe(409);
    expect((late.json.error as Json).code).toBe('cashout_not_cancelable');
  });

  it('reads by change in updated_at order from the first page, and by page without a cursor', () => {
    let store = emptyStore();
    const ids: string[] = [];
    // Created in this order; the first is paid last (60 s), the second at 5 s.
    for (const [i, amount] of [10002, 10001, 10050].entries()) {
      const created = pix(amount, store);
      store = created.store;
      ids.push(String(created.json.id));
      expect(i).toBeGreaterThanOrEqual(0);
    }
    const byPage = call('UserTransactionController_getTransactions', {
      store,
      query: 'limit=2',
      now: T0 + 61_000,
    });
    expect((byPage.json.pagination as Json).next_cursor).toBeNull();
    const byChange = call('UserTransactionController_getTransactions', {
      store: byPage.store,
      query: 'updated_from=2026-11-24T00:00:00Z&limit=2',
      now: T0 + 61_000,
    });
    const times = (byChange.json.data as Json[]).map((t) => String(t.updated_at));
    expect(times).toEqual([...times].sort());
    expect((byChange.json.data as Json[])[0]?.id).not.toBe(ids[0]);
    expect((byChange.json.pagination as Json).next_cursor).toMatch(/^cur_/);
  });
});

describe('the Try it simulator on settlement', () => {
  /** An approved card payment of `amount` in `installments`, at T0 (a Tuesday). */
  function card(amount: number, installments: number, financing?: string) {
    const body = requestExample('UserTransactionController_createTransaction', 'card');
    const cardBody = body.card as Json;
    delete cardBody.three_ds;
    Object.assign(cardBody, { token: 'tok_testApproved', installments });
    if (financing) cardBody.installment_financing = financing;
    body.amount = amount;
    delete body.external_id;
    return call('UserTransactionController_createTransaction', { store: emptyStore(), body });
  }
  const receivables = (store: SimulatorStore, id: string, now = T0) =>
    call('UserReceivableController_getAll', { store, query: `transaction_id=${id}`, now });
  const statement = (store: SimulatorStore, query: string, now = T0) =>
    call('UserWalletController_getBalanceTransactions', { store, query, now });

  it('schedules one receivable per installment 30 days apart, on business days, pending in the balance', () => {
    const paid = card(20000, 3);
    expect(paid.json).toMatchObject({ status: 'paid', fee_amount: 847 });
    const id = String(paid.json.id);
    const listed = receivables(paid.store, id).json.data as Json[];
    expect(
      listed.map((r) => [r.installment, r.status, r.amount, r.net_amount, r.scheduled_for]).sort(),
    ).toEqual([
      // 2027-01-23 is a Saturday: the second installment settles on Monday.
      [1, 'pending', 6668, 6385, '2026-12-24'],
      [2, 'pending', 6666, 6384, '2027-01-25'],
      [3, 'pending', 6666, 6384, '2027-02-22'],
    ]);
    const issuer = card(20000, 3, 'issuer');
    const single = receivables(issuer.store, String(issuer.json.id)).json.data as Json[];
    expect(issuer.json.fee_amount).toBe(747);
    expect(single.map((r) => [r.installments, r.amount, r.scheduled_for])).toEqual([
      [1, 20000, '2026-12-24'],
    ]);
  });

  it('lists the statement oldest first with a cursor, each entry linked to its source, ending at the balance', () => {
    const paid = card(20000, 3);
    const id = String(paid.json.id);
    const first = statement(paid.store, 'limit=2');
    const page1 = first.json.data as Json[];
    expect(page1.map((e) => [e.type, e.account, e.source_type, e.transaction_id])).toEqual([
      ['payment', 'pending', 'receivable', id],
      ['payment', 'pending', 'receivable', id],
    ]);
    const cursor = (first.json.pagination as Json).next_cursor;
    expect(cursor).toMatch(/^cur_/);
    const second = statement(first.store, `limit=2&cursor=${String(cursor)}`);
    const page2 = second.json.data as Json[];
    expect(page2).toHaveLength(1);
    expect((second.json.pagination as Json).next_cursor).toBeNull();
    const entries = [...page1, ...page2];
    expect(entries.reduce((sum, e) => sum + Number(e.net_amount), 0)).toBe(19153);
    for (const e of entries) expect(e.amount).toBe(Number(e.net_amount) + Number(e.fee_amount));
    const sources = (receivables(second.store, id).json.data as Json[]).map((r) => r.id);
    expect(entries.map((e) => e.source_id).sort()).toEqual([...sources].sort());
    const now = call('UserWalletController_getBalance', { store: second.store });
    expect(entries.at(-1)?.balance_after).toBe(now.json.pending);
    const one = call('UserWalletController_getBalanceTransaction', {
      store: second.store,
      path: `/wallet/balance-transactions/${String(entries[0]?.id)}`,
    });
    expect(one.json).toEqual(entries[0]);
  });

  it('answers the installment table from the rate card and refuses an installment below the minimum', () => {
    const table = call('UserTransactionController_getInstallments', {
      store: emptyStore(),
      query: 'amount=3000',
    });
    expect(
      (table.json.options as Json[]).map((o) => [o.installments, o.installment_amount]),
    ).toEqual([
      [1, 3000],
      [2, 1500],
      [3, 1000],
      [4, 750],
      [5, 600],
      [6, 500],
    ]);
    const tooMany = card(3000, 7);
    expect(tooMany.status).toBe(422);
    expect((tooMany.json.error as Json).code).toBe('installment_amount_too_small');
  });

  it('anticipates the pending receivables for the quoted fee: anticipated 2 s later, money available', () => {
    const paid = card(20000, 3);
    const id = String(paid.json.id);
    const at = T0 + 60_000;
    const quote = call('UserAnticipationController_quote', {
      store: paid.store,
      path: `/transactions/${id}/anticipation-quote`,
      now: at,
    });
    expect(quote.json).toMatchObject({ scheduled_for: '2026-11-24', amount: 19153 });
    expect((quote.json.receivables as Json[]).map((r) => r.days)).toEqual([30, 62, 90]);
    const asked = call('UserAnticipationController_create', {
      store: quote.store,
      path: `/transactions/${id}/anticipation`,
      idempotencyKey: 'anticipate-1',
      now: at,
    });
    expect(asked.status).toBe(201);
    expect(asked.json).toMatchObject({ status: 'pending', fee_amount: quote.json.fee_amount });
    const later = at + 3000;
    const done = call('UserAnticipationController_getById', {
      store: asked.store,
      path: `/anticipations/${String(asked.json.id)}`,
      now: later,
    });
    expect(done.json).toMatchObject({ status: 'completed' });
    const after = receivables(done.store, id, later).json.data as Json[];
    expect(after.map((r) => [r.status, r.anticipation_id])).toEqual(
      after.map(() => ['anticipated', asked.json.id]),
    );
    const money = call('UserWalletController_getBalance', { store: done.store, now: later });
    const before = call('UserWalletController_getBalance', { store: paid.store });
    expect(money.json).toMatchObject({
      available: Number(before.json.available) + 19153 - Number(quote.json.fee_amount),
      pending: Number(before.json.pending) - 19153,
    });
    const again = call('UserAnticipationController_create', {
      store: done.store,
      path: `/transactions/${id}/anticipation`,
      idempotencyKey: 'anticipate-2',
      now: later,
    });
    expect((again.json.error as Json).code).toBe('transaction_not_anticipatable');
  });
});

describe('the Try it simulator on disputes', () => {
  it('answers 429 with Retry-After and 500 every time, remembering neither for the Idempotency-Key', () => {
    const body = requestExample('UserTransactionController_createTransaction', 'pix');
    delete body.external_id;
    for (const [amount, status, code] of [
      [10429, 429, 'rate_limit_exceeded'],
      [10500, 500, 'internal_error'],
    ] as const) {
      let store = emptyStore();
      for (let attempt = 0; attempt < 2; attempt++) {
        const answer = call('UserTransactionController_createTransaction', {
          store,
          body: { ...body, amount },
          idempotencyKey: `order-${amount}`,
        });
        expect(answer.status).toBe(status);
        expect((answer.json.error as Json).code).toBe(code);
        expect(answer.headers.find(([name]) => name === 'retry-after')?.[1]).toBe(
          status === 429 ? '1' : undefined,
        );
        expect(answer.store.resources).toEqual({});
        expect(answer.store.idempotency).toEqual({});
        store = answer.store;
      }
    }
  });

  it('plays the 3-D Secure outcomes attempted, rejected and unavailable, with their ECI', () => {
    const outcome = (authenticationId: string) => {
      const body = requestExample('UserTransactionController_createTransaction', 'card');
      (body.card as Json).three_ds = { authentication_id: authenticationId };
      delete body.external_id;
      return call('UserTransactionController_createTransaction', { store: emptyStore(), body })
        .json;
    };
    expect(outcome('3ds_testAttempted')).toMatchObject({
      status: 'paid',
      card: { three_ds: { status: 'attempted', eci: '06' } },
    });
    expect(outcome('3ds_testRejected')).toMatchObject({
      status: 'refused',
      refusal_reason: 'authentication_failed',
      card: { three_ds: { status: 'rejected', eci: '07' } },
    });
    expect(outcome('3ds_testUnavailable')).toMatchObject({
      status: 'paid',
      card: { three_ds: { status: 'unavailable', eci: '07' } },
    });
  });

  /** A card payment with the test token `token`, created at T0. */
  function card(token: string, brand?: string) {
    const body = requestExample('UserTransactionController_createTransaction', 'card');
    (body.card as Json).token = token;
    if (brand) (body.card as Json).brand = brand;
    delete body.external_id;
    return call('UserTransactionController_createTransaction', { store: emptyStore(), body });
  }
  const evidence = (store: SimulatorStore, id: string, body: Json, now: number) =>
    call('UserChargebackController_submitEvidence', {
      store,
      path: `/chargebacks/${id}/evidence`,
      body,
      idempotencyKey: `evidence-${now}-${JSON.stringify(body).length}`,
      now,
    });
  const chargebackOf = (store: SimulatorStore, transactionId: string, now: number) =>
    call('UserTransactionController_getTransaction', {
      store,
      path: `/transactions/${transactionId}`,
      now,
    });
  const evidenceExample = () => requestExample('UserChargebackController_submitEvidence', 'files');

  it('serves an open chargeback on its own, takes evidence once, then the issuer decides', () => {
    const pdf = evidenceExample();
    const paid = card('tok_testChargebackDefend');
    const opened = chargebackOf(paid.store, String(paid.json.id), T0 + 11_000);
    const cb = opened.json.chargeback as Json;
    expect(cb).toMatchObject({ status: 'open', transaction_id: paid.json.id, evidence: null });
    // Visa: the end of the day, 20 days after it opened.
    expect(cb.defense_deadline).toBe('2026-12-14T23:59:59Z');
    const got = call('UserChargebackController_getById', {
      store: opened.store,
      path: `/chargebacks/${String(cb.id)}`,
      now: T0 + 11_000,
    });
    expect(got.status).toBe(200);
    expect(got.json).toEqual(cb);

    const sent = evidence(got.store, String(cb.id), pdf, T0 + 12_000);
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({
      status: 'under_review',
      evidence: {
        text: pdf.text,
        files: (pdf.files as Json[]).map((f) => ({
          name: f.name,
          content_type: f.content_type,
          size: Buffer.from(String(f.content), 'base64').length,
        })),
        submitted_at: '2026-11-24T10:00:12Z',
      },
    });
    const again = evidence(sent.store, String(cb.id), { text: 'more' }, T0 + 13_000);
    expect(again.status).toBe(409);
    expect((again.json.error as Json).code).toBe('chargeback_not_open');
    const decided = chargebackOf(again.store, String(paid.json.id), T0 + 23_000);
    expect(decided.json.chargeback).toMatchObject({
      status: 'won',
      closed_at: '2026-11-24T10:00:22Z',
    });

    const losing = card('tok_testChargebackDefenseLost');
    const open2 = chargebackOf(losing.store, String(losing.json.id), T0 + 11_000);
    const id2 = String((open2.json.chargeback as Json).id);
    const sent2 = evidence(open2.store, id2, pdf, T0 + 12_000);
    expect(
      chargebackOf(sent2.store, String(losing.json.id), T0 + 23_000).json.chargeback,
    ).toMatchObject({ status: 'lost' });
  });

  it('refuses evidence files of another type, not base64, too large or too many', () => {
    const pdf = evidenceExample();
    const paid = card('tok_testChargebackDefend');
    const opened = chargebackOf(paid.store, String(paid.json.id), T0 + 11_000);
    const id = String((opened.json.chargeback as Json).id);
    const file = (pdf.files as Json[])[0] as Json;
    const refused = (files: Json[]) => {
      const answer = evidence(opened.store, id, { text: 'x', files }, T0 + 12_000);
      expect(answer.status).toBe(422);
      expect((answer.json.error as Json).code).toBe('invalid_evidence_file');
      return (answer.json.error as Json).param;
    };
    expect(refused([{ ...file, content_type: 'text/plain' }])).toBe('files.0.content_type');
    expect(refused([file, { ...file, content: 'not base64!' }])).toBe('files.1.content');
    const big = Buffer.alloc(4 * 1024 * 1024 + 1).toString('base64');
    expect(refused([{ ...file, content: big }])).toBe('files.0.content');
    expect(refused(Array.from({ length: 11 }, () => file))).toBe('files');
  });

  it('takes a MED defense while the infraction is open; Acme Pay decides', () => {
    const body = requestExample('UserTransactionController_createTransaction', 'pix');
    body.amount = 10005;
    delete body.external_id;
    const opening = call('UserWalletController_getBalance', { store: emptyStore(), now: T0 }).json;
    const paid = call('UserTransactionController_createTransaction', { store: emptyStore(), body });
    const later = chargebackOf(paid.store, String(paid.json.id), T0 + 16_000);
    const infraction = (later.store.resources.infraction ?? [])[0] as Json;
    expect(infraction).toMatchObject({ status: 'open', defense: null });
    const defense = requestExample('UserInfractionController_submitDefense', 'text');
    const defend = (store: SimulatorStore, now: number) =>
      call('UserInfractionController_submitDefense', {
        store,
        path: `/infractions/${String(infraction.id)}/defense`,
        body: defense,
        idempotencyKey: `defense-${now}`,
        now,
      });
    const sent = defend(later.store, T0 + 17_000);
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({
      status: 'under_review',
      resolution: null,
      defense: { text: defense.text, submitted_at: '2026-11-24T10:00:17Z' },
    });
    const again = defend(sent.store, T0 + 18_000);
    expect(again.status).toBe(409);
    expect((again.json.error as Json).code).toBe('infraction_not_open');
    // Rejected 10 s after the defense, then closed: the block is released.
    const after = call('UserWalletController_getBalance', { store: again.store, now: T0 + 28_000 });
    const closed = (after.store.resources.infraction ?? [])[0] as Json;
    expect(closed).toMatchObject({ status: 'closed', resolution: 'rejected', blocked_amount: 0 });
    expect(after.json.blocked).toBe(opening.blocked);
  });
});

describe('on Pix Automático', () => {
  const recurrence = (amount: number, store: SimulatorStore, retries = true) => {
    const body = requestExample('UserRecurrenceController_create', 'amount');
    body.amount = amount;
    body.retry_policy = retries ? 'three_attempts_in_seven_days' : 'no_retries';
    delete body.external_id;
    return call('UserRecurrenceController_create', { store, body });
  };
  const schedule = (id: string, store: SimulatorStore, now: number) =>
    call('UserRecurringChargeController_schedule', {
      store,
      path: `/recurrences/${id}/charges`,
      body: requestExample('UserRecurringChargeController_schedule', 'due_date'),
      now,
    });

  it('schedules charges only once the payer authorized, and pays them into available', () => {
    const created = recurrence(4990, emptyStore());
    expect(created.status).toBe(201);
    const id = String(created.json.id);
    expect(created.json).toMatchObject({ status: 'pending', authorized_at: null });
    expect(String(created.json.id_rec)).toMatch(/^RR99990001\d{8}[a-z0-9]{11}$/);
    const early = schedule(id, created.store, T0 + 1000);
    expect(early.status).toBe(409);
    expect((early.json.error as Json).code).toBe('recurrence_not_active');

    const charge = schedule(id, early.store, T0 + 6000);
    expect(charge.status).toBe(201);
    expect(charge.json).toMatchObject({
      status: 'scheduled',
      recurrence_id: id,
      amount: 4990,
      fee_amount: 49,
      net_amount: 4941,
      retry_dates: ['2026-12-06', '2026-12-08', '2026-12-10'],
    });
    const chargeId = String(charge.json.id);
    const paid = call('UserRecurringChargeController_getById', {
      store: charge.store,
      path: `/recurring-charges/${chargeId}`,
      now: T0 + 17_000,
    });
    expect(paid.json).toMatchObject({ status: 'paid', failure_reason: null });
    expect(String(paid.json.end_to_end_id)).toMatch(/^E99990002\d{12}[a-z0-9]{11}$/);
    const store = statementReconciles(paid.store, T0 + 17_000, 'recurring charge paid');
    const entries = call('UserWalletController_getBalanceTransactions', {
      store,
      query: 'type=recurring_charge',
      now: T0 + 17_000,
    });
    expect(entries.json.data).toMatchObject([
      { type: 'recurring_charge', account: 'available', net_amount: 4941, source_id: chargeId },
    ]);
    const late = call('UserRecurringChargeController_cancel', {
      store: entries.store,
      path: `/recurring-charges/${chargeId}/cancel`,
      now: T0 + 18_000,
    });
    expect(late.status).toBe(409);
    expect((late.json.error as Json).code).toBe('recurring_charge_not_cancelable');
  });

  it('cancels the charges still to come with their recurrence, and refuses a second cancel', () => {
    const created = recurrence(4990, emptyStore(), false);
    const id = String(created.json.id);
    expect(String(created.json.id_rec)).toMatch(/^RN/);
    const charge = schedule(id, created.store, T0 + 6000);
    expect(charge.json.retry_dates).toEqual([]);
    const canceled = call('UserRecurrenceController_cancel', {
      store: charge.store,
      path: `/recurrences/${id}/cancel`,
      now: T0 + 7000,
    });
    expect(canceled.json).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'requested_by_merchant',
    });
    const read = call('UserRecurringChargeController_getById', {
      store: canceled.store,
      path: `/recurring-charges/${String(charge.json.id)}`,
      now: T0 + 30_000,
    });
    expect(read.json).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'recurrence_canceled',
      paid_at: null,
    });
    const again = call('UserRecurrenceController_cancel', {
      store: read.store,
      path: `/recurrences/${id}/cancel`,
      now: T0 + 31_000,
    });
    expect(again.status).toBe(409);
    expect((again.json.error as Json).code).toBe('recurrence_not_cancelable');
  });

  it('fails the charges you schedule under the closed-account recurrence, without retries', () => {
    const created = recurrence(11007, emptyStore());
    const charge = schedule(String(created.json.id), created.store, T0 + 6000);
    const read = call('UserRecurringChargeController_getById', {
      store: charge.store,
      path: `/recurring-charges/${String(charge.json.id)}`,
      now: T0 + 17_000,
    });
    expect(read.json).toMatchObject({ status: 'failed', failure_reason: 'payer_account_closed' });
  });
});
