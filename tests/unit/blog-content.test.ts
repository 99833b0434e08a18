import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { langs } from '../../config/locales';
import { BlogContentError, loadBlog } from '../../plugins/blog/load-blog';
import { siteBlogSource } from '../support/site-blog';

const _root = path.resolve(import.meta.dirname, '../..');

const siteSource = siteBlogSource;

describe('the blog of the site', () => {
  const blog = loadBlog(siteSource);

  it.each(langs)('has at least five %s posts across at least two years', (lang) => {
    const posts = blog.posts[lang];
    expect(posts.length).toBeGreaterThanOrEqual(5);
    expect(new Set(posts.map((p) => p.date.slice(0, 4))).size).toBeGreaterThanOrEqual(2);
  });

  it('has every post in both languages, with the same day and authors', () => {
    const [pt, en] = [blog.posts['pt-BR'], blog.posts.en];
    expect(pt.map((p) => p.slug)).toEqual(en.map((p) => p.slug));
    pt.forEach((post, i) => {
      expect(en[i]?.date).toBe(post.date);
      expect(en[i]?.authors.map((a) => a.key)).toEqual(post.authors.map((a) => a.key));
      expect(en[i]?.title).not.toBe(post.title);
    });
  });

  it('dates every post in the past', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const post of Object.values(blog.posts).flat()) expect(post.date <= today).toBe(true);
  });

  it('resolves authors with their title in the post language, and leaves no brand token', () => {
    const [ptPost] = blog.posts['pt-BR'];
    const enPost = blog.posts.en.find((p) => p.slug === ptPost?.slug);
    expect(ptPost?.authors[0]?.name).toBe(enPost?.authors[0]?.name);
    expect(ptPost?.authors[0]?.title).not.toBe(enPost?.authors[0]?.title);
    expect(ptPost?.authors[0]?.avatar).toMatch(/^\/blog\/authors\/.+\.svg$/);
    for (const post of Object.values(blog.posts).flat()) {
      expect(`${post.title} ${post.summary}`).not.toMatch(/%[A-Z_]+%/);
      expect(post.readingMinutes).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('invalid blog content', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const authorsYaml = `ana:\n  name: Ana\n  title:\n    pt-BR: Engenheira\n    en: Engineer\n  avatar: /ana.svg\n`;
  const valid = (extra = '') =>
    `---\ntitle: A post\ndate: 2026-03-10\nauthors: [ana]\ntags: [api]\nsummary: What it says.\n${extra}---\n\nBody.\n`;

  /** A throw-away site: files relative to it. Returns the error thrown by loadBlog. */
  function problemsOf(files: Record<string, string>): string[] {
    dir = mkdtempSync(path.join(tmpdir(), 'blog-content-'));
    const all = { 'authors.yml': authorsYaml, 'public/ana.svg': '<svg/>', ...files };
    for (const [file, text] of Object.entries(all)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    try {
      loadBlog({
        docsRoot: path.join(dir, 'docs'),
        langs,
        authorsFile: path.join(dir, 'authors.yml'),
        publicDir: path.join(dir, 'public'),
      });
    } catch (error) {
      expect(error).toBeInstanceOf(BlogContentError);
      return (error as BlogContentError).problems;
    }
    return [];
  }

  it('accepts a valid post', () => {
    expect(
      problemsOf({ 'docs/en/blog/ok.mdx': valid(), 'docs/pt-BR/blog/ok.mdx': valid() }),
    ).toEqual([]);
  });

  it('names the file and the missing field', () => {
    const problems = problemsOf({
      'docs/en/blog/no-summary.mdx': valid().replace('summary: What it says.\n', ''),
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /docs\/en\/blog\/no-summary\.mdx:2:1: frontmatter field "summary" is required/,
    );
  });

  it('names the file and the invalid field, with the reason', () => {
    const problems = problemsOf({
      'docs/en/blog/bad-date.mdx': valid().replace('2026-03-10', '2026-02-30'),
      'docs/en/blog/bad-author.mdx': valid().replace('[ana]', '[ana, bob]'),
      'docs/pt-BR/blog/no-tags.mdx': valid().replace('tags: [api]', 'tags: []'),
      'docs/pt-BR/blog/date-text.mdx': valid().replace('2026-03-10', 'March 10'),
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /bad-date\.mdx:\d+:\d+: frontmatter field "date" "2026-02-30" is not a real day/,
        ),
        expect.stringMatching(
          /bad-author\.mdx:\d+:\d+: frontmatter field "authors\[1\]" names unknown author "bob"/,
        ),
        expect.stringMatching(
          /no-tags\.mdx:\d+:\d+: frontmatter field "tags" must hold at least one tag/,
        ),
        expect.stringMatching(
          /date-text\.mdx:\d+:\d+: frontmatter field "date" must be a date written YYYY-MM-DD/,
        ),
      ]),
    );
    expect(problems).toHaveLength(4);
  });

  it('refuses an unknown key and points at it, and points at a wrong value', () => {
    const problems = problemsOf({
      'docs/en/blog/typo.mdx': valid('sumary: Misspelt.\n'),
      'docs/pt-BR/blog/typo.mdx': valid().replace('2026-03-10', '10/03/2026'),
    });
    expect(problems).toHaveLength(2);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /docs\/en\/blog\/typo\.mdx:7:1: frontmatter field "sumary" is not a field of a blog post \(allowed: title, date/,
        ),
        expect.stringMatching(
          /docs\/pt-BR\/blog\/typo\.mdx:3:7: frontmatter field "date" must be a date written YYYY-MM-DD/,
        ),
      ]),
    );
  });

  it('reports a post without frontmatter, broken YAML and a bad file name', () => {
    const problems = problemsOf({
      'docs/en/blog/no-frontmatter.md': '# Hello\n\nNo frontmatter here.\n',
      'docs/en/blog/broken-yaml.mdx': '---\ntitle: [unclosed\n---\n\nBody.\n',
      'docs/en/blog/Bad_Name.mdx': valid(),
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/no-frontmatter\.md:1:1: no frontmatter/),
        expect.stringMatching(
          /broken-yaml\.mdx:2:8: invalid YAML: the \[ opened here is never closed/,
        ),
        expect.stringMatching(/Bad_Name\.mdx: the file name "Bad_Name" .* lowercase-with-dashes/),
      ]),
    );
  });

  it('refuses twins that disagree on the day or the authors', () => {
    const problems = problemsOf({
      'docs/en/blog/twin.mdx': valid(),
      'docs/pt-BR/blog/twin.mdx': valid().replace('2026-03-10', '2026-03-11'),
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /pt-BR\/blog\/twin\.mdx and .*en\/blog\/twin\.mdx: frontmatter field "date" differs/,
      ),
    ]);
  });

  it('checks the authors file: fields and avatar files', () => {
    const problems = problemsOf({
      'authors.yml': `ana:\n  name: Ana\n  title:\n    en: Engineer\n  avatar: /missing.svg\n`,
    });
    expect(problems).toEqual([
      expect.stringMatching(/authors\.yml: field "ana\.title\.pt-BR" is required/),
    ]);
    const avatar = problemsOf({ 'authors.yml': authorsYaml.replace('/ana.svg', '/missing.svg') });
    expect(avatar).toEqual([expect.stringMatching(/field "ana\.avatar" points to \/missing\.svg/)]);
  });
});
