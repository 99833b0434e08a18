/**
 * Reads the blog at build time: the authors file and every post of every
 * locale (`docs/<lang>/blog/<slug>.md(x)`, the list page `index.mdx` aside).
 * Validates them and computes what the pages, the sidebar and the feeds
 * show. Every problem of every file is collected, then reported at once, each
 * line naming the file and the field, and the build stops.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import type { z } from 'zod';
import { type Lang, localizePath } from '../../config/locales';
import { sortNewestFirst } from '../../shared/blog/post-order';
import type { BlogAuthor, BlogPostSummary } from '../../shared/blog/types';
import { readingTime } from './reading-time';
import {
  type AuthorEntry,
  authorsFileSchema,
  describeIssues,
  type PostFrontmatter,
  postFrontmatterSchema,
} from './schema';

export interface ReplaceRule {
  search: string | RegExp;
  replace: string;
}

export interface BlogSource {
  /** Rspress' `root`: holds one folder per locale. */
  docsRoot: string;
  langs: readonly Lang[];
  authorsFile: string;
  /** Folder whose files are served at the site root (avatars live there). */
  publicDir: string;
  /** Rspress' replaceRules (brand tokens), applied as Rspress applies them. */
  replaceRules?: readonly ReplaceRule[];
}

export interface LoadedPost extends BlogPostSummary {
  /** Absolute path of the source file. */
  sourcePath: string;
  format: 'md' | 'mdx';
}

export interface Blog {
  /** Per locale, newest first. */
  posts: Record<Lang, LoadedPost[]>;
  authors: Record<string, AuthorEntry>;
}

export class BlogContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid blog content:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'BlogContentError';
  }
}

export const POST_FILE = /^(?!index\.)(.+)\.(md|mdx)$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const FRONTMATTER = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

function applyReplaceRules(text: string, rules: readonly ReplaceRule[]): string {
  return rules.reduce((result, rule) => result.replace(rule.search, rule.replace), text);
}

function display(file: string): string {
  return path.relative(process.cwd(), file) || file;
}

function parseYamlOrProblem(
  source: string,
  file: string,
  problems: string[],
): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: parseYaml(source, { prettyErrors: true }) };
  } catch (error) {
    const detail = error instanceof YAMLParseError ? error.message : String(error);
    problems.push(`${display(file)}: invalid YAML: ${detail.split('\n')[0]}`);
    return { ok: false };
  }
}

/** The authors, or undefined (with the problems recorded) when the file is invalid. */
function loadAuthors(
  source: BlogSource,
  problems: string[],
): Record<string, AuthorEntry> | undefined {
  const file = source.authorsFile;
  if (!existsSync(file)) {
    problems.push(`${display(file)}: the authors file is missing`);
    return undefined;
  }
  const yaml = parseYamlOrProblem(readFileSync(file, 'utf8'), file, problems);
  if (!yaml.ok) return undefined;
  const result = authorsFileSchema.safeParse(yaml.value ?? {});
  if (!result.success) {
    problems.push(...describeIssues(result.error, 'field').map((p) => `${display(file)}: ${p}`));
    return undefined;
  }
  let valid = true;
  for (const [key, author] of Object.entries(result.data)) {
    if (author.avatar.startsWith('/') && !existsSync(path.join(source.publicDir, author.avatar))) {
      problems.push(
        `${display(file)}: field "${key}.avatar" points to ${author.avatar}, but ${display(
          path.join(source.publicDir, author.avatar),
        )} does not exist`,
      );
      valid = false;
    }
  }
  return valid ? result.data : undefined;
}

function resolveAuthors(
  keys: readonly string[],
  authors: Record<string, AuthorEntry>,
  lang: Lang,
): BlogAuthor[] {
  return keys.map((key) => {
    const entry = authors[key] as AuthorEntry;
    return { key, name: entry.name, title: entry.title[lang], avatar: entry.avatar };
  });
}

