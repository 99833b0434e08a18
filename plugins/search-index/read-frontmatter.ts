/**
 * The frontmatter of a page source (`---` YAML block at the top of an .md or
 * .mdx file), for the keys the search index reads: `search`, `pageType` and
 * `api` (see `api-operation.ts`).
 */
import { parse } from 'yaml';

export type Frontmatter = Record<string, unknown>;

export interface FrontmatterResult {
  data: Frontmatter;
  /** Why the block could not be read; Rspress then ignores it too. */
  error?: string;
}

export function readFrontmatter(source: string): FrontmatterResult {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source.replace(/^\uFEFF/, ''));
  if (!match) return { data: {} };
  let data: unknown;
  try {
    data = parse(match[1] ?? '');
  } catch (error) {
    return { data: {}, error: (error as Error).message.split('\n')[0] };
  }
  if (data === null || data === undefined) return { data: {} };
  if (typeof data !== 'object' || Array.isArray(data)) {
    return { data: {}, error: 'the frontmatter is not a YAML mapping' };
  }
  return { data: data as Frontmatter };
}
