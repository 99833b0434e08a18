import { describe, expect, it } from 'vitest';
import { readPage, routeOfHtmlFile } from '../../scripts/hosting/built-pages';
import { redirectRules, renderRedirectsFile } from '../../scripts/hosting/redirects-file';
import { localeFreeRoute, renderRobotsTxt, renderSitemap } from '../../scripts/hosting/sitemap';
import { canonicalRedirect, isForcedNotFound, notFoundPageFor } from '../../shared/url-rules';
import { localeRootCases, notFoundCases, redirectCases } from '../support/hosting-cases';

const html = (lang: string, head = '', body = '') =>
  `<!doctype html><html lang="${lang}"><head><title>T &amp; U</title>${head}</head><body>${body}</body></html>`;

describe('reading built pages', () => {
  it('serves each file at its clean URL', () => {
    expect(routeOfHtmlFile('index.html')).toBe('/');
    expect(routeOfHtmlFile('en/index.html')).toBe('/en/');
    expect(routeOfHtmlFile('docs/index.html')).toBe('/docs');
    expect(routeOfHtmlFile('en/docs/api/payments/create.html')).toBe(
      '/en/docs/api/payments/create',
    );
  });

  it('collects the inline scripts the browser runs, byte for byte, and nothing else', () => {
    const page = readPage(
      'en/docs/x.html',
      html(
        'en',
        `<script>if (a &amp;&amp; b < c) {}</script><script src="/static/js/a.js"></script>
         <script type="application/ld+json">{"@type":"WebSite"}</script>
         <script type="module">import('/x.js')</script><style>.a{color:red}</style>`,
        '<svg><script>ignored()</script></svg>',
      ),
    );
    expect(page.inlineScripts).toEqual([
      'if (a &amp;&amp; b < c) {}',
      "import('/x.js')",
      'ignored()',
    ]);
    expect(page).toMatchObject({
      route: '/en/docs/x',
      lang: 'en',
      htmlLang: 'en',
      indexable: true,
    });
    expect(page.title).toBe('T &amp; U');
  });

  it('marks noindex pages and redirect stubs as not indexable', () => {
    expect(
      readPage('404.html', html('pt-BR', '<meta name="robots" content="noindex">')).indexable,
    ).toBe(false);
    expect(
      readPage(
        'docs/index.html',
        html('pt-BR', '<meta http-equiv="refresh" content="0; url=/docs/a">'),
      ).indexable,
    ).toBe(false);
  });
});

const pages = [
  readPage('index.html', html('pt-BR')),
  readPage('en/index.html', html('en')),
  readPage('docs/index.html', html('pt-BR')),
  readPage('en/docs/index.html', html('en')),
  readPage('docs/intro/a.html', html('pt-BR')),
  readPage('en/docs/intro/a.html', html('en')),
  readPage('blog/only-pt.html', html('pt-BR')),
  readPage('404.html', html('pt-BR', '<meta name="robots" content="noindex">')),
  readPage('en/404.html', html('en', '<meta name="robots" content="noindex">')),
];

