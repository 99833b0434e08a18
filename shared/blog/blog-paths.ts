/**
 * Where the blog lives, per locale. Client-safe: the theme uses it for links
 * and for telling blog pages apart.
 */
import { type Lang, langOfPath, localizePath } from '../../config/locales';

export type FeedFormat = 'rss' | 'atom';

export const feedFormats: readonly FeedFormat[] = ['rss', 'atom'];

export const feedMimeTypes: Record<FeedFormat, string> = {
  rss: 'application/rss+xml',
  atom: 'application/atom+xml',
};

/** The blog's list page: `/blog`, `/en/blog`. */
export function blogIndexPath(lang: Lang): string {
  return localizePath('/blog', lang);
}

/** A feed's site-absolute path: `/blog/rss.xml`, `/en/blog/atom.xml`. */
export function feedPath(lang: Lang, format: FeedFormat): string {
  return localizePath(`/blog/${format}.xml`, lang);
}

/** Whether a route belongs to the blog (its list page or a post). */
export function isBlogRoute(routePath: string): boolean {
  const lang = langOfPath(routePath);
  const bare = routePath.slice(localizePath('', lang).length);
  return /^\/blog(\/|$)/.test(bare);
}

/**
 * The XSL stylesheet a locale's feeds point to (`<?xml-stylesheet?>`), so a
 * browser opening a feed shows a readable page; feed readers ignore it.
 */
export function feedStylesheetPath(lang: Lang): string {
  return localizePath('/blog/feed.xsl', lang);
}
