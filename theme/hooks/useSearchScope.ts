import { useSearchParams } from '@rspress/core/runtime';
import { useCallback } from 'react';
import { docsSection } from '../../shared/search/docs-sections';
import type { SearchScope } from '../../shared/search/engine/search-index';
import { SEARCH_PARAMS } from '../components/Search/search-page-url';

/**
 * The search page's filter, bound to `?within=<section>` or `?outside=<section>`
 * (an unknown section is ignored). Changing it replaces the history entry.
 */
export function useSearchScope(): [
  SearchScope | undefined,
  (scope: SearchScope | undefined) => void,
] {
  const [params, setParams] = useSearchParams();
  const within = docsSection(params.get(SEARCH_PARAMS.within) ?? '');
  const outside = docsSection(params.get(SEARCH_PARAMS.outside) ?? '');
  const scope: SearchScope | undefined = within
    ? { mode: 'within', section: within.id }
    : outside
      ? { mode: 'outside', section: outside.id }
      : undefined;
  const setScope = useCallback(
    (next: SearchScope | undefined) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete(SEARCH_PARAMS.within);
          updated.delete(SEARCH_PARAMS.outside);
          if (next) updated.set(SEARCH_PARAMS[next.mode], next.section);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [scope, setScope];
}
