/**
 * Code a built page runs from its own HTML: inline `<script>` bodies, event
 * handler attributes (`onerror=`…), `javascript:` URLs and external scripts
 * from outside the bundler's output. The CSP allows inline scripts by hash,
 * so hashing whatever the pages hold would allow any script a page brings
 * (a pull request's MDX, a frontmatter `head` entry, a title rendered as HTML).
 * Only the site's own inline scripts are hashed: the first-paint script
 * (plugins/theme-states) and the script loader (plugins/paint-first), each
 * recognised by rebuilding it from its generator. Anything else fails the
 * build at its file and line.
 */
import { brand } from '../../config/brand';
import { loaderScript } from '../../plugins/paint-first/loader-script';
import { firstPaintScript } from '../../plugins/theme-states/first-paint-script';
import { hashedAssetsPrefix } from './security-headers';

export type InlineCodeKind = 'script' | 'event handler' | 'javascript: URL' | 'external script';

/** One place where a built page holds code, with its 1-based line and column in the HTML. */
export interface InlineCode {
  kind: InlineCodeKind;
  line: number;
  column: number;
  /** The script body, the attribute (`onerror="…"`) or the URL. */
  text: string;
}

/** The two first-paint scripts a build can write (one per `respectPrefersColorScheme`). */
const firstPaintScripts = new Set(
  [true, false].map((respectPrefersColorScheme) =>
    firstPaintScript({ respectPrefersColorScheme, announcementId: brand.announcement.id }),
  ),
);

const LOADER_SOURCES = /^\(function \(\) \{\n {2}var sources = (\[[^\n]*\]);\n/;
/** What the bundler writes under /static/js/: hashed file names, no query, no traversal. */
const BUNDLED_SCRIPT = new RegExp(
  `^${hashedAssetsPrefix}js/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*/)*[A-Za-z0-9_~-][A-Za-z0-9._~-]*\\.js$`,
);

export function isBundledScript(src: string): boolean {
  return BUNDLED_SCRIPT.test(src);
}

/** The loader, rebuilt from the script list it names; that list may name bundled scripts only. */
function isLoaderScript(body: string): boolean {
  const listed = LOADER_SOURCES.exec(body)?.[1];
  if (!listed) return false;
  let sources: unknown;
  try {
    sources = JSON.parse(listed);
  } catch {
    return false;
  }
  return (
    Array.isArray(sources) &&
    sources.every((s) => typeof s === 'string' && isBundledScript(s)) &&
    loaderScript(sources as string[]) === body
  );
}

/** Whether an inline script body is one the site itself writes, byte for byte. */
export function isSiteInlineScript(body: string): boolean {
  return firstPaintScripts.has(body) || isLoaderScript(body);
}

/** Attributes whose value the browser may navigate to or load. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data']);

/**
 * The code an element's attributes carry: event handlers, and `javascript:` URLs as
 * browsers read them (case, leading spaces and the tabs and newlines they strip ignored).
 */
export function codeInAttributes(
  attributes: Record<string, string>,
): { kind: InlineCodeKind; text: string }[] {
  const found: { kind: InlineCodeKind; text: string }[] = [];
  for (const [name, value] of Object.entries(attributes)) {
    const lower = name.toLowerCase();
    if (lower.startsWith('on')) found.push({ kind: 'event handler', text: `${name}="${value}"` });
    else if (
      URL_ATTRIBUTES.has(lower) &&
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters browsers strip from URLs
      /^javascript:/i.test(value.replace(/[\u0000-\u0020\u007f]/g, ''))
    )
      found.push({ kind: 'javascript: URL', text: `${name}="${value}"` });
  }
  return found;
}

/** 1-based line and column of `offset` in `text`. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return JSON.stringify(flat.length > 80 ? `${flat.slice(0, 79)}…` : flat);
}

const what: Record<InlineCodeKind, string> = {
  script: 'an inline <script> that is not one of the site’s own',
  'event handler': 'an event handler attribute',
  'javascript: URL': 'a javascript: URL',
  'external script': 'a <script src> that is not one of the bundled scripts under /static/js/',
};

/**
 * Every piece of code in the pages that the site did not write, as `file:line:column: reason`
 * lines (nothing when the pages hold only the site's own scripts).
 * @param sourceOf output file -> the page's source file, named in the message when known
 */
export function foreignCodeProblems(
  pages: readonly { file: string; inlineCode: readonly InlineCode[] }[],
  sourceOf: ReadonlyMap<string, string> = new Map(),
): string[] {
  return pages.flatMap((page) =>
    page.inlineCode
      .filter((code) => code.kind !== 'script' || !isSiteInlineScript(code.text))
      .map((code) => {
        const source = sourceOf.get(page.file);
        return `${page.file}:${code.line}:${code.column}${source ? ` (page ${source})` : ''}: ${what[code.kind]}: ${excerpt(code.text)}. Pages may not bring their own scripts: the CSP allows only the site's (README, "Security headers and the CSP")`;
      }),
  );
}
