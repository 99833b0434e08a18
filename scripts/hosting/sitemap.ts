/**
 * `sitemap.xml` with every indexable page of both locales, each listing its
 * translations as `xhtml:link` alternates (and `x-default`, the pt-BR page),
 * and `robots.txt` pointing to it. `@rspress/plugin-sitemap` writes neither
 * alternates nor a robots.txt, and dates pages by file mtime (the build time
 * on CI), so the sitemap is written here from the built pages.
 */
import { defaultLang, type Lang, localePrefix } from '../../config/locales';
import { encodePath } from '../../shared/url-rules';
import type { BuiltPage } from './built-pages';

/** `/en/docs/x` -> `/docs/x`, `/en/` -> `/`: the page's address in every locale. */
export function localeFreeRoute(page: Pick<BuiltPage, 'route' | 'lang'>): string {
  const prefix = localePrefix(page.lang);
  const rest = page.route.slice(prefix.length);
  return rest === '' ? '/' : rest;
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function renderSitemap(pages: BuiltPage[], origin: string): string {
  const indexable = pages.filter((p) => p.indexable);
  const byAddress = new Map<string, Map<Lang, BuiltPage>>();
  for (const page of indexable) {
    const key = localeFreeRoute(page);
    const group = byAddress.get(key) ?? new Map<Lang, BuiltPage>();
    group.set(page.lang, page);
    byAddress.set(key, group);
  }
  // Routes are decoded paths (file names): encoded, a `#` or `?` in a name stays in the path.
  const url = (route: string) => escapeXml(new URL(encodePath(route), origin).href);
  const entries = indexable.map((page) => {
    const group = byAddress.get(localeFreeRoute(page)) ?? new Map();
    const links = [...group.values()].map(
      (alt) => `    <xhtml:link rel="alternate" hreflang="${alt.lang}" href="${url(alt.route)}"/>`,
    );
    const fallback = group.get(defaultLang);
    if (fallback) {
      links.push(
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(fallback.route)}"/>`,
      );
    }
    return [`  <url>`, `    <loc>${url(page.route)}</loc>`, ...links, `  </url>`].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function renderRobotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}
