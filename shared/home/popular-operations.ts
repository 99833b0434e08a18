/**
 * The home page's "popular operations" (frontmatter `popularOperations`, API
 * page slugs), titled as the API sidebar titles them in the page's language:
 * the sidebar is generated from the spec, so a renamed operation is renamed
 * here too, and a slug the spec no longer has is left out. Resolved at build
 * time (plugins/api-reference) into the home page's own data: the home page
 * does not load the API's sidebar, which grows with the API.
 */
import { apiSidebar } from '../../config/api-navigation';
import { type Lang, localizePath } from '../../config/locales';
import type { ApiSidebarData } from '../api/page-model';

export const POPULAR_OPERATIONS_FIELD = 'popularOperationLinks';

export interface PopularOperationLink {
  text: string;
  link: string;
}

export interface PagePopularOperations {
  [POPULAR_OPERATIONS_FIELD]?: PopularOperationLink[];
}

type Entry = { text?: string; link?: string; items?: Entry[] };

/** Every link of a sidebar tree, with its text. */
function sidebarLinks(entries: readonly Entry[]): PopularOperationLink[] {
  return entries.flatMap((entry) => [
    ...(entry.link ? [{ text: entry.text ?? '', link: entry.link }] : []),
    ...(entry.items ? sidebarLinks(entry.items) : []),
  ]);
}

export function resolvePopularOperations(
  slugs: readonly string[],
  data: ApiSidebarData,
  lang: Lang,
): PopularOperationLink[] {
  const apiRoot = localizePath('/docs/api/', lang);
  const links = sidebarLinks(apiSidebar(data, lang) as Entry[]);
  return slugs.flatMap((slug) => {
    const found = links.find((l) => l.link === `${apiRoot}${slug}`);
    return found ? [found] : [];
  });
}
