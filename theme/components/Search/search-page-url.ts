import { defaultLang, type Lang, langOfPath, localizePath } from '../../../config/locales';
import { type DocsSection, sectionOfPath } from '../../../shared/search/docs-sections';
import type { SearchScope } from '../../../shared/search/engine/search-index';

/** Query-string keys of the search page: `?q=refund&within=api` / `&outside=api`. */
export const SEARCH_PARAMS = { query: 'q', within: 'within', outside: 'outside' } as const;

/** The search page of a locale with a query (and a scope): `/en/search?q=refund&within=api`. */
export function searchPageUrl(lang: Lang, query: string, scope?: SearchScope): string {
  const params = new URLSearchParams({ [SEARCH_PARAMS.query]: query });
  if (scope) params.set(SEARCH_PARAMS[scope.mode], scope.section);
  return `${localizePath('/search', lang)}?${params}`;
}

/** The docs section a page URL is in (`/en/docs/api/x` -> API reference), or null. */
export function docsSectionOfUrl(pathname: string): DocsSection | null {
  const lang = langOfPath(pathname);
  const localeFree = lang === defaultLang ? pathname : pathname.slice(lang.length + 1);
  return sectionOfPath(localeFree || '/');
}
