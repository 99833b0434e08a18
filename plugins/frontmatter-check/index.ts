/**
 * Rspress plugin: before anything is built (the config hook runs first in
 * `rspress build` and `rspress dev`), checks the frontmatter of every page
 * against the schema of its kind (page-schemas.ts) and stops with every
 * problem as `file:line:column: reason`, once each, without a stack trace.
 * Rspress itself only warns on invalid YAML and then renders the raw YAML as
 * the page's first paragraphs. Blog posts are the blog plugin's (it checks
 * them with positions too).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { InputError } from '../../scripts/lib/input-error';
import { POST_FILE } from '../blog/load-blog';
import { checkFrontmatter, formatProblem } from './check-frontmatter';

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** `<lang>/blog/<slug>.mdx`, the list page aside. */
function isBlogPost(relative: string): boolean {
  const parts = relative.split(path.sep);
  return parts.length === 3 && parts[1] === 'blog' && POST_FILE.test(parts[2] ?? '');
}

/** Every problem of every page under `docsRoot`, formatted. */
export function frontmatterProblems(docsRoot: string): string[] {
  return pageFiles(docsRoot).flatMap((file) => {
    const relative = path.relative(docsRoot, file);
    if (isBlogPost(relative)) return [];
    const shown = path.relative(process.cwd(), file) || file;
    return checkFrontmatter(relative, readFileSync(file, 'utf8')).problems.map((p) =>
      formatProblem(shown, p),
    );
  });
}

export function pluginFrontmatterCheck(options: { docsRoot: string }): RspressPlugin {
  return {
    name: 'frontmatter-check',
    config(config) {
      const problems = frontmatterProblems(options.docsRoot);
      if (problems.length > 0) throw new InputError('Invalid frontmatter', problems);
      return config;
    },
  };
}
