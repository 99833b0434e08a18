/**
 * The API operations the model describes, played on a world of resources:
 * the actions on a resource (refund, capture, cancel, delivery status) with
 * their documented refusals, the balance and the fee quote. What the Try it
 * simulator and the e2e mock answer.
 */
import { derive, isoSeconds } from './derive';
import {
  type Clock,
  create,
  type Emitted,
  findResource,
  isRefusal,
  linkedTo,
  type Refusal,
  transition,
  update,
  type World,
} from './engine';
import { effectsOf, OPENING_KEY, openingOf } from './ledger';
import { lifecycleNamed } from './model';
import { getPath, isObject, readField } from './paths';
import { type InstallmentFinancing, installmentOptions, quoteFee } from './rates';
import { holds } from './rules';
import type {
  InputLimit,
  Json,
  Lifecycle,
  LifecycleModel,
  OperationSpec,
  UpdateSpec,
} from './types';

/** A change the sandbox makes later on its own (a refund settling). */
export interface FollowUp {
  due: number;
  id: string;
  transition: string;
  /** A transition made right after it (an infraction rejected, then closed). */
  andThen?: string;
  /** What the transition takes (a failure reason). */
  input?: Json;
}

export interface Answered {
  world: World;
  answer: Json;
  events: Emitted[];
  followUps: FollowUp[];
}

/** The operation `METHOD /path` as the model knows it: a lifecycle's operation or update. */
export function modelOperation(
  model: LifecycleModel,
  operation: string,
):
  | { lifecycle: Lifecycle; spec: OperationSpec }
  | { lifecycle: Lifecycle; update: UpdateSpec }
  | undefined {
  for (const lifecycle of model.lifecycles) {
    const spec = lifecycle.operations?.find((o) => o.operation === operation);
    if (spec) return { lifecycle, spec };
    const change = lifecycle.updates?.find((u) => u.operation === operation);
    if (change) return { lifecycle, update: change };
  }
  return undefined;
}

function limitValue(
  model: LifecycleModel,
  target: Json,
  value: InputLimit['atMost'],
): number | undefined {
  const found =
    typeof value === 'string'
      ? readField(target, undefined, value)
      : derive(value.derived, { resource: target, parent: undefined, model });
  return typeof found === 'number' ? found : undefined;
}

/** Decoded size in bytes of a base64 text, or undefined when it is not base64. */
export function base64Size(text: string): number | undefined {
  const clean = text.replace(/\s+/g, '');
  if (clean.length === 0 || clean.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(clean))
    return undefined;
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return (clean.length / 4) * 3 - padding;
}

type Uploads = NonNullable<NonNullable<OperationSpec['bodyInto']>['uploads']>;

/** The files of an upload list as the resource keeps them (no content), or the refusal. */
function uploadedFiles(value: unknown, rules: Uploads): Json[] | Refusal {
  const list = Array.isArray(value) ? value : [];
  const param = (i: number, key: string) => `${rules.field}.${i}.${key}`;
  if (list.length > rules.maxFiles)
    return { refused: rules.error, fill: { number: rules.maxFiles, param: rules.field } };
  const out: Json[] = [];
  for (const [i, item] of list.entries()) {
    if (!isObject(item)) return { refused: rules.error, fill: { param: `${rules.field}.${i}` } };
    if (typeof item.content_type !== 'string' || !rules.types.includes(item.content_type))
      return { refused: rules.error, fill: { param: param(i, 'content_type') } };
    const size = typeof item.content === 'string' ? base64Size(item.content) : undefined;
    if (size === undefined) return { refused: rules.error, fill: { param: param(i, 'content') } };
    if (size > rules.maxBytes)
      return { refused: rules.error, fill: { number: rules.maxBytes, param: param(i, 'content') } };
    out.push({ name: item.name ?? null, content_type: item.content_type, size });
  }
  return out;
}

/** What the body of an operation with `bodyInto` becomes on the resource, or the refusal. */
function bodyValue(spec: OperationSpec, body: Json, now: number): Json | Refusal {
  const into = spec.bodyInto;
  if (!into) return {};
  const value: Json = structuredClone(body);
  if (into.uploads) {
    const files = uploadedFiles(body[into.uploads.field], into.uploads);
    if (isRefusalValue(files)) return files;
    value[into.uploads.field] = files;
  }
  if (into.stamp) value[into.stamp] = isoSeconds(now);
  return { [into.into]: value };
}

const isRefusalValue = (value: unknown): value is Refusal =>
  isObject(value) && typeof value.refused === 'string';

