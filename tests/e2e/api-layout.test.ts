/**
 * The API reference's layout in Chromium, against the production build, as a
 * reader sees it at 1440, 995, 390 and 320 px: the sticky right column follows
 * the section being read, phones get the sample before the parameters, tables
 * become lists, names stay whole, nothing is wider than the screen. Cheap by
 * design: one browser, one page per test, viewports changed in place.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoHydrated, setupBrowser } from '../support/browser';
import { framesRendered } from '../support/frames';
import { apiPaths } from '../support/site-routes';

const { newPage } = setupBrowser();

const CREATE = '/docs/api/user-transaction-controller-create-transaction';

/** The box of the first element matching `selector`, in viewport coordinates. */
function box(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height };
    });
}

/** Scrolls so that the element's top sits just under the navbar, as a reader scrolling down would. */
async function scrollToTop(page: Page, selector: string): Promise<void> {
  await page
    .locator(selector)
    .first()
    .evaluate((el) => {
      window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 100);
    });
  // Sticky positions apply on the next frame.
  await framesRendered(page, 1);
}

describe('API operation page at 1440 px: two columns all the way down', () => {
  it('keeps the request sample beside the parameters and body, the response example beside Responses', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await gotoHydrated(page, `/en${CREATE}`);
    const viewport = { top: 0, bottom: 900 };

    // First screen: the sample shows at least 20 lines, scrolling (if at all) only vertically.
    const sample = '[data-testid="api-code-sample"] .rp-codeblock__content__scroll-container';
    const shown = await page.locator(sample).evaluate((el) => {
      const line = Number.parseFloat(
        getComputedStyle(el.querySelector('code') as Element).lineHeight,
      );
      return {
        lines: el.clientHeight / line,
        total: el.scrollHeight / line,
        sideways: el.scrollWidth > el.clientWidth + 1,
      };
    });
    expect(shown.lines).toBeGreaterThanOrEqual(Math.min(20, shown.total - 1));
    expect(shown.sideways).toBe(false);

    // Reading the body (far below the first screen): the request sample and Try it are beside it.
    await scrollToTop(page, '#request-body');
    const body = await box(page, '#request-body');
    const request = await box(page, '[data-testid="api-code-samples"]');
    const tryIt = await box(page, '[data-testid="try-it"]');
    expect(request.top).toBeGreaterThanOrEqual(viewport.top);
    expect(request.top).toBeLessThan(viewport.bottom / 2);
    expect(tryIt.bottom).toBeLessThanOrEqual(viewport.bottom);
    expect(request.left).toBeGreaterThan(body.right);

    // Reading Responses: the response example is in view beside them, the request sample is gone.
    await scrollToTop(page, '#responses');
    const responses = await box(page, '#responses');
    const example = await box(page, '[data-testid="api-response-examples"]');
    expect(example.top).toBeGreaterThanOrEqual(viewport.top);
    expect(example.top).toBeLessThan(viewport.bottom);
    expect(example.left).toBeGreaterThan(responses.right);
    expect((await box(page, '[data-testid="api-code-samples"]')).bottom).toBeLessThan(
      responses.top,
    );
    // Further down, in the long 201 schema, the example stays in view.
    await page.evaluate(() => window.scrollBy(0, 1500));
    await framesRendered(page, 1);
    const later = await box(page, '[data-testid="api-response-examples"]');
    expect(later.top).toBeGreaterThanOrEqual(viewport.top);
    expect(later.top).toBeLessThan(viewport.bottom / 2);

    // Opening a response shows its example.
    const item = page.locator('.ap-api-responses__item[data-status="422"]');
    await item.locator('.ap-api-responses__details > summary').click();
    await expect
      .poll(() => page.getByTestId('api-response-examples').getByLabel('Status').inputValue())
      .toBe('422');
    await page.context().close();
  });
});

