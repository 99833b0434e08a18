/**
 * What page a get_page argument names: a site path (`/docs/intro/getting-started`,
 * with or without the locale, `.md`, `.html`, a query or an `#anchor`) or a
 * URL on the site's origin. The path goes through the site's own URL policy
 * (shared/url-rules.ts, the one every host applies), so a path no host would
 * serve (dot segments, encoded slashes, backslashes, control characters) is
 * refused before anything is read.
 */
import { type Lang, langOfPath } from '../config/locales';
import { checkRequestPath } from '../shared/url-rules';

export type PageTarget =
  | {
      kind: 'page';
      /** The page's canonical, decoded path: `/en/docs/intro/getting-started`. */
      path: string;
      lang: Lang;
      /** Where its Markdown twin may be, in order: `page.md`, then `page/index.md`. */
      twins: string[];
    }
  | { kind: 'outside' }
  | { kind: 'invalid' };

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export function pageTarget(input: string, origins: readonly string[]): PageTarget {
  let raw = input.trim();
  if (SCHEME.test(raw)) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return { kind: 'outside' };
    }
    if (!/^https?:$/.test(url.protocol) || !origins.includes(url.origin))
      return { kind: 'outside' };
    raw = url.pathname;
  } else {
    raw = raw.replace(/[?#][\s\S]*$/, '');
    if (raw.startsWith('//')) return { kind: 'outside' };
    if (!raw.startsWith('/')) raw = `/${raw}`;
  }
  // A twin's own URL names its page.
  if (/\.md$/i.test(raw)) raw = raw.slice(0, -'.md'.length);
  const verdict = checkRequestPath(raw);
  if (verdict.action === 'reject') return { kind: 'invalid' };
  const path =
    verdict.action === 'redirect' ? decodeURIComponent(verdict.location) : verdict.pathname;
  return {
    kind: 'page',
    path,
    lang: langOfPath(path),
    twins: path.endsWith('/') ? [`${path}index.md`] : [`${path}.md`, `${path}/index.md`],
  };
}
