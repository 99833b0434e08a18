/**
 * Route data that loads with its section (plugins/route-data), in the browser,
 * on a copy of the site built with a synthetic API of a few dozen operations,
 * its route data cut into buckets of 8 routes so that a small site has the
 * shape of a large one: a guide carries none of the API's routes or sidebar;
 * navigating into the API loads its section and the page's bucket, in the page
 * (no reload), as does switching locale; an API page opened first loads its
 * own bucket only and none of the guides' data.
 *
 * The same copy's spec carries the hostile-strings fixture too
 * (tests/support/hostile-synthetic-api.ts: one whole build for both): a spec
 * full of hostile strings builds with `npm run build`, and its strings show as
 * inert text. api-reference.test.ts has the builds this spec must stop.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { startSiteServer } from '../../scripts/serve';
import { launchChromium } from '../support/browser';
import { hostileOperationPage, hostileSyntheticSpec } from '../support/hostile-synthetic-api';
import {
  copySite,
  dropGuideApiExamples,
  type SiteCopy,
  unlinkGuideApiReferences,
} from '../support/site-copy';

const OPERATIONS = 40;
let site: SiteCopy | undefined;
let served: Awaited<ReturnType<typeof startSiteServer>> | undefined;
let browser: Browser | undefined;
let built: { code: number; output: string } | undefined;

beforeAll(async () => {
  site = await copySite();
  const { spec, overlay } = hostileSyntheticSpec(OPERATIONS);
  rmSync(site.file('openapi'), { recursive: true, force: true, maxRetries: 5 });
  mkdirSync(site.file('openapi/overlays'), { recursive: true });
  writeFileSync(site.file('openapi/openapi.yaml'), stringify(spec));
  writeFileSync(site.file('openapi/overlays/pt-BR.yaml'), stringify(overlay));
  // The fixture has other operations than the real spec.
  await unlinkGuideApiReferences(site);
  await dropGuideApiExamples(site);
  await site.edit('rspress.config.ts', (text) => {
    if (!text.includes('pluginRouteData()'))
      throw new Error('rspress.config.ts: no pluginRouteData()');
    return text.replace('pluginRouteData()', 'pluginRouteData({ routesPerBucket: 8 })');
  });
  built = await site.build();
  if (built.code !== 0) throw new Error(`npm run build failed:\n${built.output.slice(-3000)}`);
  served = await startSiteServer({ dir: site.file('doc_build') });
  browser = await launchChromium();
}, 1_200_000);

afterAll(async () => {
  await browser?.close();
  await served?.close();
  await site?.dispose();
});

/** Opens `path` in a new page, hydrated and quiet, counting its full page loads. */
async function open(path: string): Promise<{ page: Page; documents: () => number }> {
  if (!browser || !served) throw new Error('no site');
  // Wide enough for the navbar's language menu.
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents++;
  });
  await page.goto(new URL(path, served.url).href);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.waitForLoadState('networkidle');
  return { page, documents: () => documents };
}

/** The texts of the scripts the page has fetched (from the `since`-th on), read again from the server. */
async function scriptTexts(page: Page, since = 0): Promise<string[]> {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.endsWith('.js')),
  );
  return Promise.all(urls.slice(since).map((url) => fetch(url).then((r) => r.text())));
}

/** A script of the API's route data: the English sidebar's links, or a bucket's routes. */
const apiSidebar = (text: string) => text.includes('/en/docs/api/synthetic-get-r3-id.html');
const apiBucket = (text: string) => /"en\/docs\/api\/synthetic-[a-z0-9-]+\.mdx"/.test(text);
const ptApiData = (text: string) =>
  text.includes('"/docs/api/synthetic-get-r3-id.html"') ||
  /"pt-BR\/docs\/api\/synthetic-[a-z0-9-]+\.mdx"/.test(text);
/** The guides' sidebar, as its section brings it (links as Rspress normalizes them). */
const guideSidebar = (text: string) => text.includes('"/en/docs/webhook/infraction.html"');

