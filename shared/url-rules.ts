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

/**
 * The URL policy: what a host does with the path of a request, before any
 * file lookup. nginx (deploy/nginx.conf) and `npm run serve` apply the same
 * rules; tests/contract/url-policy-properties.test.ts throws generated hostile
 * paths at both.
 *
 * - malformed percent-encoding (`/%`, `/%E0%A4%A`), a path that is not
 *   origin-form, or a control character once decoded: 400;
 * - a backslash, an encoded slash or backslash (`%2F`, `%5C`), a leading `//`,
 *   a dot segment (`.`, `..`, encoded or not) or a segment longer than
 *   {@link maxSegmentLength}: 404 (no page can have such a URL);
 * - otherwise the canonical redirect, if any, re-encoded segment by segment:
 *   a same-origin path that starts with exactly one `/`;
 * - otherwise the decoded path is served.
 */
export type PathVerdict =
  | { action: 'reject'; status: 400 | 404; reason: string }
  | { action: 'redirect'; location: string }
  | { action: 'serve'; pathname: string };

/** Longest path segment (a file name on Linux): nginx answers longer ones with 404. */
export const maxSegmentLength = 255;

const malformedPercent = /%(?![0-9A-Fa-f]{2})/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this rejects
const controlCharacter = /[\u0000-\u001f\u007f]/;
const encodedSlash = /%(?:2f|5c)/i;
const dotSegment = /\/(?:\.|%2e){1,2}(?=\/|$)/i;

export function checkRequestPath(rawPath: string): PathVerdict {
  if (!rawPath.startsWith('/')) return reject(400, 'not an origin-form path');
  if (malformedPercent.test(rawPath)) return reject(400, 'malformed percent-encoding');
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return reject(400, 'percent-encoding that is not UTF-8');
  }
  if (controlCharacter.test(decoded)) return reject(400, 'control character');
  if (encodedSlash.test(rawPath)) return reject(404, 'encoded slash or backslash');
  if (decoded.includes('\\')) return reject(404, 'backslash');
  if (decoded.startsWith('//')) return reject(404, 'leading //');
  if (dotSegment.test(rawPath)) return reject(404, 'dot segment');
  if (decoded.split('/').some((segment) => segment.length > maxSegmentLength)) {
    return reject(404, 'path segment too long');
  }
  const target = canonicalRedirect(decoded);
  if (target === null) return { action: 'serve', pathname: decoded };
  // `/..html` and `/%2E%2E.html` would redirect to a dot segment (`/..`).
  if (dotSegment.test(target)) return reject(404, 'redirect would name a dot segment');
  const location = encodePath(target);
  // Cannot fail after the checks above; kept so no future rule can redirect off-site.
  if (!isSameOriginPath(location)) return reject(404, 'redirect would leave the site');
  return { action: 'redirect', location };
}

function reject(status: 400 | 404, reason: string): PathVerdict {
  return { action: 'reject', status, reason };
}

/** A decoded path as a URL path: each segment percent-encoded, `/` kept. */
export function encodePath(pathname: string): string {
  return pathname.split('/').map(encodeURIComponent).join('/');
}

/**
 * True for a redirect target that stays on the site: a path that starts with
 * exactly one `/`, with no backslash (browsers read `\` as `/`) and no control
 * character, so no browser resolves it to another host.
 */
export function isSameOriginPath(location: string): boolean {
  return (
    location.startsWith('/') &&
    !location.startsWith('//') &&
    !location.includes('\\') &&
    !controlCharacter.test(location) &&
    !/^\/%(?:2f|5c)/i.test(location)
  );
}
