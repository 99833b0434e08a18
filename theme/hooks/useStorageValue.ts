import { useCallback } from 'react';
import { safeLocalStorage } from '../logic/safe-storage';
import { useStoredValue } from './useStoredValue';

/**
 * Replaces Rspress' `useStorageValue` (used by its `Tabs` to remember the
 * chosen tab of a group): same signature, but reads and writes through
 * safe-storage, so blocked storage no longer throws inside a React effect and
 * blanks the page.
 */
export function useStorageValue<T>(key: string, defaultValue: T): readonly [T, (value: T) => void] {
  const [stored, setStored] = useStoredValue(safeLocalStorage, key);
  const set = useCallback(
    (value: T) => setStored(value === null || value === undefined ? null : String(value)),
    [setStored],
  );
  // Storage holds text; like Rspress' hook, callers use T = string (the cast keeps its signature).
  return [(stored ?? defaultValue) as T, set] as const;
}
