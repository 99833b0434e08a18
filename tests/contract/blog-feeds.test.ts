import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { brand } from '../../config/brand';
import { langs, localizePath } from '../../config/locales';
import { loadBlog } from '../../plugins/blog/load-blog';
import { baseUrl } from '../support/served-site';
import { siteBlogSource } from '../support/site-blog';

const _root = path.resolve(import.meta.dirname, '../..');
const blog = loadBlog(siteBlogSource);
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

async function fetchFeed(feedPath: string) {
  const response = await fetch(new URL(feedPath, baseUrl()));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/xml/);
  const xml = await response.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  return { xml, doc: parser.parse(xml) };
}

/**
 * Every URL in the document, attributes and HTML content included; not the
 * `<?xml-stylesheet?>` instruction (site-relative on purpose: browsers apply
 * a stylesheet from the feed's own origin only; checked below).
 */
function urlsIn(xml: string): string[] {
  return [
    ...xml
      .replace(/<\?xml-stylesheet[^?]*\?>/, '')
      .matchAll(/(?:href|src)="([^"]*)"|<(?:link|id|guid)>([^<]*)</g),
  ].map((m) => m[1] ?? m[2] ?? '');
}

describe.each(langs)('the built %s feeds', (lang) => {
  const posts = blog.posts[lang];
  const absolute = (sitePath: string) => new URL(sitePath, brand.docsUrl).href;

  it('RSS lists every post newest first, with absolute links and RFC 822 dates', async () => {
    const { xml, doc } = await fetchFeed(localizePath('/blog/rss.xml', lang));
    const items = asArray(doc.rss.channel.item);
    expect(doc.rss.channel.language).toBe(lang);
    expect(items.map((i) => i.link)).toEqual(posts.map((p) => absolute(p.link)));
    expect(items.map((i) => i.title)).toEqual(posts.map((p) => p.title));
    for (const [i, item] of items.entries()) {
      expect(new Date(item.pubDate).toISOString().slice(0, 10)).toBe(posts[i]?.date);
      expect(item.pubDate).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(item.description).toBe(posts[i]?.summary);
      expect(item['dc:creator']).toBe(posts[i]?.authors.map((a) => a.name).join(', '));
      // The full post, without the site chrome.
      expect(item['content:encoded']).toContain('<h2');
      expect(item['content:encoded']).not.toContain('ap-blog-post-meta');
    }
    for (const url of urlsIn(xml)) expect(url).toMatch(/^(https:\/\/|mailto:)/);
    expect(xml).not.toMatch(/%[A-Z_]+%/);
  });

  it('Atom lists every post with ids, authors and RFC 3339 dates', async () => {
    const { xml, doc } = await fetchFeed(localizePath('/blog/atom.xml', lang));
    const entries = asArray(doc.feed.entry);
    expect(entries.map((e) => e.id)).toEqual(posts.map((p) => absolute(p.link)));
    expect(doc.feed.updated).toBe(`${posts[0]?.date}T12:00:00.000Z`);
    for (const [i, entry] of entries.entries()) {
      expect(entry.published).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(asArray(entry.author).map((a) => a.name)).toEqual(
        posts[i]?.authors.map((a) => a.name),
      );
    }
    for (const url of urlsIn(xml)) expect(url).toMatch(/^(https:\/\/|mailto:)/);
  });
});
