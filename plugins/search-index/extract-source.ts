/**
 * A page's search content read from its MDX source, for the dev server, which
 * renders no HTML to read (plugins/search-index/dev-index.ts). It cuts the
 * page as extract-page.ts cuts the built HTML: the top part under the `#`,
 * then one section per `##`/`###` with its anchor (`{#id}`, or the slug
 * Rspress gives the heading), its prose and its code. Prose inside MDX
 * components counts (`<ChecklistItem>` children, a `title` attribute);
 * imports, `{expressions}` and what components render from data do not.
 * Brand tokens are replaced as the build replaces them.
 */
// Rspress' own step (exported as `./dist/*`), so pages parse here exactly as Rspress gets them.
import { escapeMarkdownHeadingIds } from '@rspress/core/dist/node/utils/escapeHeadingIds.js';
import GithubSlugger from 'github-slugger';
import type { Nodes, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { brandReplaceRules } from '../../config/brand';
import { withoutFrontmatter } from '../source-check/mdx-syntax';
import type { ExtractedPage, ExtractedSection } from './extract-page';
import type { Frontmatter } from './read-frontmatter';

const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

/** Attributes of MDX components whose text readers see. */
const TEXT_ATTRIBUTES = new Set(['title', 'label', 'summary']);

function withBrand(text: string): string {
  return brandReplaceRules.reduce((out, rule) => out.replace(rule.search, rule.replace), text);
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** `Title \{#anchor\}` (escaped as Rspress escapes it) -> [`Title`, `anchor`]. */
function headingIdOf(text: string): [string, string] {
  const match = /\\?\{#([\w-]+)\\?\}\s*$/.exec(text);
  return match ? [text.slice(0, match.index).trim(), match[1] ?? ''] : [text.trim(), ''];
}

/** The text a reader sees in a node (inline code included), with spaces between blocks. */
function textOf(node: Nodes): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'code':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
    case 'html':
    case 'yaml':
      return '';
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const attributes = node.attributes
        .map((a) =>
          a.type === 'mdxJsxAttribute' && TEXT_ATTRIBUTES.has(a.name) && typeof a.value === 'string'
            ? a.value
            : '',
        )
        .filter(Boolean);
      return [...attributes, ...node.children.map(textOf)].join(' ');
    }
    default:
      return 'children' in node ? (node.children as Nodes[]).map(textOf).join(' ') : '';
  }
}

/**
 * @returns null when the page has no article content to search (it does not parse: the
 *   dev server shows that error on the page).
 */
export function extractSource(source: string, frontmatter: Frontmatter): ExtractedPage | null {
  let tree: Root;
  try {
    tree = processor.parse(escapeMarkdownHeadingIds(withoutFrontmatter(source)));
  } catch {
    return null;
  }
  const slugger = new GithubSlugger();
  let title = typeof frontmatter.title === 'string' ? frontmatter.title : '';
  const sections: (ExtractedSection & { parts: string[]; codes: string[] })[] = [
    { anchor: '', level: 1, heading: '', text: '', code: '', parts: [], codes: [] },
  ];
  for (const node of tree.children) {
    const current = sections[sections.length - 1];
    if (!current) break;
    if (node.type === 'heading') {
      const [text, customId] = headingIdOf(textOf(node));
      if (node.depth === 1 && !sections.some((s) => s.level > 1)) {
        title = withBrand(clean(text)) || title;
        continue;
      }
      const anchor = customId || slugger.slug(text);
      if (node.depth === 2 || node.depth === 3) {
        sections.push({
          anchor,
          level: node.depth,
          heading: withBrand(clean(text)),
          text: '',
          code: '',
          parts: [],
          codes: [],
        });
        continue;
      }
      current.parts.push(text);
      continue;
    }
    if (node.type === 'code') current.codes.push(node.value);
    else current.parts.push(textOf(node));
  }
  return {
    title: withBrand(title),
    description: withBrand(
      clean(typeof frontmatter.description === 'string' ? frontmatter.description : ''),
    ),
    sections: sections
      .map(({ parts, codes, ...section }) => ({
        ...section,
        heading: section.level === 1 ? withBrand(title) : section.heading,
        text: withBrand(clean(parts.join(' '))),
        code: withBrand(clean(codes.join(' '))),
      }))
      .filter((s) => s.level > 1 || s.text || s.code || s.heading),
  };
}
