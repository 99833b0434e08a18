/**
 * What a web server of the build must do, as tests over HTTP: every page,
 * the canonical redirects, the localized 404s, the security headers and the
 * cache policy. Run against `npm run serve` and against nginx with
 * deploy/nginx.conf, from the same table (tests/support/hosting-cases.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headersForPath, parseHeadersFile } from '../../scripts/hosting/headers-file';
import {
  acceptCases,
  buildDir,
  hashedAssetPath,
  htmlSpellingCases,
  langOfRoute,
  localeRootCases,
  negotiatedPages,
  notFoundCases,
  notFoundTitle,
  pageRoutes,
  redirectCases,
} from './hosting-cases';
import { offSiteLocation, rawRequest } from './raw-http';

/** The CSP the build wrote for static hosts: every host must send the same. */
export function builtCsp(): string {
  const rules = parseHeadersFile(readFileSync(path.join(buildDir, '_headers'), 'utf8'));
  const csp = headersForPath(rules, '/').find(([name]) => name === 'Content-Security-Policy');
  if (!csp) throw new Error('_headers sets no Content-Security-Policy for /');
  return csp[1];
}

export function expectSecurityHeaders(headers: Headers): void {
  expect(headers.get('content-security-policy')).toBe(builtCsp());
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy')).toContain('camera=()');
  expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
}

