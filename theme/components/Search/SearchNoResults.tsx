import { Link } from '@rspress/core/theme-original';
import { locales } from '../../../config/locales';
import type { SearchResponse } from '../../../shared/search/engine/search-index';
import { useUiText } from '../../hooks/useUiText';
import { SearchFieldSummary } from './SearchFieldSummary';
import { SearchHitBreadcrumb } from './SearchHitBreadcrumb';

/**
 * What an empty answer still offers: the nearest known words ("Did you
 * mean…", a button that searches them) and the other language's results.
 */
export function SearchNoResults({
  response,
  onSearch,
  onOpen,
}: {
  response: SearchResponse;
  /** Runs a suggested query. */
  onSearch: (query: string) => void;
  /** A result was followed. */
  onOpen?: () => void;
}) {
  const t = useUiText();
  const { didYouMean = [], otherLanguage } = response;
  if (didYouMean.length === 0 && !otherLanguage) return null;
  const language = locales.find((l) => l.lang === otherLanguage?.lang)?.label ?? '';
  return (
    <div className="ap-search-none">
      {didYouMean.length > 0 && (
        <p className="ap-search-none__did-you-mean">
          {t('searchDidYouMean')}{' '}
          {didYouMean.map((query) => (
            <button
              key={query}
              type="button"
              className="ap-search-none__query"
              onClick={() => onSearch(query)}
            >
              {query}
            </button>
          ))}
          {t('searchDidYouMeanEnd')}
        </p>
      )}
      {otherLanguage && (
        <div className="ap-search-none__other" lang={otherLanguage.lang}>
          <p className="ap-search-none__other-title">
            {t('searchOtherLanguageText', { language })}
          </p>
          <ul className="ap-search-none__other-list">
            {otherLanguage.hits.map((hit) => (
              <li key={hit.id}>
                <Link href={hit.url} onClick={onOpen} className="ap-search-none__other-link">
                  {hit.field ? <SearchFieldSummary hit={hit} /> : <SearchHitBreadcrumb hit={hit} />}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
