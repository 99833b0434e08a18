import path from 'node:path';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { parseDocument } from 'yaml';

/** A frontmatter block at the top of a file: `---`, YAML, `---`. */
const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\s*(?:\r?\n|$)/;

/**
 * Rspress reads a page's frontmatter before compiling it; when the YAML is invalid it only
 * logs a warning and compiles the whole file, so the page shows its frontmatter as text and
 * loses its title. This plugin sees the block still in place (Rspress blanks it when it was
 * read) and stops the compile with the YAML's reason and line: a build error, and in the dev
 * server Rsbuild's overlay on the page being edited, cleared at the next good save.
 */
export function remarkFrontmatterErrors() {
  return (_tree: Root, file: VFile) => {
    const source = String(file.value ?? '');
    const match = FRONTMATTER.exec(source);
    if (!match) return;
    const document = parseDocument(match[1] ?? '', { prettyErrors: false });
    const error = document.errors[0];
    // YAML's positions count from the line after the opening `---`.
    const line = (error?.linePos?.[0]?.line ?? 0) + 1;
    const column = error?.linePos?.[0]?.col ?? 1;
    const reason = error
      ? error.message.split('\n')[0]
      : 'the frontmatter could not be read as YAML';
    // Rspress' loader keeps only the message: the place goes into it.
    const where = path.relative(process.cwd(), file.path || 'page');
    file.fail(`${where}:${line}:${column}: invalid frontmatter: ${reason}`, { line, column });
  };
}
