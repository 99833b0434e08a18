/**
 * Lighthouse 12.8 (the default config: mobile emulation, simulated 4G and 4x
 * CPU slowdown) with Debian's Chromium, started by chrome-launcher, against
 * the production build served by nginx with deploy/nginx.conf on loopback
 * (compression, precompressed twins, cache headers, the CSP: as production).
 *
 * Each page runs `runs` times; the table shows Lighthouse's own median run
 * (the run closest to the median FCP and TTI), as its docs advise. The JS
 * column is the gzip size (level 9) of every script the run fetched until
 * the network went quiet, read from the build, so it does not depend on
 * which encoding Chromium negotiated.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_PATH } from '../../tests/support/browser';

export const LIGHTHOUSE_CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

/** Failed runs (trace errors) tolerated per page before the bench gives up. */
const maxFailedRuns = 3;

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

export interface LighthouseFigures {
  url: string;
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsGzipBytes: number;
  jsFiles: number;
  /** Audits of a category below 100 (id: title), to say what to fix. */
  failing: string[];
  runs: number;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  mimeType?: string;
}

function scriptUrls(result: Result): string[] {
  const details = result.audits['network-requests']?.details;
  const items = (details && 'items' in details ? details.items : []) as unknown as NetworkItem[];
  return items
    .filter((i) => i.resourceType === 'Script' || /javascript/.test(i.mimeType ?? ''))
    .map((i) => i.url);
}

/** gzip -9 size of a served script, read from the build it was served from. */
function gzipSizeOf(url: string, siteDir: string): number {
  const file = path.join(siteDir, decodeURIComponent(new URL(url).pathname));
  if (!existsSync(file)) throw new Error(`script ${url} is not a file of ${siteDir}`);
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

function figuresOf(result: Result, siteDir: string, runs: number): LighthouseFigures {
  const numeric = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
  const scripts = scriptUrls(result);
  const failing: string[] = [];
  for (const category of categories) {
    const refs = result.categories[category]?.auditRefs ?? [];
    for (const ref of refs) {
      const audit = result.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      // Performance metrics are reported as figures; list the other audits.
      if (category === 'performance' && ref.group === 'metrics') continue;
      failing.push(`${category}/${ref.id}`);
    }
  }
  return {
    url: result.finalDisplayedUrl,
    scores: Object.fromEntries(
      categories.map((c) => [c, Math.round((result.categories[c]?.score ?? 0) * 100)]),
    ) as Record<Category, number>,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsGzipBytes: scripts.reduce((sum, url) => sum + gzipSizeOf(url, siteDir), 0),
    jsFiles: scripts.length,
    failing,
    runs,
  };
}

export interface LighthouseSession {
  audit: (url: string) => Promise<LighthouseFigures>;
  close: () => Promise<void>;
}

export async function startLighthouse(options: {
  siteDir: string;
  runs: number;
}): Promise<LighthouseSession> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: LIGHTHOUSE_CHROME_FLAGS,
    logLevel: 'silent',
  });
  return {
    async audit(url) {
      const results: Result[] = [];
      let failures = 0;
      while (results.length < options.runs) {
        const runner = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...categories],
        });
        if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
        const { lhr } = runner;
        if (lhr.runtimeError) {
          // Trace hiccups (NO_NAVSTART, NO_FCP) happen now and then on a busy machine:
          // Lighthouse's advice is to run again.
          failures++;
          if (failures > maxFailedRuns) {
            throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
          }
          continue;
        }
        results.push(lhr);
      }
      return figuresOf(computeMedianRun(results), options.siteDir, results.length);
    },
    async close() {
      chrome.kill();
    },
  };
}
