/**
 * How the ranking set is scored against a built index: the 8 suggestions the
 * navbar box shows, and whether the expected result is first (hit@1) or among
 * them (hit@8). Shared by the ranking tests and the bench (`npm run bench -- search`).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Lang, localizePath } from '../../config/locales';
import { writersOnlySection } from '../../shared/search/docs-sections';
import {
  type SearchHit,
  SearchIndex,
  type SearchIndexFile,
} from '../../shared/search/engine/search-index';
import { MANIFEST_URL, type SearchManifest } from '../../shared/search/manifest';
import type { RankingQuery } from './search-queries';

/** The index the build wrote into `outDir`, loaded by the code the worker runs. */
export function loadBuiltIndex(lang: Lang, outDir = path.resolve('doc_build')): SearchIndex {
  const manifestFile = path.join(outDir, MANIFEST_URL);
  if (!existsSync(manifestFile))
    throw new Error(`${manifestFile} missing: run \`npm run build\` first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as SearchManifest;
  const file = manifest.indexes[lang];
  if (!file) throw new Error(`no ${lang} index in ${MANIFEST_URL}`);
  return SearchIndex.load(
    JSON.parse(readFileSync(path.join(outDir, file), 'utf8')) as SearchIndexFile,
  );
}

/** The 8 suggestions the navbar box would show (outside the writers' handbook). */
export function suggestions(index: SearchIndex, query: string): SearchHit[] {
  return index.search({
    query,
    limit: 8,
    perPage: 3,
    scope: { mode: 'outside', section: writersOnlySection },
  }).hits;
}

/**
 * Whether a hit is the expected result: `expected` is a page, a page with its
 * `#anchor` (a field, a heading), or a prefix of pages when it ends with `/` or `*`.
 */
export function isExpected(hit: SearchHit, expected: string, lang: Lang): boolean {
  if (expected.includes('#')) {
    const [page = '', anchor = ''] = expected.split('#');
    return hit.pageUrl === localizePath(page, lang) && hit.url.endsWith(`#${anchor}`);
  }
  const want = localizePath(expected.replace(/\*$/, ''), lang);
  return /[/*]$/.test(expected) ? hit.pageUrl.startsWith(want) : hit.pageUrl === want;
}

/** Rank (0-based) of the expected result among the suggestions, -1 when absent. */
export function rankOf(index: SearchIndex, lang: Lang, query: RankingQuery): number {
  return suggestions(index, query.query).findIndex((h) => isExpected(h, query.page, lang));
}

export interface RankingFigures {
  queries: number;
  /** Share of queries whose expected result is the first suggestion. */
  hitAt1: number;
  /** Share of queries whose expected result is among the 8 suggestions. */
  hitAt8: number;
}

export function rankingFigures(
  index: SearchIndex,
  lang: Lang,
  queries: RankingQuery[],
): RankingFigures {
  let first = 0;
  let shown = 0;
  for (const query of queries) {
    const rank = rankOf(index, lang, query);
    if (rank === 0) first++;
    if (rank >= 0) shown++;
  }
  return {
    queries: queries.length,
    hitAt1: first / queries.length,
    hitAt8: shown / queries.length,
  };
}
