/**
 * Rspress plugin: before anything is built, checks every page's source and
 * stops the build with every problem as `file:line:column: reason`, once
 * each, without a stack trace:
 * - the frontmatter against the schema of its kind of page (page-schemas.ts);
 *   Rspress itself only warns on invalid YAML and then renders the raw YAML
 *   as the page's first paragraphs. Blog posts' fields are the blog plugin's
 *   (it checks them with positions too).
 * - MDX syntax (mdx-syntax.ts): the bundler reports it at 1:1.
 * - what a page may not hold whoever wrote it (mdx-content.ts): scripts,
 *   event handlers, `<meta>`/`<base>`, imports from outside the repository;
 * - file names that become URLs (file-names.ts): `public/` and the pages.
 *
 * The dev server starts anyway (parsing every page took half a second of each
 * start): the same list is printed once the first page is up, and a page with
 * a problem shows it on its own error overlay when opened (plugins/writing-errors).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { InputError } from '../../scripts/lib/input-error';
import { POST_FILE } from '../blog/load-blog';
import { afterDevStart } from '../dev-start';
import { checkFrontmatter, formatProblem } from './check-frontmatter';
import { pageNameProblems, publicNameProblems } from './file-names';
import { importGuardPlugin } from './import-guard';
import { mdxContentProblems } from './mdx-content';
import { parseMdxPage } from './mdx-syntax';

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** `<lang>/blog/<slug>.mdx`, the list page aside. */
export function isBlogPost(relative: string): boolean {
  const parts = relative.split(path.sep);
  return parts.length === 3 && parts[1] === 'blog' && POST_FILE.test(parts[2] ?? '');
}

/**
 * Every problem of every page under `docsRoot`, formatted.
 * @param repoRoot the repository, the only place pages may import files from
 */
export function pageSourceProblems(
  docsRoot: string,
  repoRoot: string = path.dirname(path.resolve(docsRoot)),
): string[] {
  return pageFiles(docsRoot).flatMap((file) => {
    const relative = path.relative(docsRoot, file);
    const shown = path.relative(process.cwd(), file) || file;
    const text = readFileSync(file, 'utf8');
    const frontmatter = isBlogPost(relative) ? [] : checkFrontmatter(relative, text).problems;
    const parsed = file.endsWith('.mdx') ? parseMdxPage(text) : undefined;
    const content = !parsed
      ? []
      : 'problem' in parsed
        ? [parsed.problem]
        : mdxContentProblems(parsed.tree, path.resolve(file), repoRoot);
    return [...frontmatter, ...content].map((p) => formatProblem(shown, p));
  });
}

/** Every problem of the sources: file names, then each page's. */
export function sourceProblems(docsRoot: string, repoRoot: string, publicDirs: readonly string[]) {
  return [
    ...publicDirs.flatMap(publicNameProblems),
    ...pageNameProblems(docsRoot),
    ...pageSourceProblems(docsRoot, repoRoot),
  ];
}

export function pluginSourceCheck(options: {
  docsRoot: string;
  /** The repository (pages import only from it); default: the docs folder's parent. */
  repoRoot?: string;
  /** Folders served as they are; default: the repository's `public/`. */
  publicDirs?: readonly string[];
}): RspressPlugin {
  const repoRoot = options.repoRoot ?? path.dirname(path.resolve(options.docsRoot));
  const publicDirs = options.publicDirs ?? [path.join(repoRoot, 'public')];
  const problems = () => sourceProblems(options.docsRoot, repoRoot, publicDirs);
  return {
    name: 'source-check',
    // Whatever the check above cannot see, the bundler refuses (import-guard.ts).
    builderConfig: { plugins: [importGuardPlugin(repoRoot)] },
    // After every plugin's config (plugins/built-site then watches the build and says, on a
    // failure, that the previous doc_build/ is kept), before anything is bundled.
    beforeBuild(_config, isProd) {
      if (!isProd) {
        void afterDevStart().then(() => {
          for (const problem of problems()) {
            console.warn(`[pages] ${problem}`);
          }
        });
        return;
      }
      const found = problems();
      if (found.length > 0) throw new InputError('Invalid pages', found);
    },
  };
}
