/**
 * The hostile content corpus (tests/support/hostile-content.ts) planted in a
 * copy of the site, as a pull request would bring it:
 * - what the source checks refuse stops the build before anything is bundled,
 *   every case at its file and line, and the published build stays as it was;
 * - what is only text (titles, escaped headings) builds, and every page shows
 *   it as text: no element it spells out reaches a reader, the CSP holds the
 *   site's two scripts only, the feeds stay valid XML. That case is checked in
 *   theme-fixture.test.ts, on the copy that file builds anyway (one whole build
 *   fewer; support/hostile-pages.ts plants it).
 */
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { hashTree, plantPreviousBuild, previousBuildKept } from '../support/build-tree';
import { hostileFileNames } from '../support/hostile-content';
import { copySite, type SiteCopy } from '../support/site-copy';

let site: SiteCopy | undefined;
afterEach(async () => {
  await site?.dispose();
  site = undefined;
});

/** 1-based line of the first line holding `text`. */
const lineOf = (source: string, text: string) =>
  source.split('\n').findIndex((l) => l.includes(text)) + 1;

describe('hostile content in a pull request', () => {
  it('what the checks refuse stops the build at its line, before bundling; the published build is kept', async () => {
    site = await copySite();
    const guide = 'docs/en/docs/intro/getting-started.mdx';
    await site.edit(
      guide,
      (text) =>
        `${text}\nimport secret from '/etc/hostname?raw';\n\n<pre>{secret}</pre>\n\n<script>alert("mdx")</script>\n\n<img src="x" alt="" onerror="alert(1)" />\n`,
    );
    const headGuide = 'docs/pt-BR/docs/intro/authentication.mdx';
    await site.edit(headGuide, (text) =>
      text.replace(/^---\n/, "---\nhead:\n  - - script\n    - src: 'https://evil.example/x.js'\n"),
    );
    await writeFile(site.file(`public/brand/${hostileFileNames[0]}`), 'x');
    const previous = await plantPreviousBuild(site.file('doc_build'));

    const { code, output } = await site.build();
    expect(code).not.toBe(0);
    const source = readFileSync(site.file(guide), 'utf8');
    expect(output).toContain(
      `${guide}:${lineOf(source, '/etc/hostname')}:1: "/etc/hostname?raw" imports an absolute path`,
    );
    expect(output).toContain(
      `${guide}:${lineOf(source, '<script>')}:1: <script> is not allowed in a page`,
    );
    expect(output).toMatch(
      new RegExp(
        `${guide}:${lineOf(source, 'onerror')}:\\d+: the event handler attribute "onerror" is not allowed`,
      ),
    );
    expect(output).toContain(`${headGuide}:3:7: frontmatter field "head[0][0]" is "script"`);
    expect(output).toContain('a file name in public/ is its URL');
    // Before bundling: no page was compiled, nothing of /etc was read into the build.
    expect(output).not.toMatch(/built in [\d.]+\s*s \(web\)/);
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).toContain(previousBuildKept);
    expect(await hashTree(site.file('doc_build'))).toBe(previous);
  }, 600_000);
});
