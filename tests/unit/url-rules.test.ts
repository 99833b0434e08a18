import { describe, expect, it } from 'vitest';
import { canonicalRedirect, notFoundPageFor } from '../../shared/url-rules';

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
