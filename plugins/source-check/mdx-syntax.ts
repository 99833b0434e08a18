/**
 * MDX syntax errors at the place they are. Rspress compiles each page inside
 * the bundler, whose error names the page at 1:1 whatever the line; parsing
 * the page here first, as Rspress does (frontmatter blanked to empty lines,
 * MDX + GFM), gives the parser's own line and column.
 */
// Rspress' own step (exported as `./dist/*`), so pages parse here exactly as Rspress gets them.
import { escapeMarkdownHeadingIds } from '@rspress/core/dist/node/utils/escapeHeadingIds.js';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { FrontmatterProblem } from './read-frontmatter';

const FRONTMATTER = /^---[ \t]*\r?\n[\s\S]*?^---[ \t]*(?:\r?\n|$)/m;

/** The text as Rspress compiles it: the frontmatter replaced by as many empty lines, `{#id}` of headings escaped. */
export function withoutFrontmatter(text: string): string {
  const block = text.startsWith('---') ? FRONTMATTER.exec(text) : null;
  if (block?.index !== 0) return text;
  return block[0].replace(/[^\n]/g, '') + text.slice(block[0].length);
}

interface Located {
  reason?: string;
  message?: string;
  line?: number;
  column?: number;
  place?: { line: number; column: number } | { start: { line: number; column: number } };
}

const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

/** The MDX syntax error of a page, if any, with its line and column. */
export function mdxSyntaxProblem(text: string): FrontmatterProblem | undefined {
  const parsed = parseMdxPage(text);
  return 'problem' in parsed ? parsed.problem : undefined;
}

/** The page's MDX tree (positions are the file's), or its syntax error. */
export function parseMdxPage(text: string): { tree: Root } | { problem: FrontmatterProblem } {
  try {
    return { tree: processor.parse(escapeMarkdownHeadingIds(withoutFrontmatter(text))) };
  } catch (error) {
    const e = error as Located;
    const place = e.place && 'start' in e.place ? e.place.start : e.place;
    const reason = e.reason ?? e.message ?? String(error);
    // Some errors (an unclosed tag) carry no place, only `(9:1-9:6)` in their text: the tag to close.
    const inText = /\((\d+):(\d+)-\d+:\d+\)/.exec(reason);
    return {
      problem: {
        line: e.line ?? place?.line ?? Number(inText?.[1] ?? 1),
        column: e.column ?? place?.column ?? Number(inText?.[2] ?? 1),
        reason: `MDX syntax error: ${reason}`,
      },
    };
  }
}
