/**
 * The simulator's memory for the tab: the resources created, the answers kept
 * per Idempotency-Key and the ids last created per collection, in
 * sessionStorage (through the safe-storage layer: a tab that refuses storage
 * keeps it in memory), so create -> get -> list -> refund across operation
 * pages is one coherent story, and a new tab starts empty.
 */
import { storageKeys } from '../../../../../shared/storage-keys';
import { safeSessionStorage } from '../../../../logic/safe-storage';

/** The server choice of the simulator in the Try it console. */
export const SIMULATOR_ENVIRONMENT = 'simulator';

export type Resource = Record<string, unknown>;

export interface PendingStep {
  /** Epoch ms when it applies. */
  due: number;
  set: Record<string, unknown>;
}

export interface SimulatorStore {
  /** Resources by collection (`/transactions`), newest last. */
  resources: Record<string, Resource[]>;
  /** Scenario steps still to come, by resource id. */
  pending: Record<string, PendingStep[]>;
  /** The first answer per Idempotency-Key (with its request's fingerprint). */
  idempotency: Record<string, { fingerprint: string; status: number; body: string }>;
  /** The simulator was the last server chosen in this tab. */
  chosen: boolean;
}

export function emptyStore(): SimulatorStore {
  return { resources: {}, pending: {}, idempotency: {}, chosen: false };
}

let memory: SimulatorStore | null = null;

function isStore(value: unknown): value is SimulatorStore {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.resources === 'object' &&
    v.resources !== null &&
    typeof v.pending === 'object' &&
    v.pending !== null &&
    typeof v.idempotency === 'object' &&
    v.idempotency !== null
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

/** The id last created in `collection` (to fill an `{id}` path parameter), if any. */
export function lastCreatedId(collection: string): string | undefined {
  const list = readStore().resources[collection] ?? [];
  const id = list.at(-1)?.id;
  return typeof id === 'string' ? id : undefined;
}

export function rememberChoice(chosen: boolean): void {
  const store = readStore();
  if (store.chosen === chosen) return;
  writeStore({ ...store, chosen });
}
