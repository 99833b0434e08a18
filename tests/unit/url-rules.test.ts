import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalRedirect,
  checkRequestPath,
  isSameOriginPath,
  notFoundPageFor,
} from '../../shared/url-rules';
import { hostilePath, propertyRunOptions } from '../support/hostile-urls';

describe('canonical URL rules', () => {
  it.each([
    ['/en/docs/intro/authentication.html', '/en/docs/intro/authentication'],
    ['/docs/intro/authentication.html', '/docs/intro/authentication'],
    ['/en/index.html', '/en/'],
    ['/index.html', '/'],
    ['/en/docs/index.html', '/en/docs/'.slice(0, -1)],
    ['/en', '/en/'],
    ['/en/index', '/en/'],
    ['/docs/intro/', '/docs/intro'],
  ])('%s -> %s', (from, to) => {
    expect(canonicalRedirect(from)).toBe(to);
  });

  it.each(['/', '/en/', '/docs', '/en/docs/intro/authentication', '/static/js/index.js'])(
    '%s is already canonical',
    (path) => {
      expect(canonicalRedirect(path)).toBeNull();
    },
  );

  it('answers unknown English paths with the English not-found page', () => {
    expect(notFoundPageFor('/en/nope')).toBe('en/404.html');
    expect(notFoundPageFor('/nope')).toBe('404.html');
    expect(notFoundPageFor('/english')).toBe('404.html');
  });
});

describe('the URL policy', () => {
  it.each([
    // These once redirected off the site, on nginx and on npm run serve.
    ['/%5Cevil.example/', 404],
    ['/%5Cevil.example.html', 404],
    ['/%2Fevil.example/', 404],
    ['/%2Fevil.example.html', 404],
    ['/\\evil.example/', 404],
    ['//evil.example/', 404],
    ['/en/%2e%2e/docs', 404],
    ['/en/./docs', 404],
    ['/%2E%2E.html', 404],
    ['/en/..html', 404],
    [`/${'a'.repeat(256)}`, 404],
    // These once threw an uncaught URIError in `npm run serve`.
    ['/%', 400],
    ['/%E0%A4%A', 400],
    ['/%C3', 400],
    ['/%09/evil/', 400],
    ['/a%00b', 400],
    ['evil.example', 400],
  ])('%s is refused with %i, never redirected', (path, status) => {
    expect(checkRequestPath(path)).toMatchObject({ action: 'reject', status });
  });

  it.each([
    ['/en/docs/intro/authentication.html', '/en/docs/intro/authentication'],
    ['/en', '/en/'],
    ['/docs/caf%C3%A9.html', '/docs/caf%C3%A9'],
    ['/docs/a%3Fb.html', '/docs/a%3Fb'],
    ['/docs/a%23b/', '/docs/a%23b'],
  ])('%s redirects to %s, re-encoded', (path, location) => {
    expect(checkRequestPath(path)).toEqual({ action: 'redirect', location });
  });

  it('serves canonical paths decoded', () => {
    expect(checkRequestPath('/en/docs/caf%C3%A9')).toEqual({
      action: 'serve',
      pathname: '/en/docs/café',
    });
    expect(checkRequestPath(`/${'a'.repeat(255)}`)).toMatchObject({ action: 'serve' });
  });

  it('tells a same-origin redirect target from one a browser sends elsewhere', () => {
    for (const ok of ['/', '/en/', '/en/docs?x=//evil.example'])
      expect(isSameOriginPath(ok)).toBe(true);
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      '/%2Fevil',
      '/\tx',
    ]) {
      expect(isSameOriginPath(bad), bad).toBe(false);
    }
  });

  it('never throws, and every redirect it gives stays on the site (generated paths)', () => {
    const origin = 'http://site.test';
    fc.assert(
      // The generated hostile paths, and any text at all after a `/`.
      fc.property(
        fc.oneof(
          hostilePath(),
          fc.string({ unit: 'binary' }).map((s) => `/${s}`),
        ),
        (path) => {
          const verdict = checkRequestPath(path);
          if (verdict.action !== 'redirect') return;
          expect(isSameOriginPath(verdict.location)).toBe(true);
          const resolved = new URL(verdict.location, origin);
          expect(resolved.origin).toBe(origin);
          // A browser reading the Location lands on the path it names, not a rewritten one.
          expect(resolved.pathname).toBe(verdict.location);
        },
      ),
      propertyRunOptions({ numRuns: 20_000 }),
    );
  });
});
