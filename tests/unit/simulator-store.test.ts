/**
 * The Try it simulator's memory for a tab (simulator/simulator-store.ts): a
 * stored value of any shape never makes a send fail; the memory is bounded,
 * so a send reads and writes the same amount whether it is the 10th or the
 * 2,000th, and what it forgets (or cannot store) is said in the answer,
 * never lost silently.
 */
import fc from 'fast-check';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadContract } from '../../scripts/api/generate-api-reference';
import { buildSandboxScenarios } from '../../scripts/api/sandbox-scenarios';
import { buildSimulatorData } from '../../scripts/api/simulator-data';
import { operationsOf } from '../../scripts/api/spec-walk';
import type { ApiSimulatorData } from '../../shared/api/page-model';
import { storageKeys } from '../../shared/storage-keys';
import type { SendOutcome } from '../../theme/components/api/try-it/send-request';
import { sendToSimulator } from '../../theme/components/api/try-it/simulator/simulate-send';
import {
  emptyStore,
  MAX_RESOURCES,
  readStore,
  writeStore,
} from '../../theme/components/api/try-it/simulator/simulator-store';
import { projectRoot } from '../support/api-project';
import { contentRuns } from '../support/hostile-content';

const SERVER = 'https://sandbox.example';
const ops = new Map<string, { path: string; method: string; data: ApiSimulatorData }>();

beforeAll(async () => {
  const spec = (await loadContract(projectRoot, 'openapi/openapi.yaml', 'openapi/overlays')).base;
  const scenarios = buildSandboxScenarios(spec, (m) => m);
  for (const op of operationsOf(spec, 'paths')) {
    const data = buildSimulatorData(spec, op, scenarios);
    if (data)
      ops.set(String(op.operation.operationId), {
        path: op.key,
        method: op.method.toUpperCase(),
        data,
      });
  }
}, 60_000);

/** sessionStorage as browsers keep it: a quota of 5 MB (UTF-16 characters) across the tab's keys. */
function tabStorage(quotaChars = 5 * 1024 * 1024) {
  const data = new Map<string, string>();
  const writes: number[] = [];
  const storage: Storage = {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => {
      data.delete(key);
    },
    setItem: (key, value) => {
      const used = [...data].reduce((n, [k, v]) => (k === key ? n : n + k.length + v.length), 0);
      if (used + key.length + value.length > quotaChars)
        throw new DOMException('quota', 'QuotaExceededError');
      if (key === storageKeys.tryItSimulator) writes.push(value.length);
      data.set(key, value);
    },
  };
  return { storage, writes, data };
}

let tab: ReturnType<typeof tabStorage>;
beforeEach(() => {
  tab = tabStorage();
  vi.stubGlobal('window', Object.assign(new EventTarget(), { sessionStorage: tab.storage }));
  // Each test starts with a tab whose memory is empty (also the module's fallback).
  writeStore(emptyStore());
});
afterEach(() => vi.unstubAllGlobals());

let n = 0;
function send(operationId: string, options: { body?: unknown; id?: string } = {}) {
  const op = ops.get(operationId);
  if (!op) throw new Error(operationId);
  const path = options.id ? op.path.replace(/\{[^}]+\}/, options.id) : op.path;
  const outcome = sendToSimulator(
    {
      method: op.method,
      url: `${SERVER}${path}`,
      headers: [
        { name: 'Authorization', value: 'Bearer sk_test_simulator' },
        ...(op.method === 'POST' ? [{ name: 'Idempotency-Key', value: `key-${n++}` }] : []),
      ],
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    },
    { path: op.path, data: op.data, authenticated: true },
  );
  if (outcome.kind !== 'response') throw new Error(`no response: ${outcome.kind}`);
  return outcome as Extract<SendOutcome, { kind: 'response' }>;
}
const pixCharge = { amount: 1500, currency: 'BRL', payment_method: 'pix', description: 'Test' };
const createTransaction = () =>
  send('UserTransactionController_createTransaction', { body: pixCharge });
const getTransaction = (id: string) => send('UserTransactionController_getTransaction', { id });
const idOf = (outcome: { body: string }) => String(JSON.parse(outcome.body).id);

