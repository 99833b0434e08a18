/**
 * The integrator pages in the built site: the going-live checklist remembers
 * its ticks, the changelog filters by product (kept in the URL), and the API
 * pages' error examples lead to their entry in the error catalogue.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ApiErrorCatalogueData, ChangelogPageData } from '../../shared/api/page-model';
import { gotoHydrated, setupBrowser } from '../support/browser';

const { newPage } = setupBrowser();

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** The checkbox of a checklist item, by list and item id. */
const box = (page: Page, list: string, item: string) =>
  page.locator(`[data-checklist="${list}"] [data-item="${item}"] input[type="checkbox"]`);

const progress = (page: Page, list: string) =>
  page.locator(`[data-checklist="${list}"] .ap-checklist__progress`).textContent();

describe('going-live checklist', () => {
  it('remembers ticked items across reloads and languages, and unticks a list', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/docs/guides/going-live');
    const items = page.locator('[data-checklist="pix"] [data-item]');
    const total = await items.count();
    expect(total).toBeGreaterThanOrEqual(4);
    // Every item links to its guide.
    for (const item of await items.all())
      expect(
        await item.locator('.ap-checklist__details a[href^="/en/docs/"]').count(),
      ).toBeGreaterThan(0);
    await expect.poll(() => progress(page, 'pix')).toBe(`0 of ${total} done`);

    await page.getByLabel('Reconciliation by end_to_end_id').check();
    await expect.poll(() => progress(page, 'pix')).toBe(`1 of ${total} done`);
    await page.reload();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expect.poll(() => box(page, 'pix', 'e2e-reconciliation').isChecked()).toBe(true);
    await expect.poll(() => box(page, 'cards', '3ds').isChecked()).toBe(false);

    // The same item in the other language is ticked too.
    await gotoHydrated(page, '/docs/guides/going-live');
    await expect.poll(() => box(page, 'pix', 'e2e-reconciliation').isChecked()).toBe(true);
    await expect.poll(() => progress(page, 'pix')).toBe(`1 de ${total} concluídos`);

    await page.locator('[data-checklist="pix"] .ap-checklist__reset').click();
    await expect.poll(() => box(page, 'pix', 'e2e-reconciliation').isChecked()).toBe(false);
    await page.reload();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expect.poll(() => box(page, 'pix', 'e2e-reconciliation').isChecked()).toBe(false);
  });

  it('works with a corrupted stored value', async () => {
    const page = await newPage();
    await page.addInitScript(() => localStorage.setItem('ap-go-live-checklist', '{not json'));
    await gotoHydrated(page, '/en/docs/guides/going-live');
    await expect.poll(() => box(page, 'cards', '3ds').isChecked()).toBe(false);
    await box(page, 'cards', '3ds').check();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('ap-go-live-checklist')))
      .toBe('["cards:3ds"]');
  });
});

