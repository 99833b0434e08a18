/**
 * Mistakes made while writing, shown where the writer looks: on the page in the dev server
 * (Rsbuild's error overlay, with file, line and reason; it clears at the next good save)
 * and as a failed build.
 *
 * - MDX syntax errors: Rspress' loader fails the compile but drops the line;
 *   mdx-syntax-check reports `file:line:column: reason` first (dev server).
 * - Invalid frontmatter (YAML, or the schema of its kind of page): Rspress only warns on
 *   invalid YAML and checks no schema; remark-frontmatter-errors makes both an error, at their
 *   line.
 * - An invalid OpenAPI spec in the dev server: the generator keeps the previous pages and
 *   reports through dev-problems; `npm run build` already stops on it (prebuild).
 */
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { devProblemsPlugin } from './dev-problems';
import { mdxSyntaxCheckPlugin } from './mdx-syntax-check';
import { remarkFrontmatterErrors } from './remark-frontmatter-errors';

/** The problem sources reported by status file (see dev-problems.ts). */
export const SPEC_PROBLEMS = 'openapi';

export function pluginWritingErrors(options: { root: string }): RspressPlugin {
  return {
    name: 'writing-errors',
    markdown: {
      remarkPlugins: [[remarkFrontmatterErrors, { docsRoot: path.join(options.root, 'docs') }]],
    },
    builderConfig: {
      plugins: [mdxSyntaxCheckPlugin(), devProblemsPlugin(options.root, [SPEC_PROBLEMS])],
    },
  };
}
