/**
 * The API reference inside the real site: `npm run build` stops on a broken
 * spec; a spec full of hostile strings builds and renders them as inert text.
 * In the dev server (dev-error-overlay.test.ts, whose dev server it shares) a
 * spec edit reaches the open page without a restart, and a broken edit keeps
 * the page as it was.
 */
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSiteServer } from '../../scripts/serve';
import { launchChromium } from '../support/browser';
import {
  copySite,
  dropGuideApiExamples,
  type SiteCopy,
  unlinkGuideApiReferences,
} from '../support/site-copy';

let site: SiteCopy | undefined;
afterEach(async () => {
  await site?.dispose();
  site = undefined;
});

describe('the API reference in the site build', () => {
  it('npm run build fails on an invalid spec, naming the file, the location and the reason', async () => {
    site = await copySite();
    await site.edit('openapi/openapi.yaml', (t) => t.replace('      tags: [Wallet]\n', ''));
    const { code, output } = await site.build();
    expect(code).not.toBe(0);
    expect(output).toMatch(
      /openapi\/openapi\.yaml: line \d+, column \d+ \(\/paths\/~1wallet~1balance\/get\): GET \/wallet\/balance has no tag/,
    );
  });

  it('npm run build fails on an example that drifted from the spec, naming file:line and schema path', async () => {
    site = await copySite();
    const file = 'docs/en/docs/intro/getting-started.mdx';
    let line = 0;
    await site.edit(file, (t) => {
      const at = t.indexOf('"refunded_amount": 0,');
      line = t.slice(0, at).split('\n').length;
      return t.replace('"refunded_amount": 0,', '"refunded_amout": 0,');
    });
    const { code, output } = await site.build();
    expect(code).not.toBe(0);
    expect(output).toContain(
      `${file}:${line}: property "refunded_amout" is not in the schema at /refunded_amout (schema #/components/schemas/Transaction/unevaluatedProperties)`,
    );
  });

  it('a spec full of hostile strings builds, and its strings show as inert text', async () => {
    site = await copySite();
    rmSync(site.file('openapi'), { recursive: true, force: true, maxRetries: 5 });
    cpSync(path.join(import.meta.dirname, '../fixtures/api/hostile'), site.file('openapi'), {
      recursive: true,
    });
    // The fixture has other operations than the real spec.
    await unlinkGuideApiReferences(site);
    await dropGuideApiExamples(site);
    const { code, output } = await site.build();
    expect(code, output.slice(-3000)).toBe(0);
    const html = readFileSync(
      site.file('doc_build/en/docs/api/user-transaction-controller-create-transaction.html'),
      'utf8',
    );
    expect(html).not.toMatch(/<script>alert|<img[^>]*onerror|javascript:alert|<iframe/);

    const served = await startSiteServer({ dir: site.file('doc_build') });
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const dialogs: string[] = [];
      const errors: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      page.on('pageerror', (e) => errors.push(e.message));
      for (const route of [
        '/en/docs/api/user-transaction-controller-create-transaction',
        '/docs/api/documentacao-de-api',
        '/en/docs/webhook/transaction',
      ]) {
        await page.goto(new URL(route, served.url).href, { waitUntil: 'networkidle' });
      }
      await page.goto(
        new URL('/en/docs/api/user-transaction-controller-create-transaction', served.url).href,
        { waitUntil: 'networkidle' },
      );
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
    } finally {
      await browser.close();
      await served.close();
    }
  });
});
