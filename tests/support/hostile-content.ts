/**
 * The hostile content corpus: what a pull request from outside the team (or a
 * careless one) can put in the site's sources, each case as an attacker or a
 * hurried writer wrote it. The unit tests run their rules over it (and over
 * generated inputs seeded with it); the build tests plant it in a copy of the
 * site. The spec's hostile strings live in tests/fixtures/api/hostile/; the
 * URL cases in hostile-urls.ts.
 */
import { propertyRunOptions } from './hostile-urls';

/** Blog post titles and headings: markup that must show as text. */
export const hostileTitles = [
  '<img src=x onerror=alert(1)>',
  '<script>alert("title")</script>',
  '</span></a><script>alert(1)</script>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example"/>',
  '\\<meta http-equiv="refresh" content="0;url=https://evil.example"/\\>',
  'Fees & <b>refunds</b> &amp; &lt;b&gt;',
  'CDATA ]]> twice ]]> <![CDATA[ x',
  '<svg onload=alert(1)>',
  '"quoted" \'single\' `code <b>`',
  '<a href="javascript:alert(1)">click</a>',
] as const;

/** Frontmatter `head` entries a page type does not allow. */
export const hostileHeadEntries: [string, Record<string, string>][] = [
  ['script', { src: 'https://evil.example/x.js' }],
  ['script', {}],
  ['meta', { 'http-equiv': 'refresh', content: '0; url=https://evil.example' }],
  ['meta', { 'http-equiv': 'Refresh', content: '0;url=//evil.example' }],
  ['meta', { 'http-equiv': 'set-cookie', content: 'a=b' }],
  ['meta', { name: 'robots', content: 'noindex', onload: 'alert(1)' }],
  ['link', { rel: 'stylesheet', href: 'https://evil.example/x.css' }],
  ['link', { rel: 'canonical', href: 'https://evil.example/page' }],
  ['link', { rel: 'alternate', href: '//evil.example/feed.xml' }],
  ['link', { rel: 'alternate', href: 'javascript:alert(1)' }],
  ['link', { rel: 'preload', as: 'script', href: '/x.js' }],
  ['base', { href: 'https://evil.example/' }],
  ['style', {}],
  ['iframe', { src: 'https://evil.example' }],
  ['object', { data: '/x.swf' }],
];

/** MDX imports that reach outside the repository. */
export const hostileImports = [
  '/etc/passwd?raw',
  '/etc/hostname',
  '../../../../../../etc/passwd?raw',
  'file:///etc/passwd',
  '~/.ssh/id_rsa?raw',
  '../../../../../../../../root/.ssh/id_rsa?raw',
] as const;

/** File names in public/ that would break out of a hosting file's line. */
export const hostileFileNames = [
  // A path line `*` and a header line under it: every page refreshes off-site (`\` is `/` in URLs).
  'x\n*\n  Refresh: 0;url=https:\\\\evil.example',
  'a\r\nb.txt',
  'tab\there.txt',
  'space name.txt',
  'hash#name.txt',
  'percent%0a.txt',
  'quote".txt',
  'back\\slash.txt',
  'x\u2028y.txt',
  'bell\u0007.txt',
] as const;

/** Values a writer types on the command line that YAML would read as something else. */
export const hostileYamlValues = [
  'news]\ntitle: injected',
  'a, b]',
  '2026-01-01\nhead: [[script, {}]]',
  "it's",
  '"quoted"',
  '- list',
  '&anchor',
  '*alias',
  '!!js/function x',
  '# comment',
  'key: value',
  '{a: 1}',
  'yes',
  'null',
  '0x10',
  ' leading space',
  '---',
] as const;

/**
 * fast-check options for the content properties: seeded (FC_SEED replays a run), and bounded
 * to 3 s (fewer runs on a loaded machine rather than a test timeout).
 */
export const contentRuns = <T>(numRuns: number) =>
  propertyRunOptions<T>({ numRuns, timeLimitMs: 3_000 });
