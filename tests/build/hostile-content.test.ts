/**
 * The hostile content corpus (tests/support/hostile-content.ts) planted in a
 * copy of the site, as a pull request would bring it:
 * - what the source checks refuse stops the build before anything is bundled,
 *   every case at its file and line, and the published build stays as it was;
 * - what is only text (titles, escaped headings) builds, and every page shows
 *   it as text: no element it spells out reaches a reader, the CSP holds the
 *   site's two scripts only, the feeds stay valid XML.
 */
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { type ChildNode, isTag } from 'domhandler';
import { textContent } from 'domutils';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parseDocument } from 'htmlparser2';
import { afterEach, describe, expect, it } from 'vitest';
import { startSiteServer } from '../../scripts/serve';
import { parseInlineMarkdownText } from '../../theme/logic/inline-text';
import { launchChromium } from '../support/browser';
import { hashTree, plantPreviousBuild, previousBuildKept } from '../support/build-tree';
import { hostileFileNames, hostileTitles } from '../support/hostile-content';
import { copySite, type SiteCopy } from '../support/site-copy';

let site: SiteCopy | undefined;
afterEach(async () => {
  await site?.dispose();
  site = undefined;
});

/** Every element of a page, as the HTML parser of a browser sees it. */
function elementsOf(
  html: string,
): { name: string; attributes: Record<string, string>; text: string }[] {
  const found: { name: string; attributes: Record<string, string>; text: string }[] = [];
  const walk = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (!isTag(node)) continue;
      found.push({ name: node.name, attributes: node.attribs, text: textContent(node) });
      walk(node.children);
    }
  };
  walk(parseDocument(html).children);
  return found;
}

/** An element one of the hostile titles or headings spells out. */
function isInjected(element: { name: string; attributes: Record<string, string>; text: string }) {
  const { name, attributes, text } = element;
  return (
    (name === 'img' && attributes.src === 'x') ||
    (name === 'script' && /alert/.test(text)) ||
    (name === 'meta' && attributes['http-equiv']?.toLowerCase() === 'refresh') ||
    (name === 'svg' && 'onload' in attributes) ||
    (name === 'b' && text === 'refunds') ||
    (name === 'a' && /^javascript:/i.test(attributes.href ?? ''))
  );
}

/** 1-based line of the first line holding `text`. */
const lineOf = (source: string, text: string) =>
  source.split('\n').findIndex((l) => l.includes(text)) + 1;

const post = (title: string) =>
  [
    '---',
    `title: ${JSON.stringify(title)}`,
    'date: 2026-11-20',
    'authors: [juliana-rocha]',
    'tags: [security]',
    `summary: ${JSON.stringify(`Summary ${title}`)}`,
    '---',
    '',
    'Body of the hostile post.',
    '',
  ].join('\n');

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

  it('hostile titles and escaped headings build, and every page shows them as text', async () => {
    site = await copySite();
    // One post per hostile title, in both languages (same file name).
    const slugs = hostileTitles.map((_, i) => `hostile-title-${i + 1}`);
    for (const [i, title] of hostileTitles.entries()) {
      for (const lang of ['en', 'pt-BR'])
        await site.write(`docs/${lang}/blog/${slugs[i]}.mdx`, post(title));
    }
    for (const lang of ['en', 'pt-BR'])
      await site.edit(
        `docs/${lang}/docs/intro/getting-started.mdx`,
        (text) =>
          `${text}\n## \\<meta http-equiv="refresh" content="0;url=https://evil.example"/\\> {#escaped-heading}\n\nText.\n\n## \\<img src=x onerror=alert(1)\\> and \`<b>\` {#escaped-image}\n\nText.\n`,
      );
    const { code, output } = await site.build();
    expect(code, output.slice(-4000)).toBe(0);

    const built = (file: string) => readFileSync(site?.file(`doc_build/${file}`) ?? '', 'utf8');
    const guide = built('en/docs/intro/getting-started.html');
    const blogPages = slugs.flatMap((slug) => [`en/blog/${slug}.html`, `blog/${slug}.html`]);
    for (const file of ['en/docs/intro/getting-started.html', 'en/blog/index.html', ...blogPages]) {
      // Parsed as a browser would: a title's text inside <title> or an attribute is no element.
      const elements = elementsOf(built(file));
      expect(elements.filter(isInjected), file).toEqual([]);
    }
    // The outline shows the heading as it is written, once escaped.
    expect(guide).toContain('&lt;meta http-equiv=&quot;refresh&quot;');
    expect(guide).toContain('&lt;img src=x onerror=alert(1)&gt; and <code>&lt;b&gt;</code>');
    // The CSP allows the site's two scripts, not what the pages spell out.
    expect(built('_headers').match(/'sha256-/g)).toHaveLength(2);
    // Feeds stay valid XML and carry each title as written.
    for (const feed of ['en/blog/rss.xml', 'en/blog/atom.xml', 'blog/rss.xml']) {
      expect(XMLValidator.validate(built(feed)), feed).toBe(true);
    }
    const rss = new XMLParser({ parseTagValue: false, trimValues: false }).parse(
      built('en/blog/rss.xml'),
    );
    const titles = rss.rss.channel.item.map((item: { title: string }) => item.title);
    for (const title of hostileTitles) expect(titles).toContain(title);

    // In Chromium: the title shows as text in the heading and the sidebar, nothing runs.
    const served = await startSiteServer({ dir: site.file('doc_build') });
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      for (const [i, title] of hostileTitles.entries()) {
        const url = new URL(`/en/blog/${slugs[i]}`, served.url).href;
        await page.goto(url, { waitUntil: 'networkidle' });
        expect(page.url()).toBe(url);
        await expect
          .poll(() => page.locator('h1').first().textContent())
          .toContain(parseInlineMarkdownText(title));
      }
      await page.goto(new URL('/en/docs/intro/getting-started', served.url).href, {
        waitUntil: 'networkidle',
      });
      await expect
        .poll(() => page.locator('#escaped-heading').textContent())
        .toContain('<meta http-equiv="refresh"');
      expect(page.url()).toMatch(/\/en\/docs\/intro\/getting-started$/);
      expect(dialogs).toEqual([]);
    } finally {
      await browser.close();
      await served.close();
    }
  }, 900_000);
});
