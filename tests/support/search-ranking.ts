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
import { SUGGESTIONS } from '../../shared/search/suggestions';
import type { IntegratorQuery } from './search-integrator-queries';
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
    ...SUGGESTIONS,
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
  /** Distinct queries of the set. */
  queries: number;
  /** Entries of the set: a query may be listed with several expected results. */
  entries: number;
  /**
   * Share of distinct queries whose first suggestion is right: it is every
   * result the set expects first for that query (`first`), or, when it expects
   * none first, one of the query's expected results. A query listed with a
   * result expected first (`429` -> the error catalogue) and another only
   * among the 8 (`429` -> the authentication guide) is one query, right when
   * the catalogue comes first.
   */
  hitAt1: number;
  /**
   * Share of entries whose expected result is the first suggestion (the
   * figure the bench printed first: the entries of a query listed twice cannot
   * both be first, so it never reaches 100 %).
   */
  entryHitAt1: number;
  /** Share of entries whose expected result is among the 8 suggestions. */
  hitAt8: number;
}

export function rankingFigures(
  index: SearchIndex,
  lang: Lang,
  queries: RankingQuery[],
): RankingFigures {
  const byQuery = new Map<string, RankingQuery[]>();
  for (const query of queries)
    byQuery.set(query.query, [...(byQuery.get(query.query) ?? []), query]);
  let right = 0;
  let firstEntries = 0;
  let shown = 0;
  for (const [text, entries] of byQuery) {
    const hits = suggestions(index, text);
    const top = hits[0];
    const wantedFirst = entries.filter((q) => q.first);
    if (
      top &&
      (wantedFirst.length
        ? wantedFirst.every((q) => isExpected(top, q.page, lang))
        : entries.some((q) => isExpected(top, q.page, lang)))
    )
      right++;
    for (const entry of entries) {
      const rank = hits.findIndex((h) => isExpected(h, entry.page, lang));
      if (rank === 0) firstEntries++;
      if (rank >= 0) shown++;
    }
  }
  return {
    queries: byQuery.size,
    entries: queries.length,
    hitAt1: right / byQuery.size,
    entryHitAt1: firstEntries / queries.length,
    hitAt8: shown / queries.length,
  };
}

/** How the integrator set (search-integrator-*.ts) scores: each query right when one of its answers is first, shown when among the 8. */
export interface IntegratorFigures {
  queries: number;
  hitAt1: number;
  hitAt8: number;
  /** Per query: the rank of its best-placed answer among the suggestions (-1: none). */
  ranks: { query: IntegratorQuery; rank: number; shown: string[] }[];
}

export function integratorFigures(
  index: SearchIndex,
  lang: Lang,
  queries: readonly IntegratorQuery[],
): IntegratorFigures {
  const ranks = queries.map((query) => {
    const hits = suggestions(index, query.query);
    const rank = hits.findIndex((h) => query.answers.some((a) => isExpected(h, a, lang)));
    return { query, rank, shown: hits.map((h) => h.url) };
  });
  return {
    queries: queries.length,
    hitAt1: ranks.filter((r) => r.rank === 0).length / queries.length,
    hitAt8: ranks.filter((r) => r.rank >= 0).length / queries.length,
    ranks,
  };
}
