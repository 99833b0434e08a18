/**
 * The route data's filing (plugins/route-data/partition.ts at build time,
 * shared/route-data/route-key.ts in the browser): every route must be found
 * by the browser in the section and bucket the build wrote it to, from its
 * path alone, however the path is written.
 */
import type { RouteMeta } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { partitionRoutes } from '../../plugins/route-data/partition';
import { bucketOf, routeKey, sectionIndexOf } from '../../shared/route-data/route-key';

const langs = ['pt-BR', 'en'];
const defaultLang = 'pt-BR';
const sidebarKeys = {
  'pt-BR': ['/docs/', '/docs/api/', '/docs/handbook/', '/blog'],
  en: ['/en/docs/', '/en/docs/api/', '/en/docs/handbook/', '/en/blog'],
};

function route(routePath: string): RouteMeta {
  const lang = routePath.startsWith('/en/') || routePath === '/en' ? 'en' : 'pt-BR';
  const file = routePath.endsWith('/') ? `${routePath}index` : routePath;
  return {
    routePath,
    pureRoutePath: routePath,
    absolutePath: `/site/docs/${lang}${file}.mdx`,
    relativePath: `${lang}${file}.mdx`,
    pageName: file.split('/').pop() ?? '',
    lang,
    version: '',
  };
}

const site = [
  '/',
  '/search',
  '/404',
  '/docs/',
  '/docs/intro/getting-started',
  '/docs/api/documentacao-de-api',
  '/docs/handbook/writing',
  '/blog/',
  '/blog/idempotency-keys',
  '/en/',
  '/en/search',
  '/en/404',
  '/en/docs/',
  '/en/docs/intro/getting-started',
  '/en/docs/handbook/writing',
  '/en/blog/',
  '/en/blog/idempotency-keys',
  ...Array.from({ length: 300 }, (_, i) => `/en/docs/api/synthetic-op-${i}`),
  ...Array.from({ length: 300 }, (_, i) => `/docs/api/synthetic-op-${i}`),
].map(route);

describe('route keys', () => {
  it('make every spelling of a page one key (case, .html, index, trailing slash, escapes)', () => {
    const key = routeKey('/en/docs/intro/getting-started');
    for (const spelling of [
      '/en/docs/intro/getting-started/',
      '/en/docs/intro/getting-started.html',
      '/EN/docs/intro/Getting-Started',
      '/en/docs/intro/getting-started#step-2',
      '/en/docs/intro/getting-started?utm_source=x',
      '/en/docs/intro/getting%2Dstarted',
    ])
      expect(routeKey(spelling), spelling).toBe(key);
    expect(routeKey('/en/blog/index.html')).toBe(routeKey('/en/blog/'));
    expect(routeKey('/')).toBe('/');
    // A malformed escape is kept as written rather than throwing.
    expect(routeKey('/en/docs/100%')).toBe('/en/docs/100%');
  });

  it('spread a section over its buckets (none empty, none more than twice the mean)', () => {
    const counts = new Array(16).fill(0);
    for (let i = 0; i < 1000; i++) counts[bucketOf(routeKey(`/en/docs/api/op-${i}`), 16)]++;
    expect(Math.min(...counts)).toBeGreaterThan(0);
    expect(Math.max(...counts)).toBeLessThan((1000 / 16) * 2);
  });
});

describe('sections', () => {
  const sections = partitionRoutes({
    routes: site,
    langs,
    defaultLang,
    sidebarKeys,
    routesPerBucket: 32,
  });

  it('are one per sidebar of each locale, and one for each locale’s other pages', () => {
    expect(sections.map((s) => `${s.lang} ${s.prefix}`)).toEqual([
      'pt-BR /blog',
      'pt-BR /docs/',
      'pt-BR /docs/api/',
      'pt-BR /docs/handbook/',
      'pt-BR null',
      'en /en/blog',
      'en /en/docs/',
      'en /en/docs/api/',
      'en /en/docs/handbook/',
      'en null',
    ]);
    const of = (path: string) => {
      const section = sections[sectionIndexOf(routeKey(path), sections, langs, defaultLang)];
      return `${section?.lang} ${section?.prefix}`;
    };
    expect(of('/en/docs/api/synthetic-op-1')).toBe('en /en/docs/api/');
    expect(of('/en/docs/intro/getting-started')).toBe('en /en/docs/');
    // The docs index, whichever way it is linked, is filed under the docs sidebar.
    expect(of('/en/docs')).toBe('en /en/docs/');
    expect(of('/docs')).toBe('pt-BR /docs/');
    expect(of('/en/')).toBe('en null');
    expect(of('/')).toBe('pt-BR null');
    expect(of('/search')).toBe('pt-BR null');
  });

  it('are cut into buckets only when large', () => {
    const api = sections.filter((s) => s.prefix?.endsWith('/docs/api/'));
    expect(api.map((s) => s.buckets?.length)).toEqual([10, 10]);
    expect(sections.filter((s) => !s.prefix?.endsWith('/docs/api/')).map((s) => s.buckets)).toEqual(
      new Array(8).fill(null),
    );
  });

  it('file every route where the browser looks for it, from its path alone', () => {
    for (const r of site) {
      for (const spelling of [
        r.routePath,
        `${r.routePath}.html`.replace('/.html', '/index.html'),
      ]) {
        const key = routeKey(spelling);
        const section = sections[sectionIndexOf(key, sections, langs, defaultLang)];
        expect(section?.routes, spelling).toContain(r);
        if (section?.buckets) {
          expect(section.buckets[bucketOf(key, section.buckets.length)], spelling).toContain(r);
        }
      }
    }
  });

  it('a path of no page of a locale still has a section to look in (its locale’s)', () => {
    const section =
      sections[sectionIndexOf(routeKey('/en/no-such-page'), sections, langs, defaultLang)];
    expect(section?.lang).toBe('en');
  });
});
