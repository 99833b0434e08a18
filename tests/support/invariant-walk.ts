/**
 * Everything the site shows about transactions, cash-outs and infractions,
 * gathered for the payment invariants (payment-invariants.ts): the spec's
 * examples, the webhook replay of every sandbox scenario, and the Try it
 * simulator playing the same scenarios; then the checks that span surfaces:
 * every state change is announced by an event the spec defines, and the
 * simulator and the replay show the same resource at every step.
 */

import { deref } from '../../scripts/api/resolve-ref';
import {
  buildSandboxScenarios,
  SCENARIOS_KEY,
  scenarioExamples,
} from '../../scripts/api/sandbox-scenarios';
import { buildScenarioDeliveries } from '../../scripts/api/scenario-deliveries';
import { buildSimulatorData } from '../../scripts/api/simulator-data';
import { isObject, type Json, operationsOf } from '../../scripts/api/spec-walk';
import { toPointer, type YamlSource } from '../../scripts/api/yaml-source';
import type { SandboxScenariosData } from '../../shared/api/sandbox-model';
import type { WebhookDeliveriesData } from '../../shared/api/webhook-deliveries-model';
import { lifecycleModel } from '../../shared/lifecycle/model';
import { withPath } from '../../shared/lifecycle/paths';
import type { LifecycleModel } from '../../shared/lifecycle/types';
import { simulate } from '../../theme/components/api/try-it/simulator/simulate';
import { emptyStore } from '../../theme/components/api/try-it/simulator/simulator-store';
import type { InvariantProblem, Observation } from './payment-invariants';

const SPEC_FILE = 'openapi/openapi.yaml';

