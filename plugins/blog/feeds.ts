/**
 * The blog's RSS 2.0 and Atom 1.0 feeds of one locale, written by the `feed`
 * package. All URLs are absolute (on the site's public origin); dates are RFC
 * 822 in RSS and RFC 3339 in Atom.
 */
import { Feed, type Item } from 'feed';
import type { Lang } from '../../config/locales';
import { blogIndexPath, type FeedFormat, feedPath } from '../../shared/blog/blog-paths';
import { sortNewestFirst } from '../../shared/blog/post-order';
import type { BlogPostSummary } from '../../shared/blog/types';

export interface FeedChannel {
  lang: Lang;
  /** Public origin of the site, e.g. https://developers.example.com */
  siteUrl: string;
  title: string;
  description: string;
  copyright: string;
  /** Site-absolute path of the site icon. */
  icon?: string;
  /** Site-absolute path of the XSL stylesheet that makes the feed readable in a browser. */
  stylesheet?: string;
}

/** Absolute URL of a site path. */
export function absoluteUrl(siteUrl: string, sitePath: string): string {
  return new URL(sitePath, siteUrl).href;
}

/**
 * The moment a post is published: midday UTC of its day, so the day stays the
 * same for readers from UTC-11 to UTC+11 (the source only gives the day).
 */
export function publicationTime(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * `feed` writes titles, summaries and content in CDATA sections through xml-js, which splits
 * only the first `]]>` of a text: a second one ends the section and breaks the feed. Each
 * `]]>` goes in as a marker that occurs in none of the texts, and every marker of the written
 * feed becomes a split section (`]]]]><![CDATA[>`), which XML reads back as `]]>`.
 */
function cdataEndMarker(texts: readonly string[]): string {
  let marker = '\uE000';
  while (texts.some((text) => text.includes(marker))) marker += '\uE000';
  return `${marker}\uE001`;
}

/**
 * @param contentOf the post's body as HTML, absolute URLs only (or undefined
 *   to publish the summary alone)
 */
export function renderFeed(
  format: FeedFormat,
  channel: FeedChannel,
  posts: readonly BlogPostSummary[],
  contentOf: (post: BlogPostSummary) => string | undefined,
): string {
  const ordered = sortNewestFirst(posts.filter((p) => p.lang === channel.lang));
  const newest = ordered[0];
  const contents = new Map(ordered.map((post) => [post, contentOf(post)]));
  const marker = cdataEndMarker(
    ordered.flatMap((post) => [post.title, post.summary, contents.get(post) ?? '']),
  );
  const inCdata = (text: string) => text.replaceAll(']]>', marker);
  const feed = new Feed({
    id: absoluteUrl(channel.siteUrl, blogIndexPath(channel.lang)),
    link: absoluteUrl(channel.siteUrl, blogIndexPath(channel.lang)),
    title: channel.title,
    description: channel.description,
    language: channel.lang,
    copyright: channel.copyright,
    // The newest post's day, not the build's: an unchanged blog gives an unchanged feed.
    updated: newest ? publicationTime(newest.date) : undefined,
    generator: false,
    favicon: channel.icon ? absoluteUrl(channel.siteUrl, channel.icon) : undefined,
    feedLinks: { [format]: absoluteUrl(channel.siteUrl, feedPath(channel.lang, format)) },
    // Site-relative: browsers apply an XSL stylesheet only from the feed's own origin.
    stylesheet: channel.stylesheet,
  });
  for (const post of ordered) {
    const url = absoluteUrl(channel.siteUrl, post.link);
    const item: Item = {
      id: url,
      // Atom titles are written `type="html"` (by `feed`): escaped, a reader shows the title as
      // written, never as markup. RSS titles are plain text in CDATA.
      title: inCdata(format === 'atom' ? escapeHtml(post.title) : post.title),
      link: url,
      date: publicationTime(post.date),
      published: publicationTime(post.date),
      // HTML in both formats (RSS readers render <description>): the summary is text.
      description: inCdata(escapeHtml(post.summary)),
      // Always some content: RSS declares the Dublin Core namespace only along with it.
      content: inCdata(contents.get(post) ?? `<p>${escapeHtml(post.summary)}</p>`),
      category: post.tags.map((tag) => ({ name: tag })),
    };
    if (format === 'atom') {
      item.author = post.authors.map((a) => ({ name: a.name }));
    } else {
      // RSS' <author> must be an e-mail address; Dublin Core's creator takes names.
      item.extensions = [
        { name: 'dc:creator', objects: { _text: post.authors.map((a) => a.name).join(', ') } },
      ];
    }
    feed.addItem(item);
  }
  return (format === 'atom' ? feed.atom1() : feed.rss2()).replaceAll(marker, ']]]]><![CDATA[>');
}
