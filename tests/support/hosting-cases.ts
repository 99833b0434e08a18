/**
 * The table of URL cases every host of the build must answer alike:
 * `npm run serve`, nginx with deploy/nginx.conf, and a static host reading
 * the generated `_redirects` / `_headers` (tests/support/static-host.ts).
 * Expectations are written out here, not computed by the rules they check.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { type Lang, langOfPath, langs, localizePath } from '../../config/locales';
import { en } from '../../i18n/en';
import { ptBR } from '../../i18n/pt-BR';
import { readBuiltPages } from '../../scripts/hosting/built-pages';
import { allRoutes } from './site-routes';

export const buildDir = path.resolve(import.meta.dirname, '../../doc_build');

/** "Page not found" in each locale: how a test tells which not-found page answered. */
export const notFoundTitle: Record<Lang, string> = {
  'pt-BR': ptBR.notFoundText,
  en: en.notFoundText,
};

export interface RedirectCase {
  from: string;
  /** Location: path and query. */
  to: string;
  /**
   * Static hosts match `_redirects` ignoring a trailing slash, so a rule
   * `/a/ -> /a` cannot exist there: such a URL serves the page (200) and its
   * canonical link names the slashless URL.
   */
  onStaticHost?: 'serves the page';
}

/** The canonical-URL redirects, written out. */
export const redirectCases: RedirectCase[] = [
  { from: '/index.html', to: '/' },
  { from: '/index', to: '/' },
  { from: '/en/index.html', to: '/en/' },
  { from: '/en/index', to: '/en/' },
  { from: '/en', to: '/en/' },
  { from: '/docs/index.html', to: '/docs' },
  { from: '/en/docs/index.html', to: '/en/docs' },
  { from: '/en/docs/index', to: '/en/docs' },
  { from: '/docs/intro/authentication.html', to: '/docs/intro/authentication' },
  { from: '/en/docs/webhook/cashout.html', to: '/en/docs/webhook/cashout' },
  {
    from: '/en/docs/intro/authentication.html?ref=nav',
    to: '/en/docs/intro/authentication?ref=nav',
  },
  { from: '/en/search.html', to: '/en/search' },
  { from: '/docs/', to: '/docs', onStaticHost: 'serves the page' },
  { from: '/en/docs/', to: '/en/docs', onStaticHost: 'serves the page' },
];

/** Locales other than the default: the same rules must hold for each one. */
const prefixedLangs = langs.filter((lang) => localizePath('/', lang) !== '/');

/** The locale-root redirects of every prefixed locale (a new locale is tested on its own). */
export const localeRootCases: RedirectCase[] = prefixedLangs.flatMap((lang) => {
  const root = localizePath('/', lang);
  return [
    { from: root.slice(0, -1), to: root },
    { from: `${root}index.html`, to: root },
    { from: `${root}docs/`, to: `${root}docs`, onStaticHost: 'serves the page' as const },
  ];
});

/** Every page's `.html` spelling redirects to the page. */
export function htmlSpellingCases(routes: string[]): RedirectCase[] {
  return routes.filter((r) => !r.endsWith('/')).map((r) => ({ from: `${r}.html`, to: r }));
}

export interface NotFoundCase {
  path: string;
  lang: Lang;
}

export const notFoundCases: NotFoundCase[] = [
  { path: '/esta-pagina-nao-existe', lang: 'pt-BR' },
  { path: '/docs/webhook/nope', lang: 'pt-BR' },
  { path: '/docs/intro', lang: 'pt-BR' },
  { path: '/english', lang: 'pt-BR' },
  { path: '/en/this-page-does-not-exist', lang: 'en' },
  { path: '/en/docs/intro/nope', lang: 'en' },
  { path: '/static/js/nope.js', lang: 'pt-BR' },
  // The not-found pages' own URLs are not pages.
  { path: '/404', lang: 'pt-BR' },
  { path: '/en/404', lang: 'en' },
  // Files meant for the host, never served.
  { path: '/_headers', lang: 'pt-BR' },
  { path: '/_redirects', lang: 'pt-BR' },
  { path: '/_nginx/security-headers.conf', lang: 'pt-BR' },
  // Every prefixed locale has its own not-found page.
  ...prefixedLangs.flatMap((lang) => [
    { path: localizePath('/no-such-page', lang), lang },
    { path: localizePath('/404', lang), lang },
  ]),
];

