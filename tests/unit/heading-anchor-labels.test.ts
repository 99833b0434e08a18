import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import {
  langOfSourceFile,
  rehypeHeadingAnchorLabels,
} from '../../plugins/heading-anchors/rehype-heading-anchor-labels';

/** A heading as Rspress' header-anchor step leaves it: the anchor first, hidden from screen readers. */
function heading(tag: string, id: string, children: Element['children']): Element {
  return {
    type: 'element',
    tagName: tag,
    properties: { id },
    children: [
      {
        type: 'element',
        tagName: 'a',
        properties: { class: 'rp-header-anchor', ariaHidden: 'true', href: `#${id}` },
        children: [{ type: 'text', value: '#' }],
      },
      ...children,
    ],
  };
}

const run = (tree: Root, path: string) =>
  rehypeHeadingAnchorLabels({
    docsRoot: '/site/docs',
    defaultLang: 'pt-BR',
    label: (lang, text) => `${lang}: ${text}`,
  })(tree, { path });

describe('heading anchors named after their heading', () => {
  it('drops aria-hidden and labels the anchor with the heading text, in the page language', () => {
    const tree: Root = {
      type: 'root',
      children: [
        heading('h2', 'refunds', [
          { type: 'text', value: 'Refunds with ' },
          {
            type: 'element',
            tagName: 'code',
            properties: {},
            children: [{ type: 'text', value: 'POST' }],
          },
        ]),
        { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: 'x' }] },
      ],
    };
    run(tree, '/site/docs/en/docs/intro/refunds.mdx');
    const anchor = (tree.children[0] as Element).children[0] as Element;
    expect(anchor.properties).toEqual({
      class: 'rp-header-anchor',
      href: '#refunds',
      ariaLabel: 'en: Refunds with POST',
    });
  });

  it('uses the default language outside docs/<lang>/, and leaves other links alone', () => {
    const link: Element = {
      type: 'element',
      tagName: 'a',
      properties: { href: '#x', ariaHidden: 'true' },
      children: [],
    };
    const tree: Root = {
      type: 'root',
      children: [heading('h3', 'pix', [{ type: 'text', value: 'PIX' }]), link],
    };
    run(tree, '/elsewhere/page.mdx');
    expect(((tree.children[0] as Element).children[0] as Element).properties.ariaLabel).toBe(
      'pt-BR: PIX',
    );
    expect(link.properties.ariaHidden).toBe('true');
  });

  it('reads the language from the path under the docs root', () => {
    expect(langOfSourceFile('/site/docs/en/blog/a.mdx', '/site/docs')).toBe('en');
    expect(langOfSourceFile('/site/docs/pt-BR/index.md', '/site/docs')).toBe('pt-BR');
    expect(langOfSourceFile('/site/docs/fr/index.md', '/site/docs')).toBeUndefined();
  });
});
