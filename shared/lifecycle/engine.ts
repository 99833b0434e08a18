/**
 * Moves resources through the lifecycle model: creates them, makes their
 * transitions and updates, and returns the events each change emits, as
 * snapshots of the resource at that change. Used by the build (the webhook
 * deliveries of the sandbox scenarios), by the Try it simulator in the page and
 * by the e2e mock, so all three show the same resources and events. Pure but
 * for the clock and the id generator it is given.
 */
import { derive, isoSeconds } from './derive';
import { post } from './ledger';
import { childrenOf, lifecycleNamed } from './model';
import { getPath, isObject, pathApplies, readField, setPath } from './paths';
import { applyRules, holds, type RuleContext, rulesOf } from './rules';
import type { EventSpec, Json, LedgerSpec, Lifecycle, LifecycleModel } from './types';

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
  now?: number,
): RuleContext {
  return {
    model,
    resource,
    parent,
    linked: (name) => linkedTo(model, world, resource, name),
    related: (name, ownerId) => linkedTo(model, world, { id: ownerId }, name),
    ...(now !== undefined ? { now } : {}),
  };
}

/** The id of the payment (transaction) a resource belongs to, or null (a cash-out). */
function transactionIdOf(
  lifecycle: Lifecycle,
  resource: Json,
  root: Json,
  rootLifecycle: Lifecycle,
): string | null {
  const owner = 'transaction';
  const id = (value: unknown) => (typeof value === 'string' ? value : null);
  if (lifecycle.name === owner) return id(resource.id);
  if (lifecycle.placement.kind === 'embedded')
    return rootLifecycle.name === owner ? id(root.id) : null;
  if (lifecycle.placement.kind === 'linked' && lifecycle.placement.parent === owner)
    return id(getPath(resource, lifecycle.placement.by));
  return null;
}

/** The world with the statement's entries of one resource's change. */
function posted(
  model: LifecycleModel,
  world: World,
  change: {
    lifecycle: Lifecycle;
    before: Json | undefined;
    after: Json;
    root: Json;
    rootLifecycle: Lifecycle;
    spec: LedgerSpec | undefined;
  },
  clock: Clock,
): World {
  return post(model, world, {
    lifecycle: change.lifecycle,
    before: change.before,
    after: change.after,
    transactionId: transactionIdOf(
      change.lifecycle,
      change.after,
      change.root,
      change.rootLifecycle,
    ),
    spec: change.spec,
    now: clock.now,
    newId: clock.newId,
  });
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
          ruleContext(model, world, item, resource, now),
          now,
        );
  }
  applyRules(
    rulesOf(lifecycle, resource[lifecycle.stateField]),
    ruleContext(model, world, resource, parent, now),
    now,
  );
}

/** The event type an event spec names for `data` (undefined when its field has no event, or it has none). */
export function eventType(spec: EventSpec | null, data: Json): string | undefined {
  if (spec === null) return undefined;
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

/** Keys in the template's order, then the others: a resource reads like its example. */
function ordered(template: Json, resource: Json): Json {
  const out: Json = {};
  for (const key of Object.keys(template)) if (key in resource) out[key] = resource[key];
  for (const [key, value] of Object.entries(resource)) if (!(key in out)) out[key] = value;
  return out;
}

/** A created resource stored in its own list: its statement entries and its birth event. */
function storedCreation(
  model: LifecycleModel,
  world: World,
  lifecycle: Lifecycle,
  shaped: Json,
  creation: Lifecycle['creation'],
  clock: Clock,
): Moved {
  const next = posted(
    model,
    replace(world, lifecycle, shaped),
    {
      lifecycle,
      before: undefined,
      after: shaped,
      root: shaped,
      rootLifecycle: lifecycle,
      spec: creation.ledger,
    },
    clock,
  );
  const type = eventType(creation.event, shaped);
  return {
    world: next,
    events: type ? [{ type, at: clock.now, data: structuredClone(shaped) }] : [],
    subject: shaped,
    root: shaped,
  };
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
    if (pathApplies(resource, path) || placement.kind !== 'collection')
      setPath(resource, path, structuredClone(value));

  const parentAt =
    placement.kind !== 'collection' && input.parentId
      ? find(model, world, input.parentId)
      : undefined;
  const parentLifecycle =
    placement.kind !== 'collection' ? lifecycleNamed(model, placement.parent) : undefined;
  if (parentLifecycle && (!parentAt || parentAt.lifecycle !== parentLifecycle))
    throw new Error(`${lifecycle.name}: no ${parentLifecycle.name} ${input.parentId ?? ''}`);
  const parentNow = parentAt
    ? ((parentAt.path ? getPath(parentAt.root, parentAt.path) : parentAt.root) as Json)
    : undefined;

  for (const guard of creation.guards ?? [])
    if (!holds(guard.unless, ruleContext(model, world, resource, parentNow, clock.now)))
      return { refused: guard.error };

  const state =
    typeof creation.state === 'string'
      ? creation.state
      : creation.state.states[String(readField(resource, parentNow, creation.state.field))];
  if (state === undefined) throw new Error(`${lifecycle.name}: no first state for this resource`);
  resource[lifecycle.stateField] = state;
  setPath(resource, lifecycle.createdField, isoSeconds(clock.now));
  stamp(lifecycle, resource, clock.now);

  if (placement.kind === 'collection') {
    conform(model, world, lifecycle, resource, undefined, clock.now);
    return storedCreation(
      model,
      world,
      lifecycle,
      ordered(input.template, resource),
      creation,
      clock,
    );
  }

  const parent = structuredClone((parentAt as Located).root);
  const parentState = String(parent[(parentLifecycle as Lifecycle).stateField]);
  const ctx = ruleContext(model, world, parent, undefined, clock.now);
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
    return storedCreation(
      model,
      world,
      lifecycle,
      ordered(input.template, resource),
      creation,
      clock,
    );
  }

  // Embedded: the item joins its parent, which changes with it and carries the event.
  const parentLife = parentLifecycle as Lifecycle;
  const holder = parent[placement.field];
  if (placement.many)
    parent[placement.field] = [...(Array.isArray(holder) ? holder : []), resource];
  else parent[placement.field] = resource;
  conform(model, world, parentLife, parent, undefined, clock.now);
  stamp(parentLife, parent, clock.now);
  let next = replace(world, parentLife, parent);
  const type = eventType(creation.event, parent);
  const placed = placement.many
    ? ((parent[placement.field] as Json[]).at(-1) as Json)
    : (parent[placement.field] as Json);
  next = posted(
    model,
    next,
    {
      lifecycle,
      before: undefined,
      after: placed,
      root: parent,
      rootLifecycle: parentLife,
      spec: creation.ledger,
    },
    clock,
  );
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
  /** Where resources born with this change take their fields from, by lifecycle. */
  templates?: Record<string, Json>;
}

