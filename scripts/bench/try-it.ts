/**
 * The "Try it" panel's cost, in Chromium against the production build: the
 * JavaScript of an operation page until the network is idle (the panel
 * closed: budget 220 KB gzip), and what opening the panel adds.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { kb, type Row } from './format';

const PAGE = '/en/docs/api/user-transaction-controller-create-transaction';
const BUDGET_GZIP = 220 * 1024;
/** The in-browser simulator's code, loaded when the reader sends with it chosen. */
const SIMULATOR_BUDGET_GZIP = 60 * 1024;

export async function benchTryIt(browser: Browser, baseUrl: string): Promise<Row[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: { url: string; body: Promise<Buffer> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' || response.url().endsWith('.js'))
      scripts.push({ url: response.url(), body: response.body() });
  });
  await page.goto(new URL(PAGE, baseUrl).href, { waitUntil: 'networkidle' });
  const closed = scripts.length;
  const started = Date.now();
  await page.getByTestId('try-it-toggle').click();
  await page.getByTestId('try-it-console').waitFor();
  const openMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  const opened = scripts.length;
  await page.getByTestId('try-it-server').selectOption('simulator');
  await page.getByTestId('try-it-send').click();
  await page.getByTestId('try-it-outcome').waitFor();
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(
    scripts.map(async (s) => {
      const body = await s.body;
      return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
    }),
  );
  await context.close();
  const sum = (list: typeof sizes, key: 'raw' | 'gzip') => list.reduce((t, s) => t + s[key], 0);
  const before = sizes.slice(0, closed);
  const after = sizes.slice(closed, opened);
  const simulator = sizes.slice(opened);
  const beforeGzip = sum(before, 'gzip');
  const simulatorGzip = sum(simulator, 'gzip');
  return [
    [
      `JS of ${PAGE}, panel closed (budget ${kb(BUDGET_GZIP)} gzip)`,
      `${kb(sum(before, 'raw'))} raw, ${kb(beforeGzip)} gzip (${before.length} files)${beforeGzip > BUDGET_GZIP ? ' OVER BUDGET' : ''}`,
    ],
    [
      'opening the panel adds (code + operation data)',
      `${kb(sum(after, 'raw'))} raw, ${kb(sum(after, 'gzip'))} gzip (${after.length} files)`,
    ],
    ['click to panel shown (loopback)', `${openMs} ms`],
    [
      `choosing the simulator and sending adds (budget ${kb(SIMULATOR_BUDGET_GZIP)} gzip)`,
      `${kb(sum(simulator, 'raw'))} raw, ${kb(simulatorGzip)} gzip (${simulator.length} files)${simulatorGzip > SIMULATOR_BUDGET_GZIP ? ' OVER BUDGET' : ''}`,
    ],
  ];
}
