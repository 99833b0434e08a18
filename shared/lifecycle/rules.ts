/**
 * The field rules of a state, applied (the engine makes a resource hold them)
 * and checked (the checker says which one a resource breaks, and why).
 */
import { derive, idTail, isoSeconds } from './derive';
import { getPath, parentOf, readField, setPath } from './paths';
import type { Condition, FieldRule, FieldRules, Json, Lifecycle, LifecycleModel } from './types';

/** What a rule's conditions and copies may look at. */
export interface RuleContext {
  model: LifecycleModel;
  resource: Json;
  parent: Json | undefined;
  /** The resources of lifecycle `name` tied to this one (its infractions), when known. */
  linked?: (name: string) => Json[];
  /** The resources of lifecycle `name` tied to the resource `ownerId` (a payment's receivables), when known. */
  related?: (name: string, ownerId: string) => Json[];
  /** The moment of the change, when known. */
  now?: number;
}

/** What a derivation of this context may look at. */
function deriveContext(ctx: RuleContext) {
  return {
    resource: ctx.resource,
    parent: ctx.parent,
    model: ctx.model,
    ...(ctx.related ? { related: ctx.related } : {}),
    ...(ctx.now !== undefined ? { now: ctx.now } : {}),
  };
}

/** The rules of `state`: the lifecycle's `always`, overridden by the state's own. */
export function rulesOf(lifecycle: Lifecycle, state: unknown): FieldRules {
  const own = typeof state === 'string' ? lifecycle.states[state]?.fields : undefined;
  return { ...(lifecycle.always ?? {}), ...(own ?? {}) };
}

export function holds(condition: Condition, ctx: RuleContext): boolean {
  if ('all' in condition) return condition.all.every((c) => holds(c, ctx));
  if ('not' in condition) return !holds(condition.not, ctx);
  if ('derived' in condition) return derive(condition.derived, deriveContext(ctx)) === condition.is;
  if ('linked' in condition) {
    const states = new Set(condition.inStates);
    const lifecycle = ctx.model.lifecycles.find((l) => l.name === condition.linked);
    if (!lifecycle || !ctx.linked) return false;
    return ctx.linked(condition.linked).some((r) => states.has(String(r[lifecycle.stateField])));
  }
  const value = readField(ctx.resource, ctx.parent, condition.field);
  const has = (list: readonly unknown[]) => list.some((v) => v === value);
  return 'in' in condition ? has(condition.in) : !has(condition.notIn);
}

/** The rule that applies, once `when` branches are decided (undefined: cannot decide). */
function resolve(rule: FieldRule, ctx: RuleContext): FieldRule | undefined {
  if (!('when' in rule)) return rule;
  const field = 'field' in rule.when ? rule.when.field : undefined;
  // A branch on the parent cannot be decided without it (an item checked on its own).
  if (field?.startsWith('^') && ctx.parent === undefined) return undefined;
  return resolve(holds(rule.when, ctx) ? rule.use : rule.otherwise, ctx);
}

const STAMP = /^\d{12}$/;

/** `yyyyMMddHHmm` of an ISO instant. */
function minuteStamp(iso: unknown): string | undefined {
  if (typeof iso !== 'string' || Number.isNaN(Date.parse(iso))) return undefined;
  return isoSeconds(Date.parse(iso)).replace(/\D/g, '').slice(0, 12);
}

/**
 * A sandbox end-to-end ID: the tail comes from the resource's own id, so the
 * same resource always gets the same one.
 */
export function endToEndId(prefix: string, ispb: string, at: string, resourceId: string): string {
  return `${prefix}${ispb}${minuteStamp(at) ?? '000000000000'}${idTail(resourceId)}`;
}

/**
 * Makes the resource hold `rules`, on the paths it has. `now` is the moment of
 * the change: what an `instant` rule records.
 */
