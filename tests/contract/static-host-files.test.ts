import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPage } from '../../scripts/hosting/built-pages';
import {
  buildDir,
  hashedAssetPath,
  htmlSpellingCases,
  langOfRoute,
  localeRootCases,
  notFoundCases,
  pageRoutes,
  redirectCases,
} from '../support/hosting-cases';
import { builtCsp } from '../support/http-host-contract';
import { loadStaticHost } from '../support/static-host';

let host: Awaited<ReturnType<typeof loadStaticHost>>;
beforeAll(async () => {
  host = await loadStaticHost(buildDir);
});

const header = (headers: [string, string][], name: string) =>
  headers.find(([n]) => n.toLowerCase() === name.toLowerCase())?.[1];

const langOfFile = (file: string) =>
  readPage(file, readFileSync(path.join(buildDir, file), 'utf8')).htmlLang;

describe('static host (_redirects and _headers, Netlify rules): same cases as the servers', () => {
  it.each(pageRoutes())('%s serves the page in its locale', (route) => {
    const res = host.respond(route);
    expect(res.status).toBe(200);
    expect(res.file).toMatch(/\.html$/);
    expect(res.file).not.toMatch(/(^|\/)404\.html$/);
    expect(langOfFile(res.file ?? '')).toBe(langOfRoute(route));
    expect(header(res.headers, 'Cache-Control')).toBe('no-cache');
    expect(header(res.headers, 'Content-Security-Policy')).toBe(builtCsp());
  });

  it.each([...redirectCases, ...localeRootCases, ...htmlSpellingCases(pageRoutes())])(
    '$from -> 301 $to',
    ({ from, to, onStaticHost }) => {
      const res = host.respond(from);
      if (onStaticHost === 'serves the page') {
        expect(res.status).toBe(200);
        expect(res.file).toBe(`${to.slice(1)}/index.html`);
        return;
      }
      expect(res.status).toBe(301);
      expect(res.location).toBe(to);
    },
  );

  it.each(notFoundCases)('$path -> 404 with the $lang not-found page', ({ path: p, lang }) => {
    const res = host.respond(p);
    expect(res.status).toBe(404);
    expect(res.file).toBe(lang === 'pt-BR' ? '404.html' : `${lang}/404.html`);
  });

  it('hashed assets are immutable; everything else revalidates; every path has the security headers', () => {
    const asset = host.respond(hashedAssetPath());
    expect(asset.status).toBe(200);
    expect(header(asset.headers, 'Cache-Control')).toBe('public, max-age=31536000, immutable');
    for (const p of [
      '/robots.txt',
      '/sitemap.xml',
      '/llms.txt',
      '/og-image.png',
      '/en/og-image.png',
      '/favicon.svg',
      '/en/docs/intro/authentication.md',
    ]) {
      const res = host.respond(p);
      expect(res.status, p).toBe(200);
      expect(header(res.headers, 'Cache-Control'), p).toBe('no-cache');
    }
    for (const p of ['/', hashedAssetPath(), '/robots.txt', '/en/nope']) {
      const { headers } = host.respond(p);
      expect(header(headers, 'X-Content-Type-Options'), p).toBe('nosniff');
      expect(header(headers, 'X-Frame-Options'), p).toBe('DENY');
      expect(header(headers, 'Referrer-Policy'), p).toBe('strict-origin-when-cross-origin');
      expect(header(headers, 'Permissions-Policy'), p).toContain('camera=()');
      expect(header(headers, 'Content-Security-Policy'), p).toBe(builtCsp());
      expect(header(headers, 'Strict-Transport-Security'), p).toBe(
        'max-age=63072000; includeSubDomains',
      );
    }
  });

  it('_redirects stays within Cloudflare Pages limits (2,000 static rules, 1,000 characters a line)', () => {
    const rules = host.redirects.split('\n').filter((l) => l.trim() && !l.startsWith('#'));
    expect(rules.length).toBeLessThanOrEqual(2000);
    for (const rule of rules) {
      expect(rule.length).toBeLessThanOrEqual(1000);
      expect(rule.trim().split(/\s+/)).toHaveLength(3);
    }
  });
});
