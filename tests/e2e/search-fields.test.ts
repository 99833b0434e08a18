/**
 * Field anchors and field-level search in Chromium, against the production
 * build: a field URL opens its collapsed parents or its oneOf alternative and
 * lands on the row; a pasted field name suggests the field (path, type,
 * operation) and opens its anchor; an empty answer offers "Did you mean…"
 * and the other language's results. One page for the whole file.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoHydrated, setupBrowser } from '../support/browser';

const { newPage } = setupBrowser();
const CREATE = '/en/docs/api/user-transaction-controller-create-transaction';

const box = (page: Page) => page.locator('.ap-search').getByRole('combobox');

async function typeQuery(page: Page, query: string): Promise<void> {
  await box(page).click();
  await box(page).fill(query);
  await page.waitForFunction(
    () =>
      document.querySelector('.ap-search [role="option"]') !== null ||
      document.querySelector('.ap-search-none') !== null ||
      /result/i.test(document.querySelector('.ap-search__status')?.textContent ?? ''),
    undefined,
    { timeout: 15_000 },
  );
}

/** Whether the element with this id is visible and inside the viewport. */
function onScreen(page: Page, id: string) {
  return page.waitForFunction(
    (anchor) => {
      const element = document.getElementById(anchor);
      if (!element || element.getClientRects().length === 0) return false;
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.top < window.innerHeight;
    },
    id,
    { timeout: 15_000 },
  );
}

describe('field anchors and field search', () => {
  it('opens field URLs, suggests fields, and answers empty queries', async () => {
    const page = await newPage();

    // A field of the oneOf alternative not shown: the alternative is chosen, the parent opened.
    await gotoHydrated(page, `${CREATE}#body.card.token`);
    await onScreen(page, 'body.card.token');
    await expect
      .poll(() =>
        page
          .locator('#request-body')
          .locator('..')
          .getByRole('button', { name: 'credit_card', exact: true })
          .getAttribute('aria-pressed'),
      )
      .toBe('true');
    await expect
      .poll(() => page.locator('[id="body.card.token"]').getAttribute('data-targeted'))
      .toBe('');

    // A response field inside a closed toggle, reached by a hash change.
    await page.evaluate(() => {
      window.location.hash = '#response-201.pix.qr_code';
    });
    await onScreen(page, 'response-201.pix.qr_code');
    // The copy-link control links to the field.
    await expect
      .poll(() =>
        page.locator('[id="response-201.pix.qr_code"] .ap-field-link').first().getAttribute('href'),
      )
      .toBe('#response-201.pix.qr_code');

    // A pasted field name: the first suggestion is the field, with its type and operation.
    await typeQuery(page, 'pix.qr_code');
    const first = page.locator('.ap-search [role="option"]').first();
    await expect
      .poll(() => first.locator('.ap-search-field__path').textContent())
      .toBe('pix.qr_code');
    await expect.poll(() => first.locator('.ap-search-field__type').textContent()).toBe('string');
    await expect
      .poll(() => first.locator('.ap-search-field__operation').textContent())
      .toBe('in Create a transaction');
    await expect.poll(() => first.getAttribute('href')).toBe(`${CREATE}#response-201.pix.qr_code`);

    // Nothing found in English: the nearest word, and the Portuguese results, in Portuguese.
    await typeQuery(page, 'recusada ');
    await page.waitForSelector('.ap-search-none__other');
    await expect
      .poll(() => page.locator('.ap-search-none__other').getAttribute('lang'))
      .toBe('pt-BR');
    await expect
      .poll(() => page.locator('.ap-search-none__other-title').textContent())
      .toBe('Results in Português (Brasil)');
    const other = await page.locator('.ap-search-none__other-link').first().getAttribute('href');
    expect(other).toMatch(/^\/docs\//);
    const suggestion = page.locator('.ap-search-none__query').first();
    await expect.poll(() => suggestion.textContent()).toBe('refused');
    await suggestion.click();
    await page.waitForSelector('.ap-search [role="option"]');
    await expect.poll(() => box(page).inputValue()).toBe('refused');
  });
});
