/**
 * deploy/nginx.conf on Debian's nginx, over the production build: the same
 * URL cases as `npm run serve` and the static-host files, compression, and
 * the Markdown negotiation decided as `npm run serve` decides it.
 * The site in Chromium under nginx's real headers (CSP) is a browser test:
 * tests/e2e/nginx.test.ts.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prefersMarkdown } from '../../scripts/hosting/accept-markdown';
import { type NginxServer, startNginx } from '../../scripts/lib/nginx-server';
import { acceptHeader } from '../support/accept-headers';
import { propertyRunOptions } from '../support/hostile-urls';
import { buildDir } from '../support/hosting-cases';
import { describeHttpHost } from '../support/http-host-contract';
import { rawRequest } from '../support/raw-http';

let nginx: NginxServer | undefined;

beforeAll(async () => {
  nginx = await startNginx({ siteDir: buildDir });
});
afterAll(async () => {
  await nginx?.close();
});

const origin = () => {
  if (!nginx) throw new Error('nginx not started');
  return nginx.url;
};

describeHttpHost('nginx (deploy/nginx.conf)', origin, { precompressed: true });

describe('nginx: Markdown negotiation decides as negotiator does', () => {
  // nginx reads q-values with the regexes of _nginx/accept-markdown.conf; `npm run serve` with
  // negotiator (RFC 9110). Generated headers: ranges in any order and case, q-values in every
  // spelling the grammar allows.
  it('500 generated Accept headers: the same answer as `npm run serve`', async () => {
    await fc.assert(
      fc.asyncProperty(acceptHeader(), async (accept) => {
        const res = await rawRequest(origin(), '/docs/intro/getting-started', {
          headers: { accept },
        });
        const markdown = String(res.headers['content-type']).startsWith('text/markdown');
        expect(markdown, accept).toBe(prefersMarkdown(accept));
      }),
      propertyRunOptions({ numRuns: 500, timeLimitMs: 30_000 }),
    );
  });
});
