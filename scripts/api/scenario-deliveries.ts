/**
 * The webhook deliveries each sandbox scenario produces, built from the spec:
 * every event a step sends becomes the spec's example envelope of that webhook,
 * with a stable event id, the step's time and, as `data`, the resource as the
 * scenario left it (the operation's response example with the magic value and
 * the step's fields applied, settled as the simulator settles it). An event of
 * another resource (the MED infraction of a Pix) keeps its example data, linked
 * to the scenario's resource: values copied from the resource's example follow
 * the scenario (the transaction's amount), dates move with the event.
 */
import { createHash } from 'node:crypto';
import type { SandboxScenariosData } from '../../shared/api/sandbox-model';
import { withValueAtPath } from '../../shared/api/sandbox-model';
import { isoSeconds, settleResource } from '../../shared/api/settle-resource';
import type {
  DeliveryScenario,
  ScenarioDelivery,
  WebhookDeliveriesData,
} from '../../shared/api/webhook-deliveries-model';
import { deref } from './resolve-ref';
import {
  findOperation,
  jsonMedia,
  mediaExamples,
  scenarioExamples,
  successResponse,
} from './sandbox-scenarios';
import { isObject, type Json } from './spec-walk';

const ISO_DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z$/;
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A stable `evt_` id per delivery, shaped like the spec's (14 base62 characters). */
export function deliveryEventId(productId: string, scenarioId: string, index: number): string {
  const digest = createHash('sha256').update(`${productId}/${scenarioId}/${index}`).digest();
  let id = '';
  for (let i = 0; i < 14; i++) id += BASE62[(digest[i] as number) % 62];
  return `evt_${id}`;
}

/** The `$ref` of the schema of `data` in an event envelope schema (through `allOf`). */
function dataSchemaRef(spec: Json, schema: unknown, depth = 0): string | undefined {
  if (depth > 8) return undefined;
  const node = deref(spec, schema);
  const data = isObject(node.properties) ? node.properties.data : undefined;
  if (isObject(data) && typeof data.$ref === 'string') return data.$ref;
  if (Array.isArray(node.allOf))
    for (const member of node.allOf) {
      const found = dataSchemaRef(spec, member, depth + 1);
      if (found) return found;
    }
  return undefined;
}

/** The webhook's JSON request body: its schema and its (first) example. */
function webhookBody(spec: Json, event: string): { schema?: unknown; example?: Json } {
  const webhooks = isObject(spec.webhooks) ? spec.webhooks : {};
  const item = deref(spec, webhooks[event]);
  const operation = isObject(item.post) ? item.post : undefined;
  const media = operation ? jsonMedia(spec, operation.requestBody) : undefined;
  const example = [...mediaExamples(spec, media).values()][0];
  return { schema: media?.schema, example: isObject(example) ? example : undefined };
}

/** Every scalar leaf of a JSON value, by path. */
function leaves(value: unknown, path = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (isObject(value)) for (const [k, v] of Object.entries(value)) leaves(v, `${path}/${k}`, out);
  else if (Array.isArray(value))
    for (const [i, v] of value.entries()) leaves(v, `${path}/${i}`, out);
  else out.set(path, value);
  return out;
}

/** `value` with every scalar leaf passed through `map`. */
function mapLeaves(value: unknown, map: (leaf: unknown) => unknown): unknown {
  if (isObject(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapLeaves(v, map)]));
  if (Array.isArray(value)) return value.map((v) => mapLeaves(v, map));
  return map(value);
}

/**
 * The example data of an event about another resource, tied to the scenario's
 * resource: a string or number it shares with the resource's example takes the
 * resource's current value (transaction id, amount), and its dates move by
 * `shiftMs` (so they fall at the event's time, deadlines keep their distance).
 */
function linkedData(data: unknown, original: Json, current: Json, shiftMs: number): unknown {
  const before = leaves(original);
  const after = leaves(current);
  const replacements = new Map<unknown, unknown>();
  for (const [path, value] of before) {
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const next = after.get(path);
    if (next !== undefined && next !== null && next !== value && !replacements.has(value))
      replacements.set(value, next);
  }
  return mapLeaves(data, (leaf) => {
    if (replacements.has(leaf)) return replacements.get(leaf);
    if (typeof leaf === 'string' && ISO_DATE_TIME.test(leaf))
      return isoSeconds(Date.parse(leaf) + shiftMs);
    return leaf;
  });
}

/** The deliveries of every scenario, grouped by webhook family (`transaction` for `transaction.*`). */
export function buildScenarioDeliveries(
  spec: Json,
  data: SandboxScenariosData,
): WebhookDeliveriesData[] {
  const families = new Map<string, DeliveryScenario[]>();
  for (const product of data.products) {
    const op = findOperation(spec, product.operationId);
    if (!op) continue;
    const { response } = scenarioExamples(spec, op, product.field);
    if (!isObject(response)) continue;
    const resourceRef = (() => {
      const schema = successResponse(spec, op)?.media?.schema;
      return isObject(schema) && typeof schema.$ref === 'string' ? schema.$ref : undefined;
    })();
    for (const scenario of product.scenarios) {
      // The resource as the API answers: the example, with the magic value where the resource echoes it.
      let resource: Json = response;
      if (leaves(response).has(`/${product.field.split('.').join('/')}`))
        resource = withValueAtPath(resource, product.field, scenario.value);
      const start = Date.parse(String(resource.created_at ?? '')) || Date.UTC(2026, 10, 21, 14);
      const deliveries: ScenarioDelivery[] = [];
      for (const step of scenario.steps) {
        const now = start + step.at * 1000;
        let state: Json = resource;
        for (const [path, value] of Object.entries(step.set))
          state = withValueAtPath(state, path, value);
        resource = settleResource(state, now);
        for (const event of step.events) {
          const body = webhookBody(spec, event);
          const example = body.example ?? {};
          const created = isoSeconds(now);
          const own = resourceRef !== undefined && dataSchemaRef(spec, body.schema) === resourceRef;
          const shift = now - (Date.parse(String(example.created_at ?? '')) || now);
          deliveries.push({
            at: step.at,
            event,
            payload: {
              ...example,
              id: deliveryEventId(product.id, scenario.id, deliveries.length),
              type: event,
              created_at: created,
              data: own ? resource : linkedData(example.data, response, resource, shift),
            },
          });
        }
      }
      const entry: DeliveryScenario = {
        productId: product.id,
        productTitle: product.title,
        id: scenario.id,
        summary: scenario.summary,
        value: scenario.value,
        field: product.field,
        deliveries,
      };
      const names = new Set(deliveries.map((d) => d.event.split('.')[0] as string));
      for (const family of names) families.set(family, [...(families.get(family) ?? []), entry]);
    }
  }
  return [...families].map(([family, scenarios]) => ({ family, scenarios }));
}