describe('API operation page on phones and mid-size screens', () => {
  it('390 px: the sample and Try it come before Parameters; tables are lists; names never break', async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await gotoHydrated(page, `/en${CREATE}`);
    const sample = await box(page, '[data-testid="api-code-samples"]');
    const tryIt = await box(page, '[data-testid="try-it"]');
    const parameters = await box(page, '#parameters');
    const description = await box(page, '.ap-api-operation__description');
    expect(sample.top).toBeGreaterThan(description.bottom - 1);
    expect(sample.top).toBeLessThan(parameters.top);
    expect(tryIt.top).toBeLessThan(parameters.top);
    // The response example follows the responses.
    const lastResponse = await box(page, '.ap-api-responses__item:last-child');
    const example = await box(page, '[data-testid="api-response-examples"]');
    expect(example.top).toBeGreaterThan(lastResponse.top);

    // The header parameter is a stacked block (the compact list every parameter kind shares):
    // its description spans the entry under the name.
    const row = page.locator('li[data-parameter="Idempotency-Key"]');
    const [head, text, rowWidth] = await row.evaluate((li) => {
      const rect = (el: Element | null) => el?.getBoundingClientRect().toJSON();
      return [
        rect(li.querySelector('.ap-schema__head')),
        rect(li.querySelector('.ap-schema__description')),
        li.getBoundingClientRect().width,
      ];
    });
    expect(text.top).toBeGreaterThan(head.top);
    expect(text.width).toBeGreaterThan(rowWidth * 0.9);
    await expect
      .poll(() => page.locator('.ap-api-params table, .ap-api-params thead').count())
      .toBe(0);

    // Every parameter, header and property name is on one line (no "Idempotency-/Key").
    const broken = await page
      .locator('.ap-api-params__name, .ap-schema__name')
      .evaluateAll((names) =>
        names
          .filter((n) => n.getClientRects().length > 0)
          .filter((n) => n.getClientRects().length > 1)
          .map((n) => n.textContent),
      );
    expect(broken).toEqual([]);

    // No empty "On this page" band under the navbar (API pages have no outline).
    await expect.poll(() => page.locator('.rp-doc-layout__menu').count()).toBe(0);
    await page.context().close();
  });

  it('995 px: one column, the sample before Parameters, no empty outline band', async () => {
    const page = await newPage({ viewport: { width: 995, height: 800 } });
    await gotoHydrated(page, CREATE);
    const sample = await box(page, '[data-testid="api-code-samples"]');
    const parameters = await box(page, '#parameters');
    expect(sample.top).toBeLessThan(parameters.top);
    await expect.poll(() => page.locator('.rp-doc-layout__menu').count()).toBe(0);
    // The content starts right under the navbar: no 46 px band between them.
    const nav = await box(page, '.rp-nav');
    const content = await box(page, '.rp-doc-layout__doc-container');
    expect(content.top - nav.bottom).toBeLessThan(2);
    await page.context().close();
  });
});

const ENGLISH_SAMPLE = [
  '/docs/api/documentacao-de-api',
  '/docs/api/errors',
  CREATE,
  '/docs/api/user-transaction-controller-get-transactions',
];

/** Pages per test: a loaded machine times out one batch, not the whole walk, and a failure names it. */
const BATCH = 10;
/** Every API page in pt-BR; in English the pages whose parts differ (the layout is shared). */
const walks = [
  ...Array.from({ length: Math.ceil(apiPaths.length / BATCH) }, (_, i) =>
    apiPaths.slice(i * BATCH, (i + 1) * BATCH),
  ),
  ENGLISH_SAMPLE.map((path) => `/en${path}`),
];
const walkName = (walk: string[]) => `${walk[0]} … ${walk.at(-1)} (${walk.length} pages)`;

describe('API pages fit the screen', () => {
  it.each(walks.map((walk) => [walkName(walk), walk] as const))(
    'no API page is wider than the viewport at 320, 390, 995 and 1440 px: %s',
    async (_, walk) => {
      const page = await newPage({ viewport: { width: 1440, height: 900 } });
      const wider: string[] = [];
      // One load per batch; the other pages are opened from the API sidebar, as a reader moves
      // between them (client-side: far cheaper than a load per page).
      await gotoHydrated(page, walk[0] ?? '');
      for (const href of walk) {
        await page.setViewportSize({ width: 1440, height: 900 });
        if (new URL(page.url()).pathname !== href) {
          const title = await page.title();
          await page.locator(`.rp-doc-layout__sidebar a[href="${href}"]`).click();
          await page.waitForFunction((before) => document.title !== before, title);
        }
        expect(new URL(page.url()).pathname).toBe(href);
        for (const width of [1440, 995, 390, 320]) {
          await page.setViewportSize({ width, height: 800 });
          await framesRendered(page, 1);
          const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          if (scrollWidth > width) wider.push(`${href} at ${width}px: ${scrollWidth}px`);
        }
      }
      expect(wider).toEqual([]);
      await page.context().close();
    },
    // Beside the build tier on a loaded machine a batch can take minutes; a timeout catches a hang.
    300_000,
  );

  it('walks every API page in pt-BR and the English sample', () => {
    expect(walks.flat()).toEqual([...apiPaths, ...ENGLISH_SAMPLE.map((path) => `/en${path}`)]);
  });
});
