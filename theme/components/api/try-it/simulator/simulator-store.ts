/**
 * The simulator's memory for the tab: the resources created, the changes the
 * sandbox will make to them, the answers kept per Idempotency-Key, in
 * sessionStorage (through the safe-storage layer: a tab that refuses storage
 * keeps it in memory), so create -> get -> list -> refund across operation
 * pages is one coherent story, and a new tab starts empty.
 *
 * The stored value is untrusted (another version of the site, a hand edit,
 * an extension): it is read field by field, and whatever does not have the
 * expected shape is left out, so no stored value can make a send throw (that
 * once left Try it "sending" for the rest of the tab).
 *
 * It is bounded: each lifecycle keeps its newest MAX_RESOURCES resources and
 * the store its newest MAX_IDEMPOTENCY_KEYS answers, so every send reads and
 * writes at most that much (sends once slowed from 40 to 221 ms over 2,000
 * creates, then sessionStorage filled up and new resources were silently lost).
 * What is forgotten is said in the answer (`StoreNotice`).
 */
import { storageKeys } from '../../../../../shared/storage-keys';
import { safeSessionStorage } from '../../../../logic/safe-storage';

/** The server choice of the simulator in the Try it console. */
export const SIMULATOR_ENVIRONMENT = 'simulator';

/** Resources kept per collection (`/transactions`): the newest. */
export const MAX_RESOURCES = 100;
/** First answers kept per Idempotency-Key: the newest (the API keeps them 24 hours). */
export const MAX_IDEMPOTENCY_KEYS = 200;

export type Resource = Record<string, unknown>;

/** A change the sandbox makes later: a scenario's step, or its follow-up of one of your calls. */
export type PendingChange =
  | {
      due: number;
      kind: 'step';
      /** The scenario's resource, and its lifecycle. */
      id: string;
      lifecycle: string;
      do: string[];
      set: Record<string, unknown>;
    }
  | {
      due: number;
      kind: 'follow-up';
      id: string;
      transition: string;
      /** A transition right after it (an infraction rejected, then closed). */
      andThen?: string;
      /** What the transition takes (a failure reason). */
      input?: Record<string, unknown>;
    };

export interface SimulatorStore {
  /** The shape of what the tab kept: another one (an older site) starts over. */
  version: 2;
  /** Resources by lifecycle (`transaction`), oldest first; refunds and chargebacks live inside theirs. */
  resources: Record<string, Resource[]>;
  /** Changes still to come, due first. */
  pending: PendingChange[];
  /** The follow-ups a scenario chose for the resource it created (`refund: fail`), by its id. */
  followUps: Record<string, Record<string, string>>;
  /** The first answer per Idempotency-Key (with its request's fingerprint). */
  idempotency: Record<string, { fingerprint: string; status: number; body: string }>;
  /** The simulator was the last server chosen in this tab. */
  chosen: boolean;
}

/** What a write had to give up, for the console to say. */
export type StoreNotice =
  | { kind: 'forgotten'; count: number; kept: number }
  | { kind: 'memoryOnly' }
  /** The stored state could not be played (a hand edit, another version): it started over. */
  | { kind: 'reset' };

export function emptyStore(): SimulatorStore {
  return { version: 2, resources: {}, pending: [], followUps: {}, idempotency: {}, chosen: false };
}

/** The newest state when the last write could not be stored (storage full or blocked). */
let memory: SimulatorStore | null = null;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The entries of a stored map whose values pass `keep` (the map itself checked first). */
function entriesOf<T>(value: unknown, keep: (item: unknown) => T | undefined): [string, T][] {
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const kept = keep(item);
    return kept === undefined ? [] : [[key, kept] as [string, T]];
  });
}

const resourceList = (value: unknown): Resource[] | undefined =>
  Array.isArray(value)
    ? value.filter((r): r is Resource => isRecord(r) && typeof r.id === 'string')
    : undefined;

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

function pendingChange(value: unknown): PendingChange | undefined {
  if (!isRecord(value) || typeof value.due !== 'number' || !Number.isFinite(value.due))
    return undefined;
  const { due, id } = value;
  if (typeof id !== 'string') return undefined;
  if (value.kind === 'follow-up' && typeof value.transition === 'string')
    return {
      due,
      kind: 'follow-up',
      id,
      transition: value.transition,
      ...(typeof value.andThen === 'string' ? { andThen: value.andThen } : {}),
      ...(isRecord(value.input) ? { input: value.input } : {}),
    };
  if (
    value.kind === 'step' &&
    typeof value.lifecycle === 'string' &&
    isStrings(value.do) &&
    isRecord(value.set)
  )
    return { due, kind: 'step', id, lifecycle: value.lifecycle, do: value.do, set: value.set };
  return undefined;
}

