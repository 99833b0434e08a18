/**
 * A choice (the code sample language, the server) shared by every component
 * that reads the same key, on this page and the next ones: kept in
 * localStorage, and in memory when storage is unavailable (private mode,
 * blocked cookies: access may throw). Server rendering uses the fallback; the
 * stored value applies right after hydration.
 */
import { useCallback, useSyncExternalStore } from 'react';

const listeners = new Map<string, Set<() => void>>();
const memory = new Map<string, string>();

function read(key: string): string | undefined {
  if (memory.has(key)) return memory.get(key);
  try {
    const stored = window.localStorage.getItem(key);
    if (stored !== null) memory.set(key, stored);
    return stored ?? undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: string): void {
  memory.set(key, value);
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the choice lives in memory for this visit.
  }
  for (const listener of listeners.get(key) ?? []) listener();
}

export function useStoredChoice<T extends string>(
  key: string,
  fallback: T,
  allowed: readonly T[],
): [T, (value: T) => void] {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const set = listeners.get(key) ?? new Set();
      set.add(onChange);
      listeners.set(key, set);
      // Another tab changed it.
      const onStorage = (event: StorageEvent) => {
        if (event.key !== key) return;
        memory.delete(key);
        onChange();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        set.delete(onChange);
        window.removeEventListener('storage', onStorage);
      };
    },
    [key],
  );
  const value = useSyncExternalStore(
    subscribe,
    () => read(key) ?? fallback,
    () => fallback,
  );
  const choice = (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
  const setChoice = useCallback((next: T) => write(key, next), [key]);
  return [choice, setChoice];
}
