/**
 * Checks one page's frontmatter against the schema of its kind of page and
 * returns every problem as `file:line:column: reason` (nothing when valid).
 */
import type { z } from 'zod';
import { allowedKeys, type PageKind, pageKindOf, pageKinds } from './page-schemas';
import { type FrontmatterProblem, readFrontmatter } from './read-frontmatter';

/** `['hero', 'actions', 0, 'link']` -> `hero.actions[0].link` */
export function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((part, i) =>
      typeof part === 'number' ? `[${part}]` : `${i > 0 ? '.' : ''}${String(part)}`,
    )
    .join('');
}

export function formatProblem(file: string, problem: FrontmatterProblem): string {
  return `${file}:${problem.line}:${problem.column}: ${problem.reason}`;
}

export interface CheckedPage {
  kind?: PageKind;
  problems: FrontmatterProblem[];
}

/**
 * @param relativePath the page's path under the docs root (`en/docs/intro/x.mdx`): it decides the kind of page
 * @param text the file's content, as written (positions are in it)
 */
export function checkFrontmatter(relativePath: string, text: string): CheckedPage {
  const read = readFrontmatter(text);
  if (!read.ok) return { problems: [read.problem] };
  const kind = pageKindOf(relativePath, read.data);
  const { schema, label } = pageKinds[kind];
  const result = (schema as z.ZodType).safeParse(read.data);
  if (result.success) return { kind, problems: [] };
  const problems = result.error.issues.flatMap((issue): FrontmatterProblem[] => {
    if (issue.code === 'unrecognized_keys') {
      const allowed = issue.path.length === 0 ? ` (allowed: ${allowedKeys(kind).join(', ')})` : '';
      return issue.keys.map((key) => ({
        ...read.keyPositionOf([...issue.path, key]),
        reason: `frontmatter field "${fieldName([...issue.path, key])}" is not a field of ${label}${allowed}`,
      }));
    }
    const field =
      issue.path.length > 0 ? `frontmatter field "${fieldName(issue.path)}"` : 'frontmatter';
    return [{ ...read.positionOf(issue.path), reason: `${field} ${issue.message}` }];
  });
  problems.sort((a, b) => a.line - b.line || a.column - b.column);
  return { kind, problems };
}
