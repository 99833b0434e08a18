/**
 * The API reference inside the real site: `npm run build` stops on a broken
 * spec. That a spec full of hostile strings builds and renders them as inert
 * text is checked in route-data.test.ts, on the copy that file builds with
 * another spec anyway (tests/support/hostile-synthetic-api.ts).
 * In the dev server (dev-error-overlay.test.ts, whose dev server it shares) a
 * spec edit reaches the open page without a restart, and a broken edit keeps
 * the page as it was.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { copySite, type SiteCopy } from '../support/site-copy';

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
});
