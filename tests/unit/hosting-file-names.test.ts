/**
 * File names are untrusted: no name in `public/` or `docs/` can add a line to
 * the hosting files (scripts/hosting/rule-path.ts), and names that would are
 * refused before anything is built (plugins/source-check/file-names.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { pageNameProblems, publicNameProblems } from '../../plugins/source-check/file-names';
import { readPage } from '../../scripts/hosting/built-pages';
import {
  headerRules,
  headersForPath,
  isHostOnlyEntry,
  parseHeadersFile,
  renderHeadersFile,
} from '../../scripts/hosting/headers-file';
import { redirectRules, renderRedirectsFile } from '../../scripts/hosting/redirects-file';
import { rulePath } from '../../scripts/hosting/rule-path';
import { securityHeaders } from '../../scripts/hosting/security-headers';
import { renderSitemap } from '../../scripts/hosting/sitemap';
import { contentRuns, hostileFileNames } from '../support/hostile-content';

const require = createRequire(import.meta.url);
const redirector = require('netlify-redirector') as {
  parsePlain(
    rules: string,
    options: object,
  ): Promise<{
    match(request: object): { to: string; status: number } | null;
  }>;
};

const security = securityHeaders("default-src 'self'");
/** A file name: anything a file system takes (no `/`, no NUL), hostile pieces likely. */
const fileName = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'binary', minLength: 1 }),
      fc.constantFrom(...hostileFileNames, '*', ':x', '#', '%', '\n', ' '),
    ),
    {
      minLength: 1,
      maxLength: 4,
    },
  )
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is the one byte no file name holds
  .map((parts) => parts.join('').replace(/[/\u0000]/g, '_'))
  .filter((name) => name !== '.' && name !== '..');

describe('_headers', () => {
  it('has one rule per path whatever the top-level names, and no header a name brings (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fileName, { maxLength: 5 }), fc.boolean(), (names, folders) => {
        const rules = headerRules(
          security,
          names.map((name) => ({ name, isDirectory: folders })),
        );
        const text = renderHeadersFile(rules);
        // Read back, the file holds exactly the rules written: no line added, none changed.
        expect(parseHeadersFile(text)).toEqual(rules);
        const headerNames = new Set(
          parseHeadersFile(text).flatMap((r) => r.headers.map(([n]) => n)),
        );
        expect([...headerNames].sort()).toEqual(
          [...new Set([...security.map(([n]) => n), 'Cache-Control'])].sort(),
        );
        // Each file's own URL gets exactly one Cache-Control; a host-only name (`_headers`,
        // a precompressed twin) is never served at its own URL and gets none.
        for (const name of names) {
          const served = headersForPath(parseHeadersFile(text), rulePath(`/${name}`));
          expect(served.filter(([n]) => n === 'Cache-Control')).toEqual(
            isHostOnlyEntry(name) ? [] : [['Cache-Control', 'no-cache']],
          );
        }
      }),
      contentRuns(300),
    );
  });

  it('a newline in a public file name adds no rule (the reported attack)', () => {
    const name = hostileFileNames[0];
    const text = renderHeadersFile(headerRules(security, [{ name, isDirectory: false }]));
    expect(text).not.toMatch(/^\s*Refresh/m);
    const served = headersForPath(parseHeadersFile(text), rulePath(`/${name}`));
    expect(served.find(([n]) => n === 'Cache-Control')?.[1]).toBe('no-cache');
    expect(headersForPath(parseHeadersFile(text), '/en/docs').map(([n]) => n)).not.toContain(
      'Refresh',
    );
  });

  it('refuses to write a header that would not stay on its line', () => {
    expect(() =>
      renderHeadersFile([{ path: '/*', headers: [['X-Test', 'a\nRefresh: 0']] }]),
    ).toThrow(/cannot be written on one line/);
    expect(() => renderHeadersFile([{ path: '/a b', headers: [] }])).toThrow(
      /the path "\/a b" cannot be written/,
    );
    expect(() => renderHeadersFile([{ path: '/*', headers: [['X:Y', 'v']] }])).toThrow(
      /header name/,
    );
  });
});