describe('route data by section, on a synthetic API', () => {
  it('a guide carries no API route data; the API section loads on the way in, without a reload', async () => {
    const { page, documents } = await open('/en/docs/intro/getting-started');
    const guide = await scriptTexts(page);
    expect(guide.some(guideSidebar)).toBe(true);
    expect(guide.filter((t) => t.includes('synthetic-'))).toEqual([]);

    // Prefetch on hover brings the API's section, its bucket and the page.
    const apiLink = page.locator('.rp-nav').getByRole('link', { name: 'API', exact: true });
    await apiLink.hover();
    await expect
      .poll(async () => (await scriptTexts(page, guide.length)).some(apiSidebar))
      .toBe(true);
    await expect
      .poll(async () => (await scriptTexts(page, guide.length)).some(apiBucket))
      .toBe(true);

    await apiLink.click();
    await page.locator('h1', { hasText: 'POST /r0' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe(
      '/en/docs/api/user-transaction-controller-create-transaction',
    );
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    await sidebar.getByRole('link', { name: 'DELETE /r7/{id}', exact: true }).waitFor();

    // Another operation, maybe in another bucket: still in the page.
    await sidebar.getByRole('link', { name: 'DELETE /r7/{id}', exact: true }).click();
    await page.locator('h1', { hasText: 'DELETE /r7/{id}' }).first().waitFor();

    // The other locale: its own API section, in the page too.
    const before = (await scriptTexts(page)).length;
    const nav = page.locator('.rp-nav__others');
    await nav.getByRole('button', { name: /Language/ }).click();
    await nav.getByRole('menuitemradio', { name: 'Português (Brasil)', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/docs/api/synthetic-delete-r7-id');
    await page.locator('html[lang="pt-BR"]').waitFor({ state: 'attached' });
    await expect.poll(async () => (await scriptTexts(page, before)).some(ptApiData)).toBe(true);
    expect(documents()).toBe(1);
    await page.close();
  });

  it('an API page opened first loads its own bucket only, and none of the guides’ data', async () => {
    const { page } = await open('/en/docs/api/synthetic-get-r3-id');
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('GET /r3/{id}');
    const texts = await scriptTexts(page);
    expect(texts.filter(apiBucket)).toHaveLength(1);
    const bucket = texts.find(apiBucket) ?? '';
    const routesInBucket = bucket.match(/"en\/docs\/api\/[a-z0-9-]+\.mdx"/g) ?? [];
    expect(routesInBucket.length).toBeGreaterThan(0);
    expect(routesInBucket.length).toBeLessThan(OPERATIONS / 2);
    expect(texts.some(apiSidebar)).toBe(true);
    expect(texts.filter(guideSidebar)).toEqual([]);
    expect(texts.filter(ptApiData)).toEqual([]);
    // The page's HTML preloads its section and its bucket, beside its own chunk.
    const html = readFileSync(
      path.join(site?.file('doc_build') ?? '', 'en/docs/api/synthetic-get-r3-id.html'),
      'utf8',
    );
    expect(
      html.match(/<link rel="preload" href="\/static\/js\/async\/[^"]+" as="script">/g),
    ).toHaveLength(3);
    await page.close();
  });
});

describe('the API reference in the site build', () => {
  it('a spec full of hostile strings builds, and its strings show as inert text', async () => {
    if (!built || !site || !browser || !served) throw new Error('no site');
    expect(built.code, built.output.slice(-3000)).toBe(0);
    const html = readFileSync(site.file(`doc_build${hostileOperationPage}.html`), 'utf8');
    expect(html).not.toMatch(/<script>alert|<img[^>]*onerror|javascript:alert|<iframe/);

    const page = await browser.newPage();
    const dialogs: string[] = [];
    const errors: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    page.on('pageerror', (e) => errors.push(e.message));
    for (const route of [
      hostileOperationPage,
      '/docs/api/documentacao-de-api',
      '/en/docs/webhook/transaction',
    ]) {
      await page.goto(new URL(route, served.url).href, { waitUntil: 'networkidle' });
    }
    await page.goto(new URL(hostileOperationPage, served.url).href, { waitUntil: 'networkidle' });
    await expect
      .poll(() => page.locator('h1').first().textContent())
      .toContain('Create {x} ‹/h1›‹script›alert("summary")‹/script›');
    await expect
      .poll(() => page.locator('.ap-api-operation__description').textContent())
      .toContain('{props.x}');
    await expect.poll(() => page.locator('[data-parameter="{q}<x>"]').count()).toBe(1);
    await page.locator('.ap-api-operation').getByRole('button').first().click();
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
