import { describe, expect, it } from 'vitest';
import { brand, siteTitle } from '../../config/brand';
import { type PageFacts, pageHead, summarize } from '../../theme/seo/page-head';

const site = brand.docsUrl;
const facts = (over: Partial<PageFacts>): PageFacts => ({
  routePath: '/en/docs/intro/authentication',
  lang: 'en',
  pageType: 'doc',
  title: 'Authentication',
  description: 'Keys and tokens.',
  notFoundTitle: 'Page not found',
  notFoundDescription: 'Gone.',
  existingRoutes: new Set([
    '/docs/intro/authentication',
    '/en/docs/intro/authentication',
    '/',
    '/en/',
    '/docs',
    '/en/docs',
    '/blog/so-em-portugues',
  ]),
  ...over,
});

describe('page head', () => {
  it('titles a page "Page — Brand Developers"', () => {
    expect(pageHead(facts({})).title).toBe(`Authentication — ${siteTitle}`);
  });

  it('titles the home page with the site and its tagline, per locale', () => {
    expect(
      pageHead(facts({ routePath: '/', lang: 'pt-BR', pageType: 'home', title: siteTitle })).title,
    ).toBe(`${siteTitle} — ${brand.tagline['pt-BR']}`);
    expect(pageHead(facts({ routePath: '/en/', pageType: 'home', title: undefined })).title).toBe(
      `${siteTitle} — ${brand.tagline.en}`,
    );
  });

  it('marks the not-found page noindex, with no canonical or alternates', () => {
    const head = pageHead(facts({ routePath: '/en/404', pageType: '404', title: undefined }));
    expect(head.title).toBe(`Page not found — ${siteTitle}`);
    expect(head.robots).toBe('noindex');
    expect(head.canonical).toBeUndefined();
    expect(head.alternates).toEqual([]);
    expect(head.description).toBe('Gone.');
  });

  it('links the canonical URL and the translations, x-default being Portuguese', () => {
    const head = pageHead(facts({}));
    expect(head.canonical).toBe(`${site}/en/docs/intro/authentication`);
    expect(head.alternates).toEqual([
      { hreflang: 'pt-BR', href: `${site}/docs/intro/authentication` },
      { hreflang: 'en', href: `${site}/en/docs/intro/authentication` },
      { hreflang: 'x-default', href: `${site}/docs/intro/authentication` },
    ]);
    expect(head.ogLocale).toBe('en_US');
    expect(head.ogLocaleAlternates).toEqual(['pt_BR']);
  });

  it('uses the URL the page is served at (no trailing slash but on locale roots)', () => {
    expect(pageHead(facts({ routePath: '/en/docs/' })).canonical).toBe(`${site}/en/docs`);
    expect(pageHead(facts({ routePath: '/en/', pageType: 'home' })).canonical).toBe(`${site}/en/`);
    expect(
      pageHead(facts({ routePath: '/', lang: 'pt-BR', pageType: 'home' })).alternates,
    ).toContainEqual({
      hreflang: 'x-default',
      href: `${site}/`,
    });
  });

  it('lists only translations that exist', () => {
    const head = pageHead(facts({ routePath: '/blog/so-em-portugues', lang: 'pt-BR' }));
    expect(head.alternates.map((a) => a.hreflang)).toEqual(['pt-BR', 'x-default']);
  });

  it('falls back to the tagline when a page has no description, and shortens long ones', () => {
    expect(pageHead(facts({ description: undefined })).description).toBe(brand.tagline.en);
    const long = 'word '.repeat(60);
    const description = pageHead(facts({ description: long })).description;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
  });

  it('shares the locale image, absolute, 1200x630', () => {
    expect(pageHead(facts({})).image).toMatchObject({
      url: `${site}/en/og-image.png`,
      width: 1200,
      height: 630,
    });
    expect(
      pageHead(facts({ routePath: '/docs/intro/authentication', lang: 'pt-BR' })).image.url,
    ).toBe(`${site}/og-image.png`);
  });
});

describe('summarize', () => {
  it('keeps short text, collapses whitespace, cuts long text at a word', () => {
    expect(summarize('  a \n b  ')).toBe('a b');
    expect(summarize('alpha beta gamma delta', 12)).toBe('alpha beta…');
  });
});