describe('changelog', () => {
  const data = readJson<ChangelogPageData>('docs/en/docs/api/_data/changelog.json');
  const shownIds = (page: Page) =>
    page
      .locator('.ap-changelog__entry')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-entry')));

  it('filters the entries by product, keeps the filter in the URL, and shows the feeds', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/docs/guides/changelog');
    await expect.poll(() => shownIds(page)).toEqual(data.entries.map((e) => e.id));

    await page.getByRole('button', { name: 'Cash-outs', exact: true }).click();
    const cashouts = data.entries.filter((e) => e.products.includes('cashouts')).map((e) => e.id);
    expect(cashouts.length).toBeGreaterThan(0);
    expect(cashouts.length).toBeLessThan(data.entries.length);
    await expect.poll(() => shownIds(page)).toEqual(cashouts);
    expect(new URL(page.url()).searchParams.get('product')).toBe('cashouts');
    await expect
      .poll(() => page.locator('.ap-changelog__count').textContent())
      .toBe(`${cashouts.length} of ${data.entries.length} entries`);

    // A shared filtered link opens filtered.
    await page.reload();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expect.poll(() => shownIds(page)).toEqual(cashouts);
    await expect
      .poll(() =>
        page.getByRole('button', { name: 'Cash-outs', exact: true }).getAttribute('aria-pressed'),
      )
      .toBe('true');

    await page.getByRole('button', { name: 'All products' }).click();
    await expect.poll(() => shownIds(page)).toEqual(data.entries.map((e) => e.id));
    expect(new URL(page.url()).searchParams.has('product')).toBe(false);

    // Each entry says its kind; the feeds are linked on the page and in the head.
    await expect
      .poll(() =>
        page
          .locator('[data-entry="tls-and-http-webhooks-deprecation"] .ap-changelog__kind')
          .textContent(),
      )
      .toBe('Deprecation');
    // A deprecation says when the deprecated thing stops working.
    await expect
      .poll(() => page.locator('[data-entry="v1-deprecation"] .ap-changelog__sunset').textContent())
      .toBe('Stops working on November 30, 2027');
    // The 2.0.0 breaking changes, each with its migration note, reached from the intro's links.
    for (const id of ['transaction-status-split', 'standard-webhooks-signature']) {
      const entry = page.locator(`[data-entry="${id}"]`);
      await expect.poll(() => entry.locator('.ap-changelog__kind').textContent()).toBe('Breaking');
      await expect.poll(() => entry.textContent()).toContain('Migration');
      await expect.poll(() => page.locator(`main a[href="#${id}"]`).count()).toBe(1);
    }
    const feeds = await page
      .locator('link[rel="alternate"][type$="+xml"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(feeds).toEqual(
      expect.arrayContaining(['/en/changelog/rss.xml', '/en/changelog/atom.xml']),
    );
    const rss = await page.request.get('/en/changelog/rss.xml');
    expect(rss.status()).toBe(200);
    const xml = await rss.text();
    for (const entry of data.entries)
      expect(xml).toContain(`/en/docs/guides/changelog#${entry.id}`);
  });

  it('is linked, with the going-live checklist, the glossary and the errors, from the API overview', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/docs/api/documentacao-de-api');
    for (const href of [
      '/en/docs/guides/changelog',
      '/en/docs/guides/going-live',
      '/en/docs/reference/glossary',
      '/en/docs/api/errors',
    ])
      await expect
        .poll(() => page.locator(`main a[href="${href}"]`).count(), { message: href })
        .toBeGreaterThan(0);
    await expect.poll(() => page.locator('main').textContent()).toContain('Transaction states');
  });

  it('ignores an unknown product in the URL', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/docs/guides/changelog?product=<script>');
    await expect.poll(() => page.locator('.ap-changelog__entry').count()).toBe(data.entries.length);
  });
});

describe('error catalogue', () => {
  const catalogue = readJson<ApiErrorCatalogueData>('docs/en/docs/api/_data/errors.json');
  const codes = catalogue.groups.flatMap((g) => g.entries.map((e) => e.code));

  it('has an anchored entry for every code', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/docs/api/errors');
    for (const code of codes) {
      const heading = page.locator(`h3[id="${code}"]`);
      await expect.poll(() => heading.textContent(), { message: code }).toContain(code);
      await expect
        .poll(() => page.locator(`h3[id="${code}"] + .ap-api-error dd[data-retry]`).count(), {
          message: code,
        })
        .toBe(1);
    }
    // The outline lists the entries.
    await expect
      .poll(() =>
        page
          .locator('.rp-aside a[href="#infraction_open"], aside a[href="#infraction_open"]')
          .count(),
      )
      .toBeGreaterThan(0);
  });

  it('an error example of an API page links to its entry, which lists the operation', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/docs/api/user-transaction-controller-refund-transaction');
    // The operation links its guide.
    await expect
      .poll(() => page.locator('main a[href="/en/docs/guides/refunds"]').count())
      .toBeGreaterThan(0);
    const examples = page.getByTestId('api-response-examples');
    await examples.getByLabel('Status').selectOption('409');
    // The example body carries doc_url, pointing to the same entry.
    await expect.poll(() => examples.textContent()).toContain('/docs/api/errors#infraction_open');
    await examples.getByRole('link', { name: 'What infraction_open means and what to do' }).click();
    await page.waitForURL('**/en/docs/api/errors#infraction_open');
    // A client-side navigation: wait for the new page, then for the scroll to the entry.
    const heading = page.locator('h3[id="infraction_open"]');
    await heading.waitFor({ state: 'visible' });
    await expect
      .poll(async () => {
        const box = await heading.boundingBox();
        return box !== null && box.y >= 0 && box.y < 900;
      })
      .toBe(true);
    await expect
      .poll(() =>
        page
          .locator(
            'h3[id="infraction_open"] + .ap-api-error a[href="/en/docs/api/user-transaction-controller-refund-transaction"]',
          )
          .count(),
      )
      .toBe(1);
  });

  it('every doc_url of the published spec names an entry of the page', async () => {
    const page = await newPage();
    const spec = await (await page.request.get(`/openapi.json`)).text();
    const urls = [...spec.matchAll(/"doc_url": "([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(urls.length).toBeGreaterThanOrEqual(codes.length);
    await gotoHydrated(page, '/docs/api/errors');
    for (const url of new Set(urls)) {
      const code = new URL(url).hash.slice(1);
      await expect.poll(() => page.locator(`h3[id="${code}"]`).count(), { message: url }).toBe(1);
    }
  });
});
