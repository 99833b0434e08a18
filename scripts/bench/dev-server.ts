/**
 * Dev server start: time until Rspress logs that its first compile is ready,
 * and until a guide page is hydrated in Chromium (the dev server compiles
 * route chunks on request, so the first page is part of "ready" for a reader).
 * Cold: Rspress' and Rsbuild's caches are removed first.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { freePort } from '../lib/free-port';
import { budgets, marked } from './budgets';
import { mb, type Row, seconds } from './format';
import { measureProcess } from './measure-process';

const root = path.resolve(import.meta.dirname, '../..');
const firstPage = '/docs/intro/getting-started';

export async function benchDevServer(browser: Browser): Promise<Row[]> {
  rmSync(path.join(root, 'node_modules/.rspress'), { recursive: true, force: true });
  rmSync(path.join(root, 'node_modules/.cache'), { recursive: true, force: true });
  const port = await freePort();
  const started = performance.now();
  let hydratedMs = Number.NaN;
  // The CLI itself (no npm wrapper), so stopping the process stops the server.
  const run = await measureProcess(
    process.execPath,
    [path.join(root, 'node_modules/@rspress/core/bin/rspress.js'), 'dev', '--port', String(port)],
    {
      cwd: root,
      readyPattern: /ready\s+built in/,
      afterReady: async () => {
        const context = await browser.newContext();
        try {
          const page = await context.newPage();
          await page.goto(`http://localhost:${port}${firstPage}`, { timeout: 60_000 });
          await page.waitForFunction(
            () => {
              const el = document.getElementById('__rspress_root');
              return el !== null && Object.keys(el).some((k) => k.startsWith('__reactContainer'));
            },
            undefined,
            { timeout: 60_000 },
          );
          await page.locator('h1').first().waitFor({ timeout: 60_000 });
          hydratedMs = performance.now() - started;
        } finally {
          await context.close();
        }
      },
    },
  );
  if (run.readyMs === undefined) throw new Error(`dev server never got ready:\n${run.output}`);
  if (run.afterReadyError) {
    throw new Error(`dev server: ${firstPage} did not load: ${run.afterReadyError.message}`);
  }
  return [
    ['dev server: "ready" logged (cold)', seconds(run.readyMs)],
    [
      `dev server: ${firstPage} hydrated in Chromium (budget ${seconds(budgets.devReadyMs)})`,
      marked(seconds(hydratedMs), hydratedMs <= budgets.devReadyMs),
    ],
    ['dev server: peak memory (RSS)', mb(run.peakRssBytes)],
  ];
}