describe('_redirects', () => {
  const rules = redirectRules(pages);
  const rule = (from: string) => rules.find((r) => r.from === from);

  it('redirects every .html and /index spelling of every page, forced (the files exist)', () => {
    expect(rule('/docs/intro/a.html')).toEqual({
      from: '/docs/intro/a.html',
      to: '/docs/intro/a',
      status: 301,
      force: true,
    });
    expect(rule('/en/docs/intro/a.html')?.to).toBe('/en/docs/intro/a');
    expect(rule('/index.html')?.to).toBe('/');
    expect(rule('/en/index')?.to).toBe('/en/');
    expect(rule('/en/docs/index.html')?.to).toBe('/en/docs');
    expect(rule('/en/docs.html')?.to).toBe('/en/docs');
    expect(rule('/blog/only-pt.html')?.to).toBe('/blog/only-pt');
  });

  it('serves folder indexes at the slashless URL and sends /en to /en/', () => {
    expect(rule('/docs')).toEqual({
      from: '/docs',
      to: '/docs/index.html',
      status: 200,
      force: true,
    });
    expect(rule('/en')).toEqual({ from: '/en', to: '/en/', status: 301, force: false });
  });

  it('answers unknown paths with the not-found page of their locale, English before the catch-all', () => {
    const fallbacks = rules.filter((r) => r.status === 404 && !r.force);
    expect(fallbacks).toEqual([
      { from: '/en/*', to: '/en/404.html', status: 404, force: false },
      { from: '/*', to: '/404.html', status: 404, force: false },
    ]);
    expect(rules.at(-1)?.from).toBe('/*');
    expect(rule('/en/404')).toMatchObject({ to: '/en/404.html', status: 404, force: true });
    expect(rule('/_headers')).toMatchObject({ status: 404, force: true });
  });

  it('writes one rule a line: from, to, status (with ! when forced)', () => {
    const text = renderRedirectsFile(rules);
    expect(text).toMatch(/^\/docs\/intro\/a\.html +\/docs\/intro\/a {2}301!$/m);
    expect(text).toMatch(/^\/en +\/en\/ {2}301$/m);
  });
});

describe('sitemap.xml and robots.txt', () => {
  const xml = renderSitemap(pages, 'https://docs.example');

  it('lists every indexable page of both locales, not the not-found pages', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://docs.example/',
      'https://docs.example/en/',
      'https://docs.example/docs',
      'https://docs.example/en/docs',
      'https://docs.example/docs/intro/a',
      'https://docs.example/en/docs/intro/a',
      'https://docs.example/blog/only-pt',
    ]);
    expect(xml).not.toContain('404');
  });

  it('gives each page its translations and x-default (the Portuguese page)', () => {
    const entry = xml
      .split('<url>')
      .find((e) => e.includes('<loc>https://docs.example/en/docs/intro/a</loc>'));
    expect(entry).toContain('hreflang="pt-BR" href="https://docs.example/docs/intro/a"');
    expect(entry).toContain('hreflang="en" href="https://docs.example/en/docs/intro/a"');
    expect(entry).toContain('hreflang="x-default" href="https://docs.example/docs/intro/a"');
    const single = xml.split('<url>').find((e) => e.includes('/blog/only-pt</loc>'));
    expect(single).not.toContain('hreflang="en"');
  });

  it('is well-formed sitemap XML with the xhtml namespace', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.match(/<url>/g)?.length).toBe(xml.match(/<\/url>/g)?.length);
  });

  it('robots.txt allows crawling and points to the sitemap', () => {
    expect(renderRobotsTxt('https://docs.example')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://docs.example/sitemap.xml\n',
    );
  });

  it('maps a page to its address in every locale', () => {
    expect(localeFreeRoute({ route: '/en/', lang: 'en' })).toBe('/');
    expect(localeFreeRoute({ route: '/en/docs/a', lang: 'en' })).toBe('/docs/a');
    expect(localeFreeRoute({ route: '/docs/a', lang: 'pt-BR' })).toBe('/docs/a');
  });
});

describe('paths every host answers with 404', () => {
  it.each(['/404', '/en/404', '/_headers', '/_redirects', '/_nginx/security-headers.conf'])(
    '%s',
    (p) => {
      expect(isForcedNotFound(p)).toBe(true);
    },
  );
  it.each(['/', '/docs', '/en/404-errors', '/docs/_private'])('not %s', (p) => {
    expect(isForcedNotFound(p)).toBe(false);
  });
});

describe('url-rules answer the shared hosting cases', () => {
  it.each([...redirectCases, ...localeRootCases])('$from -> $to', ({ from, to }) => {
    const [fromPath] = from.split('?');
    const [toPath] = to.split('?');
    expect(canonicalRedirect(fromPath ?? '')).toBe(toPath);
  });

  it.each(notFoundCases)('$path -> the $lang not-found page', ({ path, lang }) => {
    expect(notFoundPageFor(path)).toBe(lang === 'pt-BR' ? '404.html' : `${lang}/404.html`);
  });
});
