import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { linkPositions } from '../../plugins/link-check/link-source-position';
import { pageSourceProblems, pluginSourceCheck } from '../../plugins/source-check';
import { checkFrontmatter } from '../../plugins/source-check/check-frontmatter';
import { mdxSyntaxProblem } from '../../plugins/source-check/mdx-syntax';

// The dev server's first page is up at once here (plugins/dev-start waits for its compiles).
vi.mock('../../plugins/dev-start', () => ({ afterDevStart: () => Promise.resolve() }));

const guide = 'en/docs/intro/x.mdx';
/** `file:line:column: reason` lines for one page. */
function problems(relative: string, text: string): string[] {
  return checkFrontmatter(relative, text).problems.map((p) => `${p.line}:${p.column}: ${p.reason}`);
}

describe('frontmatter check', () => {
  it('accepts every page of the site', () => {
    expect(pageSourceProblems(path.resolve(import.meta.dirname, '../../docs'))).toEqual([]);
  }, 30_000);

  it('reports invalid YAML once, where the unclosed bracket was opened', () => {
    // Rspress alone builds this with exit 0, the raw YAML shown as the page's text.
    expect(problems(guide, '---\ntitle: [unclosed\ndescription: A page.\n---\n\n# X\n')).toEqual([
      '2:8: invalid YAML: the [ opened here is never closed',
    ]);
    expect(problems(guide, '---\ntitle: T\ndescription: "open\nsidebar: false\n---\n')).toEqual([
      '3:14: invalid YAML: the " opened here is never closed',
    ]);
    expect(problems(guide, '---\ntitle: T\ntitle: U\ndescription: D\n---\n')).toEqual([
      '3:1: invalid YAML: Map keys must be unique',
    ]);
  });

  it('reports a frontmatter that is never closed', () => {
    expect(problems(guide, '---\ntitle: T\ndescription: D\n\n# X\n')).toEqual([
      '1:1: the frontmatter opened by "---" on line 1 is never closed by a "---" line',
    ]);
  });

  it('requires a title and a description, at the frontmatter or at the file start', () => {
    expect(problems(guide, '---\noutline: false\n---\n')).toEqual([
      '2:1: frontmatter field "title" is required',
      '2:1: frontmatter field "description" is required',
    ]);
    expect(problems(guide, '# No frontmatter\n')).toEqual([
      '1:1: frontmatter field "title" is required',
      '1:1: frontmatter field "description" is required',
    ]);
  });

  it('points at unknown keys and wrong types, naming the allowed keys', () => {
    const found = problems(
      guide,
      '---\ntitle: 42\ndescripton: Typo.\ndescription: D\nsidebar: "no"\n---\n',
    );
    expect(found).toEqual([
      '2:8: frontmatter field "title" must be text',
      expect.stringMatching(
        /^3:1: frontmatter field "descripton" is not a field of a guide page \(allowed: title, description, /,
      ),
      '5:10: frontmatter field "sidebar" must be true or false',
    ]);
  });

  it("checks a guide's questions: section anchors mapped to lists of questions", () => {
    expect(
      problems(
        guide,
        '---\ntitle: T\ndescription: D\nquestions:\n  retries:\n    - "What if my endpoint is down?"\n---\n',
      ),
    ).toEqual([]);
    expect(problems(guide, '---\ntitle: T\ndescription: D\nquestions: [a, b]\n---\n')).toEqual([
      expect.stringMatching(
        /frontmatter field "questions" must map section anchors \(such as "retries"\) to lists of questions/,
      ),
    ]);
    expect(
      problems(
        guide,
        '---\ntitle: T\ndescription: D\nquestions:\n  Retries: [Why?]\n  ordering: []\n---\n',
      ),
    ).toEqual([
      '5:12: frontmatter field "questions.Retries" must map section anchors (such as "retries") to lists of questions',
      expect.stringMatching(/"questions.ordering" must list a question/),
    ]);
  });

  it('checks the home page, custom pages, API pages and the not-found page by their own schema', () => {
    const home =
      '---\npageType: home\ntitle: T\ndescription: D\nhero:\n  name: N\n  actions:\n    - theme: blue\n      text: Go\n      link: /docs\n---\n';
    expect(problems('en/index.md', home)).toEqual([
      '8:14: frontmatter field "hero.actions[0].theme" must be brand or alt',
    ]);
    // A product card names a picture the site draws.
    const product = (picture: string) =>
      `---\npageType: home\ntitle: T\ndescription: D\nhero:\n  name: N\nproducts:\n  - title: Pix\n    details: D\n    picture: ${picture}\n    link: /docs\n---\n`;
    expect(problems('en/index.md', product('pix-charge'))).toEqual([]);
    expect(problems('en/index.md', product('qr'))).toEqual([
      expect.stringMatching(
        /^10:14: frontmatter field "products\[0\]\.picture" must be one of pix, cards, .*pix-charge.* \(shared\/home\/pictures\.ts\)$/,
      ),
    ]);
    expect(problems('en/search.mdx', '---\ntitle: Search\npageType: custom\n---\n')).toEqual([
      '2:1: frontmatter field "description" is required',
    ]);
    const api =
      '---\ntitle: "Get"\ndescription: "D"\napi: { "method": "FETCH", "path": "/x", "operationId": "x", "summary": "S", "parameters": [] }\n---\n';
    expect(problems('en/docs/api/x.mdx', api)).toEqual([
      expect.stringMatching(/^4:18: frontmatter field "api.method" must be one of GET, POST/),
    ]);
    expect(problems('en/404.md', "---\npageType: '404'\nsearch: false\n---\n")).toEqual([]);
    expect(problems('en/404.md', "---\npageType: '404'\nhero: {}\n---\n")).toEqual([
      expect.stringMatching(/^3:1: frontmatter field "hero" is not a field of the not-found page/),
    ]);
  });

  it('reports MDX syntax errors where they are, not at 1:1', () => {
    // Rspress alone reports an unclosed tag at the end of a page at 1:1.
    const page = '---\ntitle: T\ndescription: D\n---\n\n# T\n\nText.\n\n<div>\n\nMore.\n';
    expect(mdxSyntaxProblem(page)).toEqual({
      line: 10,
      column: 1,
      reason: 'MDX syntax error: Expected a closing tag for `<div>` (10:1-10:6)',
    });
    expect(mdxSyntaxProblem('# T\n\nA {broken +} expression.\n')).toMatchObject({
      line: 3,
      column: 12,
    });
    expect(mdxSyntaxProblem('---\ntitle: T\n---\n\n# T\n\n<a href="/x">fine</a>\n')).toBe(
      undefined,
    );
  });

  it('finds where a broken link is written, with or without its locale prefix', () => {
    const source = '# T\n\nSee [it](/docs/x) and\n<a href="/docs/x#y">this</a>.\n';
    expect(linkPositions(source, '/en/docs/x', ['/en'])).toEqual([{ line: 3, column: 10 }]);
    expect(linkPositions(source, '/en/docs/x#y', ['/en'])).toEqual([{ line: 4, column: 10 }]);
    expect(linkPositions(source, '/en/docs/other', ['/en'])).toEqual([]);
    expect(linkPositions(source, '/docs/x', [])).toEqual([{ line: 3, column: 10 }]);
    expect(linkPositions('<Link href="/en/docs/z" />', '/en/docs/z', ['/en'])).toEqual([
      { line: 1, column: 13 },
    ]);
  });

  describe('over a docs tree', () => {
    let dir: string;
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('lists every bad page as file:line:column and leaves blog posts to the blog plugin', () => {
      dir = mkdtempSync(path.join(tmpdir(), 'frontmatter-'));
      const files = {
        'en/docs/intro/bad.mdx': '---\ntitle: [unclosed\ndescription: D\n---\n',
        'en/docs/intro/good.mdx': '---\ntitle: T\ndescription: D\n---\n',
        'en/blog/post.mdx': '---\ntitle: T\ndate: 2026-01-01\n---\n',
        'en/blog/index.mdx': '---\ntitle: Blog\n---\n',
      };
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), text);
      }
      const shown = (file: string) => path.relative(process.cwd(), path.join(dir, file));
      expect(pageSourceProblems(dir)).toEqual([
        `${shown('en/blog/index.mdx')}:2:1: frontmatter field "description" is required`,
        `${shown('en/docs/intro/bad.mdx')}:2:8: invalid YAML: the [ opened here is never closed`,
      ]);
    });
    it('stops a build on them; the dev server starts and lists them once its first page is up', async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'frontmatter-'));
      const bad = path.join(dir, 'en/docs/intro/bad.mdx');
      mkdirSync(path.dirname(bad), { recursive: true });
      writeFileSync(bad, '---\ntitle: [unclosed\ndescription: D\n---\n');
      const line = `${path.relative(process.cwd(), bad)}:2:8: invalid YAML: the [ opened here is never closed`;
      const plugin = pluginSourceCheck({ docsRoot: dir });
      expect(() => plugin.beforeBuild?.({}, true)).toThrow('Invalid pages');
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      try {
        expect(() => plugin.beforeBuild?.({}, false)).not.toThrow();
        await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(`[pages] ${line}`));
      } finally {
        warn.mockRestore();
      }
    });
  });
});