export function describeHttpHost(
  name: string,
  origin: () => string,
  options: { precompressed: boolean },
): void {
  const get = (p: string, headers: Record<string, string> = {}) =>
    fetch(new URL(p, origin()), { redirect: 'manual', headers });

  describe(`${name}: pages`, () => {
    it.each(pageRoutes())('%s answers 200 with the page in its locale', async (route) => {
      const res = await get(route);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const html = await res.text();
      expect(html).toContain(`<html lang="${langOfRoute(route)}"`);
      expect(html).not.toContain(notFoundTitle[langOfRoute(route)]);
    });
  });

  describe(`${name}: canonical redirects`, () => {
    it.each([...redirectCases, ...localeRootCases, ...htmlSpellingCases(pageRoutes())])(
      '$from -> 301 $to',
      async ({ from, to }) => {
        const res = await get(from);
        expect(res.status).toBe(301);
        const location = new URL(res.headers.get('location') ?? '', origin());
        expect(`${location.pathname}${location.search}`).toBe(to);
        expectSecurityHeaders(res.headers);
      },
    );
  });

  describe(`${name}: not found`, () => {
    it.each(notFoundCases)(
      '$path -> 404 with the $lang not-found page',
      async ({ path: p, lang }) => {
        const res = await get(p);
        expect(res.status).toBe(404);
        expect(res.headers.get('content-type')).toMatch(/^text\/html/);
        // A missing asset must not be cached for a year.
        expect(res.headers.get('cache-control')).toBe('no-cache');
        const html = await res.text();
        expect(html).toContain(`<html lang="${lang}"`);
        expect(html).toContain(notFoundTitle[lang]);
        expectSecurityHeaders(res.headers);
      },
    );
  });

  describe(`${name}: headers`, () => {
    it('pages carry the security headers and revalidate', async () => {
      for (const route of ['/', '/en/', '/en/docs/intro/authentication']) {
        const res = await get(route);
        expectSecurityHeaders(res.headers);
        expect(res.headers.get('cache-control')).toBe('no-cache');
      }
    });

    it('hashed assets are cached for a year, immutable', async () => {
      const res = await get(hashedAssetPath());
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expectSecurityHeaders(res.headers);
    });

    it('unhashed files revalidate', async () => {
      for (const file of [
        '/robots.txt',
        '/sitemap.xml',
        '/llms.txt',
        '/og-image.png',
        '/favicon.svg',
      ]) {
        const res = await get(file);
        expect(res.status, file).toBe(200);
        expect(res.headers.get('cache-control'), file).toBe('no-cache');
      }
    });

    it('Markdown twins are served as Markdown', async () => {
      const res = await get('/en/docs/intro/authentication.md');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/markdown/);
      expect(await res.text()).toContain('# Authentication');
    });
  });

  describe(`${name}: Markdown by content negotiation`, () => {
    const twinText = (file: string) => readFileSync(path.join(buildDir, file), 'utf8');
    const accepting = (accept: string | undefined): Record<string, string> =>
      accept === undefined ? {} : { accept };

    it.each(acceptCases)('$client ($accept) gets the $answer', async ({ accept, answer }) => {
      // Sent as written (fetch would add `Accept: */*` when there is none).
      const res = await rawRequest(origin(), '/en/docs/intro/getting-started', {
        headers: accepting(accept),
      });
      expect(res.status).toBe(200);
      // Caches must keep the two answers of one URL apart.
      expect(String(res.headers.vary ?? '')).toMatch(/(?:^|,)\s*accept\s*(?:,|$)/i);
      expect(res.headers['cache-control']).toBe('no-cache');
      const body = res.body.toString();
      if (answer === 'markdown') {
        expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
        expect(body).toBe(twinText('en/docs/intro/getting-started.md'));
      } else {
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(body).toContain('<html lang="en"');
      }
    });

    it.each(negotiatedPages)('$route answers its twin $twin', async ({ route, twin }) => {
      const res = await get(route, { accept: 'text/markdown' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(res.headers.get('vary') ?? '').toMatch(/(?:^|,)\s*accept\s*(?:,|$)/i);
      expectSecurityHeaders(res.headers);
      expect(await res.text()).toBe(twinText(twin));
    });

    it('sends the twin precompressed, and answers HEAD without a body', async () => {
      const compressed = await get('/docs/intro/getting-started', {
        accept: 'text/markdown',
        'accept-encoding': 'br',
      });
      expect(compressed.headers.get('content-encoding')).toBe('br');
      expect(compressed.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(await compressed.text()).toBe(twinText('docs/intro/getting-started.md'));
      const head = await rawRequest(origin(), '/docs/intro/getting-started', {
        method: 'HEAD',
        headers: { accept: 'text/markdown' },
      });
      expect(head.status).toBe(200);
      expect(head.headers['content-type']).toBe('text/markdown; charset=utf-8');
      expect(head.body.length).toBe(0);
    });

    it('leaves files, redirects and not-found answers as they are', async () => {
      const accept = { accept: 'text/markdown' };
      const robots = await get('/robots.txt', accept);
      expect(robots.status).toBe(200);
      expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
      const llms = await get('/en/llms.txt', accept);
      expect(await llms.text()).toBe(twinText('en/llms.txt'));
      const redirect = await get('/en/docs/intro/authentication.html', accept);
      expect(redirect.status).toBe(301);
      const missing = await get('/en/docs/intro/nope', accept);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain(notFoundTitle.en);
    });
  });

  describe(`${name}: URL policy`, () => {
    it.each([
      // These once answered 301 with a Location off the site (nginx and npm run serve).
      ['/%5Cevil.example/', 404],
      ['/%5Cevil.example.html', 404],
      ['/%2Fevil.example/', 404],
      ['/%2Fevil.example.html', 404],
      ['/\\evil.example/', 404],
      ['//evil.example/', 404],
      ['/%2E%2E.html', 404],
      ['/en/%2e%2e/docs/', 404],
      // Each of these once killed `npm run serve`.
      ['/%', 400],
      ['/%E0%A4%A', 400],
      ['/%09/evil/', 400],
    ])('%s -> %i, no redirect', async (requestPath, status) => {
      const res = await rawRequest(origin(), requestPath);
      expect(res.status).toBe(status);
      expect(res.headers.location).toBeUndefined();
      // The host is still up.
      expect((await rawRequest(origin(), '/en/')).status).toBe(200);
    });

    it('a path segment over 255 characters is not found', async () => {
      const res = await rawRequest(origin(), `/en/${'a'.repeat(300)}`);
      expect(res.status).toBe(404);
      expect(res.body.toString()).toContain(notFoundTitle.en);
    });

    it.each(['POST', 'PUT', 'DELETE', 'TRACE', 'OPTIONS', 'PATCH'])(
      '%s answers 405 with Allow: GET, HEAD, not the page',
      async (method) => {
        const res = await rawRequest(origin(), '/en/docs/intro/authentication', { method });
        expect(res.status).toBe(405);
        expect(res.headers.allow).toBe('GET, HEAD');
        expect(res.body.toString()).not.toContain('<html lang="en"');
      },
    );

    it('HEAD answers like GET without a body', async () => {
      const res = await rawRequest(origin(), '/en/', { method: 'HEAD' });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body.length).toBe(0);
    });

    it('an unsatisfiable Range gets 416 without the file', async () => {
      const whole = await rawRequest(origin(), '/robots.txt', {
        headers: { 'accept-encoding': 'identity' },
      });
      const res = await rawRequest(origin(), '/robots.txt', {
        headers: { range: `bytes=${whole.body.length + 10}-`, 'accept-encoding': 'identity' },
      });
      expect(res.status).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${whole.body.length}`);
      expect(res.body.toString()).not.toContain(whole.body.toString());
    });

    it('a satisfiable Range gets those bytes', async () => {
      const res = await rawRequest(origin(), '/robots.txt', {
        headers: { range: 'bytes=0-9', 'accept-encoding': 'identity' },
      });
      expect(res.status).toBe(206);
      expect(res.body.length).toBe(10);
    });

    it('keeps the query string of a redirect as sent, and never lets it change the host', async () => {
      const res = await rawRequest(
        origin(),
        '/en/docs/intro/authentication.html?next=//evil.example&u=50%25off',
      );
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe(
        '/en/docs/intro/authentication?next=//evil.example&u=50%25off',
      );
      expect(offSiteLocation(origin(), res.headers.location)).toBeNull();
    });
  });

  if (options.precompressed) {
    describe(`${name}: compression`, () => {
      it.each([
        ['br', '/en/docs/intro/authentication'],
        ['br', 'asset'],
        ['gzip', '/docs/intro/authentication'],
        ['gzip', 'asset'],
      ])('sends %s to a client that accepts it (%s)', async (encoding, target) => {
        const p = target === 'asset' ? hashedAssetPath() : target;
        // Node's fetch decodes the body; the headers tell what was sent.
        const res = await get(p, { 'accept-encoding': encoding });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-encoding')).toBe(encoding);
        expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
        // The twin goes out under the original's type (a `.br` file has none of its own).
        expect(res.headers.get('content-type')).toMatch(
          target === 'asset' ? /^(?:application|text)\/javascript/ : /^text\/html/,
        );
        expect((await res.text()).length).toBeGreaterThan(0);
      });

      it('sends plain bytes to a client that accepts no encoding', async () => {
        const res = await get('/en/', { 'accept-encoding': 'identity' });
        expect(res.headers.get('content-encoding')).toBeNull();
        expect(await res.text()).toContain('<html lang="en"');
      });
    });
  }
}
