/**
 * The contract held to the lifecycle model (shared/lifecycle/), each problem
 * at its line: every state of the model is in the schema's enum and back,
 * every change is announced by a webhook the spec declares (and every webhook
 * announces a change), the operations and errors the model names exist, and
 * every example of a resource or an event shows what the model says its state
 * holds (a settled devolução has its `D…` ID, a refund's answer shows it
 * `pending`, a fee follows the rate card, a list read by change is in
 * `updated_at` order). A spec without the model's resources (a test fixture)
 * is not checked.
 */
import { checkEvent, checkResource, lifecycleOf } from '../../shared/lifecycle/check';
import { eventsOf, lifecycleModel } from '../../shared/lifecycle/model';
import { modelOperation } from '../../shared/lifecycle/operations';
import { getPath } from '../../shared/lifecycle/paths';
import { installmentOptions, quoteFee } from '../../shared/lifecycle/rates';
import type { Json, Lifecycle, LifecycleModel } from '../../shared/lifecycle/types';
import { deref } from './resolve-ref';
import type { SpecProblem } from './spec-error';
import { HTTP_METHODS, isObject } from './spec-walk';
import { toPointer, type YamlSource } from './yaml-source';

/** A node, following its `$ref`s. */
function schemaAt(spec: Json, node: unknown): Json {
  try {
    return deref(spec, node);
  } catch {
    return {};
  }
}

function stringEnum(schema: Json): string[] {
  return Array.isArray(schema.enum)
    ? schema.enum.filter((v): v is string => typeof v === 'string')
    : [];
}

/** Every example value of the spec with its pointer: named examples, media examples, webhook bodies. */
function examplesOf(
  spec: Json,
): { pointer: (string | number)[]; value: unknown; event?: string; operation?: string }[] {
  const out: {
    pointer: (string | number)[];
    value: unknown;
    event?: string;
    operation?: string;
  }[] = [];
  const components =
    isObject(spec.components) && isObject(spec.components.examples) ? spec.components.examples : {};
  for (const [name, example] of Object.entries(components))
    if (isObject(example) && example.value !== undefined)
      out.push({ pointer: ['components', 'examples', name, 'value'], value: example.value });
  const media = (
    holder: unknown,
    at: (string | number)[],
    extra: { event?: string; operation?: string },
  ) => {
    const content = isObject(holder) && isObject(holder.content) ? holder.content : {};
    for (const [type, m] of Object.entries(content)) {
      if (!isObject(m)) continue;
      if (m.example !== undefined)
        out.push({ pointer: [...at, 'content', type, 'example'], value: m.example, ...extra });
      if (isObject(m.examples))
        for (const [name, ex] of Object.entries(m.examples)) {
          const value =
            isObject(ex) && typeof ex.$ref === 'string'
              ? schemaAt(spec, ex).value
              : isObject(ex)
                ? ex.value
                : undefined;
          if (value !== undefined)
            out.push({ pointer: [...at, 'content', type, 'examples', name], value, ...extra });
        }
    }
  };
  const paths = isObject(spec.paths) ? spec.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!isObject(op) || !isObject(op.responses)) continue;
      for (const [code, response] of Object.entries(op.responses))
        if (/^2\d\d$/.test(code))
          media(schemaAt(spec, response), ['paths', path, method, 'responses', code], {
            operation: `${method.toUpperCase()} ${path}`,
          });
    }
  }
  const webhooks = isObject(spec.webhooks) ? spec.webhooks : {};
  for (const [event, item] of Object.entries(webhooks)) {
    const post = isObject(item) ? schemaAt(spec, item.post) : {};
    media(schemaAt(spec, post.requestBody), ['webhooks', event, 'post', 'requestBody'], { event });
  }
  return out;
}

