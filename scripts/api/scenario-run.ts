/**
 * A sandbox scenario of the spec played on the lifecycle model at build time:
 * the create request (the operation's request example with the magic value),
 * the resource born from the closest response example, then each step when
 * due, on a fixed clock and with stable ids. The "Test data" page shows what
 * each step changes and sends; the webhook guides replay its events.
 */
import { createHash } from 'node:crypto';
import {
  type Clock,
  closestTemplate,
  type Emitted,
  findResource,
  linkedTo,
  type World,
} from '../../shared/lifecycle/engine';
import { childrenOf, lifecycleOfCollection } from '../../shared/lifecycle/model';
import { getPath, isObject } from '../../shared/lifecycle/paths';
import {
  playStep,
  requestTemplateKey,
  type StepSpec,
  startScenario,
} from '../../shared/lifecycle/scenario';
import type { Json, Lifecycle, LifecycleModel } from '../../shared/lifecycle/types';
import { deref } from './resolve-ref';
import type { OperationRef } from './spec-walk';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** 14 base62 characters from a seed, shaped like the spec's ids. */
export function stableId(prefix: string, seed: string): string {
  const digest = createHash('sha256').update(seed).digest();
  let id = '';
  for (let i = 0; i < 14; i++) id += BASE62[(digest[i] as number) % 62];
  return `${prefix}${id}`;
}

/** The example each non-collection lifecycle takes a new resource's fields from (`template` in the model). */
export function lifecycleTemplates(spec: Json, model: LifecycleModel): Record<string, Json> {
  const out: Record<string, Json> = {};
  const examples =
    isObject(spec.components) && isObject(spec.components.examples) ? spec.components.examples : {};
  const webhooks = isObject(spec.webhooks) ? spec.webhooks : {};
  for (const lifecycle of model.lifecycles) {
    const source = lifecycle.template;
    if (!source) continue;
    let value: unknown;
    if (source.example) value = deref(spec, examples[source.example]).value;
    else if (source.webhook) {
      const post = deref(spec, webhooks[source.webhook]).post;
      const content = isObject(post) ? deref(spec, post.requestBody).content : undefined;
      const media = isObject(content) ? content['application/json'] : undefined;
      value = isObject(media) ? media.example : undefined;
    }
    const found = source.path ? getPath(value, source.path) : value;
    if (isObject(found)) out[lifecycle.name] = structuredClone(found);
  }
  // What a step sends when it makes one of your operations for you (a chargeback's evidence).
  const paths = isObject(spec.paths) ? spec.paths : {};
  for (const lifecycle of model.lifecycles)
    for (const op of lifecycle.operations ?? []) {
      const [method = '', path = ''] = op.operation.split(' ');
      const item = deref(spec, paths[path]);
      const operation = isObject(item) ? item[method.toLowerCase()] : undefined;
      const body = isObject(operation) ? deref(spec, operation.requestBody) : undefined;
      const content = isObject(body) && isObject(body.content) ? body.content : {};
      const media = content['application/json'];
      const named = isObject(media) && isObject(media.examples) ? media.examples : {};
      const first = Object.values(named)[0];
      const example = isObject(media)
        ? media.example !== undefined
          ? deref(spec, media.example)
          : first !== undefined
            ? deref(spec, deref(spec, first).value)
            : undefined
        : undefined;
      if (isObject(example) && Object.keys(example).length > 0)
        out[requestTemplateKey(op.operation)] = structuredClone(example);
    }
  return out;
}

/** The lifecycle of the resources an operation creates (`POST /transactions`: transaction). */
export function createdLifecycle(model: LifecycleModel, op: OperationRef): Lifecycle | undefined {
  return op.method === 'post' && !op.key.includes('{')
    ? lifecycleOfCollection(model, op.key)
    : undefined;
}

/** A step as the spec writes it, read leniently (the check reports what is wrong). */
export interface RawStep {
  after?: unknown;
  do?: unknown;
  set?: unknown;
}

export function stepSpecs(raw: readonly RawStep[]): StepSpec[] {
  let at = 0;
  return raw.map((step) => {
    at += typeof step.after === 'number' ? step.after : 0;
    const actions = Array.isArray(step.do)
      ? step.do.filter((a): a is string => typeof a === 'string')
      : [];
    return { at, do: actions, set: isObject(step.set) ? step.set : {} };
  });
}

export interface RunStep extends StepSpec {
  events: Emitted[];
  shows: Record<string, string>;
  /** The scenario's resource (or the one holding it) after the step. */
  resource: Json;
}

export interface ScenarioRun {
  lifecycle: Lifecycle;
  /** The resource as the API answers the request. */
  answer: Json;
  /** The answer's own step first (at 0), then each later step. */
  steps: RunStep[];
  start: number;
}