describe('a corrupted state in sessionStorage', () => {
  it.each([
    '{"version":2,"resources":{"transaction":"x"},"pending":[],"followUps":{},"idempotency":{}}',
    '{"version":2,"resources":{"transaction":[null,1,{"id":7}]},"pending":[{"due":5}],"followUps":{"tr_1":5},"idempotency":{"k":1}}',
    '{"version":2,"resources":[],"pending":null,"followUps":[],"idempotency":"x","chosen":"yes"}',
    '{"version":2,"resources":{"transaction":[{"id":"tr_x","refunds":"x","status":7}]},"pending":[{"due":0,"kind":"follow-up","id":"tr_x","transition":"nothing"},{"due":0,"kind":"step","id":"tr_x","lifecycle":"nope","do":[],"set":{}}]}',
    '{"__proto__":{"resources":{}},"version":2,"resources":{"__proto__":[{"id":"tr_x"}]}}',
    '{"resources":{"/transactions":[{"id":"tr_old"}]},"pending":{},"idempotency":{}}',
    'not json',
    'null',
  ])('%s does not stop the simulator', (stored) => {
    tab.storage.setItem(storageKeys.tryItSimulator, stored);
    const created = createTransaction();
    expect(created.status).toBe(201);
    expect(getTransaction(idOf(created)).status).toBe(200);
  });

  it('a state the lifecycle cannot play starts over, and the answer says so', () => {
    tab.storage.setItem(
      storageKeys.tryItSimulator,
      JSON.stringify({
        version: 2,
        resources: { transaction: [{ id: 'tr_x', status: 'paid' }] },
        pending: [{ due: 0, kind: 'follow-up', id: 'tr_x', transition: 'no-such-transition' }],
        followUps: {},
        idempotency: {},
      }),
    );
    const created = createTransaction();
    expect(created.status).toBe(201);
    expect(created.notice).toEqual({ kind: 'reset' });
    expect(getTransaction('tr_x').status).toBe(404);
    expect(getTransaction(idOf(created)).notice).toBeUndefined();
  });

  it('no stored value makes a send throw (property)', () => {
    const lifecycle = fc.constantFrom('transaction', 'cashout', 'infraction', '__proto__', 'x');
    const resource = fc.oneof(
      fc.jsonValue(),
      fc.record({ id: fc.string(), status: fc.jsonValue(), refunds: fc.jsonValue() }),
    );
    const change = fc.oneof(
      fc.jsonValue(),
      fc.record({
        due: fc.oneof(fc.constant(0), fc.double()),
        kind: fc.constantFrom('step', 'follow-up', 'other'),
        id: fc.oneof(fc.string(), fc.jsonValue()),
        lifecycle,
        transition: fc.string(),
        do: fc.oneof(fc.array(fc.string()), fc.jsonValue()),
        set: fc.jsonValue(),
      }),
    );
    const shaped = fc.record({
      version: fc.oneof(fc.constant(2), fc.jsonValue()),
      resources: fc.oneof(fc.jsonValue(), fc.dictionary(lifecycle, fc.array(resource))),
      pending: fc.oneof(fc.jsonValue(), fc.array(change)),
      followUps: fc.oneof(fc.jsonValue(), fc.dictionary(fc.string(), fc.jsonValue())),
      idempotency: fc.jsonValue(),
      chosen: fc.jsonValue(),
    });
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), shaped), (value) => {
        tab.storage.setItem(storageKeys.tryItSimulator, JSON.stringify(value));
        writeStore(readStore());
        expect([201, 422]).toContain(createTransaction().status);
        expect([200, 404]).toContain(getTransaction('tr_missing').status);
      }),
      contentRuns(200),
    );
  });
});

describe('a tab that creates thousands of resources', () => {
  // Four times the cap shows the bound as well as the reported 2,000 creates, in a fifth of the time.
  const CREATES = 4 * MAX_RESOURCES;
  it('keeps the newest, says what it forgot, and each send stores the same amount', () => {
    const ids: string[] = [];
    let forgotten = 0;
    for (let i = 0; i < CREATES; i++) {
      const created = createTransaction();
      expect(created.status).toBe(201);
      ids.push(idOf(created));
      if (created.notice?.kind === 'forgotten') forgotten += created.notice.count;
    }
    // Nothing lost silently: every resource is still there or was announced as forgotten.
    expect(forgotten).toBe(CREATES - MAX_RESOURCES);
    for (const id of ids.slice(-MAX_RESOURCES)) expect(getTransaction(id).status).toBe(200);
    expect(getTransaction(ids[0] ?? '').status).toBe(404);
    // Bounded: the last sends write no more than the 200th (constant work per send).
    const at200 = tab.writes[199] ?? 0;
    expect(Math.max(...tab.writes.slice(-100))).toBeLessThanOrEqual(at200 * 1.1);
  }, 120_000);

  it('when the tab refuses to store, keeps the state in memory and says so, never answers 404 for it', () => {
    tab.storage.setItem('other-key', 'x'.repeat(5 * 1024 * 1024 - 1_000));
    const created = createTransaction();
    expect(created.status).toBe(201);
    expect(created.notice).toEqual({ kind: 'memoryOnly' });
    expect(getTransaction(idOf(created)).status).toBe(200);
  });
});
