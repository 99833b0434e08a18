import { useSearchParams } from '@rspress/core/runtime';
import { useCallback } from 'react';
import { useIsClient } from './useIsClient';

/**
 * A query-string parameter as React state: reading follows the URL (direct
 * loads, back/forward), writing replaces the history entry so typing does not
 * flood the history. The first render (hydration) reads no parameter, as
 * the server's HTML was rendered without one: reading it then made every
 * `/search?q=…` fail hydration (React error #418) and render twice.
 */
export function useQueryParam(name: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const isClient = useIsClient();
  const value = isClient ? (params.get(name) ?? '') : '';
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
