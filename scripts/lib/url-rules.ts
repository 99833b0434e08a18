/**
 * The site's URL rules, shared by `npm run serve` and the production hosting
 * configs: clean URLs (no `.html`, no `index`), and the locale roots with a
 * trailing slash. Returns the canonical path to redirect to (301), or null
 * when the path is already canonical.
 */
import { langs } from '../../config/locales';

const localeRoots = new Set(langs.map((lang) => `/${lang}`));

export function canonicalRedirect(pathname: string): string | null {
  let target = pathname;
  // /a/index.html and /a/index -> /a/ ; /a/b.html -> /a/b
  target = target.replace(/\/index(\.html)?$/, '/');
  target = target.replace(/\.html$/, '');
  // Locale roots are directories: /en -> /en/
  if (localeRoots.has(target)) target = `${target}/`;
  // Other directory-like paths: /en/docs/ -> /en/docs (the page is /en/docs)
  else if (target.length > 1 && target.endsWith('/') && !localeRoots.has(target.slice(0, -1))) {
    target = target.slice(0, -1);
  }
  return target === pathname ? null : target;
}

/** The locale whose not-found page answers an unknown path. */
export function notFoundPageFor(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  const lang = langs.find((l, i) => i > 0 && l === first);
  return lang ? `${lang}/404.html` : '404.html';
}
