/**
 * Holds a resource, or a webhook event, to the lifecycle model: its state is
 * one of its lifecycle's, every field holds what the state says, the items
 * embedded in it too, and an event carries the state of a change that emits
 * it. Problems name the field and say what is wrong in a writer's words.
 */
import { childrenOf, eventsOf } from './model';
import { getPath, isObject } from './paths';
import { ruleProblem, rulesOf } from './rules';
import type { Json, Lifecycle, LifecycleModel } from './types';

export interface LifecycleProblem {
  /** Dotted path in the checked value (`data.refunds.0.end_to_end_id`). */
  path: string;
  reason: string;
}

/** The lifecycle of a resource, by the prefix of its id (`tr_...`). */
export function lifecycleOf(model: LifecycleModel, resource: unknown): Lifecycle | undefined {
  if (!isObject(resource) || typeof resource.id !== 'string') return undefined;
  const id = resource.id;
  return model.lifecycles.find((l) => id.startsWith(l.idPrefix));
}

const join = (prefix: string, path: string) => (prefix ? `${prefix}.${path}` : path);

export interface CheckOptions {
  /**
   * The value is a whole resource (a spec example, a webhook payload, an API
   * answer): a field a rule speaks of may not be missing. A guide's excerpt
   * leaves fields out; only those it shows are checked.
   */
  complete?: boolean;
  parent?: Json;
  prefix?: string;
}

/** Everything wrong with `resource` as a resource of `lifecycle`. */
export function checkResource(
  model: LifecycleModel,
  lifecycle: Lifecycle,
  resource: Json,
  options: CheckOptions = {},
): LifecycleProblem[] {
  const { parent, prefix = '', complete = false } = options;
  const problems: LifecycleProblem[] = [];
  const state = resource[lifecycle.stateField];
  if (state === undefined) return problems;
  if (typeof state !== 'string' || !(state in lifecycle.states)) {
    problems.push({
      path: join(prefix, lifecycle.stateField),
      reason: `${lifecycle.stateField} ${JSON.stringify(state)} is not a state of a ${lifecycle.name} (${Object.keys(lifecycle.states).join(', ')})`,
    });
    return problems;
  }
  const ctx = { model, resource, parent };
  for (const [path, rule] of Object.entries(rulesOf(lifecycle, state))) {
    const parentPath = path.split('.').slice(0, -1).join('.');
    if (parentPath && !isObject(getPath(resource, parentPath))) continue;
    if (getPath(resource, path) === undefined) {
      if (complete)
        problems.push({
          path: join(prefix, path),
          reason: `a ${lifecycle.name} in state ${state}: ${path} is missing${rule.because ? ` (${rule.because})` : ''}`,
        });
      continue;
    }
    const reason = ruleProblem(path, rule, ctx);
    if (reason)
      problems.push({
        path: join(prefix, path),
        reason: `a ${lifecycle.name} in state ${state}: ${reason}`,
      });
  }
  for (const child of childrenOf(model, lifecycle.name)) {
    if (child.placement.kind !== 'embedded') continue;
    const holder = resource[child.placement.field];
    const items = Array.isArray(holder)
      ? holder.map(
          (item, i) =>
            [
              item,
              `${child.placement.kind === 'embedded' ? child.placement.field : ''}.${i}`,
            ] as const,
        )
      : isObject(holder)
        ? [[holder, child.placement.field] as const]
        : [];
    for (const [item, at] of items)
      if (isObject(item))
        problems.push(
          ...checkResource(model, child, item, {
            complete,
            parent: resource,
            prefix: join(prefix, at),
          }),
        );
  }
  return problems;
}

/**
 * Whether an event's data shows the state of a change that emits it: a
 * `transaction.created` carries the state at creation, a
 * `transaction.refund_updated` a refund item that just settled or failed, and
 * so on. `data` is checked as a resource too.
 */
