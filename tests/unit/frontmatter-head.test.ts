/**
 * A page's frontmatter `head` adds only what pages need, per kind of page
 * (plugins/source-check/head-entries.ts): no script, no off-site link, no
 * refresh except on a redirect page, and then only to this site.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { postFrontmatterSchema } from '../../plugins/blog/schema';
import { checkFrontmatter } from '../../plugins/source-check/check-frontmatter';
import { contentRuns, hostileHeadEntries } from '../support/hostile-content';

type Entry = [string, Record<string, string>];

function problems(file: string, fields: Record<string, unknown>, head: Entry[]): string[] {
  const text = `---\n${stringify({ ...fields, head })}---\n\n# T\n`;
  return checkFrontmatter(file, text).problems.map((p) => `${p.line}:${p.column}: ${p.reason}`);
}
const guide = (head: Entry[]) =>
  problems('en/docs/intro/x.mdx', { title: 'T', description: 'D' }, head);
const redirectPage = (head: Entry[]) =>
  problems('en/docs/index.mdx', { title: 'T', description: 'D', pageType: 'custom' }, head);

describe('frontmatter head', () => {
  it('allows what the site’s pages use: feeds, canonical and alternates on this site, robots', () => {
    expect(
      guide([
        [
          'link',
          {
            rel: 'alternate',
            type: 'application/rss+xml',
            title: 'Feed',
            href: '/en/changelog/rss.xml',
          },
        ],
        ['link', { rel: 'canonical', href: '/en/docs/intro/x' }],
        ['link', { rel: 'alternate', hreflang: 'pt-BR', href: '/docs/intro/x' }],
        ['meta', { name: 'robots', content: 'noindex' }],
      ]),
    ).toEqual([]);
    expect(
      redirectPage([
        ['meta', { 'http-equiv': 'refresh', content: '0; url=/en/docs/intro/getting-started' }],
      ]),
    ).toEqual([]);
  });

  it.each(hostileHeadEntries.map((entry) => [JSON.stringify(entry), entry] as const))(
    'refuses %s on a guide and on a redirect page, at its line',
    (_name, entry) => {
      for (const found of [guide([entry]), redirectPage([entry])]) {
        expect(found.length).toBeGreaterThan(0);
        for (const problem of found)
          expect(problem).toMatch(/^\d+:\d+: frontmatter field "head\[0\]/);
      }
    },
  );

  it('says why, where the entry is written', () => {
    expect(guide([['script', { src: '/x.js' }]])).toEqual([
      '5:7: frontmatter field "head[0][0]" is "script", which is not allowed on a guide page (allowed: meta (name) and link; see the writers\' handbook)',
    ]);
    expect(guide([['meta', { 'http-equiv': 'refresh', content: '0; url=/x' }]])[0]).toMatch(
      /is a "meta http-equiv", which is not allowed on a guide page \(only a redirect page, pageType: custom, may refresh\)/,
    );
    expect(guide([['link', { rel: 'canonical', href: '/x', onload: 'alert(1)' }]])).toEqual([
      expect.stringMatching(
        /"head\[0\]\[1\]\.onload" is not an attribute a page's head may give "link" \(allowed: rel, href, type, title, hreflang\)/,
      ),
    ]);
  });

  it('holds for blog posts too', () => {
    const post = postFrontmatterSchema(['ana']);
    const base = { title: 'T', date: '2026-01-01', authors: ['ana'], tags: ['x'], summary: 'S' };
    expect(post.safeParse({ ...base, head: [['script', {}]] }).success).toBe(false);
    expect(
      post.safeParse({
        ...base,
        head: [['meta', { 'http-equiv': 'refresh', content: '0; url=/x' }]],
      }).success,
    ).toBe(false);
    expect(
      post.safeParse({ ...base, head: [['link', { rel: 'canonical', href: '/en/blog/x' }]] })
        .success,
    ).toBe(true);
  });

  it('anything a page’s head is allowed to hold is inert and stays on this site (property)', () => {
    const tag = fc.constantFrom(
      'meta',
      'link',
      'script',
      'base',
      'style',
      'iframe',
      'META',
      'Link',
    );
    const name = fc.constantFrom(
      'name',
      'content',
      'http-equiv',
      'HTTP-EQUIV',
      'rel',
      'href',
      'src',
      'type',
      'title',
      'hreflang',
      'onload',
      'onerror',
      'as',
      'charset',
      'property',
    );
    const value = fc.oneof(
      fc.constantFrom(
        'refresh',
        'robots',
        'canonical',
        'alternate',
        'stylesheet',
        'preload',
        '/en/docs/x',
        '//evil.example',
        '/\\evil.example',
        'https://evil.example',
        'javascript:alert(1)',
        '0; url=/x',
        '0; url=https://evil.example',
        '0;url=//evil.example',
        '0; url=/\\evil.example',
        'application/rss+xml',
        'text/javascript',
        'noindex',
        'en',
      ),
      fc.string(),
    );
    const entry = fc.tuple(tag, fc.dictionary(name, value, { maxKeys: 4 }));
    fc.assert(
      fc.property(entry, fc.boolean(), ([t, attributes], redirects) => {
        const found = redirects ? redirectPage([[t, attributes]]) : guide([[t, attributes]]);
        if (found.length > 0) return;
        expect(['meta', 'link']).toContain(t);
        for (const [key, v] of Object.entries(attributes)) {
          expect(key).not.toMatch(/^on/i);
          // biome-ignore lint/suspicious/noControlCharactersInRegex: no control character gets through
          expect(v).not.toMatch(/[\u0000-\u001f<>]/);
        }
        if (t === 'link') {
          expect(attributes.href).toMatch(/^\/(?![/\\])/);
          expect(['canonical', 'alternate']).toContain(attributes.rel);
        }
        if ('http-equiv' in attributes) {
          expect(redirects).toBe(true);
          expect(attributes['http-equiv']).toBe('refresh');
          expect(attributes.content).toMatch(/url=\/(?![/\\])/i);
        }
      }),
      contentRuns(2000),
    );
  });
});
