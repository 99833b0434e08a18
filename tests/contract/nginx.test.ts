/**
 * deploy/nginx.conf on Debian's nginx, over the production build: the same
 * URL cases as `npm run serve` and the static-host files, and compression.
 * The site in Chromium under nginx's real headers (CSP) is a browser test:
 * tests/e2e/nginx.test.ts.
 */
import { afterAll, beforeAll } from 'vitest';
import { type NginxServer, startNginx } from '../../scripts/lib/nginx-server';
import { buildDir } from '../support/hosting-cases';
import { describeHttpHost } from '../support/http-host-contract';

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
