/**
 * Moves resources through the lifecycle model: creates them, makes their
 * transitions and updates, and returns the events each change emits, as
 * snapshots of the resource at that change. Used by the build (the webhook
 * deliveries of the sandbox scenarios), by the Try it simulator in the page and
 * by the e2e mock, so all three show the same resources and events. Pure but
 * for the clock and the id generator it is given.
 */
import { isoSeconds } from './derive';
import { childrenOf, lifecycleNamed } from './model';
import { getPath, isObject, pathApplies, readField, setPath } from './paths';
import { applyRules, holds, type RuleContext, rulesOf } from './rules';
import type { EventSpec, Json, Lifecycle, LifecycleModel } from './types';

/** Every resource, by lifecycle name; embedded ones live inside their parents. */
export type World = Record<string, Json[]>;

export interface Clock {
  now: number;
  newId: (prefix: string) => string;
}

export interface Emitted {
  type: string;
  /** Epoch ms of the change. */
  at: number;
  /** The event's data: the resource (or, for an embedded one, its parent) at that change. */
  data: Json;
}

export interface Moved {
  world: World;
  events: Emitted[];
  /** The resource created or changed. */
  subject: Json;
  /** The resource holding it in an API collection (itself, or its transaction). */
  root: Json;
}

/** A documented refusal: the error code, and the number its message names, if any. */
export interface Refusal {
  refused: string;
  /** The number its message names, and the request field at fault when it is not the documented one. */
  fill?: { number?: number; param?: string };
}

export const isRefusal = <T extends object>(value: T | Refusal): value is Refusal =>
  'refused' in value;

/** Where a resource is in the world. */
interface Located {
  lifecycle: Lifecycle;
  /** The top-level resource (its own, or its parent for an embedded one). */
  root: Json;
  rootLifecycle: Lifecycle;
  /** Its path inside `root` (`refunds.1`), or '' for the root itself. */
  path: string;
}

function find(model: LifecycleModel, world: World, id: string): Located | undefined {
  for (const lifecycle of model.lifecycles) {
    if (lifecycle.placement.kind === 'embedded') continue;
    for (const root of world[lifecycle.name] ?? []) {
      if (root.id === id) return { lifecycle, root, rootLifecycle: lifecycle, path: '' };
      for (const child of childrenOf(model, lifecycle.name)) {
        if (child.placement.kind !== 'embedded') continue;
        const holder = root[child.placement.field];
        if (Array.isArray(holder)) {
          const index = holder.findIndex((item) => isObject(item) && item.id === id);
          if (index !== -1)
            return {
              lifecycle: child,
              root,
              rootLifecycle: lifecycle,
              path: `${child.placement.field}.${index}`,
            };
        } else if (isObject(holder) && holder.id === id)
          return { lifecycle: child, root, rootLifecycle: lifecycle, path: child.placement.field };
      }
    }
  }
  return undefined;
}

/** The resource with this id, wherever it lives. */
export function findResource(model: LifecycleModel, world: World, id: string): Json | undefined {
  const at = find(model, world, id);
  if (!at) return undefined;
  return at.path ? (getPath(at.root, at.path) as Json) : at.root;
}

/**
 * Every resource of lifecycle `name`, oldest first: a collection's or a linked
 * lifecycle's list, or the items embedded in their parents (every chargeback
 * of every transaction).
 */
export function resourcesOf(model: LifecycleModel, world: World, name: string): Json[] {
  const lifecycle = lifecycleNamed(model, name);
  if (lifecycle.placement.kind !== 'embedded') return world[name] ?? [];
  const { parent, field } = lifecycle.placement;
  const items = (world[parent] ?? []).flatMap((root) => {
    const holder = root[field];
    return (Array.isArray(holder) ? holder : [holder]).filter(isObject);
  });
  const born = (item: Json) => Date.parse(String(getPath(item, lifecycle.createdField) ?? ''));
  return items.sort((a, b) => (born(a) || 0) - (born(b) || 0));
}

/** The parent of a linked resource (an infraction's transaction). */
function linkedParent(model: LifecycleModel, world: World, lifecycle: Lifecycle, resource: Json) {
  if (lifecycle.placement.kind !== 'linked') return undefined;
  const id = getPath(resource, lifecycle.placement.by);
  return typeof id === 'string' ? findResource(model, world, id) : undefined;
}

/**
 * The id of the resource a sandbox scenario started that `id` belongs to: its
 * own, its parent's when embedded (a chargeback's transaction), or the parent
 * it is linked to (an infraction's transaction).
 */
export function originId(model: LifecycleModel, world: World, id: string): string | undefined {
  const at = find(model, world, id);
  if (!at) return undefined;
  const parent = at.path ? undefined : linkedParent(model, world, at.lifecycle, at.root);
  return String((parent ?? at.root).id);
}

/** The resources of lifecycle `name` linked to `resource`. */
export function linkedTo(
  model: LifecycleModel,
  world: World,
  resource: Json,
  name: string,
): Json[] {
  const lifecycle = lifecycleNamed(model, name);
  if (lifecycle.placement.kind !== 'linked') return [];
  const by = lifecycle.placement.by;
  return (world[name] ?? []).filter((r) => getPath(r, by) === resource.id);
}

