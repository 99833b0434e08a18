import { useCallback, useSyncExternalStore } from 'react';
import type { SafeStorage } from '../logic/safe-storage';

/**
 * A stored text value as React state, kept in sync with writes from this tab
 * and others. The server render and hydration see null (storage is read after
 * hydration), so the markup always matches the static HTML.
 * Returns `[value, set]`; `set(null)` removes the key.
 */
export function useStoredValue(
  storage: SafeStorage,
  key: string,
): readonly [string | null, (value: string | null) => void] {
  const subscribe = useCallback(
    (onChange: () => void) => storage.subscribe(key, onChange),
    [storage, key],
  );
  const value = useSyncExternalStore(
    subscribe,
    () => storage.get(key),
    () => null,
  );
  const set = useCallback(
    (next: string | null) => {
      if (next === null) storage.remove(key);
      else storage.set(key, next);
    },
    [storage, key],
  );
  return [value, set] as const;
}
