/**
 * Build-time syntax highlighting with Shiki, in the same `css-variables` theme
 * Rspress uses for Markdown code blocks, so API samples look like every other
 * code block of the site (light and dark) and no highlighter ships to the browser.
 */
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { createCssVariablesTheme, createHighlighter, type Highlighter } from 'shiki';
import { deterministicTokenizing } from '../../config/code-highlighting';

export const HIGHLIGHT_LANGUAGES = [
  'json',
  'bash',
  'javascript',
  'python',
  'php',
  'java',
  'go',
  'csharp',
  'ruby',
] as const;
export type HighlightLanguage = (typeof HIGHLIGHT_LANGUAGES)[number];

const theme = createCssVariablesTheme({
  name: 'css-variables',
  variablePrefix: '--shiki-',
  variableDefaults: {},
  fontStyle: true,
});

let highlighter: Promise<Highlighter> | undefined;

function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: [theme], langs: [...HIGHLIGHT_LANGUAGES] });
  return highlighter;
}

/** A highlighted line: its tokens' style (`color:var(--shiki-…)`) and text. */
export type StyledLine = [style: string, text: string][];

export interface CodeHighlighter {
  /**
   * HTML of the `<code>` element's content (lines of token spans; text escaped): the markup
   * pages rebuild from tokens (shared/api/code-lines.ts) and JSON (json-highlight.ts), which
   * their tests compare with this.
   */
  highlight: (code: string, lang: HighlightLanguage) => string;
  /** The same tokens as data, for the compact form pages carry (shared/api/code-lines.ts). */
  styledLines: (code: string, lang: HighlightLanguage) => StyledLine[];
}

/** A style as Shiki writes it: what code-lines.ts may put in an attribute unescaped. */
const PLAIN_STYLE = /^[\w\s:;(),.#%-]*$/;

/** The lines of Shiki's `<code>` element: each a span of token spans, each with a style and a text. */
function styledLinesOf(code: Element, source: string): StyledLine[] {
  return code.children.flatMap((line): StyledLine[] => {
    if (line.type === 'text' && line.value === '\n') return [];
    if (line.type !== 'element' || line.tagName !== 'span')
      throw new Error(`unexpected highlighted line in: ${source.slice(0, 80)}`);
    return [
      line.children.map((token): [string, string] => {
        const text = token.type === 'element' ? token.children[0] : undefined;
        const style = token.type === 'element' ? token.properties.style : undefined;
        if (
          token.type !== 'element' ||
          token.children.length !== 1 ||
          text?.type !== 'text' ||
          typeof style !== 'string' ||
          !PLAIN_STYLE.test(style)
        )
          throw new Error(`unexpected highlighted token in: ${source.slice(0, 80)}`);
        return [style, text.value];
      }),
    ];
  });
}

/**
 * Highlighted code by language and text: both locales share their samples, and
 * the dev server's re-runs only highlight what changed.
 */
const cache = new Map<string, StyledLine[]>();
const CACHE_LIMIT = 20_000;

export async function loadHighlighter(): Promise<CodeHighlighter> {
  const shiki = await getHighlighter();
  const codeElement = (code: string, lang: HighlightLanguage): Element | undefined => {
    const root = shiki.codeToHast(code, {
      lang,
      theme: 'css-variables',
      ...deterministicTokenizing,
    }) as Root;
    const pre = root.children.find((n): n is Element => n.type === 'element');
    return pre?.children.find((n): n is Element => n.type === 'element' && n.tagName === 'code');
  };
  return {
    highlight(code, lang) {
      const element = codeElement(code, lang);
      return element ? toHtml(element.children) : '';
    },
    styledLines(code, lang) {
      const key = `${lang}\u0000${code}`;
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      if (cache.size > CACHE_LIMIT) cache.clear();
      const element = codeElement(code, lang);
      const lines = element ? styledLinesOf(element, code) : [];
      cache.set(key, lines);
      return lines;
    },
  };
}
