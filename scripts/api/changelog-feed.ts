/**
 * RSS 2.0 and Atom 1.0 feeds of the API changelog, one pair per locale, written
 * by the `feed` package like the blog's. Item links point to the entry's
 * anchor on the changelog page; dates are the entry's day at midday UTC.
 */
import { Feed } from 'feed';
import { type Lang, localizePath } from '../../config/locales';
import type { Changelog } from './changelog';

export type ChangelogFeedFormat = 'rss' | 'atom';

/** Site path of the changelog page (without locale). */
export const CHANGELOG_PAGE = '/docs/guides/changelog';

export function changelogFeedPath(lang: Lang, format: ChangelogFeedFormat): string {
  return localizePath(`/changelog/${format}.xml`, lang);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export interface ChangelogFeedChannel {
  lang: Lang;
  siteUrl: string;
  title: string;
  description: string;
  copyright: string;
  kindLabel: (kind: Changelog['entries'][number]['kind']) => string;
  /** Rendered Markdown (absolute links) of an entry's summary and migration note. */
  html: (markdown: string) => string;
}

export function renderChangelogFeed(
  format: ChangelogFeedFormat,
  channel: ChangelogFeedChannel,
  changelog: Changelog,
): string {
  const page = new URL(localizePath(CHANGELOG_PAGE, channel.lang), channel.siteUrl).href;
  const newest = changelog.entries[0];
  const day = (date: string) => new Date(`${date}T12:00:00Z`);
  const feed = new Feed({
    id: page,
    link: page,
    title: channel.title,
    description: channel.description,
    language: channel.lang,
    copyright: channel.copyright,
    // The newest entry's day, not the build's: an unchanged changelog gives an unchanged feed.
    updated: newest ? day(newest.date) : undefined,
    generator: false,
    feedLinks: {
      [format]: new URL(changelogFeedPath(channel.lang, format), channel.siteUrl).href,
    },
  });
  for (const entry of changelog.entries) {
    const link = `${page}#${entry.id}`;
    const kind = channel.kindLabel(entry.kind);
    const affected = entry.operations
      .concat(entry.fields)
      .map((o) => `<code>${escapeHtml(o)}</code>`);
    feed.addItem({
      id: link,
      link,
      title: `[${kind}] ${entry.title[channel.lang]}`,
      date: day(entry.date),
      published: day(entry.date),
      description: entry.summary[channel.lang],
      content: [
        channel.html(entry.summary[channel.lang]),
        affected.length ? `<p>${affected.join(', ')}</p>` : '',
        entry.migration ? channel.html(entry.migration[channel.lang]) : '',
      ].join(''),
      category: entry.products.map((name) => ({ name })),
    });
  }
  return format === 'rss' ? feed.rss2() : feed.atom1();
}
