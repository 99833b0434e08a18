import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashTree, plantPreviousBuild, previousBuildKept } from '../support/build-tree';
import { hostileFileNames } from '../support/hostile-content';
import { copySite, type SiteCopy } from '../support/site-copy';

let site: SiteCopy | undefined;
/**
 * Builds the copy over a planted previous build and checks that the failed
 * build left that build byte-identical and said so.
 */
async function failingBuild(copy: SiteCopy): Promise<{ code: number; output: string }> {
  const previous = await plantPreviousBuild(copy.file('doc_build'));
  const result = await copy.build();
  expect(result.code).not.toBe(0);
  expect(await hashTree(copy.file('doc_build'))).toBe(previous);
  expect(result.output).toContain(previousBuildKept);
  return result;
}

/** 1-based line of the first line holding `text`. */
const lineOf = (source: string, text: string) =>
  source.split('\n').findIndex((l) => l.includes(text)) + 1;

afterEach(async () => {
  await site?.dispose();
  site = undefined;
});

describe('the build refuses a broken site', () => {
  it('fails on broken links, in Markdown and in JSX, naming each file, line and link', async () => {
    // One build for both: the link check runs on the built pages (a whole build, long on a
    // loaded machine) and reports every broken link of the site at once.
    site = await copySite();
    await site.edit(
      'docs/en/docs/intro/authentication.mdx',
      (text) => `${text}\n\nSee [the missing page](/docs/intro/does-not-exist).\n`,
    );
    await site.edit(
      'docs/pt-BR/docs/webhook/cashout.mdx',
      (text) => `${text}\n\n<a href="/docs/webhook/nao-existe">link quebrado</a>\n`,
    );
    const { code, output } = await failingBuild(site);
    expect(code).not.toBe(0);

    // A Markdown link.
    expect(output).toContain('/docs/intro/does-not-exist');
    expect(output).toMatch(/docs\/en\/docs\/intro\/authentication\.mdx/);
    // At its line, once, without Rspress' stack traces.
    const line = lineOf(
      await readFile(site.file('docs/en/docs/intro/authentication.mdx'), 'utf8'),
      'does-not-exist',
    );
    expect(output).toContain(
      `docs/en/docs/intro/authentication.mdx:${line}:24: broken link "/docs/intro/does-not-exist" (no such page)`,
    );
    expect(output.split('does-not-exist').length - 1).toBe(1);
    expect(output).not.toMatch(/^\s+at /m);

    // A link written in JSX.
    expect(output).toContain('/docs/webhook/nao-existe');
    expect(output).toMatch(/docs\/pt-BR\/docs\/webhook\/cashout\.mdx/);
    const jsxLine = lineOf(
      await readFile(site.file('docs/pt-BR/docs/webhook/cashout.mdx'), 'utf8'),
      'nao-existe',
    );
    expect(output).toContain(
      `docs/pt-BR/docs/webhook/cashout.mdx:${jsxLine}:10: broken link "/docs/webhook/nao-existe" (no such page)`,
    );
  });

  it('fails when a page exists in one locale only, naming the missing file', async () => {
    site = await copySite();
    await site.write(
      'docs/en/docs/intro/only-in-english.mdx',
      '---\ntitle: Only in English\ndescription: A page with no Portuguese twin.\n---\n\n# Only in English\n\nThis page has no Portuguese twin.\n',
    );
    const { code, output } = await failingBuild(site);
    expect(code).not.toBe(0);
    expect(output).toContain('pt-BR/docs/intro/only-in-english.mdx');
  });
});

/**
 * The page sources are checked before anything is bundled, every page at once: one build of
 * one copy, over a planted previous build (which stays as it was), holds an MDX syntax error, invalid YAML, an unknown
 * key, a missing description and a malformed `api` frontmatter (which the search index reads),
 * and the hostile content a pull request may bring (tests/support/hostile-content.ts: what a
 * page may not hold whoever wrote it, a frontmatter `head` script, a file name in public/),
 * each in its own page, and each test reads what that build printed.
 */
