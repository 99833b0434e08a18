/**
 * Query strings and hashes are untrusted text: whatever a link, a marketing
 * tool or a reader puts there, no page crashes, logs an error or fails
 * hydration. Written-out cases that once crashed a page,
 * then generated hostile query strings and hashes (fast-check, seeded: the
 * seed is in any failure) on every kind of page.
 */
import fc from 'fast-check';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { ptBR } from '../../i18n/pt-BR';
import { gotoHydrated, recordConsoleProblems, setupBrowser } from '../support/browser';
import { hostileQuery, propertyRunOptions } from '../support/hostile-urls';
import { apiOperationSlugs, blogSlugs } from '../support/site-routes';

const { newPage } = setupBrowser();

/** One page of each kind, in both locales. */
const pageKinds = [
  '/en/',
  '/',
  '/en/docs/intro/authentication',
  `/docs/api/${apiOperationSlugs[0]}`,
  `/en/blog/${blogSlugs[0]}`,
  '/en/search',
  '/search',
  '/en/no-such-page',
];

async function expectNotCrashed(page: Page, url: string) {
  const crashed = page.getByText(new RegExp(`${en.pageCrashedTitle}|${ptBR.pageCrashedTitle}`));
  expect(await crashed.count(), `${url} shows the error boundary`).toBe(0);
  // The page is still there: its main landmark.
  expect(await page.locator('main').count(), url).toBeGreaterThan(0);
}

describe('query strings and hashes that once crashed a page', () => {
  it.each([
    // 4: a `%25` in a UTM value, a search for "100%": "This page crashed. URI malformed".
    '/en/docs/intro/authentication?utm_campaign=50%25off',
    '/en/search?q=100%25',
    '/search?q=MDR%203%25',
    // Malformed escapes, in the query string and in the hash.
    '/en/search?q=%',
    '/en/docs/intro/authentication?q=%E0%A4%A',
    '/en/#%',
    '/en/docs/intro/authentication#%E0%A4%A',
  ])('%s opens without crashing or logging an error', async (url) => {
    const page = await newPage();
    await gotoHydrated(page, url);
    await expectNotCrashed(page, url);
    await page.context().close();
  });

  it('typing 100% in the search page keeps the page, and the language menu keeps the query', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/search');
    await page.locator('.ap-search-page__input').fill('100%');
    await page.waitForURL((u) => u.search === '?q=100%25');
    await expectNotCrashed(page, page.url());
    // The Portuguese link of the menu names the same search, encoded once (it follows the
    // URL in a render after the URL changes).
    await expect
      .poll(() => page.locator('a[hreflang="pt-BR"]').first().getAttribute('href'))
      .toBe('/search?q=100%25');
    await page.context().close();
  });

  // 12: every /search?q=… failed hydration (React error #418) and rendered twice.
  it.each([
    '/search?q=pix',
    '/en/search?q=webhook',
    '/en/search?q=refund&within=api',
    '/en/search',
  ])('%s hydrates without a hydration error and shows the query', async (url) => {
    const page = await newPage();
    await gotoHydrated(page, url);
    const query = new URL(url, 'http://x').searchParams.get('q') ?? '';
    await expect.poll(() => page.locator('.ap-search-page__input').inputValue()).toBe(query);
    await page.context().close();
  });
});

describe('generated hostile query strings and hashes', () => {
  it('no kind of page crashes, logs an error or fails hydration', async () => {
    const page = await newPage();
    let opened = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...pageKinds),
        fc.option(hostileQuery(), { nil: undefined }),
        fc.option(hostileQuery(), { nil: undefined }),
        async (route, query, hash) => {
          // As a browser would send it: what it cannot put in a URL, it percent-encodes itself.
          const url = `${route}${query === undefined ? '' : `?${query}`}${hash === undefined ? '' : `#${hash}`}`;
          const problems: string[] = [];
          const probe = await page.context().newPage();
          recordConsoleProblems(probe, problems);
          await gotoHydrated(probe, url);
          await expectNotCrashed(probe, url);
          await probe.close();
          opened += 1;
          expect(problems, url).toEqual([]);
        },
      ),
      propertyRunOptions({ numRuns: 30, timeLimitMs: null }),
    );
    console.log(`hostile query strings and hashes: ${opened} pages opened`);
    expect(opened).toBe(30);
    await page.context().close();
  }, 600_000);
});