/** The `$ref` of the `data` of a webhook's body schema (through `allOf`). */
function dataSchemaName(spec: Json, schema: unknown, depth = 0): string | undefined {
  if (depth > 8) return undefined;
  const node = schemaAt(spec, schema);
  const data = isObject(node.properties) ? node.properties.data : undefined;
  if (isObject(data) && typeof data.$ref === 'string') return data.$ref.split('/').at(-1);
  for (const member of Array.isArray(node.allOf) ? node.allOf : []) {
    const found = dataSchemaName(spec, member, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The lifecycle whose resources an event carries: its own, or its parent's for an embedded one. */
function carrier(model: LifecycleModel, lifecycle: Lifecycle): Lifecycle {
  if (lifecycle.placement.kind !== 'embedded') return lifecycle;
  const parent = lifecycle.placement.parent;
  return model.lifecycles.find((l) => l.name === parent) ?? lifecycle;
}

export function checkLifecycleContract(
  spec: Json,
  source: YamlSource,
  model: LifecycleModel = lifecycleModel,
): SpecProblem[] {
  const schemas =
    isObject(spec.components) && isObject(spec.components.schemas) ? spec.components.schemas : {};
  if (!model.lifecycles.some((l) => l.schema in schemas)) return [];
  const problems: SpecProblem[] = [];
  const at = (pointer: (string | number)[], reason: string) =>
    problems.push({ file: source.file, location: source.locate(toPointer(pointer)), reason });
  const webhooks = isObject(spec.webhooks) ? spec.webhooks : {};

  for (const lifecycle of model.lifecycles) {
    const schema = schemas[lifecycle.schema];
    if (!isObject(schema)) {
      at(
        ['components', 'schemas'],
        `the lifecycle model describes a ${lifecycle.name} (schema ${lifecycle.schema}), which the spec does not declare`,
      );
      continue;
    }
    const properties = isObject(schema.properties) ? schema.properties : {};
    const stateSchema = schemaAt(spec, properties[lifecycle.stateField]);
    const declared = stringEnum(stateSchema);
    const modelled = Object.keys(lifecycle.states);
    const pointer = ['components', 'schemas', lifecycle.schema, 'properties', lifecycle.stateField];
    for (const state of modelled.filter((s) => !declared.includes(s)))
      at(
        pointer,
        `${lifecycle.schema}.${lifecycle.stateField} does not list ${state}, a state of the ${lifecycle.name} lifecycle`,
      );
    for (const state of declared.filter((s) => !modelled.includes(s)))
      at(
        pointer,
        `${lifecycle.schema}.${lifecycle.stateField} lists ${state}, which the ${lifecycle.name} lifecycle model does not have: add the state, how it is reached and the event that announces it to shared/lifecycle/resources/`,
      );
    const rulePaths = new Set([
      ...Object.keys(lifecycle.always ?? {}),
      ...Object.values(lifecycle.states).flatMap((s) => Object.keys(s.fields ?? {})),
    ]);
    for (const path of rulePaths) {
      const first = path.split('.')[0] ?? '';
      if (!(first in properties))
        at(
          ['components', 'schemas', lifecycle.schema, 'properties'],
          `the ${lifecycle.name} lifecycle model has a rule for ${path}, but ${lifecycle.schema} has no ${first}`,
        );
    }
    for (const op of lifecycle.operations ?? []) {
      const [method = '', path = ''] = op.operation.split(' ');
      const item = isObject(spec.paths) ? spec.paths[path] : undefined;
      if (!isObject(item) || !isObject(item[method.toLowerCase()]))
        at(
          ['paths'],
          `the ${lifecycle.name} lifecycle model plays ${op.operation}, which the spec does not declare`,
        );
    }
  }

  // Every change is announced by an event the spec declares, carrying the right resource.
  const events = eventsOf(model);
  for (const [event, changes] of events) {
    const first = changes[0];
    if (!first) continue;
    const names = changes
      .map((c) => `${c.lifecycle.name} ${c.change}${c.to ? ` (→ ${c.to})` : ''}`)
      .join(', ');
    const item = webhooks[event];
    if (!isObject(item)) {
      at(
        ['webhooks'],
        `${names} is announced by ${event}, which the spec does not declare under "webhooks": every state change is announced by a webhook`,
      );
      continue;
    }
    const post = schemaAt(spec, item.post);
    const body = schemaAt(spec, post.requestBody);
    const content = isObject(body.content) ? body.content : {};
    const json = isObject(content['application/json']) ? content['application/json'] : {};
    const carried = dataSchemaName(spec, json.schema);
    const expected = carrier(model, first.lifecycle).schema;
    if (carried && carried !== expected)
      at(
        ['webhooks', event],
        `${event} announces ${names}: its data must be a ${expected}, not a ${carried}`,
      );
    // An event type enum of its body schema (the event envelope) lists it.
  }
  for (const event of Object.keys(webhooks))
    if (!events.has(event))
      at(
        ['webhooks', event],
        `${event} announces no change of the lifecycle model (shared/lifecycle/): add the transition or update that sends it`,
      );

  // Every example shows what its state holds; every event example, the change that sends it.
  for (const example of examplesOf(spec)) {
    const values =
      isObject(example.value) && Array.isArray(example.value.data) && !example.event
        ? example.value.data.map((v, i) => ({
            value: v,
            pointer: [...example.pointer, 'value', 'data', i],
          }))
        : [{ value: example.value, pointer: example.pointer }];
    if (example.event) {
      const data = isObject(example.value) ? example.value.data : undefined;
      for (const problem of checkEvent(model, example.event, data, { complete: true }))
        at(example.pointer, `${example.event} example: ${problem.path}: ${problem.reason}`);
    } else
      for (const { value, pointer } of values) {
        const lifecycle = lifecycleOf(model, value);
        if (!lifecycle || !isObject(value)) continue;
        for (const problem of checkResource(model, lifecycle, value, { complete: true }))
          at(pointer, `${problem.path}: ${problem.reason}`);
      }
    // An operation's answer shows the state its transition leads to (a refund's new item: pending).
    const found = example.operation ? modelOperation(model, example.operation) : undefined;
    if (found && 'spec' in found && isObject(example.value)) {
      const { lifecycle, spec: op } = found;
      const creates = op.transition === lifecycle.creation.name;
      const target = creates
        ? typeof lifecycle.creation.state === 'string'
          ? lifecycle.creation.state
          : undefined
        : lifecycle.transitions.find((t) => t.name === op.transition)?.to;
      const shown = (() => {
        if (!creates || lifecycle.placement.kind !== 'embedded')
          return example.value[lifecycle.stateField];
        const holder = example.value[lifecycle.placement.field];
        const item = Array.isArray(holder) ? holder.at(-1) : holder;
        return isObject(item) ? item[lifecycle.stateField] : undefined;
      })();
      if (target && shown !== target)
        at(
          example.pointer,
          `the answer of ${example.operation} shows the ${lifecycle.name} it ${creates ? 'creates' : 'changes'} as ${JSON.stringify(shown)}; it answers at once, with the ${lifecycle.name} ${target}${creates && lifecycle.creation.because ? ` (${lifecycle.creation.because})` : ''}`,
        );
    }
    // The fee quote follows the rate card.
    if (example.operation === model.feeQuote.operation && isObject(example.value)) {
      const v = example.value;
      const quote =
        typeof v.amount === 'number' && typeof v.payment_method === 'string'
          ? quoteFee(
              model.rates,
              v.amount,
              v.payment_method,
              typeof v.installments === 'number' ? v.installments : 1,
            )
          : undefined;
      for (const key of ['fee_amount', 'net_amount', 'fee_rate', 'fixed_fee'] as const)
        if (quote && v[key] !== quote[key])
          at(
            example.pointer,
            `the fee quote's ${key} is ${JSON.stringify(v[key])}; the rate card (shared/lifecycle/rates.ts) gives ${quote[key]}`,
          );
    }
    // The installment options follow the rate card.
    if (example.operation === model.installmentOptions.operation && isObject(example.value)) {
      const v = example.value;
      const expected =
        typeof v.amount === 'number'
          ? installmentOptions(
              model.rates,
              v.amount,
              v.installment_financing === 'issuer' ? 'issuer' : 'merchant',
            )
          : undefined;
      if (expected && JSON.stringify(v.options) !== JSON.stringify(expected))
        at(
          example.pointer,
          `the installment options of ${String(v.amount)} are not the rate card's (shared/lifecycle/rates.ts): ${JSON.stringify(expected)}`,
        );
      if (v.minimum_installment_amount !== model.rates.installments.minimum_amount)
        at(
          example.pointer,
          `minimum_installment_amount is ${JSON.stringify(v.minimum_installment_amount)}; the rate card gives ${model.rates.installments.minimum_amount}`,
        );
    }
    // A list read by change is in updated_at order and has a cursor; one read by page, newest first, none.
    if (
      isObject(example.value) &&
      Array.isArray(example.value.data) &&
      isObject(example.value.pagination)
    ) {
      const items = example.value.data.filter(isObject);
      // The statement's entries never change: it is always read oldest first, by when they happened.
      const statement = example.operation === model.statement.operation;
      const byChange = statement || example.value.pagination.next_cursor != null;
      const field = byChange && !statement ? 'updated_at' : 'created_at';
      const times = items.map((i) => Date.parse(String(getPath(i, field))));
      const ordered = times.every(
        (t, i) =>
          i === 0 || (byChange ? t >= (times[i - 1] as number) : t <= (times[i - 1] as number)),
      );
      if (!ordered)
        at(
          example.pointer,
          statement
            ? 'the statement is read oldest first: its entries are in created_at order'
            : byChange
              ? 'a list with next_cursor is read by change: its items are in updated_at order, oldest first, from the first page'
              : 'a list without next_cursor is read by page: its items are newest first (created_at)',
        );
    }
  }
  return problems;
}
