import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hrefForRspressLink, languageSwitchPath } from '../../theme/logic/language-switch-path';
import { readingPlace } from '../../theme/logic/reading-place';
import { decodeOrKeep } from '../../theme/logic/safe-decode';
import { hostileQuery, propertyRunOptions } from '../support/hostile-urls';

describe('the language menu link', () => {
  it.each([
    [
      '/en/docs/intro/authentication',
      '?utm_campaign=50%25off',
      'en',
      'pt-BR',
      '/docs/intro/authentication?utm_campaign=50%25off',
    ],
    ['/search', '?q=100%25', 'pt-BR', 'en', '/en/search?q=100%25'],
    ['/search', '?q=%', 'pt-BR', 'en', '/en/search?q=%'],
    ['/', '', 'pt-BR', 'en', '/en/'],
    ['/en/', '', 'en', 'pt-BR', '/'],
    ['/en', '', 'en', 'pt-BR', '/'],
  ] as const)(
    '%s%s (%s -> %s) is %s, the query string untouched',
    (pathname, search, from, to, expected) => {
      expect(languageSwitchPath({ pathname, search, from, to, notFound: false })).toBe(expected);
    },
  );

  it('a not-found page links to the other home', () => {
    expect(
      languageSwitchPath({
        pathname: '/en/nope',
        search: '?x',
        from: 'en',
        to: 'pt-BR',
        notFound: true,
      }),
    ).toBe('/');
  });

  it('survives the one decode of Rspress’ Link exactly, whatever the query string', () => {
    fc.assert(
      fc.property(hostileQuery(), (query) => {
        const href = `/en/search?${query}`;
        // Rspress' Link runs decodeURIComponent on its href once.
        expect(decodeURIComponent(hrefForRspressLink(href))).toBe(href);
      }),
      propertyRunOptions({ numRuns: 5000 }),
    );
  });

  it('a malformed hash is kept as written, not thrown', () => {
    expect(decodeOrKeep('#%')).toBe('#%');
    expect(decodeOrKeep('#%E0%A4%A')).toBe('#%E0%A4%A');
    expect(decodeOrKeep('#caf%C3%A9')).toBe('#café');
  });
});

describe('the reading place kept across the language switch', () => {
  it('keeps the fragment of the reader’s place after the query string', () => {
    expect(
      languageSwitchPath({
        pathname: '/en/docs/intro/getting-started',
        search: '?a=1',
        hash: '#create-pix-charge',
        from: 'en',
        to: 'pt-BR',
        notFound: false,
      }),
    ).toBe('/docs/intro/getting-started?a=1#create-pix-charge');
  });

  const headings = [
    { id: 'environments', top: -900 },
    { id: 'api-keys', top: -200 },
    { id: 'webhook-endpoint', top: 300 },
  ];

  it('is the last heading scrolled past the sticky bars', () => {
    expect(readingPlace({ headings, coveredTop: 120, viewportHeight: 800 })).toBe('#api-keys');
    expect(
      readingPlace({
        headings: [{ id: 'environments', top: 400 }],
        coveredTop: 120,
        viewportHeight: 800,
      }),
    ).toBe('');
  });

  it('is the hash’s own target while it is on screen (a field, a term), not the heading above', () => {
    expect(
      readingPlace({
        hashTarget: { id: 'body-amount', top: 130 },
        headings,
        coveredTop: 120,
        viewportHeight: 800,
      }),
    ).toBe('#body-amount');
    // Scrolled away from it: the heading of where the reader is now.
    expect(
      readingPlace({
        hashTarget: { id: 'body-amount', top: -2000 },
        headings,
        coveredTop: 120,
        viewportHeight: 800,
      }),
    ).toBe('#api-keys');
  });
});
