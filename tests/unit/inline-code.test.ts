/**
 * Only the site's own inline scripts reach the CSP: every other script, event
 * handler, `javascript:` URL or foreign external script in a built page is
 * found at its line (scripts/hosting/inline-code.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPage } from '../../scripts/hosting/built-pages';
import {
  codeInAttributes,
  foreignCodeProblems,
  isSiteInlineScript,
  lineAndColumn,
} from '../../scripts/hosting/inline-code';
import { contentSecurityPolicy } from '../../scripts/hosting/security-headers';
import { contentRuns } from '../support/hostile-content';
import { siteScripts } from '../support/site-scripts';

const bundled = ['/static/js/lib-react.bc4ff50e73.js', '/static/js/index.42229fcee8.js'];
const { theme, loader } = siteScripts(bundled);
const page = (head: string, body = '') =>
  `<!doctype html>\n<html lang="en">\n<head><title>x</title>${head}</head>\n<body>${body}</body></html>`;

describe("the site's own inline scripts", () => {
  it('are recognised byte for byte: the first-paint script and the loader of bundled scripts', () => {
    expect(isSiteInlineScript(theme)).toBe(true);
    expect(isSiteInlineScript(loader)).toBe(true);
    expect(isSiteInlineScript(siteScripts([]).loader)).toBe(true);
  });

  it('a loader naming anything but bundled scripts is not the site’s', () => {
    for (const source of [
      '/evil.js',
      'https://evil.example/x.js',
      '/static/js/../../evil.js',
      '/static/js/a.js?x',
      '//evil.example/static/js/a.js',
      'javascript:alert(1)',
    ])
      expect(isSiteInlineScript(siteScripts([source]).loader), source).toBe(false);
  });

  it('no script that adds, removes or changes a character of them is the site’s (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(theme, loader),
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.nat(),
        fc.constantFrom('insert', 'append', 'prepend', 'cut'),
        (script, text, at, how) => {
          const i = at % script.length;
          // Inside the loader's list, a change names other scripts: judged by the test above.
          const list = script.indexOf('[');
          fc.pre(script !== loader || i < list || i > script.indexOf(']', list));
          const changed =
            how === 'insert'
              ? script.slice(0, i) + text + script.slice(i)
              : how === 'append'
                ? script + text
                : how === 'prepend'
                  ? text + script
                  : script.slice(0, i) + script.slice(i + 1);
          fc.pre(changed !== theme && changed !== loader);
          return !isSiteInlineScript(changed);
        },
      ),
      contentRuns(500),
    );
  });
});

describe('code in a built page', () => {
  it('finds each inline script, event handler, javascript: URL and foreign external script at its line', () => {
    const html = page(
      `<script>${theme}</script>\n<script>alert(1)</script>`,
      '\n<img src=x onerror="alert(2)">\n<a href=" JaVa\tScRiPt:alert(3)">x</a>\n<script src="/evil.js"></script>\n<svg><a xlink:href="javascript:alert(4)"></a></svg>',
    );
    const found = readPage('en/x.html', html).inlineCode.map(({ kind, line, text }) => ({
      kind,
      line,
      text,
    }));
    expect(found).toEqual([
      { kind: 'script', line: 3, text: theme },
      { kind: 'script', line: 3 + theme.split('\n').length, text: 'alert(1)' },
      { kind: 'event handler', line: expect.any(Number), text: 'onerror="alert(2)"' },
      { kind: 'javascript: URL', line: expect.any(Number), text: 'href=" JaVa\tScRiPt:alert(3)"' },
      { kind: 'external script', line: expect.any(Number), text: 'src="/evil.js"' },
      {
        kind: 'javascript: URL',
        line: expect.any(Number),
        text: 'xlink:href="javascript:alert(4)"',
      },
    ]);
    const lines = html.split('\n');
    expect(found[2]?.line).toBe(lines.findIndex((l) => l.includes('onerror')) + 1);
    expect(found[3]?.line).toBe(lines.findIndex((l) => l.includes('ScRiPt')) + 1);
  });

  it('reports only what the site did not write, with the page’s source', () => {
    const pages = [
      readPage('index.html', page(`<script>${theme}</script><script>${loader}</script>`)),
      readPage('en/blog/x.html', page(`<script>${theme}</script>`, '<b onclick="steal()">t</b>')),
    ];
    const problems = foreignCodeProblems(
      pages,
      new Map([['en/blog/x.html', 'docs/en/blog/x.mdx']]),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^en\/blog\/x\.html:\d+:\d+ \(page docs\/en\/blog\/x\.mdx\): an event handler attribute: "onclick=\\"steal\(\)\\""/,
    );
  });

  it('no event handler attribute or javascript: link goes unnoticed (property)', () => {
    const spaces = fc.array(fc.constantFrom('', ' ', '\t', '\n', '\u0001'), { maxLength: 3 });
    const caseOf = (word: string) =>
      fc
        .array(fc.boolean(), { minLength: word.length, maxLength: word.length })
        .map((upper) => [...word].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''));
    fc.assert(
      fc.property(
        spaces,
        caseOf('javascript'),
        fc.constantFrom('href', 'src', 'action', 'formaction', 'xlink:href'),
        caseOf('onerror'),
        fc.string(),
        (lead, scheme, attribute, handler, code) => {
          const url = `${lead.join('')}${scheme}:${code}`;
          const kinds = codeInAttributes({ [attribute]: url, [handler]: code }).map((c) => c.kind);
          return kinds.includes('javascript: URL') && kinds.includes('event handler');
        },
      ),
      contentRuns(500),
    );
  });

  it('lines and columns are 1-based', () => {
    expect(lineAndColumn('ab\ncd\nef', 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn('ab\ncd\nef', 4)).toEqual({ line: 2, column: 2 });
    expect(lineAndColumn('ab\ncd\nef', 6)).toEqual({ line: 3, column: 1 });
  });
});

describe('the CSP of a build', () => {
  it('holds the hashes of the site’s two scripts, whatever the pages are', () => {
    const csp = contentSecurityPolicy({ inlineScripts: [theme, loader, theme] });
    expect(csp.match(/'sha256-/g)).toHaveLength(2);
  });
});