describe('the build refuses invalid page sources, every problem in one run', () => {
  let sources: SiteCopy | undefined;
  let built: { code: number; output: string };
  let mdxLine: number;
  let previous: string;
  /** The pages holding the hostile content, and the guide's source with it. */
  const hostileGuide = 'docs/en/docs/webhook/transaction.mdx';
  const headGuide = 'docs/pt-BR/docs/intro/card-tokenization.mdx';
  let hostileSource: string;
  beforeAll(async () => {
    sources = await copySite();
    await sources.edit(
      hostileGuide,
      (text) =>
        `${text}\nimport secret from '/etc/hostname?raw';\n\n<pre>{secret}</pre>\n\n<script>alert("mdx")</script>\n\n<img src="x" alt="" onerror="alert(1)" />\n`,
    );
    hostileSource = await readFile(sources.file(hostileGuide), 'utf8');
    await sources.edit(headGuide, (text) =>
      text.replace(/^---\n/, "---\nhead:\n  - - script\n    - src: 'https://evil.example/x.js'\n"),
    );
    await writeFile(sources.file(`public/brand/${hostileFileNames[0]}`), 'x');
    await sources.edit(
      'docs/en/docs/intro/getting-started.mdx',
      (text) => `${text}\n<div>\n\nUnclosed.\n`,
    );
    mdxLine = lineOf(
      await readFile(sources.file('docs/en/docs/intro/getting-started.mdx'), 'utf8'),
      '<div>',
    );
    await sources.edit('docs/en/docs/intro/authentication.mdx', (text) =>
      text.replace(/^title: .*$/m, 'title: [unclosed'),
    );
    await sources.edit('docs/pt-BR/docs/webhook/cashout.mdx', (text) =>
      text.replace(/^description: .*$/m, 'descripton: Erro de digitação.'),
    );
    await sources.edit('docs/en/index.mdx', (text) =>
      text.replace('pageType: home', 'pageType: home\nsidebar: "no"'),
    );
    for (const lang of ['en', 'pt-BR']) {
      await sources.write(
        `docs/${lang}/docs/intro/api-probe.mdx`,
        '---\ntitle: Probe\ndescription: A probe.\napi:\n  method: FETCH\n  path: /probe\n---\n\n# Probe\n\nA probe.\n',
      );
    }
    previous = await plantPreviousBuild(sources.file('doc_build'));
    built = await sources.build();
  });
  afterAll(async () => {
    await sources?.dispose();
  });

  it('fails on an MDX syntax error at its line, not at 1:1', () => {
    // Rspress alone says 1:1, in the build and the dev server, for an unclosed tag at the end.
    const { code, output } = built;
    expect(code).not.toBe(0);
    expect(output).toContain(
      `docs/en/docs/intro/getting-started.mdx:${mdxLine}:1: MDX syntax error: Expected a closing tag for \`<div>\``,
    );
    expect(output.split('Expected a closing tag').length - 1).toBe(1);
    expect(output).not.toMatch(/^\s+at /m);
  });

  it('keeps the previous doc_build/ byte-identical on an MDX syntax error, and says so', async () => {
    // The same holds for every failed step: atomic-build.test.ts fails the last one.
    const { code, output } = built;
    expect(code).not.toBe(0);
    expect(await hashTree(sources?.file('doc_build') ?? '')).toBe(previous);
    expect(output).toContain(previousBuildKept);
    expect(output).toContain('getting-started.mdx');
  });

  it('fails on invalid YAML in a guide, once, at its line and column, without a stack trace', async () => {
    // Rspress alone builds this with exit 0 and shows the raw YAML on the page.
    const { code, output } = built;
    expect(code).not.toBe(0);
    const located =
      'docs/en/docs/intro/authentication.mdx:2:8: invalid YAML: the [ opened here is never closed';
    expect(output).toContain(located);
    // One message: Rspress alone gives 19 for one bad YAML line.
    expect(output.split('authentication.mdx').length - 1).toBe(1);
    expect(output).not.toMatch(/^\s+at .*\(.*:\d+:\d+\)$/m);
    // Nothing was built: doc_build/ is still the planted previous build, byte for byte.
    expect(await hashTree(sources?.file('doc_build') ?? '')).toBe(previous);
    expect(readFileSync(sources?.file('doc_build/index.html') ?? '', 'utf8')).toContain(
      'previous build',
    );
  });

  it('fails on an unknown key and a missing description, naming file, line and column', () => {
    const { code, output } = built;
    expect(code).not.toBe(0);
    expect(output).toContain(
      'docs/pt-BR/docs/webhook/cashout.mdx:2:1: frontmatter field "description" is required',
    );
    expect(output).toMatch(
      /docs\/pt-BR\/docs\/webhook\/cashout\.mdx:3:1: frontmatter field "descripton" is not a field of a guide page/,
    );
    expect(output).toContain(
      'docs/en/index.mdx:3:10: frontmatter field "sidebar" must be true or false',
    );
  });

  it('fails on an API page whose `api` frontmatter is malformed, naming the file and the field; the previous build is kept', async () => {
    const { code, output } = built;
    expect(code).not.toBe(0);
    expect(output).toMatch(
      /docs\/(en|pt-BR)\/docs\/intro\/api-probe\.mdx:5:11: frontmatter field "api\.method"/,
    );
    expect(await hashTree(sources?.file('doc_build') ?? '')).toBe(previous);
    expect(output).toContain(previousBuildKept);
  });

  it('refuses hostile content at its line, before bundling; the published build is kept', async () => {
    const { code, output } = built;
    expect(code).not.toBe(0);
    expect(output).toContain(
      `${hostileGuide}:${lineOf(hostileSource, '/etc/hostname')}:1: "/etc/hostname?raw" imports an absolute path`,
    );
    expect(output).toContain(
      `${hostileGuide}:${lineOf(hostileSource, '<script>')}:1: <script> is not allowed in a page`,
    );
    expect(output).toMatch(
      new RegExp(
        `${hostileGuide}:${lineOf(hostileSource, 'onerror')}:\\d+: the event handler attribute "onerror" is not allowed`,
      ),
    );
    expect(output).toContain(`${headGuide}:3:7: frontmatter field "head[0][0]" is "script"`);
    expect(output).toContain('a file name in public/ is its URL');
    // Before bundling: no page was compiled, nothing of /etc was read into the build.
    expect(output).not.toMatch(/built in [\d.]+\s*s \(web\)/);
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).toContain(previousBuildKept);
    expect(await hashTree(sources?.file('doc_build') ?? '')).toBe(previous);
  });
});
