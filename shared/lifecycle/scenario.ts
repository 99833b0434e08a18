/**
 * Plays a sandbox scenario's steps on the model: the first step with the
 * create request, the later ones when due. A step names transitions (`pay`,
 * or `refund.request` for another lifecycle) and gives the fields they need
 * (`set`); the model supplies the events. Shared by the build (the scenarios'
 * webhook deliveries) and the Try it simulator.
 */
import {
  type Clock,
  create,
  type Emitted,
  findResource,
  isRefusal,
  linkedTo,
  type Moved,
  type Refusal,
  transition,
  type World,
} from './engine';
import { operate } from './operations';
import { getPath, isObject, withPath } from './paths';
import type { Json, Lifecycle, LifecycleModel } from './types';

/**
 * The key, in a scenario's templates, of an operation's request example: what a
 * step that makes the operation's transition sends (`request POST /chargebacks/{id}/evidence`).
 */
export const requestTemplateKey = (operation: string): string => `request ${operation}`;

/** One step of a scenario, as the spec writes it. */
export interface StepSpec {
  /** Seconds after the request (cumulative). 0: in the request, the answer shows it. */
  at: number;
  /** Transitions, in order: `pay` (of the scenario's resource) or `<lifecycle>.<name>`. */
  do: string[];
  /** Fields the step gives: a transition's input (a reason), or, in the request, any field. */
  set: Json;
}

/** A step's transition, resolved: its lifecycle and name. */
export interface StepAction {
  lifecycle: Lifecycle;
  name: string;
  /** The creation of a resource of another lifecycle (`refund.request`). */
  creates: boolean;
}

export function resolveAction(
  model: LifecycleModel,
  main: Lifecycle,
  action: string,
): StepAction | undefined {
  const [first, second] = action.includes('.') ? action.split('.', 2) : [main.name, action];
  const lifecycle = model.lifecycles.find((l) => l.name === first);
  if (!lifecycle || second === undefined) return undefined;
  if (lifecycle !== main && lifecycle.creation.name === second)
    return { lifecycle, name: second, creates: true };
  if (lifecycle.transitions.some((t) => t.name === second))
    return { lifecycle, name: second, creates: false };
  return undefined;
}

/** The fields a step gives as the input of its transitions (the rest are set at creation). */
export function inputFields(model: LifecycleModel, main: Lifecycle, step: StepSpec): Set<string> {
  const out = new Set<string>();
  for (const action of step.do) {
    const found = resolveAction(model, main, action);
    if (!found || found.creates) continue;
    const t = found.lifecycle.transitions.find((x) => x.name === found.name);
    for (const field of t?.input ?? []) out.add(field);
  }
  return out;
}

/**
 * The resource of `lifecycle` belonging to the scenario's resource that a
 * transition acts on: the oldest one in a state it leaves (a payment's first
 * pending receivable settles first), else the newest (whose state the error
 * then names).
 */
function targetOf(
  model: LifecycleModel,
  world: World,
  mainId: string,
  lifecycle: Lifecycle,
  from: readonly string[],
): string | undefined {
  const main = findResource(model, world, mainId);
  if (!main) return undefined;
  let items: Json[];
  if (lifecycle.placement.kind === 'embedded') {
    const holder = main[lifecycle.placement.field];
    items = (Array.isArray(holder) ? holder : [holder]).filter(isObject);
  } else if (lifecycle.placement.kind === 'linked')
    items = linkedTo(model, world, main, lifecycle.name);
  else return mainId;
  const item = items.find((i) => from.includes(String(i[lifecycle.stateField]))) ?? items.at(-1);
  return item && typeof item.id === 'string' ? item.id : undefined;
}

export interface Played {
  world: World;
  events: Emitted[];
}

/** What went wrong playing a step: the action and the reason, for the spec check. */
export class StepError extends Error {
  constructor(
    readonly action: string,
    reason: string,
  ) {
    super(reason);
  }
}

function refusedReason(lifecycle: Lifecycle, name: string, state: unknown): string {
  const t = lifecycle.transitions.find((x) => x.name === name);
  if (!t)
    return `${lifecycle.name} ${lifecycle.creation.name} is not possible here${lifecycle.creation.because ? ` (${lifecycle.creation.because})` : ''}`;
  return `${lifecycle.name} ${name} goes from ${t.from.join(' or ')}, and the ${lifecycle.name} is ${String(state)} here${t.because ? ` (${t.because})` : ''}`;
}

/**
 * Plays the transitions of one step on the scenario's resource `mainId`.
 * Throws a StepError when a transition does not fit the state (the spec check
 * reports it at the step's line).
 */