const choices = (value: unknown): Record<string, string> | undefined =>
  isRecord(value)
    ? Object.fromEntries(entriesOf(value, (v) => (typeof v === 'string' ? v : undefined)))
    : undefined;

const firstAnswer = (value: unknown) =>
  isRecord(value) &&
  typeof value.fingerprint === 'string' &&
  Number.isInteger(value.status) &&
  typeof value.body === 'string'
    ? { fingerprint: value.fingerprint, status: value.status as number, body: value.body }
    : undefined;

/**
 * A store from any parsed JSON: the parts with the expected shape, the rest left out.
 * Another version (an older site's) starts over.
 */
export function storeFrom(value: unknown): SimulatorStore {
  if (!isRecord(value) || value.version !== 2) return emptyStore();
  return bounded({
    version: 2,
    resources: Object.fromEntries(entriesOf(value.resources, resourceList)),
    pending: Array.isArray(value.pending)
      ? value.pending.flatMap((p) => pendingChange(p) ?? [])
      : [],
    followUps: Object.fromEntries(entriesOf(value.followUps, choices)),
    idempotency: Object.fromEntries(entriesOf(value.idempotency, firstAnswer)),
    chosen: value.chosen === true,
  }).store;
}

/** Every `id` in a resource: its own and those of what lives inside it (refunds, chargebacks). */
function idsIn(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) idsIn(item, into);
  else if (isRecord(value))
    for (const [key, item] of Object.entries(value)) {
      if (key === 'id' && typeof item === 'string') into.add(item);
      else idsIn(item, into);
    }
  return into;
}

/** The store within its bounds, and how many resources it forgot. */
export function bounded(store: SimulatorStore): { store: SimulatorStore; forgotten: number } {
  let forgotten = 0;
  const resources: Record<string, Resource[]> = {};
  for (const [lifecycle, list] of Object.entries(store.resources)) {
    forgotten += Math.max(0, list.length - MAX_RESOURCES);
    resources[lifecycle] = list.slice(-MAX_RESOURCES);
  }
  const idempotency = Object.fromEntries(
    Object.entries(store.idempotency).slice(-MAX_IDEMPOTENCY_KEYS),
  );
  if (forgotten === 0) return { store: { ...store, idempotency }, forgotten };
  // What is still to come for a forgotten resource (or one inside it) goes with it.
  const kept = idsIn(resources, new Set());
  const pending = store.pending.filter((p) => kept.has(p.id));
  const followUps = Object.fromEntries(
    Object.entries(store.followUps).filter(([id]) => kept.has(id)),
  );
  return { store: { ...store, resources, pending, followUps, idempotency }, forgotten };
}

export function readStore(): SimulatorStore {
  if (memory) return memory;
  const text = safeSessionStorage.get(storageKeys.tryItSimulator);
  if (!text) return emptyStore();
  try {
    return storeFrom(JSON.parse(text));
  } catch {
    // Not JSON: start over rather than fail every send of the tab.
    return emptyStore();
  }
}

/** Stores the state, bounded; says what it had to forget or could not store. */
export function writeStore(store: SimulatorStore): StoreNotice | undefined {
  const { store: kept, forgotten } = bounded(store);
  if (safeSessionStorage.set(storageKeys.tryItSimulator, JSON.stringify(kept))) {
    memory = null;
    return forgotten > 0 ? { kind: 'forgotten', count: forgotten, kept: MAX_RESOURCES } : undefined;
  }
  // Refused (full, blocked): memory holds the newest state until the page is left.
  memory = kept;
  return { kind: 'memoryOnly' };
}

/**
 * The id last created in `collection` (a lifecycle: to fill an `{id}` path
 * parameter), if any; for a resource kept inside another one (`within`: a
 * chargeback in its transaction), the newest of the parents that hold one.
 */
export function lastCreatedId(
  collection: string,
  within?: { collection: string; field: string },
): string | undefined {
  const resources = readStore().resources;
  if (within) {
    for (const parent of [...(resources[within.collection] ?? [])].reverse()) {
      const holder = parent[within.field];
      const item = Array.isArray(holder) ? holder.at(-1) : holder;
      const id = typeof item === 'object' && item !== null ? (item as Resource).id : undefined;
      if (typeof id === 'string') return id;
    }
    return undefined;
  }
  const id = (resources[collection] ?? []).at(-1)?.id;
  return typeof id === 'string' ? id : undefined;
}

export function rememberChoice(chosen: boolean): void {
  const store = readStore();
  if (store.chosen === chosen) return;
  writeStore({ ...store, chosen });
}
