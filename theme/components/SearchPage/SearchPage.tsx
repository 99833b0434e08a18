import { useLang } from '@rspress/core/runtime';
import { useId } from 'react';
import type { Lang } from '../../../config/locales';
import { writersOnlySection } from '../../../shared/search/docs-sections';
import type { SearchScope } from '../../../shared/search/engine/search-index';
import { useQueryParamInput } from '../../hooks/useQueryParamInput';
import { useSearch } from '../../hooks/useSearch';
import { useSearchScope } from '../../hooks/useSearchScope';
import { useUiText } from '../../hooks/useUiText';
import { SearchNoResults } from '../Search/SearchNoResults';
import { SEARCH_PARAMS } from '../Search/search-page-url';
import { MAIN_CONTENT_ID } from '../SkipToContent/SkipToContent';
import { groupHitsByPage } from './group-hits-by-page';
import { SearchResultGroup } from './SearchResultGroup';
import { SearchScopeFilter } from './SearchScopeFilter';
import './SearchPage.css';

/**
 * The full search results page, bound to `?q=` (and `?within=`/`?outside=`):
 * every result of the reader's locale, grouped by page, with a count.
 * Without a filter it searches what readers read: the writers' handbook only
 * when the query names it or nothing else holds the words; and like the
 * search box, the other language's results when this one has none.
 */
export function SearchPage() {
  const t = useUiText();
  const lang = useLang() as Lang;
  const inputId = useId();
  const [query, setQuery] = useQueryParamInput(SEARCH_PARAMS.query);
  const [scope, setScope] = useSearchScope();
  const readersScope: SearchScope = {
    mode: 'outside',
    section: writersOnlySection,
    unlessNamed: t('searchSectionHandbook'),
  };
  // The reader came here to search: load the index right away.
  const search = useSearch({ lang, query, active: true, scope: scope ?? readersScope });
  const hits = search.response?.hits ?? [];
  const groups = groupHitsByPage(hits);
  const plural = new Intl.PluralRules(lang);
  const count = (one: 'searchResultCountOne' | 'searchPageCountOne', n: number) =>
    plural.select(n) === 'one'
      ? t(one)
      : t(one === 'searchResultCountOne' ? 'searchResultCountOther' : 'searchPageCountOther', {
          count: String(n),
        });

  let status: string;
  if (search.status === 'unsupported') status = t('searchUnavailableText');
  else if (search.status === 'error') status = t('searchErrorText');
  else if (!query.trim()) status = t('searchPageEmpty');
  else if (search.status !== 'ready' || !search.response) status = t('searchLoadingText');
  else if (hits.length === 0) status = t('searchNoResultsText');
  else
    status = `${count('searchResultCountOne', hits.length)} ${count('searchPageCountOne', groups.length)}`;

  return (
    <main className="ap-search-page" data-status={search.status} id={MAIN_CONTENT_ID} tabIndex={-1}>
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
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setQuery(e.target.value)}
        />
        <SearchScopeFilter scope={scope} onChange={setScope} />
      </search>
      <p className="ap-search-page__status" role="status">
        {status}
        {search.status === 'error' && (
          <button type="button" className="ap-search-page__retry" onClick={search.retry}>
            {t('searchRetryText')}
          </button>
        )}
      </p>
      {search.status === 'ready' && search.response && query.trim() && hits.length === 0 && (
        <SearchNoResults response={search.response} onSearch={setQuery} />
      )}
      {hits.length > 0 && (
        <ol className="ap-search-page__groups">
          {groups.map((group) => (
            <SearchResultGroup key={group.pageUrl} group={group} />
          ))}
        </ol>
      )}
    </main>
  );
}
