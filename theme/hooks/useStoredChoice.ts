/**
 * A choice (the code sample language, the server) shared by every component
 * that reads the same key, on this page and the next ones: kept in
 * localStorage through safe-storage, and in memory for this visit when the
 * browser refuses it (private mode, blocked cookies). Server rendering and
 * hydration use the fallback; the stored choice applies right after.
 */
import { useCallback } from 'react';
import { safeLocalStorage, withMemoryFallback } from '../logic/safe-storage';
import { useStoredValue } from './useStoredValue';

const choices = withMemoryFallback(safeLocalStorage);

export function useStoredChoice<T extends string>(
  key: string,
  fallback: T,
  allowed: readonly T[],
): [T, (value: T) => void] {
  const [value, set] = useStoredValue(choices, key);
  const choice =
    value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
  const setChoice = useCallback((next: T) => set(next), [set]);
  return [choice, setChoice];
}
