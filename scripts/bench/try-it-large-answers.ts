/**
 * The "Try it" console on large answers, in Chromium against the production
 * build and the API mock: the longest main-thread task from Send to the
 * answer shown (budget 1 s: validation and the request, on a loaded machine),
 * and the long tasks (over 50 ms, budget none) while the console previews a
 * 5.5 MB answer or highlights one just under its 40 kB limit in slices. Wall
 * time: the OS can pause a 5 ms slice past 50 ms on a busy machine, so read
 * these on a quiet one (the browser tests check what the reader sees).
 */
import type { Browser, Page } from 'playwright-core';
import { brand } from '../../config/brand';
import { startApiMock } from '../../tests/support/api-mock-server';
import { launchChromium } from '../../tests/support/browser';
import { observeLongTasks, transactionList } from '../../tests/support/large-answers';
import type { Row } from './format';

const LIST = '/en/docs/api/user-transaction-controller-get-transactions';
const KEY = 'sk_test_4eC39HqLyjWDarjtT1zdp7dc';
const SHOWN_BUDGET_MS = 1000;

interface LongTasks {
  untilShown: number;
  after: number[];
}

/** Sends for the list with the mock answering `body`; `until` waits for what follows the answer. */
async function measure(
  browser: Browser,
  baseUrl: string,
  until: (page: Page) => Promise<void>,
): Promise<LongTasks> {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  await page.goto(LIST);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.getByTestId('try-it-toggle').click();
  await page.getByTestId('try-it-console').waitFor();
  await page.getByTestId('try-it-credential').fill(KEY);
  const untilShown = await observeLongTasks(page);
  await page.getByTestId('try-it-send').click();
  await page.getByTestId('try-it-outcome').waitFor();
  const shown = await untilShown();
  const after = await observeLongTasks(page);
  await until(page);
  const result = { untilShown: Math.max(0, ...shown), after: await after() };
  await context.close();
  return result;
}

const verdict = ({ untilShown, after }: LongTasks): string =>
  `${untilShown} ms until shown${untilShown >= SHOWN_BUDGET_MS ? ' OVER BUDGET' : ''}; ` +
  `long tasks after: ${after.length === 0 ? 'none' : `${after.join(', ')} ms OVER BUDGET`}`;

export async function benchTryItLargeAnswers(baseUrl: string): Promise<Row[]> {
  const mock = await startApiMock([brand.sandboxApiBaseUrl, brand.apiBaseUrl]);
  const browser = await launchChromium(mock.chromiumArgs);
  const answering = (body: string) => {
    mock.answer = (request) =>
      request.method === 'GET' && new URL(request.url).pathname.endsWith('/transactions')
        ? new Response(body, { status: 200, headers: { 'content-type': 'application/json' } })
        : undefined;
  };
  try {
    answering(transactionList(38_400));
    const huge = await measure(browser, baseUrl, async (page) => {
      await page.getByTestId('try-it-response-truncated').waitFor();
    });
    answering(transactionList(280));
    const underLimit = await measure(browser, baseUrl, async (page) => {
      await page
        .locator('[data-testid="try-it-response-body"] [data-highlighted="true"]')
        .waitFor();
    });
    return [
      ['5.5 MB answer, previewed as plain text (budget: no task over 50 ms)', verdict(huge)],
      ['35 kB answer, highlighted in slices (budget: no task over 50 ms)', verdict(underLimit)],
    ];
  } finally {
    await browser.close();
    await mock.close();
  }
}