/** The sandbox's follow-up of a resource left in `state` by one of your calls, if it makes one. */
function followUpOf(
  lifecycle: Lifecycle,
  subject: Json,
  clock: Clock,
  chosen: string | undefined,
): FollowUp[] {
  const followUp = lifecycle.sandboxFollowUp;
  if (!followUp) return [];
  const name = chosen && followUp.alternatives.includes(chosen) ? chosen : followUp.transition;
  const from = lifecycle.transitions.find((t) => t.name === name)?.from ?? [];
  if (!from.includes(String(subject[lifecycle.stateField]))) return [];
  const andThen = followUp.andThen?.[name];
  const input = followUp.input?.[name];
  return [
    {
      due: clock.now + followUp.after * 1000,
      id: String(subject.id),
      transition: name,
      ...(andThen ? { andThen } : {}),
      ...(input ? { input } : {}),
    },
  ];
}

export interface OperateInput {
  operation: string;
  /** The `{id}` of the path. */
  id: string;
  body: Json;
  /** Where new embedded resources take their fields from, by lifecycle. */
  templates: Record<string, Json>;
  /** The operation's answer example (the shape of an update's field). */
  answerExample?: Json;
  /** Transitions a scenario chose for the sandbox's follow-ups, by lifecycle (`refund: fail`). */
  followUpChoice?: Record<string, string>;
}

/** Plays an action on a resource; a refusal names the documented error. */
export function operate(
  model: LifecycleModel,
  world: World,
  input: OperateInput,
  clock: Clock,
): Answered | Refusal {
  const found = modelOperation(model, input.operation);
  if (!found) throw new Error(`the model has no operation ${input.operation}`);
  const target = findResource(model, world, input.id);
  if (!target) return { refused: 'resource_not_found' };

  if ('update' in found) {
    const spec = found.update;
    const fields: Json = {};
    if (spec.body) {
      const shape = getPath(input.answerExample ?? {}, spec.body.into);
      const keys = new Set([
        ...(isObject(shape) ? Object.keys(shape) : []),
        ...Object.keys(input.body),
      ]);
      const value: Json = {};
      for (const key of keys) value[key] = key in input.body ? input.body[key] : null;
      if (spec.body.stamp) value[spec.body.stamp] = isoSeconds(clock.now);
      fields[spec.body.into] = value;
    }
    const moved = update(model, world, { id: input.id, name: spec.name, fields }, clock);
    if (isRefusal(moved)) return { refused: spec.refusal ?? moved.refused };
    return { world: moved.world, answer: moved.root, events: moved.events, followUps: [] };
  }

  const { lifecycle, spec } = found;
  const ctx = {
    model,
    resource: target,
    parent: undefined,
    linked: (name: string) => linkedTo(model, world, target, name),
    related: (name: string, ownerId: string) => linkedTo(model, world, { id: ownerId }, name),
    now: clock.now,
  };
  const values: Json = { ...(spec.input ?? {}) };
  for (const [field, { fallback }] of Object.entries(spec.body ?? {})) {
    const given = input.body[field] ?? fallback;
    // A field the request leaves out, with no default, keeps what the template says.
    if (given !== undefined) values[field] = given;
  }
  const creates = spec.transition === lifecycle.creation.name;
  // The operation acts on a resource of its own lifecycle, or on the parent of the one it creates.
  const actsOn =
    creates && lifecycle.placement.kind !== 'collection'
      ? lifecycleNamed(model, lifecycle.placement.parent)
      : lifecycle;
  const stateNow = String(target[actsOn.stateField]);
  const allowed = creates
    ? (lifecycle.creation.parentStates ?? [stateNow])
    : (lifecycle.transitions.find((t) => t.name === spec.transition)?.from ?? []);
  if (target.id === undefined || !allowed.includes(stateNow) || (target as Json) === undefined)
    return { refused: spec.refusal };
  for (const guard of spec.guards ?? [])
    if (!holds(guard.unless, ctx)) return { refused: guard.error };
  for (const limit of spec.limits ?? []) {
    const max = limitValue(model, target, limit.atMost);
    const asked = input.body[limit.field] ?? limitValue(model, target, limit.byDefault);
    if (typeof asked === 'number' && max !== undefined && asked > max)
      return { refused: limit.error, fill: { number: max } };
    if (asked !== undefined) values[limit.field] = asked;
  }
  const fromBody = bodyValue(spec, input.body, clock.now);
  if (isRefusalValue(fromBody)) return fromBody;
  Object.assign(values, fromBody);

  if (creates) {
    const moved = create(
      model,
      world,
      {
        lifecycle: lifecycle.name,
        template: input.templates[lifecycle.name] ?? {},
        parentId: input.id,
        input: values,
      },
      clock,
    );
    if (isRefusal(moved)) return { refused: spec.refusal };
    return {
      world: moved.world,
      answer: spec.answers === 'parent' ? moved.root : moved.subject,
      events: moved.events,
      followUps: followUpOf(
        lifecycle,
        moved.subject,
        clock,
        input.followUpChoice?.[lifecycle.name],
      ),
    };
  }
  const moved = transition(
    model,
    world,
    { id: input.id, name: spec.transition, input: values, templates: input.templates },
    clock,
  );
  if (isRefusal(moved)) return { refused: spec.refusal };
  return {
    world: moved.world,
    answer: spec.answers === 'parent' ? moved.root : moved.subject,
    events: moved.events,
    followUps: followUpOf(lifecycle, moved.subject, clock, input.followUpChoice?.[lifecycle.name]),
  };
}

