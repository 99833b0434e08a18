/**
 * Ranking on the real content: the index the build wrote (doc_build/), loaded
 * by the same code the search worker runs. No browser: this lives with the
 * e2e tests because it needs the production build.
 */
import { describe, expect, it } from 'vitest';
import { type Lang, langs, localizePath } from '../../config/locales';
import type { SearchIndex } from '../../shared/search/engine/search-index';
import {
  apiQueries,
  guideQueries,
  pastedQueries,
  type RankingQuery,
} from '../support/search-queries';
import { isExpected, loadBuiltIndex, rankingFigures, suggestions } from '../support/search-ranking';

/** The pages of the 8 suggestions the navbar box would show (outside the writers' handbook). */
function suggestedPages(index: SearchIndex, query: string): string[] {
  return suggestions(index, query).map((h) => h.pageUrl);
}

/** `expected` is a page, or a prefix of pages when it ends with `/` or `*`. */
function matches(pageUrl: string, expected: string, lang: Lang): boolean {
  const want = localizePath(expected.replace(/\*$/, ''), lang);
  return /[/*]$/.test(expected) ? pageUrl.startsWith(want) : pageUrl === want;
}

function check(index: SearchIndex, lang: Lang, { query, page, first, top }: RankingQuery): void {
  const pages = [...new Set(suggestedPages(index, query))];
  const rank = pages.findIndex((p) => matches(p, page, lang));
  const shown = `"${query}" -> ${pages.join(', ') || 'nothing'}`;
  if (first) expect(rank, shown).toBe(0);
  else expect(rank, shown).toBeGreaterThanOrEqual(0);
  if (top !== undefined) expect(rank, shown).toBeLessThan(top);
}

describe.each(langs)('search ranking (%s)', (lang) => {
  const index = loadBuiltIndex(lang);

  it('has at least 40 guide queries', () => {
    expect(guideQueries[lang].length).toBeGreaterThanOrEqual(40);
  });

  it.each(guideQueries[lang].map((q) => [q.query, q] as const))('%s', (_query, q) => {
    check(index, lang, q);
  });

  // The build always generates the API pages (prebuild): their queries always run.
  it.each(apiQueries[lang].map((q) => [q.query, q] as const))('API: %s', (_query, q) => {
    check(index, lang, q);
  });

  // What integrators paste; the expected result may be a field's anchor.
  it.each(pastedQueries[lang].map((q) => [q.query, q] as const))('pasted: %s', (_query, q) => {
    const hits = suggestions(index, q.query);
    const shown = `"${q.query}" -> ${hits.map((h) => h.url).join(', ') || 'nothing'}`;
    const rank = hits.findIndex((h) => isExpected(h, q.page, lang));
    if (q.first) expect(rank, shown).toBe(0);
    else expect(rank, shown).toBeGreaterThanOrEqual(0);
    if (q.top !== undefined) expect(rank, shown).toBeLessThan(q.top);
  });

  // The bench's figures (`npm run bench -- search`) hold their goals: the first suggestion
  // right nine times in ten, every expected result among the 8.
  it('first suggestion right on 90 % of the queries, every expected result shown', () => {
    const figures = rankingFigures(index, lang, [
      ...guideQueries[lang],
      ...apiQueries[lang],
      ...pastedQueries[lang],
    ]);
    expect(figures.hitAt1).toBeGreaterThanOrEqual(0.9);
    expect(figures.hitAt8).toBe(1);
  });
});
