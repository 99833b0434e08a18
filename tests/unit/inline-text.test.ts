/**
 * Titles are text wherever the theme shows them (theme/logic/inline-text.ts,
 * exported in place of Rspress' helpers): a blog post title or an escaped
 * heading never becomes markup in the sidebar, the outline, the prev/next
 * links or a heading made from a title.
 */
import { isTag } from 'domhandler';
import { textContent } from 'domutils';
import fc from 'fast-check';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import {
  inlineMarkdownHtml,
  parseInlineMarkdownText,
  renderHtmlOrText,
  renderInlineMarkdown,
} from '../../theme/logic/inline-text';
import { contentRuns, hostileTitles } from '../support/hostile-content';

/** Every element (name and attributes) of an HTML fragment, and its text. */
function parsed(html: string) {
  const document = parseDocument(html);
  const elements: { name: string; attributes: Record<string, string> }[] = [];
  const walk = (nodes: typeof document.children) => {
    for (const node of nodes) {
      if (isTag(node)) elements.push({ name: node.name, attributes: node.attribs });
      if ('children' in node) walk(node.children);
    }
  };
  walk(document.children);
  return { elements, text: textContent(document) };
}

const inlineMarkdownTags = new Set(['code', 'strong', 'em', 'del']);

describe('a title shown by the theme', () => {
  it.each(hostileTitles)('%s is text, not markup', (title) => {
    const { elements, text } = parsed(inlineMarkdownHtml(title));
    expect(elements.filter((e) => !inlineMarkdownTags.has(e.name))).toEqual([]);
    expect(text.replace(/\s+/g, ' ')).toContain(
      parseInlineMarkdownText(title).replace(/\s+/g, ' '),
    );
  });

  it('keeps the inline Markdown headings carry', () => {
    expect(inlineMarkdownHtml('The `transaction.paid` event')).toBe(
      'The <code>transaction.paid</code> event',
    );
    expect(inlineMarkdownHtml('**Strong** *em* ~~del~~ `a <b> *c*`')).toBe(
      '<strong>Strong</strong> <em>em</em> <del>del</del> <code>a &lt;b&gt; *c*</code>',
    );
  });

  it('any title: only inline Markdown elements, no attributes, the text as written (property)', () => {
    const markup = fc.constantFrom(
      '<',
      '>',
      '&',
      '"',
      "'",
      '/>',
      '&lt;',
      '&amp;',
      '<script>',
      '</span>',
      '<img src=x onerror=alert(1)>',
      '<meta http-equiv="refresh" content="0;url=https://evil.example"/>',
      '\\<',
      ']]>',
    );
    const title = fc
      .array(fc.oneof(fc.string({ unit: 'grapheme' }), markup), { maxLength: 8 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(title, (text) => {
        const { elements, text: shown } = parsed(inlineMarkdownHtml(text));
        for (const element of elements) {
          expect(inlineMarkdownTags.has(element.name), element.name).toBe(true);
          expect(element.attributes).toEqual({});
        }
        // Without Markdown markers the text shown is the title, character for character.
        if (!/[`*~]/.test(text)) expect(shown).toBe(text);
      }),
      contentRuns(1000),
    );
  });

  it('renderHtmlOrText never hands React HTML', () => {
    for (const title of hostileTitles) expect(renderHtmlOrText(title)).toEqual({ children: title });
    expect(renderHtmlOrText(3)).toEqual({ children: '3' });
    expect(renderHtmlOrText('')).toEqual({ children: null });
    expect(renderInlineMarkdown('<b>x</b>').dangerouslySetInnerHTML.__html).toBe(
      '&lt;b&gt;x&lt;/b&gt;',
    );
  });
});
