import { useCallback, useEffect, useRef, useState } from 'react';
import type { Lang } from '../../config/locales';
import type { SearchResponse, SearchScope } from '../../shared/search/engine/search-index';
import { getSearchClient } from '../search-worker/search-client';

/**
 * idle: nothing loaded yet (nothing is fetched before the reader first focuses
 * the box); loading: the worker is building the index; ready; error: the
 * index could not be loaded (retry possible); unsupported: no Web Workers.
 */
export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error' | 'unsupported';

export interface UseSearchOptions {
  lang: Lang;
  query: string;
  /** Start loading the index (first focus, or the search page). */
  active: boolean;
  limit?: number;
  perPage?: number;
  scope?: SearchScope;
}

export interface UseSearchResult {
  status: SearchStatus;
  /** Results of the current query; null while there is no query or before the first answer. */
  response: SearchResponse | null;
  /** The query `response` answers (it may lag the typed query by a keystroke). */
  answeredQuery: string;
  error: string;
  retry: () => void;
}

/** Runs queries in the search worker and keeps the latest answer. */
export function useSearch({
  lang,
  query,
  active,
  limit,
  perPage,
  scope,
}: UseSearchOptions): UseSearchResult {
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [error, setError] = useState('');
  const [response, setResponse] = useState<SearchResponse | null>(null);
  const [answeredQuery, setAnsweredQuery] = useState('');
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load after retry().
  useEffect(() => {
    if (!active) return;
    const client = getSearchClient();
    if (!client) {
      setStatus('unsupported');
      return;
    }
    let current = true;
    setStatus((s) => (s === 'ready' ? s : 'loading'));
    client.buildIndexes(lang).then(
      () => current && setStatus('ready'),
      (e: Error) => {
        if (!current) return;
        setError(e.message);
        setStatus('error');
      },
    );
    return () => {
      current = false;
    };
  }, [active, lang, attempt]);

  // The scope as primitives, so a new object with the same value is no change.
  const scopeMode = scope?.mode;
  const scopeSection = scope?.section;
  const scopeUnlessNamed = scope?.unlessNamed;
  useEffect(() => {
    const request = ++latest.current;
    // Only once the index is loaded: asking earlier would start the worker.
    const client = status === 'ready' && query.trim() ? getSearchClient() : null;
    if (!client) {
      setResponse(null);
      setAnsweredQuery('');
      return;
    }
    client
      .search({
        lang,
        query,
        limit,
        perPage,
        scope:
          scopeMode && scopeSection
            ? {
                mode: scopeMode,
                section: scopeSection,
                ...(scopeUnlessNamed ? { unlessNamed: scopeUnlessNamed } : {}),
              }
            : undefined,
      })
      .then(
        (result) => {
          if (request !== latest.current) return;
          setResponse(result);
          setAnsweredQuery(query);
        },
        (e: Error) => {
          if (request !== latest.current) return;
          setError(e.message);
          setStatus('error');
        },
      );
  }, [status, lang, query, limit, perPage, scopeMode, scopeSection, scopeUnlessNamed]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { status, response, answeredQuery, error, retry };
}
