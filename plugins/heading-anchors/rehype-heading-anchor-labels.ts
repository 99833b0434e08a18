/**
 * Rspress puts `<a class="rp-header-anchor" aria-hidden="true" href="#id">#</a>`
 * in every Markdown heading: a link keyboard users can reach but screen
 * readers are told does not exist (axe aria-hidden-focus). This rehype step
 * (it runs after Rspress' own) names each anchor after its heading, in the
 * page's language ("Link to the section “Refunds”"), and lets it be heard.
 */
import type { Element, Root } from 'hast';
import { headingRank } from 'hast-util-heading-rank';
import { toString as textOf } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { type Lang, langs } from '../../config/locales';

export const ANCHOR_CLASS = 'rp-header-anchor';

function isAnchor(node: unknown): node is Element {
  if (typeof node !== 'object' || node === null) return false;
  const element = node as Element;
  if (element.type !== 'element' || element.tagName !== 'a') return false;
  const classes = element.properties?.className ?? element.properties?.class;
  return (Array.isArray(classes) ? classes : String(classes ?? '').split(' ')).includes(
    ANCHOR_CLASS,
  );
}

/** The page's language from its path: docs/<lang>/... */
export function langOfSourceFile(filePath: string, docsRoot: string): Lang | undefined {
  const relative = filePath.slice(docsRoot.length).replace(/^[\\/]+/, '');
  const first = relative.split(/[\\/]/)[0] ?? '';
  return (langs as readonly string[]).includes(first) ? (first as Lang) : undefined;
}

export interface HeadingAnchorOptions {
  docsRoot: string;
  /** The label of an anchor, in a language, for a heading text. */
  label: (lang: Lang, heading: string) => string;
  defaultLang: Lang;
}

export function rehypeHeadingAnchorLabels(options: HeadingAnchorOptions) {
  return (tree: Root, file: { path?: string }) => {
    const lang =
      (file.path ? langOfSourceFile(file.path, options.docsRoot) : undefined) ??
      options.defaultLang;
    visit(tree, 'element', (heading: Element) => {
      if (!headingRank(heading)) return;
      const anchor = heading.children.find(isAnchor);
      if (!anchor) return;
      const text = heading.children
        .filter((child) => child !== anchor)
        .map((child) => textOf(child))
        .join('')
        .trim();
      const { ariaHidden: _hidden, 'aria-hidden': _hiddenAttr, ...rest } = anchor.properties ?? {};
      anchor.properties = { ...rest, ariaLabel: options.label(lang, text) };
    });
  };
}