/** The resources born with a parent's transition (a payment's receivables), and their events. */
function spawn(
  model: LifecycleModel,
  world: World,
  parentLifecycle: Lifecycle,
  parentId: string,
  transitionName: string,
  templates: Record<string, Json>,
  clock: Clock,
): { world: World; events: Emitted[] } {
  let current = world;
  const events: Emitted[] = [];
  for (const child of model.lifecycles) {
    const rule = child.creation.withParent;
    if (
      !rule ||
      child.placement.kind === 'collection' ||
      child.placement.parent !== parentLifecycle.name ||
      !rule.transitions.includes(transitionName)
    )
      continue;
    const parent = findResource(model, current, parentId);
    const count = parent ? derive(rule.count, { resource: parent, parent: undefined, model }) : 0;
    for (let index = 1; typeof count === 'number' && index <= count; index++) {
      const born = create(
        model,
        current,
        {
          lifecycle: child.name,
          template: templates[child.name] ?? {},
          parentId,
          input: { [rule.index]: index },
        },
        clock,
      );
      if (isRefusal(born)) continue;
      current = born.world;
      events.push(...born.events);
    }
  }
  return { world: current, events };
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
  const before = structuredClone(at.path ? (getPath(at.root, at.path) as Json) : at.root);
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
  let next = replace(world, at.rootLifecycle, root);
  const events: Emitted[] = [];
  // A resource born on the parent with the change comes first: an accepted MED infraction
  // closes once its refund (the MED devolução) has gone out.
  if (
    step.creates &&
    parent &&
    holds(step.creates.when, ruleContext(model, world, before, parent))
  ) {
    const given: Json = { ...structuredClone(step.creates.fixed ?? {}) };
    for (const [field, from] of Object.entries(step.creates.input))
      given[field] = getPath(before, from);
    const born = create(
      model,
      next,
      {
        lifecycle: step.creates.lifecycle,
        template: input.templates?.[step.creates.lifecycle] ?? {},
        parentId: String(parent.id),
        input: given,
      },
      clock,
    );
    if (!isRefusal(born)) {
      next = born.world;
      events.push(...born.events);
    }
  }
  const type = eventType(step.event, root);
  if (type) events.push({ type, at: clock.now, data: structuredClone(root) });

  // What changes with it: resources born with it, resources it moves.
  const born = spawn(
    model,
    next,
    lifecycle,
    String(resource.id),
    step.name,
    input.templates ?? {},
    clock,
  );
  next = born.world;
  events.push(...born.events);
  if (step.cascade) {
    const listed = step.cascade.items ? getPath(resource, step.cascade.items) : undefined;
    const items = step.cascade.items
      ? Array.isArray(listed)
        ? listed
        : []
      : linkedTo(model, next, resource, step.cascade.lifecycle);
    for (const item of items) {
      const id = isObject(item) ? item.id : undefined;
      if (typeof id !== 'string') continue;
      const given: Json = { ...(step.cascade.given ?? {}) };
      for (const [field, from] of Object.entries(step.cascade.input ?? {}))
        given[field] = getPath(resource, from);
      const moved = transition(
        model,
        next,
        { id, name: step.cascade.transition, input: given },
        clock,
      );
      if (isRefusal(moved)) continue;
      next = moved.world;
      events.push(...moved.events);
    }
  }
  next = posted(
    model,
    next,
    {
      lifecycle,
      before,
      after: resource,
      root,
      rootLifecycle: at.rootLifecycle,
      spec: step.ledger,
    },
    clock,
  );
  return { world: next, events, subject: resource, root };
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
  const before = structuredClone(at.path ? (getPath(at.root, at.path) as Json) : at.root);
  const root = structuredClone(at.root);
  const resource = at.path ? (getPath(root, at.path) as Json) : root;
  if (!spec.inStates.includes(String(resource[at.lifecycle.stateField])))
    return { refused: spec.refusal ?? `${at.lifecycle.name}-not-in-state` };
  for (const [path, value] of Object.entries(input.fields)) setPath(resource, path, value);
  stamp(at.lifecycle, resource, clock.now);
  if (at.path) stamp(at.rootLifecycle, root, clock.now);
  conform(model, world, at.rootLifecycle, root, undefined, clock.now);
  let next = replace(world, at.rootLifecycle, root);
  next = posted(
    model,
    next,
    {
      lifecycle: at.lifecycle,
      before,
      after: resource,
      root,
      rootLifecycle: at.rootLifecycle,
      spec: spec.ledger,
    },
    clock,
  );
  return {
    world: next,
    events: [{ type: spec.event, at: clock.now, data: structuredClone(root) }],
    subject: resource,
    root,
  };
}
