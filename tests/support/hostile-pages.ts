/**
 * The hostile titles and escaped headings (hostile-content.ts) planted in a
 * site copy as a pull request would bring them, and how to find what they
 * spell out in a built page: for the build test that checks every page shows
 * them as text.
 */
import { type ChildNode, isTag } from 'domhandler';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { hostileTitles } from './hostile-content';
import type { SiteCopy } from './site-copy';

export interface Element {
  name: string;
  attributes: Record<string, string>;
  text: string;
}

/** Every element of a page, as the HTML parser of a browser sees it. */
export function elementsOf(html: string): Element[] {
  const found: Element[] = [];
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
export function isInjected({ name, attributes, text }: Element): boolean {
  return (
    (name === 'img' && attributes.src === 'x') ||
    (name === 'script' && /alert/.test(text)) ||
    (name === 'meta' && attributes['http-equiv']?.toLowerCase() === 'refresh') ||
    (name === 'svg' && 'onload' in attributes) ||
    (name === 'b' && text === 'refunds') ||
    (name === 'a' && /^javascript:/i.test(attributes.href ?? ''))
  );
}

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

/** The posts' slugs, in the order of `hostileTitles`. */
export const hostileTitleSlugs = hostileTitles.map((_, i) => `hostile-title-${i + 1}`);

/**
 * One blog post per hostile title, in both locales, and two escaped headings (ids
 * `escaped-heading`, `escaped-image`) at the end of the getting-started guide in both locales.
 */
export async function plantHostileTitles(site: SiteCopy): Promise<void> {
  for (const [i, title] of hostileTitles.entries()) {
    for (const lang of ['en', 'pt-BR'])
      await site.write(`docs/${lang}/blog/${hostileTitleSlugs[i]}.mdx`, post(title));
  }
  for (const lang of ['en', 'pt-BR'])
    await site.edit(
      `docs/${lang}/docs/intro/getting-started.mdx`,
      (text) =>
        `${text}\n## \\<meta http-equiv="refresh" content="0;url=https://evil.example"/\\> {#escaped-heading}\n\nText.\n\n## \\<img src=x onerror=alert(1)\\> and \`<b>\` {#escaped-image}\n\nText.\n`,
    );
}