/** Every example of the spec that is a resource, or an event's data, with its line. */
export function specObservations(spec: Json, source: YamlSource): Observation[] {
  const out: Observation[] = [];
  const where = (pointer: (string | number)[], label: string) =>
    `${SPEC_FILE} ${source.locate(toPointer(pointer)).replace(/, column \d+ \(.*\)$/, '')} (${label})`;
  const push = (value: unknown, pointer: (string | number)[], label: string, event?: string) => {
    if (!isObject(value)) return;
    if (Array.isArray(value.data) && !event)
      for (const [i, item] of value.data.entries())
        push(item, [...pointer, 'data', i], `${label} data[${i}]`);
    else if (event && isObject(value.data))
      out.push({ where: where(pointer, label), group: 'spec', event, data: value.data });
    else if (typeof value.id === 'string')
      out.push({ where: where(pointer, label), group: 'spec', data: value });
  };
  const examples =
    isObject(spec.components) && isObject(spec.components.examples) ? spec.components.examples : {};
  for (const [name, example] of Object.entries(examples))
    push(deref(spec, example).value, ['components', 'examples', name, 'value'], name);
  for (const op of operationsOf(spec, 'paths')) {
    const responses = isObject(op.operation.responses) ? op.operation.responses : {};
    for (const [code, holder] of Object.entries(responses)) {
      if (!/^2/.test(code)) continue;
      const content = deref(spec, holder).content;
      const media =
        isObject(content) && isObject(content['application/json'])
          ? content['application/json']
          : {};
      const at = [
        ...op.pointer
          .replace(/^\//, '')
          .split('/')
          .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~')),
        'responses',
        code,
        'content',
        'application/json',
      ];
      const label = `${op.method.toUpperCase()} ${op.key} ${code}`;
      if (media.example !== undefined) push(media.example, [...at, 'example'], label);
      if (isObject(media.examples))
        // Named component examples are already in; inline ones only.
        for (const [name, ex] of Object.entries(media.examples))
          if (isObject(ex) && ex.$ref === undefined)
            push(ex.value, [...at, 'examples', name, 'value'], `${label} ${name}`);
    }
  }
  const webhooks = isObject(spec.webhooks) ? spec.webhooks : {};
  for (const [event, item] of Object.entries(webhooks)) {
    const post = deref(spec, deref(spec, item).post);
    const content = deref(spec, post.requestBody).content;
    const media =
      isObject(content) && isObject(content['application/json']) ? content['application/json'] : {};
    push(
      media.example,
      ['webhooks', event, 'post', 'requestBody', 'content', 'application/json', 'example'],
      `${event} example`,
      event,
    );
  }
  return out;
}

export interface Replay {
  data: SandboxScenariosData;
  families: WebhookDeliveriesData[];
  observations: Observation[];
  /** `product/scenario` -> its deliveries, in order. */
  byScenario: Map<string, { at: number; event: string; data: Json }[]>;
}

/** Where a scenario is written in the spec: `x-sandbox-scenarios.pix.refunded (openapi/openapi.yaml line 3460)`. */
export function scenarioWhere(source: YamlSource, product: string, scenario: string): string {
  const line = source
    .locate(toPointer([SCENARIOS_KEY, product, 'scenarios', scenario]))
    .replace(/, column.*$/, '');
  return `${SCENARIOS_KEY}.${product}.${scenario} (${SPEC_FILE} ${line})`;
}

/** The webhook deliveries of every scenario, as the guides replay them. */
export function replayObservations(
  spec: Json,
  source: YamlSource,
  model: LifecycleModel = lifecycleModel,
): Replay {
  const data = buildSandboxScenarios(spec, (m) => m, model);
  const families = buildScenarioDeliveries(spec, data, model);
  const byScenario = new Map<string, { at: number; event: string; data: Json }[]>();
  const observations: Observation[] = [];
  for (const family of families)
    for (const scenario of family.scenarios) {
      const key = `${scenario.productId}/${scenario.id}`;
      if (byScenario.has(key)) continue;
      byScenario.set(
        key,
        scenario.deliveries.map((d) => ({
          at: d.at,
          event: d.event,
          data: d.payload.data as Json,
        })),
      );
      for (const [i, d] of scenario.deliveries.entries())
        observations.push({
          where: `${scenarioWhere(source, scenario.productId, scenario.id)}, delivery ${i + 1}: ${d.event} after ${d.at} s`,
          group: key,
          event: d.event,
          data: d.payload.data as Json,
        });
    }
  return { data, families, observations, byScenario };
}

export interface SimulatorRun {
  observations: Observation[];
  /** `product/scenario` -> the resource read back at each step's time. */
  byScenario: Map<string, { at: number; resource: Json }[]>;
  /** Headers the simulator answered that the operation does not document. */
  undocumentedHeaders: InvariantProblem[];
}

const T0 = Date.parse('2026-11-24T10:00:00Z');

/** Every scenario played by the Try it simulator: the create request, then a read at each step. */
export function simulatorObservations(spec: Json, data: SandboxScenariosData): SimulatorRun {
  const ops = new Map(
    operationsOf(spec, 'paths').flatMap((op) => {
      const d = buildSimulatorData(spec, op, data);
      return d ? [[String(op.operation.operationId), { op, d }] as const] : [];
    }),
  );
  const observations: Observation[] = [];
  const byScenario = new Map<string, { at: number; resource: Json }[]>();
  const undocumentedHeaders: InvariantProblem[] = [];
  const block = isObject(spec[SCENARIOS_KEY]) ? spec[SCENARIOS_KEY] : {};
  let counter = 0;
  const randomId = (n: number) => `S${String(++counter).padStart(n - 1, '0')}`;
  for (const product of data.products) {
    const create = ops.get(product.operationId);
    const reader = [...ops.values()].find(
      (o) => o.d.kind === 'read' && o.d.collection === product.lifecycle,
    );
    if (!create || !reader) continue;
    const raw = block[product.id];
    const requestName = isObject(raw) && typeof raw.request === 'string' ? raw.request : undefined;
    const request = scenarioExamples(spec, create.op, product.field, requestName).request ?? {};
    for (const scenario of product.scenarios) {
      if (scenario.error) continue;
      const key = `${product.id}/${scenario.id}`;
      const body = withPath(request, product.field, scenario.value);
      delete body.external_id;
      const send = (
        target: { op: { key: string; method: string; operation: Json }; d: typeof create.d },
        path: string,
        now: number,
        store: ReturnType<typeof emptyStore>,
        json?: Json,
      ) => {
        const answer = simulate({
          request: {
            method: target.op.method.toUpperCase(),
            url: `https://sandbox.example${path}`,
            headers: [{ name: 'Authorization', value: 'Bearer sk_test_invariants' }],
            ...(json ? { body: JSON.stringify(json) } : {}),
          },
          path: target.op.key,
          data: target.d,
          authenticated: true,
          store,
          now,
          randomId,
        });
        const documented = deref(
          spec,
          (target.op.operation.responses as Json)[String(answer.status)],
        );
        const names = new Set([
          'content-type',
          ...Object.keys(isObject(documented.headers) ? documented.headers : {}).map((h) =>
            h.toLowerCase(),
          ),
        ]);
        for (const [name] of answer.headers)
          if (!names.has(name.toLowerCase()))
            undocumentedHeaders.push({
              where: `Try it simulator, ${key}, ${target.op.method.toUpperCase()} ${target.op.key} ${answer.status}`,
              reason: `answers the header ${name}, which the operation's ${answer.status} response does not document`,
            });
        return answer;
      };
      const created = send(create, create.op.key, T0, emptyStore(), body);
      let store = created.store;
      const id = String((JSON.parse(created.body) as Json).id);
      const reads: { at: number; resource: Json }[] = [];
      for (const step of scenario.steps) {
        const read = send(
          reader,
          reader.op.key.replace(/\{[^}]+\}/, id),
          T0 + step.at * 1000,
          store,
        );
        store = read.store;
        const resource = JSON.parse(read.body) as Json;
        reads.push({ at: step.at, resource });
        observations.push({
          where: `Try it simulator, ${key} after ${step.at} s`,
          group: `simulator ${key}`,
          data: resource,
        });
      }
      byScenario.set(key, reads);
    }
  }
  return { observations, byScenario, undocumentedHeaders };
}

