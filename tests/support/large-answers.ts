/**
 * Large API answers for the "Try it" console: a transaction list of any size
 * (its descriptions carry markup and bidi controls, which must stay text), and
 * the main thread's long tasks while the console shows one. The browser tests
 * check what the reader sees; `npm run bench -- tryit` reports the long tasks.
 */
import type { Page } from 'playwright-core';
import { framesRendered } from './frames';

/** A JSON list of `count` transactions, as one line (APIs answer minified). */
export function transactionList(count: number): string {
  return JSON.stringify({
    data: Array.from({ length: count }, (_, i) => ({
      id: `tr_${String(i).padStart(8, '0')}`,
      amount: 1000 + i,
      status: 'paid',
      description: `Order ${i} <b>&</b> \u202egnp.exe\u202c ${'x'.repeat(40)}`,
    })),
  });
}

/** Records the main thread's long tasks (over 50 ms) from now on; the result reads them. */
export async function observeLongTasks(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const durations: number[] = [];
    (window as unknown as { longTasks: number[] }).longTasks = durations;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) durations.push(Math.round(entry.duration));
    }).observe({ type: 'longtask' });
  });
  return async () => {
    // Two frames: any task still queued has run and been reported.
    await framesRendered(page, 2);
    return page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  };
}
