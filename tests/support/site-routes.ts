/**
 * Every route of the site, per locale, derived from the same config the site
 * is built from. Features that add routes add them here.
 */
import { langs, localizePath } from '../../config/locales';
import { guideCategories } from '../../config/navigation';

export const guideSlugs = guideCategories.flatMap((c) => c.items.map((i) => i.slug));

/** Locale-free paths of every page. */
export const sitePaths: string[] = [
  '/',
  '/search',
  '/docs',
  ...guideSlugs.map((s) => `/docs/${s}`),
];

/** Every page in every locale: ['/', '/en/', '/search', '/en/search', ...]. */
export const allRoutes: string[] = sitePaths.flatMap((p) =>
  langs.map((lang) => (p === '/' ? localizePath('/', lang) : localizePath(p, lang))),
);
