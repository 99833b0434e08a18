/**
 * What a page may not hold, whoever wrote it (plugins/source-check/mdx-content.ts):
 * scripts and head elements in the body, event handlers, javascript: URLs,
 * raw HTML, and imports from outside the repository, each at its line.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { resourceProblem } from '../../plugins/source-check/import-guard';
import { importProblem, mdxContentProblems } from '../../plugins/source-check/mdx-content';
import { parseMdxPage } from '../../plugins/source-check/mdx-syntax';
import { contentRuns, hostileImports } from '../support/hostile-content';

const repo = mkdtempSync(path.join(tmpdir(), 'mdx-content-'));
const page = path.join(repo, 'docs/en/docs/intro/page.mdx');
mkdirSync(path.dirname(page), { recursive: true });
mkdirSync(path.join(repo, 'theme'), { recursive: true });
writeFileSync(path.join(repo, 'theme/data.json'), '{}');
// A link inside the repository that leads out of it.
symlinkSync('/etc', path.join(repo, 'docs/en/docs/intro/system'));
afterAll(() => rmSync(repo, { recursive: true, force: true }));

function problemsOf(body: string) {
  const parsed = parseMdxPage(`---\ntitle: T\ndescription: D\n---\n\n# T\n\n${body}\n`);
  if ('problem' in parsed) throw new Error(parsed.problem.reason);
  return mdxContentProblems(parsed.tree, page, repo).map(
    (p) => `${p.line}:${p.column}: ${p.reason}`,
  );
}

describe('elements and attributes a page may not write', () => {
  it('refuses <script> and the head elements, at their line', () => {
    expect(problemsOf('Text.\n\n<script>alert(1)</script>')).toEqual([
      expect.stringMatching(/^10:1: <script> is not allowed in a page/),
    ]);
    expect(
      problemsOf('<meta http-equiv="refresh" content="0;url=https://evil.example" />'),
    ).toEqual([expect.stringMatching(/^8:1: <meta> is not allowed/)]);
    for (const name of ['base', 'link', 'iframe', 'object', 'embed'])
      expect(problemsOf(`Text <${name} /> here.`), name).toEqual([
        expect.stringMatching(new RegExp(`^8:6: <${name}> is not allowed`)),
      ]);
  });

  it('refuses event handlers, javascript: URLs and raw HTML on HTML elements', () => {
    expect(problemsOf('<img src="x" alt="" onerror="alert(1)" />')).toEqual([
      '8:21: the event handler attribute "onerror" is not allowed in a page',
    ]);
    expect(problemsOf('<a href=" java\tscript:alert(1)">x</a>')).toEqual([
      '8:4: a javascript: URL in "href" is not allowed in a page',
    ]);
    expect(problemsOf("<div dangerouslySetInnerHTML={{ __html: '<b>' }} />")).toEqual([
      expect.stringMatching(/^8:6: "dangerouslySetInnerHTML" is not allowed/),
    ]);
  });

  it('leaves components, their props and ordinary HTML alone', () => {
    expect(
      problemsOf(
        '<Tabs onChange="x"><Tab label="a">A</Tab></Tabs>\n\n<a href="/docs/x">ok</a> <img src="/a.png" alt="A" />',
      ),
    ).toEqual([]);
  });
});

describe('imports', () => {
  it.each(hostileImports)('refuses %s, at its line', (specifier) => {
    expect(problemsOf(`import x from '${specifier}';\n\n{x}`)).toEqual([
      expect.stringMatching(
        new RegExp(`^8:1: "${specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" imports`),
      ),
    ]);
  });

  it('refuses a relative path through a link that leaves the repository', () => {
    expect(problemsOf("import x from './system/hostname?raw';")).toEqual([
      '8:1: "./system/hostname?raw" imports a file outside the repository',
    ]);
  });

  it('refuses computed imports and require, which can reach any file', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: MDX source holding a template literal
    expect(problemsOf('{import(`/etc/${"passwd"}`)}')).toEqual([
      expect.stringMatching(/^8:2: a page imports by a string literal/),
    ]);
    expect(problemsOf("export const a = require('/etc/passwd');")).toEqual([
      expect.stringMatching(/^8:18: a page imports by a string literal/),
    ]);
    expect(problemsOf("<Show value={import('/etc/passwd')} />")).toEqual([
      expect.stringMatching(/^8:14: "\/etc\/passwd" imports an absolute path/),
    ]);
  });

  it('allows packages, aliases and files of the repository', () => {
    expect(
      problemsOf(
        [
          "import { Badge } from '@theme/components/Badge';",
          "import data from '../../../../theme/data.json';",
          "import raw from './page.mdx?raw';",
          "import React from 'react';",
          "export { x } from './other';",
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('a relative import is refused exactly when it leaves the repository (property)', () => {
    const segment = fc.constantFrom('..', '.', 'docs', 'en', 'theme', 'etc', 'x.json');
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 9 }), (segments) => {
        const specifier = `./${segments.join('/')}`;
        const target = path.resolve(path.dirname(page), specifier);
        const leaves = path.relative(repo, target).startsWith('..');
        return (importProblem(specifier, page, repo) !== undefined) === leaves;
      }),
      contentRuns(1000),
    );
  });
});

describe("the bundler's import guard", () => {
  const allowed = [repo, path.join(repo, 'node_modules')];
  it('passes files of the repository and its packages', () => {
    expect(resourceProblem(path.join(repo, 'theme/data.json'), allowed)).toBeUndefined();
    expect(
      resourceProblem(`${path.join(repo, 'node_modules/x/a.css')}?inline`, allowed),
    ).toBeUndefined();
    expect(resourceProblem('data:image/svg+xml,<svg/>', allowed, true)).toBeUndefined();
  });
  it('stops a file outside them, through links too, and URLs written in the site', () => {
    expect(resourceProblem('/etc/passwd?raw', allowed)).toMatch(/outside the repository/);
    expect(resourceProblem(path.join(repo, 'docs/en/docs/intro/system/hostname'), allowed)).toMatch(
      /outside the repository/,
    );
    expect(resourceProblem('data:text/javascript,alert(1)', allowed)).toMatch(/is a URL/);
  });
});
