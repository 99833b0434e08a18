/**
 * The statement: every change that moves the balance posts balance
 * transactions, one per account it moves, of the type its `ledger` names
 * (`payment`, `settlement`, `refund`…), linked to the resource that moved it and
 * to its payment. Each carries the account's balance right after it, so the
 * entries of an account add up, from the opening balance, to what
 * `GET /wallet/balance` answers: the balance is the sum of the resources' state
 * effects (`balanceOf`), and an entry is the change of one resource's effect.
 */
import { isoSeconds } from './derive';
import { getPath } from './paths';
import type { Json, LedgerSpec, Lifecycle, LifecycleModel } from './types';

/** Where the world keeps the statement's entries, oldest first. */
export const STATEMENT_KEY = 'balance_transaction';
/** Where the world keeps the balance it started from (one record: `available`, `pending`, `blocked`). */
export const OPENING_KEY = 'balance_opening';

type WorldLike = Record<string, Json[]>;

/** What a resource in its state adds to each account. */
export function effectsOf(lifecycle: Lifecycle, resource: Json | undefined): Map<string, number> {
  const out = new Map<string, number>();
  if (!resource) return out;
  const effects = lifecycle.states[String(resource[lifecycle.stateField])]?.balance ?? [];
  for (const effect of effects) {
    const sum = effect.fields.reduce((total, field) => {
      const value = getPath(resource, field);
      return total + (typeof value === 'number' ? value : 0);
    }, 0);
    out.set(effect.account, (out.get(effect.account) ?? 0) + effect.sign * sum);
  }
  return out;
}

/** The balance the world started from, account by account (0 when it says nothing). */
export function openingOf(model: LifecycleModel, world: WorldLike): Record<string, number> {
  const record = world[OPENING_KEY]?.[0] ?? {};
  return Object.fromEntries(
    model.ledger.accounts.map((a) => [a, typeof record[a] === 'number' ? record[a] : 0]),
  );
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * A balance transaction id whose first characters count the statement's
 * entries, so that ids sort in posting order (entries of the same second keep
 * their order): `btx_` + 6 base62 digits + 8 characters of a new id.
 */
function entryId(prefix: string, sequence: number, fresh: string): string {
  let digits = '';
  for (let n = sequence; digits.length < 6; n = Math.floor(n / 62))
    digits = BASE62[n % 62] + digits;
  return `${prefix}${digits}${fresh.slice(prefix.length, prefix.length + 8).padEnd(8, '0')}`;
}

/** The entry type of a change: its `typeBy` for the resource's field, else `type`. */
function typeOf(spec: LedgerSpec, resource: Json): string {
  if (!spec.typeBy) return spec.type;
  return spec.typeBy.types[String(getPath(resource, spec.typeBy.field))] ?? spec.type;
}

export interface PostInput {
  lifecycle: Lifecycle;
  /** The resource before the change (undefined: it was just born) and after it. */
  before: Json | undefined;
  after: Json;
  /** The id of the payment it belongs to, or null (a cash-out). */
  transactionId: string | null;
  spec: LedgerSpec | undefined;
  now: number;
  newId: (prefix: string) => string;
}

/**
 * The world with the entries a change of one resource posts: one per account
 * whose effect moved. A change that moves the balance without a `ledger` in
 * the model posts nothing (the model's check, `modelProblems`, refuses it).
 */
export function post(model: LifecycleModel, world: WorldLike, input: PostInput): WorldLike {
  const { spec, lifecycle } = input;
  if (!spec) return world;
  const was = effectsOf(lifecycle, input.before);
  const now = effectsOf(lifecycle, input.after);
  const entries = [...(world[STATEMENT_KEY] ?? [])];
  const opening = openingOf(model, world);
  const balance = (account: string) =>
    entries.findLast((e) => e.account === account)?.balance_after ?? opening[account] ?? 0;
  const feeValue = spec.fee ? getPath(input.after, spec.fee.field) : undefined;
  const fee = typeof feeValue === 'number' ? (spec.fee?.returned ? -feeValue : feeValue) : 0;
  for (const account of model.ledger.accounts) {
    const net = (now.get(account) ?? 0) - (was.get(account) ?? 0);
    if (net === 0) continue;
    const currency = input.after.currency ?? 'BRL';
    entries.push({
      id: entryId(
        model.statement.idPrefix,
        entries.length + 1,
        input.newId(model.statement.idPrefix),
      ),
      type: typeOf(spec, input.after),
      account,
      amount: net + fee,
      fee_amount: fee,
      net_amount: net,
      balance_after: (balance(account) as number) + net,
      currency,
      source_type: lifecycle.name,
      source_id: input.after.id ?? null,
      transaction_id: input.transactionId,
      created_at: isoSeconds(input.now),
    });
  }
  return { ...world, [STATEMENT_KEY]: entries };
}