export function playStep(
  model: LifecycleModel,
  world: World,
  main: Lifecycle,
  mainId: string,
  step: StepSpec,
  templates: Record<string, Json>,
  clock: Clock,
): Played {
  let current = world;
  const events: Emitted[] = [];
  for (const action of step.do) {
    const found = resolveAction(model, main, action);
    if (!found) throw new StepError(action, `unknown transition "${action}"`);
    const { lifecycle } = found;
    let moved: Moved | Refusal;
    if (found.creates) {
      // Made as the API operation would make it (a refund of what is left), when there is one.
      const operation = lifecycle.operations?.find((o) => o.transition === found.name);
      if (operation) {
        const answered = operate(
          model,
          current,
          { operation: operation.operation, id: mainId, body: {}, templates },
          clock,
        );
        if ('refused' in answered)
          throw new StepError(
            action,
            `${operation.operation} would answer ${answered.refused} here`,
          );
        current = answered.world;
        events.push(...answered.events);
        continue;
      }
      moved = create(
        model,
        current,
        { lifecycle: lifecycle.name, template: templates[lifecycle.name] ?? {}, parentId: mainId },
        clock,
      );
    } else {
      const t = lifecycle.transitions.find((x) => x.name === found.name);
      const id = targetOf(model, current, mainId, lifecycle, t?.from ?? []);
      if (!id) throw new StepError(action, `the scenario has no ${lifecycle.name} yet`);
      const input: Json = {};
      for (const field of t?.input ?? []) if (field in step.set) input[field] = step.set[field];
      // A transition of yours the step does not give the input of (a chargeback's evidence) is
      // made as its API operation would make it, with the operation's request example.
      const operation = lifecycle.operations?.find((o) => o.transition === found.name);
      const example = operation ? templates[requestTemplateKey(operation.operation)] : undefined;
      if (operation && example && (t?.input ?? []).some((field) => input[field] == null)) {
        const answered = operate(
          model,
          current,
          { operation: operation.operation, id, body: example, templates },
          clock,
        );
        if ('refused' in answered)
          throw new StepError(
            action,
            `${operation.operation} would answer ${answered.refused} here${answered.refused === operation.refusal ? ` (${refusedReason(lifecycle, found.name, findResource(model, current, id)?.[lifecycle.stateField])})` : ''}`,
          );
        current = answered.world;
        events.push(...answered.events);
        continue;
      }
      for (const field of t?.input ?? [])
        if (input[field] == null)
          throw new StepError(action, `${lifecycle.name} ${found.name} needs ${field} in "set"`);
      moved = transition(model, current, { id, name: found.name, input, templates }, clock);
      if (isRefusal(moved)) {
        const resource = findResource(model, current, id);
        throw new StepError(
          action,
          refusedReason(lifecycle, found.name, resource?.[lifecycle.stateField]),
        );
      }
    }
    if (isRefusal(moved))
      throw new StepError(action, refusedReason(lifecycle, found.name, undefined));
    current = moved.world;
    events.push(...moved.events);
  }
  return { world: current, events };
}

/** How a request changes the scenario's transitions (`card.capture: false`: authorize, not pay). */
export function swappedActions(main: Lifecycle, request: Json, actions: string[]): string[] {
  let out = actions;
  for (const swap of main.creation.requestSwaps ?? [])
    if (getPath(request, swap.request) === swap.equals) out = out.map((a) => swap.swap[a] ?? a);
  return out;
}

export interface Started extends Played {
  id: string;
  /** The answer: the resource after the request's own step. */
  answer: Json;
}

/**
 * The create request of a scenario: the resource born from `template` and the
 * request (with the first step's non-input fields), then the first step's
 * transitions when it happens in the request.
 */
export function startScenario(
  model: LifecycleModel,
  world: World,
  main: Lifecycle,
  input: { template: Json; request: Json; first?: StepSpec; templates: Record<string, Json> },
  clock: Clock,
): Started {
  const first = input.first && input.first.at === 0 ? input.first : undefined;
  const inputs = first ? inputFields(model, main, first) : new Set<string>();
  let template = input.template;
  const given: Json = {};
  for (const [path, value] of Object.entries(first?.set ?? {}))
    if (!inputs.has(path)) {
      if (path.includes('.')) template = withPath(template, path, value);
      else given[path] = value;
    }
  const born = create(
    model,
    world,
    { lifecycle: main.name, template, request: input.request, input: given },
    clock,
  );
  if (isRefusal(born)) throw new StepError('create', born.refused);
  const id = String(born.subject.id);
  const events = [...born.events];
  let current = born.world;
  if (first) {
    const played = playStep(
      model,
      current,
      main,
      id,
      { ...first, do: swappedActions(main, input.request, first.do) },
      input.templates,
      clock,
    );
    current = played.world;
    events.push(...played.events);
  }
  return { world: current, events, id, answer: findResource(model, current, id) ?? born.subject };
}
