/**
 * Titles as the theme shows them: sidebar entries, outline entries, the
 * prev/next links, headings made from a frontmatter title, overview cards.
 * Rspress' own helpers (`renderHtmlOrText`, `renderInlineMarkdown`) render a
 * title holding anything that looks like an HTML element as raw HTML; a blog
 * post title or an escaped heading (`\<meta http-equiv="refresh" …/\>`) then
 * runs or redirects in every server-rendered page that lists it. These
 * replacements (exported by theme/index.tsx, so every Rspress component that
 * imports them through `@rspress/core/theme` gets them) show any title as the
 * text it is, keeping only the inline Markdown Rspress' headings carry:
 * `code`, **strong**, *emphasis* and ~~deleted~~ text.
 */

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** `code` spans first: nothing inside them is Markdown. */
const CODE_SPAN = /`([^`]+)`/g;
const STRONG = /\*\*(?!\*)(.+?)\*\*(?!\*)/g;
const EMPHASIS = /\*(?!\*)(.+?)\*(?!\*)/g;
const DELETED = /~~(.+?)~~/g;

/** Markdown emphasis of escaped text outside code spans (the text itself stays escaped). */
function emphasis(html: string): string {
  return html
    .replace(STRONG, '<strong>$1</strong>')
    .replace(EMPHASIS, '<em>$1</em>')
    .replace(DELETED, '<del>$1</del>');
}

/** The HTML of a title's inline Markdown; every other character is text. */
export function inlineMarkdownHtml(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(CODE_SPAN)) {
    html += emphasis(escapeHtml(text.slice(last, match.index)));
    html += `<code>${escapeHtml(match[1] ?? '')}</code>`;
    last = match.index + match[0].length;
  }
  return html + emphasis(escapeHtml(text.slice(last)));
}

/** Props of an element showing `text` with its inline Markdown (Rspress' signature). */
export function renderInlineMarkdown(text: string): {
  dangerouslySetInnerHTML: { __html: string };
} {
  return { dangerouslySetInnerHTML: { __html: inlineMarkdownHtml(String(text ?? '')) } };
}

/** Props of an element showing `text` as text (Rspress' signature; its HTML is never parsed). */
export function renderHtmlOrText(text?: string | number | null): { children: string | null } {
  if (text === undefined || text === null || text === '') return { children: null };
  return { children: String(text) };
}

/** A title without its inline Markdown markers, for attributes (`title`, `aria-label`). */
export function parseInlineMarkdownText(text: string): string {
  return String(text ?? '')
    .replace(CODE_SPAN, '$1')
    .replace(STRONG, '$1')
    .replace(EMPHASIS, '$1')
    .replace(DELETED, '$1')
    .trim();
}
