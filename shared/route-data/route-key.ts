/**
 * How a URL path is filed in the route data (plugins/route-data at build time,
 * theme/route-data in the browser): both sides must agree, so both use these.
 */

/** Rspress' route matching: decoded, no query or hash, no `.html`, `/index` = `/`, any case. */
export function routeKey(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: matched as written (no route has one).
  }
  const key = decoded
    .replace(/#.*$/s, '')
    .replace(/\?.*$/s, '')
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .toLowerCase();
  // `/a/` and `/a` are the same route (Rspress compares both with a trailing slash).
  return key.length > 1 && key.endsWith('/') ? key.slice(0, -1) : key;
}

/** The part of the route data a path belongs to: its locale and sidebar (`prefix`). */
export interface SectionShape {
  lang: string;
  /** A sidebar key (`/en/docs/api/`), or null for the locale's pages outside every sidebar. */
  prefix: string | null;
}

/** The locale of a path: its first segment when that is a locale other than the default. */
export function langOfKey(key: string, langs: readonly string[], defaultLang: string): string {
  const first = key.split('/')[1] ?? '';
  const lang = langs.find((l) => l !== defaultLang && l.toLowerCase() === first);
  return lang ?? defaultLang;
}

/**
 * Rspress' sidebar choice (`matchSidebar`: the longest key the path starts
 * with), tried with and without the trailing slash the key dropped, so an
 * index page (`/en/docs/` -> key `/en/docs`) files under the sidebar
 * `/en/docs/` whichever way it is linked.
 */
function underPrefix(key: string, prefix: string): boolean {
  const p = prefix.toLowerCase();
  return key === p || key.startsWith(p) || `${key}/`.startsWith(p);
}

/** The section of `key` among `sections` (longest sidebar prefix of its locale, else the locale's rest). */
export function sectionIndexOf(
  key: string,
  sections: readonly SectionShape[],
  langs: readonly string[],
  defaultLang: string,
): number {
  const lang = langOfKey(key, langs, defaultLang);
  let best = -1;
  let bestLength = -1;
  let rest = -1;
  sections.forEach((section, index) => {
    if (section.lang !== lang) return;
    if (section.prefix === null) {
      rest = index;
      return;
    }
    if (section.prefix.length > bestLength && underPrefix(key, section.prefix)) {
      best = index;
      bestLength = section.prefix.length;
    }
  });
  return best >= 0 ? best : rest;
}

/**
 * The bucket of a route inside a large section: FNV-1a of its key. The browser
 * computes it from the path alone, so no list of paths is needed to know which
 * bucket to load.
 */
export function bucketOf(key: string, buckets: number): number {
  if (buckets <= 1) return 0;
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % buckets;
}
