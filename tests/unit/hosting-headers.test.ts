import { describe, expect, it } from 'vitest';
import { apiOrigins } from '../../config/api-origins';
import { brand } from '../../config/brand';
import {
  headerRules,
  headersForPath,
  parseHeadersFile,
  renderHeadersFile,
} from '../../scripts/hosting/headers-file';
import { renderNginxHeaders } from '../../scripts/hosting/nginx-headers';
import {
  contentSecurityPolicy,
  cspHash,
  securityHeaders,
} from '../../scripts/hosting/security-headers';

const header = (headers: [string, string][], name: string) =>
  headers.find(([n]) => n === name)?.[1];

describe('Content-Security-Policy', () => {
  it('hashes an inline script as browsers do (SHA-256 of its UTF-8 text, base64)', () => {
    // Reference value: `printf %s "alert('hi')" | openssl dgst -sha256 -binary | base64`
    expect(cspHash("alert('hi')")).toBe("'sha256-XTqNqFSUlZHAW7f/OGNYSOEzxKhjdAAGMXoid2VEbJk='");
  });

  it('allows scripts from the site and by hash only, each hash once, no eval', () => {
    const csp = contentSecurityPolicy({ inlineScripts: ['a()', 'b()', 'a()'] });
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe(
      `script-src 'self' ${[cspHash('a()'), cspHash('b()')].sort().join(' ')}`,
    );
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
  });

  it('names no host other than the site', () => {
    const csp = contentSecurityPolicy({ inlineScripts: [] });
    expect(csp).not.toMatch(/https?:|\*/);
  });

  it('lets pages connect to the brand API origins and to no other host', () => {
    expect(apiOrigins()).toEqual([
      new URL(brand.sandboxApiBaseUrl).origin,
      new URL(brand.apiBaseUrl).origin,
    ]);
    expect(apiOrigins(['https://a.example/v1', 'https://a.example/v2'])).toEqual([
      'https://a.example',
    ]);
    const csp = contentSecurityPolicy({ inlineScripts: [], connectOrigins: apiOrigins() });
    const directives = csp.split('; ');
    expect(directives.find((d) => d.startsWith('connect-src '))).toBe(
      `connect-src 'self' ${apiOrigins().join(' ')}`,
    );
    // Only connect-src names them: no script, style, image or frame from the API hosts.
    expect(directives.filter((d) => /https?:/.test(d))).toHaveLength(1);
  });
});

describe('security headers and cache policy', () => {
  it('sends every protective header', () => {
    const headers = securityHeaders('default-src x');
    expect(header(headers, 'Content-Security-Policy')).toBe('default-src x');
    expect(header(headers, 'X-Content-Type-Options')).toBe('nosniff');
    expect(header(headers, 'X-Frame-Options')).toBe('DENY');
    expect(header(headers, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header(headers, 'Permissions-Policy')).toMatch(/camera=\(\).*microphone=\(\)/);
    // Browsers keep to HTTPS for two years, subdomains included (it was missing everywhere).
    expect(header(headers, 'Strict-Transport-Security')).toBe(
      'max-age=63072000; includeSubDomains',
    );
  });

  it('caches hashed assets for a year and revalidates everything else', () => {
    const rules = headerRules(securityHeaders('default-src x'), [
      { name: 'static', isDirectory: true },
      { name: 'en', isDirectory: true },
      { name: 'og-image.png', isDirectory: false },
    ]);
    const cacheControl = (path: string) =>
      headersForPath(rules, path)
        .filter(([name]) => name === 'Cache-Control')
        .map(([, value]) => value);
    expect(cacheControl('/static/js/index.ce503e1e08.js')).toEqual([
      'public, max-age=31536000, immutable',
    ]);
    expect(cacheControl('/en/docs/intro/authentication')).toEqual(['no-cache']);
    expect(cacheControl('/og-image.png')).toEqual(['no-cache']);
  });

  it('writes the nginx include with `always`, and refuses a value nginx would misread', () => {
    expect(renderNginxHeaders([['X-Test', "a 'b'"]])).toContain(
      `add_header X-Test "a 'b'" always;`,
    );
    expect(() => renderNginxHeaders([['X-Test', 'a "b"']])).toThrow(/X-Test/);
  });
});

describe('_headers', () => {
  const topLevel = [
    { name: 'index.html', isDirectory: false },
    { name: 'search.html', isDirectory: false },
    { name: 'search.html.br', isDirectory: false },
    { name: 'robots.txt', isDirectory: false },
    { name: 'static', isDirectory: true },
    { name: 'en', isDirectory: true },
    { name: 'blog', isDirectory: true },
    { name: '_redirects', isDirectory: false },
    { name: '_nginx', isDirectory: true },
  ];
  const rules = headerRules(securityHeaders('default-src x'), topLevel);

  it('gives each path exactly one Cache-Control (hosts join repeated headers)', () => {
    const cache = (p: string) =>
      headersForPath(rules, p)
        .filter(([n]) => n === 'Cache-Control')
        .map(([, v]) => v);
    expect(cache('/static/js/a.123.js')).toEqual(['public, max-age=31536000, immutable']);
    for (const p of ['/', '/search', '/robots.txt', '/en/', '/en/docs/x', '/blog', '/blog/post']) {
      expect(cache(p), p).toEqual(['no-cache']);
    }
  });

  it('puts the security headers on every path', () => {
    for (const p of ['/', '/static/js/a.js', '/anything/else']) {
      expect(header(headersForPath(rules, p), 'Content-Security-Policy'), p).toBe('default-src x');
    }
  });

  it('names no host-only file, and stays under Cloudflare’s 100 rules', () => {
    const paths = rules.map((r) => r.path);
    expect(paths.some((p) => p.includes('_') || p.endsWith('.br'))).toBe(false);
    expect(rules.length).toBeLessThanOrEqual(100);
  });

  it('reads back what it writes', () => {
    expect(parseHeadersFile(renderHeadersFile(rules))).toEqual(rules);
  });

  it('matches splats and placeholders, and joins a header set twice', () => {
    const parsed = parseHeadersFile('/a/*\n  X-A: 1\n/a/:id\n  X-A: 2\n  X-B: b\n');
    expect(headersForPath(parsed, '/a/b')).toEqual([
      ['X-A', '1, 2'],
      ['X-B', 'b'],
    ]);
    expect(headersForPath(parsed, '/a/b/c')).toEqual([['X-A', '1']]);
    expect(headersForPath(parsed, '/b')).toEqual([]);
  });

  it('rejects a header line outside a rule', () => {
    expect(() => parseHeadersFile('  X-A: 1\n')).toThrow(/line 1/);
  });
});
