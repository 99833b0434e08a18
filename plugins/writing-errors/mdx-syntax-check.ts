/**
 * In the dev server, an MDX syntax error reaches Rsbuild's overlay through Rspress' loader,
 * which keeps the reason but drops the line (it sits in the error's `name`). This
 * pre-loader parses the page first (remark + remark-mdx, frontmatter blanked as Rspress does
 * so lines match) and, on a syntax error, fails with `file:line:column: reason`.
 */
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const FRONTMATTER = /^---\r?\n[\s\S]*?\r?\n---[^\n]*/;

interface PlacedError {
  reason?: string;
  message?: string;
  line?: number;
  column?: number;
}

/** `file:line:column: reason` of the first MDX syntax error in `source`, or null. */
export function mdxSyntaxError(source: string, file: string): string | null {
  // Frontmatter lines become empty lines: positions stay those of the file.
  // Heading ids (`## Retries {#retries}`) are escaped as Rspress does before compiling.
  const body = source
    .replace(FRONTMATTER, (block) => block.replace(/[^\n]/g, ''))
    .replace(/^(#{1,6} .*?)\s\{#([^}\s]+)\}\s*$/gm, '$1 \\{#$2}');
  try {
    unified().use(remarkParse).use(remarkMdx).parse(body);
    return null;
  } catch (error) {
    const placed = error as PlacedError;
    const reason = placed.reason ?? placed.message ?? String(error);
    return `${file}:${placed.line ?? 1}:${placed.column ?? 1}: MDX syntax error: ${reason}`;
  }
}

export function mdxSyntaxCheckPlugin(): RsbuildPlugin {
  return {
    name: 'ap-mdx-syntax-check',
    apply: 'serve',
    setup(api) {
      api.transform({ test: /\.mdx$/, enforce: 'pre' }, ({ code, resourcePath }) => {
        const problem = mdxSyntaxError(code, path.relative(process.cwd(), resourcePath));
        if (problem) throw new Error(problem);
        return code;
      });
    },
  };
}
