/**
 * The canonical routes of a page's translations that exist (its hreflang
 * links): listed at build time (plugins/route-data), where every route is
 * known, and read in the browser from the page's own data (SeoHead), which no
 * longer carries a list of every page.
 */
export const TRANSLATIONS_FIELD = 'translationRoutes';

export interface PageTranslations {
  [TRANSLATIONS_FIELD]?: string[];
}
