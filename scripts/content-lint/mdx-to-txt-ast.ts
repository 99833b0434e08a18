/**
 * Parses an MDX page into textlint's AST (TxtAST), keeping exact offsets.
 *
 * Written here because textlint's Markdown plugin parses CommonMark, not MDX:
 * there, a JSX block swallows the prose inside it (an HTML block runs to the
 * next blank line) and indented JSX children become code. We parse with the
 * same remark + remark-mdx + remark-gfm as the site and rename the mdast
 * node types to textlint's (`text` -> `Str`, `heading` -> `Header`...).
 *
 * The frontmatter is masked (spaces, newlines kept) before parsing, and its
 * prose values (title, description, summary...) are added as `Str` nodes at
 * their real offsets, so terminology rules check and fix them too.
 */
import type { TxtDocumentNode, TxtNode } from '@textlint/ast-node-types';
import type { Node as MdastNode, Parent as MdastParent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { isScalar, parseDocument, visit as visitYaml } from 'yaml';
import { glossaryAnchorLink } from '../../shared/glossary';
import { proseNodes } from './prose-paragraph';
import { lineStarts, location } from './text-location';

/** mdast type -> TxtAST type; types not listed keep a PascalCase form of their name. */
const TYPE_MAP: Record<string, string> = {
  root: 'Document',
  paragraph: 'Paragraph',
  heading: 'Header',
  text: 'Str',
  inlineCode: 'Code',
  code: 'CodeBlock',
  link: 'Link',
  linkReference: 'LinkReference',
  definition: 'Definition',
  image: 'Image',
  imageReference: 'ImageReference',
  emphasis: 'Emphasis',
  strong: 'Strong',
  delete: 'Delete',
  list: 'List',
  listItem: 'ListItem',
  blockquote: 'BlockQuote',
  table: 'Table',
  tableRow: 'TableRow',
  tableCell: 'TableCell',
  break: 'Break',
  thematicBreak: 'HorizontalRule',
  html: 'Html',
  // MDX code and expressions are not prose: leaves, like HTML.
  mdxjsEsm: 'Html',
  mdxFlowExpression: 'Html',
  mdxTextExpression: 'Html',
  // JSX elements keep their children (prose) and their attributes.
  mdxJsxFlowElement: 'MdxJsxElement',
  mdxJsxTextElement: 'MdxJsxElement',
};

/** Frontmatter keys whose string values are prose (checked like the body). */
const PROSE_KEYS = new Set(['title', 'description', 'summary', 'tagline', 'text', 'details']);

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

const mdxParser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

/** A custom heading id, `## Title {#id}` (Rspress syntax, not MDX: acorn rejects it). */
const HEADING_ID = /^(#{1,6}[ \t].*?)(\{#[^{}\s]+\})([ \t]*)$/gm;

/** Keeps the offsets of the page: every character but newlines becomes a space. */
function mask(text: string): string {
  return text.replace(/[^\r\n]/g, ' ');
}

/** `Str` nodes for the prose values of the frontmatter whose source is the value itself. */
function frontmatterStrings(text: string, starts: number[], body: string, at: number): TxtNode[] {
  const nodes: TxtNode[] = [];
  const doc = parseDocument(body, { keepSourceTokens: false });
  visitYaml(doc, {
    Pair(_key, pair) {
      if (!isScalar(pair.key) || !isScalar(pair.value)) return;
      if (!PROSE_KEYS.has(String(pair.key.value))) return;
      const value = pair.value.value;
      const range = pair.value.range;
      if (typeof value !== 'string' || !range) return;
      let start = at + range[0];
      let end = at + range[1];
      if (pair.value.type === 'QUOTE_SINGLE' || pair.value.type === 'QUOTE_DOUBLE') {
        start += 1;
        end -= 1;
      }
      // Escapes or folded lines: the source differs from the value, no safe offsets.
      if (text.slice(start, end) !== value) return;
      // `code spans` of a title or description are Code nodes, as in the body: no fix edits them.
      nodes.push(...proseNodes(text, starts, start, end));
    },
  });
  return nodes;
}

interface MdastLike extends MdastNode {
  value?: unknown;
  depth?: number;
  url?: string;
  alt?: string | null;
  lang?: string | null;
  name?: string | null;
  attributes?: unknown[];
  ordered?: boolean;
}

/** Code blocks whose text readers see as prose: a diagram's labels. */
const PROSE_CODE_LANGS = new Set(['mermaid']);

/** A diagram's lines (between the fences) as `Str` nodes: checked like prose, fixed in place. */
function proseCodeBlock(text: string, starts: number[], start: number, end: number): TxtNode {
  const children: TxtNode[] = [];
  const firstLineEnd = text.indexOf('\n', start);
  const closingFence = text.lastIndexOf('\n', end - 1);
  let lineStart = firstLineEnd + 1;
  while (firstLineEnd >= 0 && lineStart <= closingFence) {
    const lineEnd = text.indexOf('\n', lineStart);
    const stop = lineEnd < 0 || lineEnd > closingFence ? closingFence : lineEnd;
    if (stop > lineStart) {
      const value = text.slice(lineStart, stop);
      children.push({ type: 'Str', value, ...location(text, starts, lineStart, stop) } as TxtNode);
    }
    lineStart = stop + 1;
  }
  return {
    type: 'Paragraph',
    children,
    ...location(text, starts, start, end),
  } as unknown as TxtNode;
}

function convert(node: MdastLike, text: string, starts: number[]): TxtNode | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return undefined;
  if (node.type === 'code' && PROSE_CODE_LANGS.has(node.lang ?? '')) {
    return proseCodeBlock(text, starts, start, end);
  }
  // A word linked to its Glossary entry is quoted, not used ("known elsewhere as [saque](…#cash-out)"):
  // a leaf, so terminology rules leave it alone.
  if (node.type === 'link' && glossaryAnchorLink.test(node.url ?? '')) {
    return { type: 'GlossaryLink', ...location(text, starts, start, end) } as unknown as TxtNode;
  }
  const type = TYPE_MAP[node.type] ?? node.type.charAt(0).toUpperCase() + node.type.slice(1);
  const out: Record<string, unknown> = { type, ...location(text, starts, start, end) };
  for (const key of ['value', 'depth', 'url', 'alt', 'lang', 'name', 'attributes', 'ordered']) {
    const value = (node as unknown as Record<string, unknown>)[key];
    if (value !== undefined) out[key] = value;
  }
  if (type === 'Html' && typeof out.value !== 'string') out.value = out.raw;
  const children = (node as MdastParent).children as MdastLike[] | undefined;
  if (children && type !== 'Html') {
    out.children = children
      .map((child) => convert(child, text, starts))
      .filter((child): child is TxtNode => child !== undefined);
  }
  return out as unknown as TxtNode;
}

/** The TxtAST of an MDX page. Throws the parser's error (with line and column) on invalid MDX. */
export function mdxToTxtAst(text: string): TxtDocumentNode {
  const starts = lineStarts(text);
  const match = FRONTMATTER.exec(text);
  const frontmatterEnd = match ? match[0].length : 0;
  const parsedText = (
    match ? mask(text.slice(0, frontmatterEnd)) + text.slice(frontmatterEnd) : text
  ).replace(
    HEADING_ID,
    (_all, heading: string, id: string, tail: string) => heading + mask(id) + tail,
  );
  const root = mdxParser.parse(parsedText) as MdastLike;
  const doc = convert(root, text, starts) as TxtDocumentNode;
  // The whole page, whatever trailing whitespace the parser left out.
  Object.assign(doc, location(text, starts, 0, text.length));
  if (match) {
    const strings = frontmatterStrings(text, starts, match[1] ?? '', match[0].indexOf('\n') + 1);
    if (strings.length > 0) {
      const first = strings[0] as TxtNode;
      const last = strings[strings.length - 1] as TxtNode;
      const paragraph = {
        type: 'Paragraph',
        children: strings,
        ...location(text, starts, first.range[0], last.range[1]),
      };
      (doc.children as TxtNode[]).unshift(paragraph as unknown as TxtNode);
    }
  }
  return doc;
}
