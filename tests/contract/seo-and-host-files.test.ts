/**
 * The production build's SEO tags and host files: every page's head, the
 * sitemap, robots.txt, llms.txt and the Markdown twins, the CSP against the
 * pages' inline scripts. The head following client-side navigation is a
 * browser test: tests/e2e/head-navigation.test.ts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brand, siteTitle } from '../../config/brand';
import { localizePath } from '../../config/locales';
import { aiToolsPath } from '../../config/navigation';
import { readBuiltPages } from '../../scripts/hosting/built-pages';
import { LARGE_FILE_BYTES } from '../../scripts/hosting/precompress';
import { cspHash } from '../../scripts/hosting/security-headers';
import { localeFreeRoute } from '../../scripts/hosting/sitemap';
import { readHeadTags } from '../support/head-tags';
import { buildDir } from '../support/hosting-cases';
import { builtCsp } from '../support/http-host-contract';

const pages = readBuiltPages(buildDir);
const isNotFound = (file: string) => /(^|\/)404\.html$/.test(file);
const contentPages = pages.filter((p) => !isNotFound(p.file));
const head = (file: string) => readHeadTags(readFileSync(path.join(buildDir, file), 'utf8'));
const abs = (route: string) => new URL(route, brand.docsUrl).href;
const read = (file: string) => readFileSync(path.join(buildDir, file), 'utf8');

describe('head tags of every built page', () => {
  it.each(contentPages.map((p) => [p.route, p] as const))('%s', (route, page) => {
    const tags = head(page.file);
    expect(tags.htmlLang).toBe(page.lang);
    expect(tags.titles).toHaveLength(1);
    expect(tags.titles[0]).toMatch(/^.+ — .+$/);
    expect(tags.titles[0]).toContain(siteTitle);
    expect(tags.meta.get('description')?.[0]?.length ?? 0).toBeGreaterThan(10);
    expect(tags.meta.get('description')).toHaveLength(1);
    expect(tags.canonicals).toEqual([abs(route)]);
    const localeFree = localeFreeRoute(page);
    expect(tags.alternates.get('pt-BR')).toEqual([abs(localizePath(localeFree, 'pt-BR'))]);
    expect(tags.alternates.get('en')).toEqual([abs(localizePath(localeFree, 'en'))]);
    expect(tags.alternates.get('x-default')).toEqual([abs(localizePath(localeFree, 'pt-BR'))]);
    expect(tags.meta.get('og:title')).toEqual(tags.titles);
    expect(tags.meta.get('og:url')).toEqual([abs(route)]);
    expect(tags.meta.get('og:description')).toEqual(tags.meta.get('description'));
    expect(tags.meta.get('twitter:card')).toEqual(['summary_large_image']);
    for (const image of [
      ...(tags.meta.get('og:image') ?? []),
      ...(tags.meta.get('twitter:image') ?? []),
    ]) {
      expect(image.startsWith(`${brand.docsUrl}/`)).toBe(true);
      expect(existsSync(path.join(buildDir, new URL(image).pathname))).toBe(true);
    }
    expect(tags.meta.get('og:image')).toHaveLength(1);
    expect(tags.meta.get('og:locale')).toEqual([page.lang === 'en' ? 'en_US' : 'pt_BR']);
  });

  // Twins in the two languages may share a word-for-word title ("Blog", "Webhooks"):
  // hreflang tells search engines they are translations. Within a locale, titles are unique.
  it.each(['pt-BR', 'en'])('no two %s pages share a title', (lang) => {
    const titles = pages.filter((p) => p.lang === lang).map((p) => head(p.file).titles[0]);
    const repeated = titles.filter((t, i) => titles.indexOf(t) !== i);
    expect(repeated).toEqual([]);
  });

  it('not-found pages are noindex, localized, and name no canonical URL', () => {
    for (const file of ['404.html', 'en/404.html']) {
      const tags = head(file);
      expect(tags.meta.get('robots')).toEqual(['noindex']);
      expect(tags.canonicals).toEqual([]);
    }
    expect(head('en/404.html').titles[0]).toBe(`Page not found — ${siteTitle}`);
    expect(head('404.html').titles[0]).toBe(`Página não encontrada — ${siteTitle}`);
  });
});

describe('host files of the build', () => {
  it('sitemap.xml lists every indexable page of both locales with its alternates', () => {
    const xml = read('sitemap.xml');
    const indexable = pages.filter((p) => p.indexable);
    expect(indexable.filter((p) => p.lang === 'en').length).toBeGreaterThan(0);
    expect(indexable.filter((p) => p.lang === 'pt-BR').length).toBeGreaterThan(0);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(indexable.map((p) => abs(p.route)).sort());
    expect(xml.match(/hreflang="x-default"/g)?.length).toBe(indexable.length);
    for (const p of pages.filter((x) => !x.indexable)) expect(locs).not.toContain(abs(p.route));
  });

  it('robots.txt points to the sitemap', () => {
    expect(read('robots.txt')).toContain(`Sitemap: ${brand.docsUrl}/sitemap.xml`);
  });

  it('llms.txt exists per locale and links Markdown twins that exist', () => {
    for (const [file, prefix] of [
      ['llms.txt', ''],
      ['en/llms.txt', '/en'],
    ] as const) {
      const text = read(file);
      expect(text.startsWith(`# ${siteTitle}`)).toBe(true);
      const links = [...text.matchAll(/\]\((https:[^)]+\.md)\)/g)].map(
        (m) => new URL(m[1] ?? '').pathname,
      );
      expect(links.length).toBeGreaterThan(5);
      for (const link of links) {
        expect(link.startsWith(`${prefix}/`)).toBe(true);
        expect(existsSync(path.join(buildDir, link))).toBe(true);
      }
    }
  });

  it('llms.txt tells agents, before the page list, of Accept: text/markdown and the MCP server', () => {
    for (const [file, lang] of [
      ['llms.txt', 'pt-BR'],
      ['en/llms.txt', 'en'],
    ] as const) {
      const intro = read(file).split('\n## ')[0] ?? '';
      expect(intro).toContain('`Accept: text/markdown`');
      expect(intro).toContain('MCP');
      expect(intro).toContain(`(${brand.docsUrl}${localizePath(aiToolsPath, lang)}.md)`);
    }
  });

  it('every page has a Markdown twin', () => {
    for (const page of contentPages) {
      const twin = page.file.replace(/\.html$/, '.md');
      expect(existsSync(path.join(buildDir, twin)), twin).toBe(true);
    }
  });

  // Why pages below 100 KB get brotli quality 8, not 10 (scripts/hosting/precompress.ts):
  // their twin still arrives in the first round trip, 10 TCP segments of 1460 bytes.
  it('every page has compressed twins, and those of pages below 100 KB fit one round trip', () => {
    const firstRoundTrip = 10 * 1460;
    for (const page of pages) {
      const file = path.join(buildDir, page.file);
      expect(existsSync(`${file}.gz`), `${page.file}.gz`).toBe(true);
      if (statSync(file).size >= LARGE_FILE_BYTES) continue;
      expect(statSync(`${file}.br`).size, `${page.file}.br`).toBeLessThanOrEqual(firstRoundTrip);
    }
  });

  it('the CSP allows every inline script of every page by its hash', () => {
    const csp = builtCsp();
    const scripts = new Set(pages.flatMap((p) => p.inlineScripts));
    expect(scripts.size).toBeGreaterThan(0);
    for (const script of scripts) expect(csp).toContain(cspHash(script));
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
  });

  it('every file under /static/ has a content hash in its name (they are cached immutable)', () => {
    const files = readdirSync(path.join(buildDir, 'static'), {
      recursive: true,
      withFileTypes: true,
    })
      .filter((e) => e.isFile())
      .map((e) => e.name);
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) expect(name, name).toMatch(/[.-][0-9a-f]{8,}\./);
  });
});
