/**
 * JavaScript a page makes the browser fetch, from navigation until the network
 * is idle, measured in Chromium against the production build.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { budgets, marked, type PageKind } from './budgets';
import { kb, type Row } from './format';

export interface PageWeight {
  jsRaw: number;
  jsGzip: number;
  requests: number;
}

export async function measurePageJs(browser: Browser, url: string): Promise<PageWeight> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || response.url().endsWith('.js')) bodies.push(response.body());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const buffers = await Promise.all(bodies);
  await context.close();
  return {
    jsRaw: buffers.reduce((s, b) => s + b.length, 0),
    jsGzip: buffers.reduce((s, b) => s + gzipSync(b, { level: 9 }).length, 0),
    requests: buffers.length,
  };
}

/** The pages with a JS weight goal (English twins), each with its kind's budget. */
export const weightPages: { path: string; kind: PageKind }[] = [
  { path: '/en/docs/intro/getting-started', kind: 'guide' },
  // Diagrams further down: the renderer loads only when the reader scrolls near one.
  { path: '/en/docs/webhook/transaction', kind: 'diagrams' },
  // Try it closed.
  { path: '/en/docs/api/user-transaction-controller-create-transaction', kind: 'api' },
  { path: '/en/search', kind: 'search' },
];

export async function benchPageWeight(
  browser: Browser,
  baseUrl: string,
  pages: { path: string; kind: PageKind }[] = weightPages,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const { path: p, kind } of pages) {
    const w = await measurePageJs(browser, new URL(p, baseUrl).href);
    const budget = budgets.jsGzipBytes[kind];
    rows.push([
      `JS loaded by ${p} (${kind}, budget ${kb(budget)} gzip)`,
      marked(`${kb(w.jsRaw)} raw, ${kb(w.jsGzip)} gzip (${w.requests} files)`, w.jsGzip <= budget),
    ]);
  }
  return rows;
}
