/**
 * "Last updated on <date> by <author>" for every page: adds `lastUpdatedDate`
 * to the page data, read by theme/components/LastUpdated. The date is
 * formatted here, at build time, in the page's language, so the server HTML
 * and the browser show the same text whatever the reader's time zone.
 *
 * Source: the last git commit of the page file. A generated page (the API
 * reference, written by each build) has the last commit of the files it is
 * generated from (`generatedFrom`): its date changes when the contract does,
 * not on every build. Fallback for a file git does not know (a build outside a
 * checkout): the newest modification time of the page's sources (the page
 * file's own for a written page), without an author (`git archive` tarballs
 * keep commit times as mtimes, so the date stays meaningful).
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import { defaultLang } from '../../config/locales';
import type { LastUpdatedDate } from '../../shared/last-updated-date';
import { type LastCommit, lastCommitOf, readGitHistory } from './git-history';

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

export function pluginLastUpdatedDate(options: {
  docsRoot: string;
  /** Whether the line names the author of the last commit. */
  author: boolean;
  /**
   * The sources of a generated page (paths relative to the docs folder's parent, the
   * repository), given its path relative to the docs folder; undefined for a written page.
   */
  generatedFrom?: (relativePath: string) => readonly string[] | undefined;
}): RspressPlugin {
  let history: Promise<Map<string, LastCommit>> | undefined;
  const docsRoot = path.resolve(options.docsRoot);
  const repoRoot = path.dirname(docsRoot);
  const sourceCommits = new Map<string, Promise<LastCommit | undefined>>();
  /** The newest commit of a generated page's sources (one git call per set of sources). */
  const commitOfSources = (sources: readonly string[]) => {
    const key = sources.join('\0');
    if (!sourceCommits.has(key)) sourceCommits.set(key, lastCommitOf(repoRoot, sources));
    return sourceCommits.get(key);
  };
  /** The newest modification time of files, outside a checkout. */
  const newestMtime = async (files: readonly string[]) => {
    const times = await Promise.all(
      files.map((f) =>
        stat(f).then(
          (s) => s.mtimeMs,
          () => undefined,
        ),
      ),
    );
    const known = times.filter((t): t is number => t !== undefined);
    return known.length > 0 ? Math.max(...known) : undefined;
  };
  return {
    name: 'last-updated-date',
    // The theme shows the line when `themeConfig.lastUpdated` is set. It is set here, after
    // Rspress chose its built-in plugins: set in the config file, it starts Rspress' own
    // last-updated plugin too (a second walk of git, for page data nothing reads). Rspress'
    // `removePlugin` would skip the config hook of the plugin after this one (PluginDriver).
    config(config) {
      return {
        ...config,
        themeConfig: { ...config.themeConfig, lastUpdated: { author: options.author } },
      };
    },
    async extendPageData(pageData: PageIndexInfo & { lastUpdatedDate?: LastUpdatedDate }) {
      if (!pageData._filepath) return;
      history ??= readGitHistory(docsRoot);
      const relative = path.relative(docsRoot, pageData._filepath).split(path.sep).join('/');
      const sources = options.generatedFrom?.(relative);
      const commit = sources ? await commitOfSources(sources) : (await history).get(relative);
      if (commit) {
        pageData.lastUpdatedDate = formatLastUpdated(
          commit.timestamp,
          pageData.lang,
          commit.author,
        );
        return;
      }
      const mtime = await newestMtime(
        sources ? sources.map((f) => path.join(repoRoot, f)) : [pageData._filepath],
      );
      if (mtime !== undefined) pageData.lastUpdatedDate = formatLastUpdated(mtime, pageData.lang);
    },
  };
}
