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

export async function loadHighlighter(): Promise<CodeHighlighter> {
  const shiki = await getHighlighter();
  return {
    highlight(code, lang) {
      const root = shiki.codeToHast(code, { lang, theme: 'css-variables' }) as Root;
      const pre = root.children.find((n): n is Element => n.type === 'element');
      const codeEl = pre?.children.find(
        (n): n is Element => n.type === 'element' && n.tagName === 'code',
      );
      return codeEl ? toHtml(codeEl.children) : '';
    },
  };
}