export function applyRules(rules: FieldRules, ctx: RuleContext, now: number): void {
  const r = ctx.resource;
  // Two passes: a derived value may read another (net_amount reads fee_amount).
  for (let pass = 0; pass < 2; pass++)
    for (const [path, raw] of Object.entries(rules)) {
      // A field the template lacks is added; one under a null object (a card's `pix`) is not.
      if (!parentOf(r, path)) continue;
      const rule = resolve(raw, ctx);
      if (!rule || 'when' in rule) continue;
      const current = getPath(r, path);
      switch (rule.is) {
        case 'null':
          setPath(r, path, null);
          break;
        case 'value':
          setPath(r, path, structuredClone(rule.value));
          break;
        case 'given':
          break;
        case 'instant':
          if (current == null) setPath(r, path, isoSeconds(now));
          break;
        case 'end-to-end-id':
          if (current == null) {
            const at = readField(r, ctx.parent, rule.to ?? rule.from);
            setPath(
              r,
              path,
              endToEndId(
                rule.prefix,
                ctx.model.ispb[rule.initiator],
                typeof at === 'string' ? at : isoSeconds(now),
                String(r.id ?? ''),
              ),
            );
          }
          break;
        case 'copy': {
          const value = readField(r, ctx.parent, rule.from);
          if (value !== undefined) setPath(r, path, structuredClone(value));
          break;
        }
        case 'at-most': {
          const limit = readField(r, ctx.parent, rule.of);
          if (typeof current === 'number' && typeof limit === 'number' && current > limit)
            setPath(r, path, limit);
          break;
        }
        case 'derived': {
          const value = derive(rule.by, {
            ...deriveContext(ctx),
            now,
            ...(rule.days !== undefined ? { days: rule.days } : {}),
            ...(rule.daysBy ? { daysBy: rule.daysBy } : {}),
            ...(rule.endOfDay ? { endOfDay: true } : {}),
          });
          if (value !== undefined) setPath(r, path, value);
          break;
        }
      }
    }
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const show = (value: unknown) => (value === undefined ? 'missing' : JSON.stringify(value));

/** Why the value at `path` breaks the rule, or undefined when it holds (or cannot be told). */
export function ruleProblem(path: string, raw: FieldRule, ctx: RuleContext): string | undefined {
  const rule = resolve(raw, ctx);
  if (!rule || 'when' in rule) return undefined;
  const value = getPath(ctx.resource, path);
  const why = (text: string) => `${path} is ${show(value)}: ${rule.because ?? raw.because ?? text}`;
  switch (rule.is) {
    case 'null':
      return value === null ? undefined : why('it must be null in this state');
    case 'value':
      return same(value, rule.value)
        ? undefined
        : `${why('it has a fixed value in this state')} (expected ${show(rule.value)})`;
    case 'given':
      return value != null ? undefined : why('it must be set in this state');
    case 'instant':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value))
        ? undefined
        : why('it must be an instant in this state');
    case 'end-to-end-id': {
      const ispb = ctx.model.ispb[rule.initiator];
      const text = typeof value === 'string' ? value : '';
      const match = /^([A-Z])(\d{8})(\d{12})([A-Za-z0-9]{11})$/.exec(text);
      if (!match) return why('it must be an end-to-end ID of 32 characters');
      const [, prefix, institution, stamp] = match;
      if (prefix !== rule.prefix)
        return `${why('wrong prefix')} (it must start with ${rule.prefix})`;
      if (institution !== ispb)
        return `${why('wrong institution')} (the ISPB after ${rule.prefix} must be ${ispb}, the ${rule.initiator === 'provider' ? "provider's, which sends this Pix" : "payer's bank's, which sends this Pix"})`;
      const from = minuteStamp(readField(ctx.resource, ctx.parent, rule.from));
      const to = minuteStamp(readField(ctx.resource, ctx.parent, rule.to ?? rule.from));
      if (stamp && STAMP.test(stamp) && from && to && (stamp < from || stamp > to))
        return `${why('wrong date')} (its date ${stamp} must fall between ${rule.from} ${from} and ${rule.to ?? rule.from} ${to})`;
      return undefined;
    }
    case 'copy': {
      const expected = readField(ctx.resource, ctx.parent, rule.from);
      if (expected === undefined || (rule.from.startsWith('^') && ctx.parent === undefined))
        return undefined;
      return same(value, expected)
        ? undefined
        : `${why('it must copy another field')} (expected ${show(expected)})`;
    }
    case 'at-most': {
      const limit = readField(ctx.resource, ctx.parent, rule.of);
      if (typeof value !== 'number' || typeof limit !== 'number') return undefined;
      return value <= limit ? undefined : `${why('too large')} (at most ${rule.of} ${limit})`;
    }
    case 'derived': {
      const expected = derive(rule.by, {
        ...deriveContext(ctx),
        ...(rule.days !== undefined ? { days: rule.days } : {}),
        ...(rule.daysBy ? { daysBy: rule.daysBy } : {}),
        ...(rule.endOfDay ? { endOfDay: true } : {}),
      });
      if (expected === undefined) return undefined;
      return same(value, expected)
        ? undefined
        : `${why('it is computed')} (expected ${show(expected)})`;
    }
  }
}