function loadPost(
  sourcePath: string,
  lang: Lang,
  source: BlogSource,
  authors: Record<string, AuthorEntry> | undefined,
  schema: z.ZodType<PostFrontmatter>,
  problems: string[],
): LoadedPost | undefined {
  const file = display(sourcePath);
  const match = POST_FILE.exec(path.basename(sourcePath));
  if (!match) return undefined;
  const [, slug = '', extension] = match;
  const format = extension === 'mdx' ? 'mdx' : 'md';
  if (!SLUG.test(slug)) {
    problems.push(`${file}: the file name "${slug}" is the post's URL: use lowercase-with-dashes`);
  }
  const text = applyReplaceRules(readFileSync(sourcePath, 'utf8'), source.replaceRules ?? []);
  const block = FRONTMATTER.exec(text);
  if (!block) {
    problems.push(
      `${file}: no frontmatter: start the post with a --- block holding title, date, authors, tags and summary`,
    );
    return undefined;
  }
  const yaml = parseYamlOrProblem(block[1] ?? '', sourcePath, problems);
  if (!yaml.ok) return undefined;
  const result = schema.safeParse(yaml.value ?? {});
  if (!result.success) {
    problems.push(...describeIssues(result.error, 'frontmatter field').map((p) => `${file}: ${p}`));
    return undefined;
  }
  const fm = result.data;
  const body = text.slice(block[0].length);
  let minutes: number;
  try {
    minutes = readingTime(body, format).minutes;
  } catch (error) {
    problems.push(`${file}: cannot parse the post body: ${(error as Error).message}`);
    return undefined;
  }
  return {
    slug,
    lang,
    link: localizePath(`/blog/${slug}`, lang),
    title: fm.title,
    date: fm.date,
    summary: fm.summary,
    tags: fm.tags,
    authors: authors ? resolveAuthors(fm.authors, authors, lang) : [],
    readingMinutes: minutes,
    sourcePath,
    format,
  };
}

/** Twins (the same slug in every locale) must tell the same story: same day, same authors. */
function checkTwins(posts: Record<Lang, LoadedPost[]>, problems: string[]) {
  const [first, ...others] = Object.values(posts);
  for (const post of first ?? []) {
    for (const twins of others) {
      const twin = twins.find((p) => p.slug === post.slug);
      if (!twin) continue; // Rspress' language parity check names missing twins.
      const where = `${display(post.sourcePath)} and ${display(twin.sourcePath)}`;
      if (twin.date !== post.date) {
        problems.push(`${where}: frontmatter field "date" differs (${post.date} / ${twin.date})`);
      }
      const keys = (p: LoadedPost) => p.authors.map((a) => a.key).join(', ');
      if (keys(twin) !== keys(post)) {
        problems.push(
          `${where}: frontmatter field "authors" differs ([${keys(post)}] / [${keys(twin)}])`,
        );
      }
    }
  }
}

export function postFiles(docsRoot: string, lang: Lang): string[] {
  const dir = path.join(docsRoot, lang, 'blog');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && POST_FILE.test(entry.name))
    .map((entry) => path.join(dir, entry.name))
    .sort();
}

/** @throws BlogContentError listing every problem found */
export function loadBlog(source: BlogSource): Blog {
  const problems: string[] = [];
  const authors = loadAuthors(source, problems);
  const schema = postFrontmatterSchema(authors && Object.keys(authors));
  const posts = {} as Record<Lang, LoadedPost[]>;
  for (const lang of source.langs) {
    const loaded = postFiles(source.docsRoot, lang)
      .map((file) => loadPost(file, lang, source, authors, schema, problems))
      .filter((post): post is LoadedPost => post !== undefined);
    posts[lang] = sortNewestFirst(loaded);
  }
  checkTwins(posts, problems);
  if (problems.length > 0) throw new BlogContentError(problems);
  return { posts, authors: authors ?? {} };
}
