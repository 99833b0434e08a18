/**
 * The site's URL rules, shared by `npm run serve` and the production hosting
 * configs: clean URLs (no `.html`, no `index`), and the locale roots with a
 * trailing slash. Returns the canonical path to redirect to (301), or null
 * when the path is already canonical.
 */
import { langs, localizePath } from '../config/locales';

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

/**
 * Build files that are instructions for the host, not pages (`_headers`,
 * `_redirects`, the generated nginx include): every host answers them with
 * the not-found page, as Netlify and Cloudflare Pages do.
 */
export const hostOnlyPaths = ['/_headers', '/_redirects', '/_nginx/'] as const;

/**
 * Paths answered with the localized not-found page and status 404 although a
 * file exists for them: the host-only files, and the not-found pages' own
 * routes (`/404`, `/en/404`), which must not read as real pages.
 */
export function isForcedNotFound(pathname: string): boolean {
  if (hostOnlyPaths.some((p) => (p.endsWith('/') ? pathname.startsWith(p) : pathname === p))) {
    return true;
  }
  return langs.some((lang) => pathname === localizePath('/404', lang));
}