/**
 * The balance after everything in the world: the opening balance plus, for
 * every resource, what its state does to each account (a paid charge adds its
 * net amount to `pending`, a cash-out reserves amount and fee, an open MED
 * infraction moves its blocked amount from `available` to `blocked`).
 */
export function balanceOf(model: LifecycleModel, world: World, opening: Json, now: number): Json {
  const out = structuredClone(opening);
  // A world that says where it started (the statement's opening balance) starts there.
  if (world[OPENING_KEY]) Object.assign(out, openingOf(model, world));
  const apply = (lifecycle: Lifecycle, resource: Json) => {
    for (const [account, value] of effectsOf(lifecycle, resource)) {
      const current = out[account];
      if (typeof current === 'number') out[account] = current + value;
    }
  };
  for (const lifecycle of model.lifecycles) {
    if (lifecycle.placement.kind === 'embedded') continue;
    for (const resource of world[lifecycle.name] ?? []) {
      apply(lifecycle, resource);
      for (const child of model.lifecycles) {
        if (child.placement.kind !== 'embedded' || child.placement.parent !== lifecycle.name)
          continue;
        const holder = resource[child.placement.field];
        for (const item of Array.isArray(holder) ? holder : isObject(holder) ? [holder] : [])
          if (isObject(item)) apply(child, item);
      }
    }
  }
  if ('updated_at' in out) out.updated_at = isoSeconds(now);
  return out;
}

/**
 * `GET /transactions/fee`: the rate card's fee, in the shape of the operation's
 * example; undefined for an amount or method the card cannot price.
 */
export function feeQuoteOf(
  model: LifecycleModel,
  query: URLSearchParams,
  example: Json,
): Json | undefined {
  const amount = Number(query.get('amount'));
  const method = query.get('payment_method') ?? '';
  const installments = method === 'pix' ? 1 : Number(query.get('installments') ?? 1) || 1;
  if (!Number.isInteger(amount)) return undefined;
  const financing = financingParam(query);
  const quote = quoteFee(model.rates, amount, method, installments, financing);
  if (!quote) return undefined;
  const answer: Json = { ...example, amount, payment_method: method, installments };
  if ('installment_financing' in answer)
    answer.installment_financing = method === 'pix' ? null : financing;
  return { ...answer, ...quote };
}

function financingParam(query: URLSearchParams): InstallmentFinancing {
  return query.get('installment_financing') === 'issuer' ? 'issuer' : 'merchant';
}

/**
 * `GET /transactions/installments`: every installment count the amount may be
 * split into, priced by the rate card, in the shape of the operation's
 * example; undefined for an amount that is not an integer.
 */
export function installmentOptionsOf(
  model: LifecycleModel,
  query: URLSearchParams,
  example: Json,
): Json | undefined {
  const amount = Number(query.get('amount'));
  if (!Number.isInteger(amount) || amount <= 0) return undefined;
  const financing = financingParam(query);
  return {
    ...example,
    amount,
    installment_financing: financing,
    minimum_installment_amount: model.rates.installments.minimum_amount,
    options: installmentOptions(model.rates, amount, financing),
  };
}

/**
 * `GET /transactions/{id}/anticipation-quote`: what anticipating the payment's
 * pending receivables would cost if requested now, as the anticipation would
 * compute it; a refusal when it has none to anticipate.
 */
export function anticipationQuoteOf(
  model: LifecycleModel,
  world: World,
  id: string,
  example: Json,
  now: number,
): Json | Refusal {
  const payment = findResource(model, world, id);
  if (!payment || !(world.transaction ?? []).some((t) => t.id === id))
    return { refused: 'resource_not_found' };
  const born = create(
    model,
    world,
    { lifecycle: 'anticipation', template: example, parentId: id },
    { now, newId: (prefix) => `${prefix}quote` },
  );
  if (isRefusal(born)) return { refused: 'transaction_not_anticipatable' };
  const quote = born.subject;
  if (!Array.isArray(quote.receivables) || quote.receivables.length === 0)
    return { refused: 'transaction_not_anticipatable' };
  const out: Json = {};
  for (const key of Object.keys(example)) if (key in quote) out[key] = quote[key];
  return out;
}
