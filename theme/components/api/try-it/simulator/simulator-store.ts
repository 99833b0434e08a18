/**
 * The simulator's memory for the tab: the resources created, the changes the
 * sandbox will make to them, the answers kept per Idempotency-Key, in
 * sessionStorage (through the safe-storage layer: a tab that refuses storage
 * keeps it in memory), so create -> get -> list -> refund across operation
 * pages is one coherent story, and a new tab starts empty.
 */
import { storageKeys } from '../../../../../shared/storage-keys';
import { safeSessionStorage } from '../../../../logic/safe-storage';

/** The server choice of the simulator in the Try it console. */
export const SIMULATOR_ENVIRONMENT = 'simulator';

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

export function emptyStore(): SimulatorStore {
  return { version: 2, resources: {}, pending: [], followUps: {}, idempotency: {}, chosen: false };
}

let memory: SimulatorStore | null = null;

function isStore(value: unknown): value is SimulatorStore {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const isMap = (x: unknown) => typeof x === 'object' && x !== null && !Array.isArray(x);
  return (
    v.version === 2 &&
    isMap(v.resources) &&
    Array.isArray(v.pending) &&
    isMap(v.followUps) &&
    isMap(v.idempotency)
  );
}

export function readStore(): SimulatorStore {
  const text = safeSessionStorage.get(storageKeys.tryItSimulator);
  if (text) {
    try {
      const parsed: unknown = JSON.parse(text);
      // Anything else in the key (another version, a hand edit) starts over rather than crash.
      if (isStore(parsed)) return parsed;
    } catch {}
  }
  return memory ?? emptyStore();
}

export function writeStore(store: SimulatorStore): void {
  if (safeSessionStorage.set(storageKeys.tryItSimulator, JSON.stringify(store))) memory = null;
  else memory = store;
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
