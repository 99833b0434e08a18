import { useSearchParams } from '@rspress/core/runtime';
import { useCallback } from 'react';

/**
 * A query-string parameter as React state: reading follows the URL (direct
 * loads, back/forward), writing replaces the history entry so typing does not
 * flood the history.
 */
export function useQueryParam(name: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name) ?? '';
  const setValue = useCallback(
    (next: string) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set(name, next);
          else updated.delete(name);
          return updated;
        },
        { replace: true },
      );
    },
    [name, setParams],
  );
  return [value, setValue];
}