describe('_redirects and the sitemap', () => {
  const page = (file: string) =>
    readPage(file, `<!doctype html><html lang="en"><head><title>x</title></head></html>`);

  it('a page whose file name has a space gets working lines (Netlify’s own matcher)', async () => {
    const pages = [page('en/docs/a b.html'), page('en/index.html')];
    const text = renderRedirectsFile(redirectRules(pages));
    for (const line of text.split('\n').filter((l) => l && !l.startsWith('#')))
      expect(line.trim().split(/\s+/)).toHaveLength(3);
    const matcher = await redirector.parsePlain(text, {});
    const match = matcher.match({
      scheme: 'https',
      host: 'x',
      path: '/en/docs/a%20b.html',
      query: '',
      getHeader: () => '',
      getCookie: () => '',
    });
    expect(match).toMatchObject({ to: '/en/docs/a%20b', status: 301 });
    expect(renderSitemap(pages, 'https://developers.example')).toContain(
      '<loc>https://developers.example/en/docs/a%20b</loc>',
    );
  });

  it('every line keeps its three fields whatever the page file names (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fileName, { minLength: 1, maxLength: 4 }), (names) => {
        const pages = names.map((name) => page(`en/docs/${name}.html`));
        const text = renderRedirectsFile(redirectRules(pages));
        for (const line of text.split('\n').filter((l) => l && !l.startsWith('#')))
          expect(line.trim().split(/\s+/)).toHaveLength(3);
      }),
      contentRuns(300),
    );
  });
});

describe('file names refused before the build', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'file-names-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("passes the site's own files and pages", () => {
    const root = path.resolve(import.meta.dirname, '../..');
    expect(publicNameProblems(path.join(root, 'public'))).toEqual([]);
    expect(pageNameProblems(path.join(root, 'docs'))).toEqual([]);
  });

  it.each(hostileFileNames)('refuses %j in public/', (name) => {
    const publicDir = path.join(dir, `public-${Math.random().toString(36).slice(2)}`);
    mkdirSync(path.join(publicDir, 'brand'), { recursive: true });
    writeFileSync(path.join(publicDir, 'brand', 'logo.svg'), '<svg/>');
    writeFileSync(path.join(publicDir, 'brand', name), 'x');
    const problems = publicNameProblems(publicDir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(JSON.stringify(path.join('brand', name)).slice(1, -1));
    expect(problems[0]).toMatch(/a file name in public\/ is its URL/);
  });

  it('refuses top-level names that are the hosting files, keeps ordinary ones', () => {
    const publicDir = path.join(dir, 'public-host');
    mkdirSync(path.join(publicDir, 'blog/authors'), { recursive: true });
    writeFileSync(path.join(publicDir, '_headers'), '/*\n  X: y\n');
    writeFileSync(path.join(publicDir, 'blog/authors/ana-lima.svg'), '<svg/>');
    writeFileSync(path.join(publicDir, 'favicon.svg'), '<svg/>');
    expect(publicNameProblems(publicDir)).toEqual([
      expect.stringMatching(/_headers": names starting with "_" .* are the build's hosting files/),
    ]);
  });

  it('refuses a page file name with a line break or URL syntax, keeps spaces and accents', () => {
    const docs = path.join(dir, 'docs');
    mkdirSync(path.join(docs, 'en/docs'), { recursive: true });
    writeFileSync(path.join(docs, 'en/docs/fine name.mdx'), '');
    writeFileSync(path.join(docs, 'en/docs/transações.mdx'), '');
    writeFileSync(path.join(docs, 'en/docs/x\ny.mdx'), '');
    writeFileSync(path.join(docs, 'en/docs/a:b*.mdx'), '');
    expect(pageNameProblems(docs).sort()).toEqual([
      expect.stringMatching(/a:b\*\.mdx": a page's file name is its URL/),
      expect.stringMatching(/x\\ny\.mdx": a page's file name is its URL/),
    ]);
  });
});
