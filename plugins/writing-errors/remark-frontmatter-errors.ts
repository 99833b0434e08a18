import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { isBlogPost } from '../source-check';
import { checkFrontmatter, formatProblem } from '../source-check/check-frontmatter';

/**
 * A page's frontmatter problems on the page itself in the dev server: invalid YAML at the
 * line where the writer must fix it, and the schema of its kind of page (a misspelt key, a
 * missing title, a wrong type), the same check and the same `file:line:column: reason`
 * lines `npm run build` stops on (plugins/source-check). Rspress alone only warns on invalid
 * YAML (and renders it as text) and knows no schema. The compile fails, so Rsbuild's
 * overlay shows the problems on the page being edited, on every load of it, until the next
 * good save. The file is read as saved: Rspress has already blanked a block it could read.
 */
export function remarkFrontmatterErrors(options: { docsRoot: string }) {
  return (_tree: Root, file: VFile) => {
    if (!file.path) return;
    const relative = path.relative(options.docsRoot, file.path);
    // Blog posts' fields are the blog plugin's (plugins/blog/schema.ts).
    if (relative.startsWith('..') || isBlogPost(relative)) return;
    let text: string;
    try {
      text = readFileSync(file.path, 'utf8');
    } catch {
      text = String(file.value ?? '');
    }
    const { problems } = checkFrontmatter(relative, text);
    const [first] = problems;
    if (!first) return;
    const where = path.relative(process.cwd(), file.path);
    // Rspress' loader keeps only the message: the places go into it.
    file.fail(problems.map((p) => `${formatProblem(where, p)}`).join('\n'), {
      line: first.line,
      column: first.column,
    });
  };
}
