import { type DefaultMatchResult, Link, useFullTextSearch } from '@rspress/core/theme-original';
import { useEffect, useId, useState } from 'react';
import { useUiText } from '../../hooks/useUiText';
import { useQueryParam } from './use-query-param';
import './SearchPage.css';

/** The full search results page, bound to `?q=`. */
export function SearchPage() {
  const t = useUiText();
  const inputId = useId();
  const [query, setQuery] = useQueryParam('q');
  const { initialized, search } = useFullTextSearch();
  const [groups, setGroups] = useState<DefaultMatchResult[]>([]);

  useEffect(() => {
    if (!initialized || !search || !query.trim()) {
      setGroups([]);
      return;
    }
    let cancelled = false;
    search(query).then((result) => {
      if (!cancelled)
        setGroups(result.filter((g): g is DefaultMatchResult => g.renderType !== 'custom'));
    });
    return () => {
      cancelled = true;
    };
  }, [initialized, search, query]);

  const hits = groups.flatMap((g) => g.result);
  return (
    <main className="ap-search-page">
      <h1 className="ap-search-page__title">{t('searchPageTitle')}</h1>
      <search className="ap-search-page__form">
        <label htmlFor={inputId} className="ap-search-page__label">
          {t('searchPageLabel')}
        </label>
        <input
          id={inputId}
          className="ap-search-page__input"
          type="search"
          value={query}
          placeholder={t('searchPlaceholderText')}
          onChange={(e) => setQuery(e.target.value)}
        />
      </search>
      {!query.trim() ? (
        <p className="ap-search-page__status">{t('searchPageEmpty')}</p>
      ) : initialized && hits.length === 0 ? (
        <p className="ap-search-page__status">{t('searchNoResultsText')}</p>
      ) : (
        <ul className="ap-search-page__results">
          {hits.map((hit) => (
            <li key={`${hit.link}-${hit.type}-${hit.header}`} className="ap-search-page__result">
              <Link href={hit.link} className="ap-search-page__result-title">
                {hit.title}
                {hit.header && hit.header !== hit.title ? ` › ${hit.header}` : ''}
              </Link>
              {hit.type === 'content' && <p className="ap-search-page__snippet">{hit.statement}</p>}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
