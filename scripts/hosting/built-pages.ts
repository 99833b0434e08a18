/**
 * The pages of a production build, read from the HTML Rspress wrote: where
 * each one is served, in which locale, and the facts the hosting files need
 * (inline scripts for the CSP, indexability for the sitemap). Everything is
 * read from the output, so generated pages (API reference, blog) are covered
 * without being listed anywhere.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Handler, Parser } from 'htmlparser2';
import { type Lang, langOfPath } from '../../config/locales';
import { canonicalRedirect } from '../../shared/url-rules';
import { codeInAttributes, type InlineCode, isBundledScript, lineAndColumn } from './inline-code';

export interface BuiltPage {
  /** Path of the HTML file inside the build, with `/` separators: `en/docs/index.html`. */
  file: string;
  /** The canonical URL path the page is served at: `/en/docs`, `/en/`, `/docs/intro/x`. */
  route: string;
  lang: Lang;
  /** `<html lang>` as written. */
  htmlLang: string | undefined;
  /** `<title>` as written (entities not decoded). */
  title: string;
  /** Text of every inline `<script>` the browser runs (no `src`, a JavaScript type). */
  inlineScripts: string[];
  /**
   * Where the page holds code, at its line: each inline script (its body), event handler,
   * `javascript:` URL and external script outside the bundle (inline-code.ts judges them).
   */
  inlineCode: InlineCode[];
  /** Whether the page asks search engines to index it (no `noindex`, not a redirect stub). */
  indexable: boolean;
}

/** `<script type>` values that make the browser execute the script (HTML spec). */
const javascriptTypes = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
]);

/** `a/b.html` -> `/a/b`, `a/index.html` -> `/a`, `en/index.html` -> `/en/` (the site's URL rules). */
export function routeOfHtmlFile(file: string): string {
  const raw = `/${file.split(path.sep).join('/')}`;
  return canonicalRedirect(raw) ?? raw;
}

/**
 * The SAX handler that reads a page's hosting facts; the one-pass reader of
 * the built site (plugins/built-site) feeds it. Script bodies and the title
 * are sliced from the source by the parser's positions, so they stay
 * byte-exact (their hashes go in the CSP) whatever entity decoding the parser does.
 */
export function hostingFactsReader(
  file: string,
  html: string,
): { handler: Partial<Handler>; result: () => BuiltPage } {
  const route = routeOfHtmlFile(file);
  const page: BuiltPage = {
    file: file.split(path.sep).join('/'),
    route,
    lang: langOfPath(route),
    htmlLang: undefined,
    title: '',
    inlineScripts: [],
    inlineCode: [],
    indexable: true,
  };
  const codeAt = (kind: InlineCode['kind'], offset: number, text: string) =>
    page.inlineCode.push({ kind, ...lineAndColumn(html, offset), text });
  let parser: Parser | undefined;
  let open: 'script' | 'title' | null = null;
  let textStart = 0;
  const handler: Partial<Handler> = {
    onparserinit(p) {
      parser = p;
    },
    onopentag(name, attrs) {
      if (name === 'html') page.htmlLang = attrs.lang;
      if (name === 'meta') {
        const content = (attrs.content ?? '').toLowerCase();
        if (attrs.name?.toLowerCase() === 'robots' && content.includes('noindex')) {
          page.indexable = false;
        }
        if (attrs['http-equiv']?.toLowerCase() === 'refresh') page.indexable = false;
      }
      const runs =
        name === 'script' && javascriptTypes.has((attrs.type ?? '').trim().toLowerCase());
      const executable = runs && attrs.src === undefined;
      if (parser) {
        for (const code of codeInAttributes(attrs)) codeAt(code.kind, parser.startIndex, code.text);
        if (runs && attrs.src !== undefined && !isBundledScript(attrs.src))
          codeAt('external script', parser.startIndex, `src="${attrs.src}"`);
      }
      if ((executable || name === 'title') && parser) {
        open = name as 'script' | 'title';
        textStart = parser.endIndex + 1;
      }
    },
    onclosetag(name) {
      if (open !== name || !parser) return;
      const text = html.slice(textStart, Math.max(textStart, parser.startIndex));
      if (open === 'script') {
        page.inlineScripts.push(text);
        codeAt('script', textStart, text);
      } else if (!page.title) page.title = text.trim();
      open = null;
    },
  };
  return { handler, result: () => page };
}

export function readPage(file: string, html: string): BuiltPage {
  const reader = hostingFactsReader(file, html);
  const parser = new Parser(reader.handler);
  parser.write(html);
  parser.end();
  return reader.result();
}

function htmlFiles(dir: string, base: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full, base);
    return entry.name.endsWith('.html') ? [path.relative(base, full)] : [];
  });
}

/** Every page of the build in `outDir`, sorted by route. */
export function readBuiltPages(outDir: string): BuiltPage[] {
  return htmlFiles(outDir, outDir)
    .map((file) => readPage(file, readFileSync(path.join(outDir, file), 'utf8')))
    .sort((a, b) => a.route.localeCompare(b.route));
}
