/**
 * The Lighthouse table: page x locale x (scores, LCP, TBT, CLS, JS gzip),
 * each figure marked when it misses its budget, then the audits that cost
 * points, so the table says what to fix.
 */
import { langs, localizePath } from '../../config/locales';
import { type BenchPage, benchPages, budgets, marked } from './budgets';
import { kb, printSection, printTable } from './format';
import { type LighthouseFigures, startLighthouse } from './lighthouse';

export const lighthouseHeader = [
  'page',
  'locale',
  'perf',
  'a11y',
  'best pr.',
  'SEO',
  'LCP',
  'TBT',
  'CLS',
  'JS gzip (files)',
];

export function lighthouseRow(page: BenchPage, lang: string, f: LighthouseFigures): string[] {
  return [
    page.name,
    lang,
    marked(String(f.scores.performance), f.scores.performance >= budgets.performance),
    marked(String(f.scores.accessibility), f.scores.accessibility >= budgets.accessibility),
    marked(String(f.scores['best-practices']), f.scores['best-practices'] >= budgets.bestPractices),
    marked(String(f.scores.seo), f.scores.seo >= budgets.seo),
    marked(`${(f.lcpMs / 1000).toFixed(2)} s`, f.lcpMs < budgets.lcpMs),
    marked(`${f.tbtMs.toFixed(0)} ms`, f.tbtMs < budgets.tbtMs),
    marked(f.cls.toFixed(3), f.cls < budgets.cls),
    marked(`${kb(f.jsGzipBytes)} (${f.jsFiles})`, f.jsGzipBytes <= budgets.jsGzipBytes[page.kind]),
  ];
}

export async function benchLighthouse(options: {
  origin: string;
  siteDir: string;
  runs: number;
  pages?: BenchPage[];
}): Promise<void> {
  const session = await startLighthouse({ siteDir: options.siteDir, runs: options.runs });
  const rows: string[][] = [];
  const failing = new Map<string, string[]>();
  try {
    for (const page of options.pages ?? benchPages) {
      for (const lang of langs) {
        const path = localizePath(page.path, lang);
        const figures = await session.audit(new URL(path, options.origin).href);
        rows.push(lighthouseRow(page, lang, figures));
        for (const audit of figures.failing) {
          failing.set(audit, [...(failing.get(audit) ?? []), path]);
        }
      }
    }
  } finally {
    await session.close();
  }
  printTable(
    `Lighthouse 12.8 mobile (median of ${options.runs} runs; budgets: perf >= ${budgets.performance}, ` +
      `others 100, LCP < ${budgets.lcpMs / 1000} s, TBT < ${budgets.tbtMs} ms, CLS < ${budgets.cls}, ` +
      `JS <= ${kb(budgets.jsGzipBytes.guide)} guide / ${kb(budgets.jsGzipBytes.diagrams)} with diagrams / ` +
      `${kb(budgets.jsGzipBytes.api)} API / ${kb(budgets.jsGzipBytes.search)} search; ✗ = over)`,
    lighthouseHeader,
    rows,
  );
  printSection(
    'Lighthouse audits below 100 in the median runs',
    failing.size === 0
      ? [['none', '']]
      : [...failing].map(([audit, paths]) => [audit, paths.join(', ')]),
  );
}