export function checkEvent(
  model: LifecycleModel,
  type: string,
  data: unknown,
  options: { complete?: boolean } = {},
): LifecycleProblem[] {
  if (!isObject(data)) return [{ path: 'data', reason: `the ${type} event has no data object` }];
  const subject = lifecycleOf(model, data);
  if (!subject) return [];
  const problems = checkResource(model, subject, data, { ...options, prefix: 'data' });
  const changes = eventsOf(model).get(type);
  if (!changes) {
    problems.push({
      path: 'type',
      reason: `${type} is sent by no change of the lifecycle model (no creation, transition or update emits it)`,
    });
    return problems;
  }
  const fits = changes.some(({ lifecycle, change, to }) => {
    const eventFits = (spec: Lifecycle['creation']['event']) =>
      spec !== null &&
      (typeof spec === 'string' || spec.events[String(getPath(data, spec.field))] === type);
    if (lifecycle === subject) {
      if (to === undefined) {
        const spec = lifecycle.updates?.find((u) => u.name === change);
        return spec ? spec.inStates.includes(String(data[lifecycle.stateField])) : false;
      }
      if (change === lifecycle.creation.name && typeof lifecycle.creation.state !== 'string') {
        const expected =
          lifecycle.creation.state.states[String(getPath(data, lifecycle.creation.state.field))];
        return data[lifecycle.stateField] === expected;
      }
      return data[lifecycle.stateField] === to;
    }
    if (lifecycle.placement.kind !== 'embedded' || lifecycle.placement.parent !== subject.name)
      return false;
    const spec =
      change === lifecycle.creation.name
        ? lifecycle.creation.event
        : lifecycle.transitions.find((t) => t.name === change)?.event;
    if (!spec || !eventFits(spec)) return false;
    const holder = data[lifecycle.placement.field];
    const items = (Array.isArray(holder) ? holder : isObject(holder) ? [holder] : []).filter(
      isObject,
    );
    // A creation is the newest item; a transition, any item now in its target state.
    if (change === lifecycle.creation.name) return items.at(-1)?.[lifecycle.stateField] === to;
    return items.some((item) => item[lifecycle.stateField] === to);
  });
  if (!fits) {
    const expected = [
      ...new Set(
        changes.map(({ lifecycle, change, to }) => {
          if (to === undefined) return `${lifecycle.name} ${change}`;
          if (lifecycle === subject) {
            const creation = lifecycle.creation.state;
            if (change === lifecycle.creation.name && typeof creation !== 'string')
              return `${lifecycle.stateField} ${Object.entries(creation.states)
                .map(([k, v]) => `${v} (${creation.field} ${k})`)
                .join(' or ')}, at creation`;
            return `${lifecycle.stateField} ${to}`;
          }
          const field =
            lifecycle.placement.kind === 'embedded' ? lifecycle.placement.field : lifecycle.name;
          return `${field} with a ${lifecycle.name} ${to}${change === lifecycle.creation.name ? ' (the newest)' : ''}`;
        }),
      ),
    ].join('; or ');
    const aboutItems = changes.some(({ lifecycle }) => lifecycle !== subject);
    problems.push({
      path: 'data',
      reason: `${type} is a snapshot of the change that sends it (${expected}); this one has ${subject.stateField} ${JSON.stringify(data[subject.stateField])}${aboutItems ? describeChildren(model, subject, data) : ''}`,
    });
  }
  return problems;
}

function describeChildren(model: LifecycleModel, subject: Lifecycle, data: Json): string {
  const parts: string[] = [];
  for (const child of childrenOf(model, subject.name)) {
    if (child.placement.kind !== 'embedded') continue;
    const holder = data[child.placement.field];
    if (Array.isArray(holder))
      parts.push(
        `${child.placement.field} [${holder.map((i) => (isObject(i) ? String(i[child.stateField]) : '?')).join(', ')}]`,
      );
    else if (isObject(holder))
      parts.push(`${child.placement.field} ${String(holder[child.stateField])}`);
  }
  return parts.length > 0 ? `, ${parts.join(', ')}` : '';
}