/** The states a resource shows, its own and those of what it holds: what an event must announce. */
export function stateSignature(resource: Json): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (key: string, value: unknown) => {
    if (typeof value === 'string') out[key] = value;
  };
  put('status', resource.status);
  put('refund_status', resource.refund_status);
  if (Array.isArray(resource.refunds))
    for (const [i, r] of resource.refunds.entries())
      put(`refunds[${i}].status`, isObject(r) ? r.status : undefined);
  if (isObject(resource.chargeback)) put('chargeback.status', resource.chargeback.status);
  return out;
}

/** The fields two surfaces must agree on, with ids and instants left out. */
function projection(resource: Json): Json {
  const e2e = (value: unknown) => (typeof value === 'string' ? value.slice(0, 9) : value);
  const pix = isObject(resource.pix) ? resource.pix : undefined;
  const card = isObject(resource.card) ? resource.card : undefined;
  return {
    ...stateSignature(resource),
    amount: resource.amount,
    refunded_amount: resource.refunded_amount,
    fee_amount: resource.fee_amount,
    net_amount: resource.net_amount,
    refusal_reason: resource.refusal_reason,
    failure_reason: resource.failure_reason,
    cancellation_reason: resource.cancellation_reason,
    end_to_end_id: e2e(resource.end_to_end_id),
    'pix.end_to_end_id': e2e(pix?.end_to_end_id),
    'pix.qr_code': pix?.qr_code,
    'card.three_ds': card
      ? card.three_ds && { ...(card.three_ds as Json), authentication_id: undefined }
      : undefined,
    refunds: Array.isArray(resource.refunds)
      ? resource.refunds.map((r) =>
          isObject(r) ? { amount: r.amount, status: r.status, e2e: e2e(r.end_to_end_id) } : r,
        )
      : undefined,
    chargeback: isObject(resource.chargeback)
      ? { status: resource.chargeback.status, amount: resource.chargeback.amount }
      : resource.chargeback,
  };
}

/**
 * The simulator and the replay of a scenario show the same resource at every
 * step, and every state change the simulator shows is announced by a delivery
 * of the replay at that moment.
 */