function ruleContext(
  model: LifecycleModel,
  world: World,
  resource: Json,
  parent: Json | undefined,
): RuleContext {
  return { model, resource, parent, linked: (name) => linkedTo(model, world, resource, name) };
}

/** Makes a resource (and the items embedded in it) hold its state's rules. */
export function conform(
  model: LifecycleModel,
  world: World,
  lifecycle: Lifecycle,
  resource: Json,
  parent: Json | undefined,
  now: number,
): void {
  for (const child of childrenOf(model, lifecycle.name)) {
    if (child.placement.kind !== 'embedded') continue;
    const holder = resource[child.placement.field];
    const items = Array.isArray(holder) ? holder : isObject(holder) ? [holder] : [];
    for (const item of items)
      if (isObject(item))
        applyRules(
          rulesOf(child, item[child.stateField]),
          ruleContext(model, world, item, resource),
          now,
        );
  }
  applyRules(
    rulesOf(lifecycle, resource[lifecycle.stateField]),
    ruleContext(model, world, resource, parent),
    now,
  );
}

/** The event type an event spec names for `data` (undefined when its field has no event). */
export function eventType(spec: EventSpec, data: Json): string | undefined {
  if (typeof spec === 'string') return spec;
  return spec.events[String(getPath(data, spec.field))];
}

function stamp(lifecycle: Lifecycle, resource: Json, now: number): void {
  if (lifecycle.updatedField && pathApplies(resource, lifecycle.updatedField))
    setPath(resource, lifecycle.updatedField, isoSeconds(now));
}

function replace(world: World, lifecycle: Lifecycle, resource: Json): World {
  const list = world[lifecycle.name] ?? [];
  const index = list.findIndex((r) => r.id === resource.id);
  const next =
    index === -1 ? [...list, resource] : list.map((r, i) => (i === index ? resource : r));
  return { ...world, [lifecycle.name]: next };
}

/** Copies into `base` the request's values of the keys `base` has (objects key by key). */
export function mergeKnown(base: Json, request: Json): Json {
  const out = structuredClone(base);
  for (const [key, value] of Object.entries(request)) {
    if (!(key in out)) continue;
    const current = out[key];
    if (isObject(current) && isObject(value)) out[key] = mergeKnown(current, value);
    else if (!isObject(current) || current === null) out[key] = structuredClone(value);
  }
  return out;
}

/** The response example closest to a request: the most top-level scalar values in common. */
export function closestTemplate(templates: readonly unknown[], request: Json): Json {
  let best: Json = {};
  let bestScore = -1;
  for (const template of templates) {
    if (!isObject(template)) continue;
    const score = Object.entries(request).filter(
      ([k, v]) => typeof v !== 'object' && template[k] === v,
    ).length;
    if (score > bestScore) {
      best = template;
      bestScore = score;
    }
  }
  return best;
}

export interface CreateInput {
  lifecycle: string;
  /** The example the resource takes its fields from. */
  template: Json;
  /** The API request, for a resource created by one (its values replace the template's). */
  request?: Json;
  /** The resource it belongs to, for an embedded or linked one. */
  parentId?: string;
  /** Field values given at birth (`amount` of a refund). */
  input?: Json;
}

