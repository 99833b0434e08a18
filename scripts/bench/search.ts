/**
 * Search figures: hit@1 and hit@8 on the whole ranking set and on the integrator set's
 * tuning and held-out parts (the index loaded in Node, as the ranking tests do), index size per locale (raw and gzip), time from first focus
 * to index ready, and query latency (median, p95) over the ranking query set,
 * measured in Chromium against the production build. A query's latency is
 * the round trip page -> worker -> page (`performance.measure` in the client),
 * and the part of it the worker spends on the query.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { type Lang, langs, localizePath } from '../../config/locales';
import { MANIFEST_URL, type SearchManifest } from '../../shared/search/manifest';
import { heldOutQueries } from '../../tests/support/search-integrator-heldout';
import { integratorQueries } from '../../tests/support/search-integrator-queries';
import { apiQueries, guideQueries, pastedQueries } from '../../tests/support/search-queries';
import {
  integratorFigures,
  loadBuiltIndex,
  rankingFigures,
} from '../../tests/support/search-ranking';
import { PERF } from '../../theme/search-worker/search-client';
import { kb, type Row } from './format';

const ms = (value: number) => `${value.toFixed(1)} ms`;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, rank)] as number;
}

function indexSizes(outDir: string): Row[] {
  const manifest = JSON.parse(
    readFileSync(path.join(outDir, MANIFEST_URL), 'utf8'),
  ) as SearchManifest;
  return langs.map((lang) => {
    const file = manifest.indexes[lang];
    if (!file) return [`index ${lang}`, 'missing'];
    const body = readFileSync(path.join(outDir, file));
    return [
      `index ${lang}`,
      `${kb(body.length)} raw, ${kb(gzipSync(body, { level: 9 }).length)} gzip`,
    ];
  });
}

async function entries(page: Page, name: string): Promise<number[]> {
  return page.evaluate(
    (n) => performance.getEntriesByName(n).map((e) => e.startTime + e.duration),
    name,
  );
}

async function benchLocale(browser: Browser, baseUrl: string, lang: Lang): Promise<Row[]> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(new URL(localizePath('/docs/intro/getting-started', lang), baseUrl).href, {
    waitUntil: 'networkidle',
  });
  const box = page.getByRole('combobox');
  await box.click();
  await page.waitForSelector('.ap-search[data-status="ready"]', { timeout: 30_000 });
  const [activated] = await entries(page, PERF.activated);
  const [ready] = await entries(page, PERF.ready);

  // Each query once: typing the same text again sends no new query.
  const queries = [...new Set(rankingSet(lang).map((q) => q.query))];
  for (const query of queries) {
    const before = (await entries(page, PERF.query)).length;
    await box.fill(query);
    await page.waitForFunction(
      ([name, count]) => performance.getEntriesByName(name as string).length > (count as number),
      [PERF.query, before] as const,
    );
  }
  const durations = (name: string) =>
    page.evaluate((n) => performance.getEntriesByName(n).map((e) => e.duration), name);
  const sorted = (await durations(PERF.query)).sort((a, b) => a - b);
  const inWorker = (await durations(PERF.worker)).sort((a, b) => a - b);
  await context.close();
  return [
    [`${lang}: first focus -> index ready`, ms((ready ?? Number.NaN) - (activated ?? Number.NaN))],
    [
      `${lang}: query latency over ${sorted.length} queries`,
      `median ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}`,
    ],
    [
      `${lang}: of which the worker's own time`,
      `median ${ms(percentile(inWorker, 50))}, p95 ${ms(percentile(inWorker, 95))}`,
    ],
  ];
}

function rankingSet(lang: Lang) {
  return [...guideQueries[lang], ...apiQueries[lang], ...pastedQueries[lang]];
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

function rankingRows(outDir: string): Row[] {
  return langs.map((lang) => {
    const figures = rankingFigures(loadBuiltIndex(lang, outDir), lang, rankingSet(lang));
    return [
      `${lang}: ranking, ${figures.queries} queries (${figures.entries} expected results)`,
      `hit@1 ${percent(figures.hitAt1)} (per expected result ${percent(figures.entryHitAt1)}), hit@8 ${percent(figures.hitAt8)}`,
    ];
  });
}

/**
 * The integrator set (tests/support/search-integrator-*.ts): queries typed the way integrators
 * type when stuck, its tuning part and the held-out part never tuned on, each scored as the
 * navbar box shows them (right when one of a query's answers is first, shown when among the 8).
 */
function integratorRows(outDir: string): Row[] {
  return langs.flatMap((lang) => {
    const index = loadBuiltIndex(lang, outDir);
    return (
      [
        ['tuning part', integratorQueries[lang]],
        ['held-out part', heldOutQueries[lang]],
      ] as const
    ).map(([part, queries]): Row => {
      const figures = integratorFigures(index, lang, queries);
      return [
        `${lang}: integrator set, ${part}, ${figures.queries} queries`,
        `hit@1 ${percent(figures.hitAt1)}, hit@8 ${percent(figures.hitAt8)}`,
      ];
    });
  });
}

export async function benchSearch(
  browser: Browser,
  baseUrl: string,
  outDir = 'doc_build',
): Promise<Row[]> {
  const rows = [...rankingRows(outDir), ...integratorRows(outDir), ...indexSizes(outDir)];
  for (const lang of langs) rows.push(...(await benchLocale(browser, baseUrl, lang)));
  return rows;
}
