/**
 * deploy/nginx.conf on Debian's nginx, over the production build: the site
 * in Chromium under the real headers (CSP): no console error, no CSP
 * violation, no request to another host. nginx's answers to the URL cases
 * are tested over HTTP: tests/contract/nginx.test.ts.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NginxServer, startNginx } from '../../scripts/lib/nginx-server';
import { sharedChromium } from '../support/browser';
import { buildDir, pageRoutes } from '../support/hosting-cases';

let nginx: NginxServer | undefined;
let browser: Awaited<ReturnType<typeof sharedChromium>> | undefined;

beforeAll(async () => {
  nginx = await startNginx({ siteDir: buildDir });
  browser = await sharedChromium();
});
afterAll(async () => {
  await browser?.close();
  await nginx?.close();
});

const origin = () => {
  if (!nginx) throw new Error('nginx not started');
  return nginx.url;
};

/** Not-found URLs a test opens on purpose. */
const expectedNotFound = new Set(['/en/no-such-page']);

interface PageRecord {
  page: Page;
  problems: string[];
  requests: string[];
}

/** A page that records console errors, uncaught errors, CSP violations and every request. */
async function recordedPage(): Promise<PageRecord> {
  if (!browser) throw new Error('browser not started');
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const record: PageRecord = { page, problems: [], requests: [] };
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    // Rspress reports hydration errors (React #418…) as warnings.
    const isHydrationError = message.type() === 'warning' && /hydrat/i.test(message.text());
    if (message.type() !== 'error' && !isHydrationError) return;
    const text = `console: ${message.text()}`;
    // Chromium logs the 404 status of a not-found page itself: that one is expected.
    const documentUrl = message.location().url;
    if (
      /status of 404/.test(text) &&
      documentUrl === page.url() &&
      expectedNotFound.has(new URL(documentUrl).pathname)
    )
      return;
    record.problems.push(`${text} (${documentUrl})`);
  });
  page.on('pageerror', (error) => record.problems.push(`uncaught: ${error.message}`));
  page.on('request', (request) => record.requests.push(request.url()));
  return record;
}

async function hydrated(page: Page, path: string, expectedStatus = 200) {
  const response = await page.goto(new URL(path, origin()).href);
  expect(response?.status(), path).toBe(expectedStatus);
  await page.waitForFunction(() => {
    const root = document.getElementById('__rspress_root');
    return root !== null && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
  });
  await page.waitForLoadState('networkidle');
}

function expectOnlyOwnRequests(requests: string[]) {
  const foreign = requests.filter((url) => {
    const { protocol, origin: o } = new URL(url);
    return o !== origin() && protocol !== 'data:' && protocol !== 'blob:';
  });
  expect(foreign).toEqual([]);
}

/** One page of each part of the site per locale (home, guides, search, generated sections…). */
function samplePages(): string[] {
  const seen = new Map<string, string>();
  for (const route of pageRoutes()) {
    const section = route
      .split('/')
      .slice(0, route.startsWith('/en/') ? 4 : 3)
      .join('/');
    if (!seen.has(section)) seen.set(section, route);
  }
  return [...seen.values()];
}

describe('nginx: the site in Chromium under the CSP', () => {
  it.each(samplePages())(
    '%s loads with no console error and no third-party request',
    async (route) => {
      const { page, problems, requests } = await recordedPage();
      await hydrated(page, route);
      expect(problems).toEqual([]);
      expectOnlyOwnRequests(requests);
      await page.context().close();
    },
  );

  it('a guide with a diagram renders it, in both colour modes, under the CSP', async () => {
    const { page, problems, requests } = await recordedPage();
    await hydrated(page, '/en/docs/intro/3ds-authentication');
    await page.waitForSelector('.rspress-doc svg[aria-roledescription]', { timeout: 20_000 });
    await page.locator('.rp-switch-appearance').first().click();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await page.waitForSelector('.rspress-doc svg[aria-roledescription]', { timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    expectOnlyOwnRequests(requests);
    await page.context().close();
  });

  it('client-side navigation, search and the not-found page work under the CSP', async () => {
    const { page, problems, requests } = await recordedPage();
    await hydrated(page, '/docs/intro/getting-started');
    await page
      .locator('.rp-doc-layout__sidebar a[href="/docs/webhook/transaction"]')
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/docs/webhook/transaction');
    // The search page loads the search index and runs a query.
    await hydrated(page, '/en/search?q=webhook');
    await hydrated(page, '/en/no-such-page', 404);
    await expect
      .poll(() => page.getByTestId('not-found').textContent())
      .toContain('Page not found');
    expect(problems).toEqual([]);
    expectOnlyOwnRequests(requests);
    await page.context().close();
  });
});
