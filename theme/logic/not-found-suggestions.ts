import MiniSearch from 'minisearch';
import { isBlogRoute } from '../../shared/blog/blog-paths';

export interface SuggestablePage {
  routePath: string;
  title: string;
}

/**
 * The words of a path the reader asked for: `/en/docs/webhoks/cash-out.html`
 * -> `webhoks cash out`. The locale prefix, the extension and the site's
 * own folder names (`docs`) carry no meaning for the match.
 */
export function pathWords(pathname: string, localePrefix: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: match on the raw text.
  }
  if (localePrefix && path.startsWith(`${localePrefix}/`)) path = path.slice(localePrefix.length);
  return path
    .replace(/\.html?$/i, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && word !== 'docs' && word !== 'index')
    .join(' ')
    .slice(0, 200);
}

/**
 * The pages nearest to a path that does not exist: each page is indexed by
 * the words of its route and its title, and the path's words are looked up
 * with prefix and fuzzy matching (MiniSearch), so a typo (`webhoks`), a
 * moved page (`/docs/cashout`) or a truncated path (`/docs/api/user-trans`)
 * still finds its page. Pages of the reader's locale only; at most `limit`.
 * A mistyped address is a reader looking for documentation, not news: blog
 * posts count for half, so a guide or operation with the same words comes first.
 */
export function suggestPages(
  pages: readonly SuggestablePage[],
  pathname: string,
  localePrefix: string,
  limit = 5,
): SuggestablePage[] {
  const query = pathWords(pathname, localePrefix);
  if (!query) return [];
  const index = new MiniSearch<SuggestablePage & { id: number; words: string }>({
    fields: ['words', 'title'],
    storeFields: [],
    searchOptions: {
      prefix: true,
      fuzzy: 0.25,
      boost: { words: 2 },
      boostDocument: (id) => (isBlogRoute(pages[id as number]?.routePath ?? '') ? 0.5 : 1),
    },
  });
  index.addAll(
    pages.map((page, id) => ({ ...page, id, words: pathWords(page.routePath, localePrefix) })),
  );
  return index
    .search(query)
    .slice(0, limit)
    .flatMap((hit) => {
      const page = pages[hit.id as number];
      return page ? [page] : [];
    });
}
