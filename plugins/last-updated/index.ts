/**
 * "Last updated on <date> by <author>" for every page: adds `lastUpdatedDate`
 * to the page data, read by theme/components/LastUpdated. The date is
 * formatted here, at build time, in the page's language, so the server HTML
 * and the browser show the same text whatever the reader's time zone.
 *
 * Source: the last git commit of the page file. Fallback for a file git does
 * not know (a build outside a checkout, a generated page): the file's
 * modification time, without an author (`git archive` tarballs keep commit
 * times as mtimes, so the date stays meaningful).
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import { defaultLang } from '../../config/locales';
import type { LastUpdatedDate } from '../../shared/last-updated-date';
import { type LastCommit, readGitHistory } from './git-history';

/** The shape of `page.lastUpdatedDate` in the browser. */
export function formatLastUpdated(timestamp: number, lang: string, author?: string) {
  const date = new Date(timestamp);
  const result: LastUpdatedDate = {
    iso: date.toISOString(),
    text: new Intl.DateTimeFormat(lang || defaultLang, { dateStyle: 'long' }).format(date),
  };
  if (author) result.author = author;
  return result;
}

export function pluginLastUpdatedDate(options: { docsRoot: string }): RspressPlugin {
  let history: Promise<Map<string, LastCommit>> | undefined;
  const docsRoot = path.resolve(options.docsRoot);
  return {
    name: 'last-updated-date',
    async extendPageData(pageData: PageIndexInfo & { lastUpdatedDate?: LastUpdatedDate }) {
      if (!pageData._filepath) return;
      history ??= readGitHistory(docsRoot);
      const relative = path.relative(docsRoot, pageData._filepath).split(path.sep).join('/');
      const commit = (await history).get(relative);
      if (commit) {
        pageData.lastUpdatedDate = formatLastUpdated(
          commit.timestamp,
          pageData.lang,
          commit.author,
        );
        return;
      }
      const file = await stat(pageData._filepath).catch(() => undefined);
      if (file) pageData.lastUpdatedDate = formatLastUpdated(file.mtimeMs, pageData.lang);
    },
  };
}
