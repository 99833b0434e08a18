/**
 * The head follows client-side navigation: the title, canonical URL,
 * alternates and description of the page navigated to, one of each, as the
 * build wrote them (tests/contract/seo-and-host-files.test.ts checks those).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brand } from '../../config/brand';
import { gotoHydrated, setupBrowser } from '../support/browser';
import { readHeadTags } from '../support/head-tags';
import { buildDir } from '../support/hosting-cases';

const head = (file: string) => readHeadTags(readFileSync(path.join(buildDir, file), 'utf8'));
const abs = (route: string) => new URL(route, brand.docsUrl).href;

const { newPage } = setupBrowser();

describe('head during client-side navigation', () => {
  it('title, canonical and alternates follow the page, one of each', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/docs/intro/getting-started');
    await page
      .locator('.rp-doc-layout__sidebar a[href="/en/docs/webhook/cashout"]')
      .first()
      .click();
    await page.waitForURL('**/en/docs/webhook/cashout');
    await page.waitForFunction(() => document.title.startsWith('Cash-out'));
    const headState = await page.evaluate(() => ({
      title: document.title,
      canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((l) =>
        l.getAttribute('href'),
      ),
      alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map(
        (l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`,
      ),
      description: [...document.querySelectorAll('meta[name="description"]')].map((m) =>
        m.getAttribute('content'),
      ),
    }));
    const built = head('en/docs/webhook/cashout.html');
    expect(headState.title).toBe(built.titles[0]);
    expect(headState.canonical).toEqual([abs('/en/docs/webhook/cashout')]);
    expect(headState.alternates.sort()).toEqual(
      [
        `pt-BR ${abs('/docs/webhook/cashout')}`,
        `en ${abs('/en/docs/webhook/cashout')}`,
        `x-default ${abs('/docs/webhook/cashout')}`,
      ].sort(),
    );
    expect(headState.description).toEqual(built.meta.get('description'));
  });
});
