/**
 * Build-time syntax highlighting with Shiki, in the same `css-variables` theme
 * Rspress uses for Markdown code blocks, so API samples look like every other
 * code block of the site (light and dark) and no highlighter ships to the browser.
 */
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { createCssVariablesTheme, createHighlighter, type Highlighter } from 'shiki';

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

export interface CodeHighlighter {
  /** HTML of the `<code>` element's content (lines of token spans; text escaped). */
  highlight: (code: string, lang: HighlightLanguage) => string;
}

/**
 * Highlighted code by language and text: both locales share their samples, and
 * the dev server's re-runs only highlight what changed.
 */
const cache = new Map<string, string>();
const CACHE_LIMIT = 20_000;

export async function loadHighlighter(): Promise<CodeHighlighter> {
  const shiki = await getHighlighter();
  return {
    highlight(code, lang) {
      const key = `${lang}\u0000${code}`;
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      if (cache.size > CACHE_LIMIT) cache.clear();
      const root = shiki.codeToHast(code, { lang, theme: 'css-variables' }) as Root;
      const pre = root.children.find((n): n is Element => n.type === 'element');
      const codeEl = pre?.children.find(
        (n): n is Element => n.type === 'element' && n.tagName === 'code',
      );
      const html = codeEl ? toHtml(codeEl.children) : '';
      cache.set(key, html);
      return html;
    },
  };
}
