/**
 * Reading time of a post, computed at build time from its Markdown/MDX body.
 * Prose is read at PROSE_WORDS_PER_MINUTE; code (fenced blocks and inline
 * code) at the slower CODE_WORDS_PER_MINUTE, since readers parse it token by
 * token. The `reading-time` package counts all words alike, hence this module;
 * parsing itself is remark's, so code is told apart from prose exactly.
 */
import type { Nodes, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

export const PROSE_WORDS_PER_MINUTE = 200;
export const CODE_WORDS_PER_MINUTE = 100;

export interface ReadingTime {
  proseWords: number;
  codeWords: number;
  /** Whole minutes, rounded, at least 1. */
  minutes: number;
}

/** Words of a text: whitespace-separated tokens holding a letter or a digit. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

export function minutesFor(proseWords: number, codeWords: number): number {
  const exact = proseWords / PROSE_WORDS_PER_MINUTE + codeWords / CODE_WORDS_PER_MINUTE;
  return Math.max(1, Math.round(exact));
}

/** Node types that are not read: imports/exports, `{expressions}`, raw HTML, frontmatter. */
const UNREAD = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'html', 'yaml']);

export function parsePostBody(body: string, format: 'md' | 'mdx'): Root {
  const processor = unified().use(remarkParse).use(remarkGfm);
  if (format === 'mdx') processor.use(remarkMdx);
  return processor.parse(body);
}

/** @param body the post without its frontmatter */
export function readingTime(body: string, format: 'md' | 'mdx'): ReadingTime {
  let proseWords = 0;
  let codeWords = 0;
  const walk = (node: Nodes) => {
    if (UNREAD.has(node.type)) return;
    if (node.type === 'code' || node.type === 'inlineCode') codeWords += countWords(node.value);
    else if (node.type === 'text') proseWords += countWords(node.value);
    else if ('children' in node) for (const child of node.children) walk(child);
  };
  walk(parsePostBody(body, format));
  return { proseWords, codeWords, minutes: minutesFor(proseWords, codeWords) };
}