/** `field: value` of what changed on the scenario's resource between two moments. */
function shownChanges(
  model: LifecycleModel,
  world: World,
  lifecycle: Lifecycle,
  before: Json | undefined,
  after: Json,
  set: Json,
  worldBefore?: World,
): Record<string, string> {
  const out: Record<string, string> = {};
  const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
  const state = lifecycle.stateField;
  if (!before || before[state] !== after[state]) out[state] = text(after[state]);
  // At birth, only the state and what the step sets; later, every status or reason that moved.
  if (before)
    for (const [key, value] of Object.entries(after))
      if (/_status$|_reason$/.test(key) && key !== state && value != null && before[key] !== value)
        out[key] = text(value);
      else
        for (const [key, value] of Object.entries(after))
          if (/_reason$/.test(key) && value != null) out[key] = text(value);
  for (const [path, value] of Object.entries(set)) if (!(path in out)) out[path] = text(value);
  for (const child of childrenOf(model, lifecycle.name)) {
    if (child.placement.kind === 'embedded') {
      const field = child.placement.field;
      const states = (value: unknown) =>
        (Array.isArray(value) ? value : isObject(value) ? [value] : []).map((i) =>
          isObject(i) ? i[child.stateField] : undefined,
        );
      const now = states(after[field]);
      const was = states(before?.[field]);
      const changed = now.findLastIndex((s, i) => s !== was[i]);
      if (changed !== -1)
        out[
          child.placement.many ? `${field}[].${child.stateField}` : `${field}.${child.stateField}`
        ] = text(now[changed]);
    } else if (child.creation.event === null) {
      // Born with the parent's change and announced by it (a payment's receivables): shown
      // only when one of them moves on its own.
      const was = new Map(
        linkedTo(model, worldBefore ?? {}, after, child.name).map((r) => [
          r.id,
          r[child.stateField],
        ]),
      );
      const moved = linkedTo(model, world, after, child.name).filter(
        (r) => was.has(r.id) && was.get(r.id) !== r[child.stateField],
      );
      const last = moved.at(-1);
      if (last) out[`${child.name}.${child.stateField}`] = text(last[child.stateField]);
    } else {
      const now = linkedTo(model, world, after, child.name).at(-1);
      if (now) out[`${child.name}.${child.stateField}`] = text(now[child.stateField]);
    }
  }
  return out;
}

export interface RunInput {
  op: OperationRef;
  /** The create request: the request example with the scenario's value. */
  request: Json;
  /** The operation's success response examples: the templates of the resource. */
  responses: unknown[];
  steps: StepSpec[];
  templates: Record<string, Json>;
  /** Seed of the stable ids (`cards/approved`). */
  seed: string;
}

/**
 * Plays the scenario. A step that does not fit the model throws a StepError
 * (from shared/lifecycle/scenario.ts) carrying the step's index.
 */
export function runScenario(model: LifecycleModel, input: RunInput): ScenarioRun {
  const lifecycle = createdLifecycle(model, input.op);
  if (!lifecycle) throw new Error(`${input.op.key} creates no resource of the lifecycle model`);
  const template = closestTemplate(input.responses, input.request);
  const start =
    Date.parse(String(template[lifecycle.createdField] ?? '')) || Date.UTC(2026, 10, 21, 14);
  let counter = 0;
  const clock = (at: number): Clock => ({
    now: start + at * 1000,
    newId: (prefix) => stableId(prefix, `${input.seed}#${prefix}${counter++}`),
  });
  const steps = input.steps;
  const first = steps[0]?.at === 0 ? steps[0] : undefined;
  let started: ReturnType<typeof startScenario>;
  try {
    started = startScenario(
      model,
      {},
      lifecycle,
      { template, request: input.request, ...(first ? { first } : {}), templates: input.templates },
      clock(0),
    );
  } catch (error) {
    if (error instanceof Error) Object.assign(error, { stepIndex: 0 });
    throw error;
  }
  const runSteps: RunStep[] = [
    {
      at: 0,
      do: first?.do ?? [],
      set: first?.set ?? {},
      events: started.events,
      shows: shownChanges(
        model,
        started.world,
        lifecycle,
        undefined,
        started.answer,
        first?.set ?? {},
      ),
      resource: started.answer,
    },
  ];
  let world = started.world;
  for (const [index, step] of steps.entries()) {
    if (step === first) continue;
    const before = findResource(model, world, started.id);
    const worldBefore = world;
    let played: ReturnType<typeof playStep>;
    try {
      played = playStep(model, world, lifecycle, started.id, step, input.templates, clock(step.at));
    } catch (error) {
      if (error instanceof Error) Object.assign(error, { stepIndex: index });
      throw error;
    }
    world = played.world;
    const after = findResource(model, world, started.id) ?? {};
    runSteps.push({
      ...step,
      events: played.events,
      shows: shownChanges(model, world, lifecycle, before, after, step.set, worldBefore),
      resource: after,
    });
  }
  return { lifecycle, answer: started.answer, steps: runSteps, start };
}