/** Every page: the routes list of the site plus every page the build holds (generated ones too). */
export function pageRoutes(): string[] {
  const built = readBuiltPages(buildDir).filter((p) => !/(^|\/)404\.html$/.test(p.file));
  return [...new Set([...allRoutes, ...built.map((p) => p.route)])].sort();
}

export function langOfRoute(route: string): Lang {
  return langOfPath(route);
}

/** A content-hashed asset of the build (`/static/js/…`), for cache tests. */
export function hashedAssetPath(): string {
  const dir = path.join(buildDir, 'static/js');
  const file = readdirSync(dir).find((f) => f.endsWith('.js'));
  if (!file) throw new Error(`no JavaScript in ${dir}`);
  return `/static/js/${file}`;
}

export const localeRoots = langs.map((lang) => localizePath('/', lang));

/** How a page URL must answer an `Accept` header: its HTML, or its Markdown twin. */
export interface AcceptCase {
  /** Who sends it. */
  client: string;
  accept: string | undefined;
  answer: 'html' | 'markdown';
}

/**
 * Markdown by content negotiation, written out: real clients' headers (agents ask for Markdown;
 * browsers, crawlers and tools that take anything get HTML) and the q-value rules.
 */
export const acceptCases: AcceptCase[] = [
  { client: 'Claude Code', accept: 'text/markdown, text/html, */*', answer: 'markdown' },
  { client: 'Cursor', accept: 'text/markdown, text/plain;q=0.9, */*;q=0.8', answer: 'markdown' },
  { client: 'Markdown only', accept: 'text/markdown', answer: 'markdown' },
  {
    client: 'Markdown, any charset spelled',
    accept: 'TEXT/Markdown; charset="UTF-8"',
    answer: 'markdown',
  },
  { client: 'HTML at a lower q', accept: 'text/html;q=0.9, text/markdown', answer: 'markdown' },
  { client: 'Markdown, then anything', accept: 'text/markdown, */*', answer: 'markdown' },
  {
    client: 'q to three decimals',
    accept: 'text/html;q=0.85, text/markdown;q=0.851',
    answer: 'markdown',
  },
  {
    client: 'Chrome',
    accept:
      'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7',
    answer: 'html',
  },
  {
    client: 'Firefox',
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    answer: 'html',
  },
  {
    client: 'Googlebot',
    accept:
      'text/html,application/xhtml+xml,application/signed-exchange;v=b3,application/xml;q=0.9,*/*;q=0.8',
    answer: 'html',
  },
  { client: 'curl, Bingbot, ChatGPT-User (*/*)', accept: '*/*', answer: 'html' },
  { client: 'no Accept header', accept: undefined, answer: 'html' },
  { client: 'a tie, HTML listed first', accept: 'text/html, text/markdown', answer: 'html' },
  { client: 'Markdown refused (q=0)', accept: 'text/markdown;q=0, */*', answer: 'html' },
  { client: 'Markdown below anything', accept: 'text/markdown;q=0.5, */*', answer: 'html' },
  { client: 'any text', accept: 'text/*', answer: 'html' },
  { client: 'JSON only', accept: 'application/json', answer: 'html' },
  { client: 'another Markdown variant', accept: 'text/markdown; variant=GFM', answer: 'html' },
];

/** Pages of every kind (locale roots, a folder page, guides), each with its built twin. */
export const negotiatedPages = [
  { route: '/', twin: 'index.md' },
  { route: '/en/', twin: 'en/index.md' },
  { route: '/docs', twin: 'docs/index.md' },
  { route: '/en/docs/intro/getting-started', twin: 'en/docs/intro/getting-started.md' },
];