/** A new resource in its first state, and the event of its birth. */
export function create(
  model: LifecycleModel,
  world: World,
  input: CreateInput,
  clock: Clock,
): Moved | Refusal {
  const lifecycle = lifecycleNamed(model, input.lifecycle);
  const { creation, placement } = lifecycle;
  const resource: Json = input.request
    ? mergeKnown(input.template, input.request)
    : structuredClone(input.template);
  for (const [path, requestPath] of Object.entries(creation.mirror ?? {}))
    if (pathApplies(resource, path) && getPath(input.request ?? {}, requestPath) === undefined)
      setPath(resource, path, null);
  resource.id = clock.newId(lifecycle.idPrefix);
  for (const [path, value] of Object.entries(input.input ?? {}))
    if (pathApplies(resource, path)) setPath(resource, path, structuredClone(value));
  const state =
    typeof creation.state === 'string'
      ? creation.state
      : creation.state.states[String(getPath(resource, creation.state.field))];
  if (state === undefined) throw new Error(`${lifecycle.name}: no first state for this resource`);
  resource[lifecycle.stateField] = state;
  setPath(resource, lifecycle.createdField, isoSeconds(clock.now));
  stamp(lifecycle, resource, clock.now);

  if (placement.kind === 'collection') {
    conform(model, world, lifecycle, resource, undefined, clock.now);
    const next = replace(world, lifecycle, resource);
    const type = eventType(creation.event, resource);
    return {
      world: next,
      events: type ? [{ type, at: clock.now, data: structuredClone(resource) }] : [],
      subject: resource,
      root: resource,
    };
  }

  const parentAt = input.parentId ? find(model, world, input.parentId) : undefined;
  const parentLifecycle = lifecycleNamed(model, placement.parent);
  if (!parentAt || parentAt.lifecycle !== parentLifecycle)
    throw new Error(`${lifecycle.name}: no ${placement.parent} ${input.parentId ?? ''}`);
  const parent = structuredClone(parentAt.root);
  const parentState = String(parent[parentLifecycle.stateField]);
  const ctx = ruleContext(model, world, parent, undefined);
  if (
    (creation.parentStates && !creation.parentStates.includes(parentState)) ||
    (creation.parentWhen && !holds(creation.parentWhen, ctx))
  )
    return { refused: `${lifecycle.name}-not-possible` };
  for (const [path, from] of Object.entries(creation.fromParent ?? {}))
    if (pathApplies(resource, path)) setPath(resource, path, readField(resource, parent, from));

  if (placement.kind === 'linked') {
    setPath(resource, placement.by, parent.id);
    conform(model, world, lifecycle, resource, parent, clock.now);
    const next = replace(world, lifecycle, resource);
    const type = eventType(creation.event, resource);
    return {
      world: next,
      events: type ? [{ type, at: clock.now, data: structuredClone(resource) }] : [],
      subject: resource,
      root: resource,
    };
  }

  // Embedded: the item joins its parent, which changes with it and carries the event.
  const holder = parent[placement.field];
  if (placement.many)
    parent[placement.field] = [...(Array.isArray(holder) ? holder : []), resource];
  else parent[placement.field] = resource;
  conform(model, world, parentLifecycle, parent, undefined, clock.now);
  stamp(parentLifecycle, parent, clock.now);
  const next = replace(world, parentLifecycle, parent);
  const type = eventType(creation.event, parent);
  const placed = placement.many
    ? ((parent[placement.field] as Json[]).at(-1) as Json)
    : (parent[placement.field] as Json);
  return {
    world: next,
    events: type ? [{ type, at: clock.now, data: structuredClone(parent) }] : [],
    subject: placed,
    root: parent,
  };
}

export interface TransitionInput {
  id: string;
  name: string;
  /** Fields the transition's trigger gives (its reason), and any other field it changes. */
  input?: Json;
}

/** A transition of a resource; refused when the resource is not in one of its `from` states. */
export function transition(
  model: LifecycleModel,
  world: World,
  input: TransitionInput,
  clock: Clock,
): Moved | Refusal {
  const at = find(model, world, input.id);
  if (!at) throw new Error(`no resource ${input.id}`);
  const { lifecycle } = at;
  const step = lifecycle.transitions.find((t) => t.name === input.name);
  if (!step) throw new Error(`${lifecycle.name} has no transition "${input.name}"`);
  const root = structuredClone(at.root);
  const resource = at.path ? (getPath(root, at.path) as Json) : root;
  if (!step.from.includes(String(resource[lifecycle.stateField])))
    return { refused: `${lifecycle.name}-not-in-state` };
  for (const [path, value] of Object.entries(input.input ?? {}))
    if (pathApplies(resource, path)) setPath(resource, path, structuredClone(value));
  resource[lifecycle.stateField] = step.to;
  stamp(lifecycle, resource, clock.now);
  const parent = at.path ? root : linkedParent(model, world, lifecycle, resource);
  if (at.path) {
    conform(model, world, at.rootLifecycle, root, undefined, clock.now);
    stamp(at.rootLifecycle, root, clock.now);
  } else conform(model, world, lifecycle, resource, parent, clock.now);
  const next = replace(world, at.rootLifecycle, root);
  const type = eventType(step.event, root);
  return {
    world: next,
    events: type ? [{ type, at: clock.now, data: structuredClone(root) }] : [],
    subject: resource,
    root,
  };
}

/** A change that is not a state change (a delivery update), with its event. */
export function update(
  model: LifecycleModel,
  world: World,
  input: { id: string; name: string; fields: Json },
  clock: Clock,
): Moved | Refusal {
  const at = find(model, world, input.id);
  if (!at) throw new Error(`no resource ${input.id}`);
  const spec = at.lifecycle.updates?.find((u) => u.name === input.name);
  if (!spec) throw new Error(`${at.lifecycle.name} has no update "${input.name}"`);
  const root = structuredClone(at.root);
  const resource = at.path ? (getPath(root, at.path) as Json) : root;
  if (!spec.inStates.includes(String(resource[at.lifecycle.stateField])))
    return { refused: spec.refusal ?? `${at.lifecycle.name}-not-in-state` };
  for (const [path, value] of Object.entries(input.fields)) setPath(resource, path, value);
  stamp(at.lifecycle, resource, clock.now);
  if (at.path) stamp(at.rootLifecycle, root, clock.now);
  conform(model, world, at.rootLifecycle, root, undefined, clock.now);
  const next = replace(world, at.rootLifecycle, root);
  return {
    world: next,
    events: [{ type: spec.event, at: clock.now, data: structuredClone(root) }],
    subject: resource,
    root,
  };
}
