/**
 * JavaScript a page makes the browser fetch, from navigation until the network
 * is idle, measured in Chromium against the production build.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
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

export async function benchPageWeight(
  browser: Browser,
  baseUrl: string,
  paths: string[],
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const p of paths) {
    const w = await measurePageJs(browser, new URL(p, baseUrl).href);
    rows.push([
      `JS loaded by ${p}`,
      `${kb(w.jsRaw)} raw, ${kb(w.jsGzip)} gzip (${w.requests} files)`,
    ]);
  }
  return rows;
}