export function crossSurfaceProblems(
  source: YamlSource,
  replay: Replay,
  simulator: SimulatorRun,
): InvariantProblem[] {
  const problems: InvariantProblem[] = [];
  for (const [key, reads] of simulator.byScenario) {
    const [product = '', scenario = ''] = key.split('/');
    const where = scenarioWhere(source, product, scenario);
    const deliveries = replay.byScenario.get(key) ?? [];
    let before: Record<string, string> = {};
    for (const { at, resource } of reads) {
      const own = (d: { data: Json }) =>
        String(d.data.id ?? '').slice(0, 3) === String(resource.id).slice(0, 3);
      const shown = deliveries.filter((d) => d.at <= at && own(d)).at(-1);
      if (shown) {
        const sim = projection(resource);
        const rep = projection(shown.data);
        const differ = Object.keys(sim).filter(
          (k) => JSON.stringify(sim[k]) !== JSON.stringify(rep[k]),
        );
        if (differ.length > 0)
          problems.push({
            where: `${where}, after ${at} s`,
            reason: `the Try it simulator and the webhook replay disagree: ${differ.map((k) => `${k} is ${JSON.stringify(sim[k])} in the simulator, ${JSON.stringify(rep[k])} in the replay`).join('; ')}`,
          });
      }
      const now = stateSignature(resource);
      const changed = Object.entries(now).filter(([k, v]) => before[k] !== v);
      const announced = deliveries
        .filter((d) => d.at === at && own(d))
        .map((d) => stateSignature(d.data));
      for (const [field, value] of changed)
        if (!announced.some((s) => s[field] === value))
          problems.push({
            where: `${where}, after ${at} s`,
            reason: `${field} becomes ${value} and no webhook announces it: every state change is announced by an event the spec defines`,
          });
      before = now;
    }
  }
  return problems;
}

/** Every state the spec's schemas list is reached by a change whose event the spec declares. */
export function announcementProblems(
  spec: Json,
  source: YamlSource,
  model: LifecycleModel = lifecycleModel,
): InvariantProblem[] {
  const problems: InvariantProblem[] = [];
  const schemas =
    isObject(spec.components) && isObject(spec.components.schemas) ? spec.components.schemas : {};
  const webhooks = new Set(Object.keys(isObject(spec.webhooks) ? spec.webhooks : {}));
  for (const lifecycle of model.lifecycles) {
    const schema = deref(spec, schemas[lifecycle.schema]);
    const properties = isObject(schema.properties) ? schema.properties : {};
    const states = deref(spec, properties[lifecycle.stateField]).enum;
    const pointer = ['components', 'schemas', lifecycle.schema, 'properties', lifecycle.stateField];
    const where = `${SPEC_FILE} ${source.locate(toPointer(pointer)).replace(/, column.*$/, '')} (${lifecycle.schema}.${lifecycle.stateField})`;
    for (const state of Array.isArray(states) ? states : []) {
      if (typeof state !== 'string') continue;
      const creation = lifecycle.creation;
      const born =
        typeof creation.state === 'string'
          ? [creation.state]
          : Object.values(creation.state.states);
      // A resource born with its parent's change (a payment's receivables) is announced by that change's event.
      const parent =
        lifecycle.placement.kind === 'collection'
          ? undefined
          : model.lifecycles.find(
              (l) => 'parent' in lifecycle.placement && l.name === lifecycle.placement.parent,
            );
      const bornWith = creation.withParent
        ? (parent?.transitions ?? [])
            .filter((t) => creation.withParent?.transitions.includes(t.name))
            .map((t) => t.event)
        : [];
      const events = [
        ...(born.includes(state) ? [creation.event, ...bornWith] : []),
        ...lifecycle.transitions.filter((t) => t.to === state).map((t) => t.event),
      ].flatMap((e) => (e === null ? [] : typeof e === 'string' ? [e] : Object.values(e.events)));
      if (events.length === 0)
        problems.push({
          where,
          reason: `${lifecycle.name} ${state} is a state the spec promises, but no change of the lifecycle model reaches it`,
        });
      const missing = events.filter((e) => !webhooks.has(e));
      if (events.length > 0 && missing.length === events.length)
        problems.push({
          where,
          reason: `a ${lifecycle.name} becoming ${state} is announced by ${[...new Set(missing)].join(' or ')}, which the spec does not define under "webhooks"`,
        });
    }
  }
  return problems;
}
