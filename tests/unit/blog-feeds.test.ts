import fc from 'fast-check';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { articleHtml } from '../../plugins/blog/feed-content';
import { type FeedChannel, renderFeed } from '../../plugins/blog/feeds';
import type { BlogPostSummary } from '../../shared/blog/types';
import { contentRuns } from '../support/hostile-content';
import { builtPostPage, chromeTexts } from '../support/page-chrome-markup';

const channel: FeedChannel = {
  lang: 'en',
  siteUrl: 'https://developers.example.com',
  title: 'Example Developers Blog',
  description: 'News & changes',
  copyright: '© 2026 Example',
  icon: '/brand/favicon.svg',
};

const author = (name: string) => ({
  key: name.toLowerCase(),
  name,
  title: 'Engineer',
  avatar: '/a.svg',
});

function post(slug: string, date: string, lang: 'en' | 'pt-BR' = 'en'): BlogPostSummary {
  return {
    slug,
    lang,
    link: `${lang === 'en' ? '/en' : ''}/blog/${slug}`,
    title: `Post <${slug}> & co`,
    date,
    summary: `Summary of ${slug}`,
    tags: ['api', 'pix'],
    authors: [author('Ana'), author('Bruno')],
    readingMinutes: 4,
  };
}

const posts = [
  post('older', '2025-05-20'),
  post('newest', '2026-11-10'),
  post('portuguese-only', '2026-12-01', 'pt-BR'),
];
const content = (p: BlogPostSummary) =>
  `<p>Body of ${p.slug} with <a href="https://x.example/">a link</a></p>`;
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

describe('RSS feed', () => {
  const xml = renderFeed('rss', channel, posts, content);
  const rss = parser.parse(xml).rss;
  const items = asArray(rss.channel.item);

  it('is well-formed XML with the namespaces it uses', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(rss['@version']).toBe('2.0');
    expect(rss['@xmlns:dc']).toBe('http://purl.org/dc/elements/1.1/');
    expect(rss['@xmlns:content']).toBe('http://purl.org/rss/1.0/modules/content/');
  });

  it('describes the channel with absolute URLs and its own self link', () => {
    expect(rss.channel.title).toBe('Example Developers Blog');
    expect(rss.channel.link).toBe('https://developers.example.com/en/blog');
    expect(rss.channel.language).toBe('en');
    expect(rss.channel['atom:link']['@href']).toBe(
      'https://developers.example.com/en/blog/rss.xml',
    );
    expect(rss.channel['atom:link']['@rel']).toBe('self');
    expect(rss.channel.lastBuildDate).toBe('Tue, 10 Nov 2026 12:00:00 GMT');
  });

  it('lists the posts of its locale only, newest first, with RFC 822 dates', () => {
    expect(items.map((i) => i.link)).toEqual([
      'https://developers.example.com/en/blog/newest',
      'https://developers.example.com/en/blog/older',
    ]);
    for (const item of items) expect(item.pubDate).toMatch(RFC_822);
    expect(items[1].pubDate).toBe('Tue, 20 May 2025 12:00:00 GMT');
  });

  it('carries title, summary, content, authors and tags of each post', () => {
    const [newest] = items;
    expect(newest.title).toBe('Post <newest> & co');
    expect(newest.description).toBe('Summary of newest');
    expect(newest['content:encoded']).toContain('Body of newest');
    expect(newest['dc:creator']).toBe('Ana, Bruno');
    expect(newest.author).toBeUndefined(); // RSS <author> must be an e-mail address
    expect(newest.category).toEqual(['api', 'pix']);
  });
});

describe('Atom feed', () => {
  const xml = renderFeed('atom', channel, posts, () => undefined);
  const feed = parser.parse(xml).feed;
  const entries = asArray(feed.entry);

  it('is well-formed Atom with absolute ids and links, and RFC 3339 dates', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.id).toBe('https://developers.example.com/en/blog');
    const links = asArray(feed.link);
    expect(links.find((l) => l['@rel'] === 'self')?.['@href']).toBe(
      'https://developers.example.com/en/blog/atom.xml',
    );
    expect(feed.icon).toBe('https://developers.example.com/brand/favicon.svg');
    expect(feed.updated).toBe('2026-11-10T12:00:00.000Z');
    for (const entry of entries) {
      expect(entry.updated).toMatch(RFC_3339);
      expect(entry.published).toMatch(RFC_3339);
      expect(entry.id).toMatch(/^https:\/\/developers\.example\.com\/en\/blog\//);
    }
  });

  it('names each author, and falls back to the summary as content', () => {
    const [newest] = entries;
    expect(asArray(newest.author).map((a) => a.name)).toEqual(['Ana', 'Bruno']);
    expect(newest.content['#text']).toBe('<p>Summary of newest</p>');
  });
});

describe('feed content of a post', () => {
  const page = `<!doctype html><html><body><nav><a href="/en/docs">Docs</a></nav>
    <div class="rp-doc rspress-doc"><h1 id="t">Title<a class="rp-header-anchor" href="#t">#</a></h1><!--$-->
    <div class="ap-blog-post-meta rp-not-doc"><time>May 20, 2025</time></div>
    <p class="x" style="color: red">Read <a href="/en/docs/intro/authentication">the guide</a>,
    <a href="#errors">below</a> and <a href="https://else.example/page">elsewhere</a>.</p>
    <h2 id="errors">Errors<a class="rp-header-anchor" href="#errors">#</a></h2>
    <img src="../img/flow.png" alt="Flow">
    <div class="rp-codeblock language-bash"><button class="copy">Copy</button><div><pre class="shiki" data-lang="bash" tabindex="0"><code><span class="line"><span style="color:var(--a)">curl</span> -d a=1&amp;b=2</span>
<span class="line">echo ok</span></code></pre></div></div>
    </div><footer>Footer</footer></body></html>`;
  const html = articleHtml(page, 'https://developers.example.com/en/blog/post') ?? '';

  it('keeps the article and drops the site chrome', () => {
    expect(html).toContain('<p>Read <a href=');
    expect(html).not.toMatch(
      /<h1|ap-blog-post-meta|May 20, 2025|rp-header-anchor|<button|<!--|Footer|Docs</,
    );
    expect(html).not.toMatch(/class="(x|shiki)"|style=|tabindex/);
  });

  it('makes every URL absolute', () => {
    expect(html).toContain('href="https://developers.example.com/en/docs/intro/authentication"');
    expect(html).toContain('href="https://developers.example.com/en/blog/post#errors"');
    expect(html).toContain('href="https://else.example/page"');
    expect(html).toContain('src="https://developers.example.com/en/img/flow.png"');
    expect(html).not.toMatch(/(href|src)="(?!https:\/\/)/);
  });

  it('turns highlighted code into plain, escaped code', () => {
    expect(html).toContain(
      '<pre><code class="language-bash">curl -d a=1&amp;b=2\necho ok</code></pre>',
    );
  });

  it('is undefined for a page without an article', () => {
    expect(articleHtml('<html><body><p>x</p></body></html>', 'https://a.example/')).toBeUndefined();
  });
});

describe('feed content of a built post page', () => {
  const html = articleHtml(builtPostPage, 'https://developers.example.com/en/blog/post') ?? '';

  it('leaves out the hidden AI menu and the post header', () => {
    for (const text of chromeTexts) expect(html).not.toContain(text);
    expect(html).not.toMatch(/hidden|role="menu"|<button/);
  });

  it('keeps the post content', () => {
    expect(html).toContain('<p>Card fraud in Brazilian e-commerce is paid for in chargebacks.</p>');
    expect(html).toContain('<h2 id="how">How it fits</h2>');
  });
});

describe('feeds of hostile titles and summaries', () => {
  /** The text an HTML-aware reader shows for an HTML string (the feeds' entities only). */
  const asText = (html: string) =>
    html
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  const text = fc
    .array(
      fc.oneof(
        fc.string({ unit: 'grapheme', minLength: 1 }),
        fc.constantFrom(
          ']]>',
          '<![CDATA[',
          '<script>alert(1)</script>',
          '<img src=x onerror=alert(1)>',
          '&amp;',
          '&',
          '<',
          '"',
        ),
      ),
      { minLength: 1, maxLength: 6 },
    )
    .map((parts) =>
      parts
        .join(' ')
        // biome-ignore lint/suspicious/noControlCharactersInRegex: characters XML 1.0 cannot carry
        .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
        .trim(),
    )
    .filter((t) => t.length > 0);

  it('stay valid XML, and every reader shows the title and summary as written (property)', () => {
    const xmlParser = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      parseTagValue: false,
      trimValues: false,
      processEntities: true,
    });
    fc.assert(
      fc.property(text, text, (title, summary) => {
        const one = [{ ...post('hostile', '2026-01-01'), title, summary }];
        const rss = renderFeed('rss', channel, one, () => undefined);
        const atom = renderFeed('atom', channel, one, () => undefined);
        expect(XMLValidator.validate(rss)).toBe(true);
        expect(XMLValidator.validate(atom)).toBe(true);
        const item = xmlParser.parse(rss).rss.channel.item;
        const entry = xmlParser.parse(atom).feed.entry;
        expect(item.title).toBe(title);
        expect(asText(item.description)).toBe(summary);
        expect(entry.title['@type']).toBe('html');
        expect(asText(entry.title['#text'])).toBe(title);
        expect(asText(entry.summary['#text'])).toBe(summary);
      }),
      contentRuns(200),
    );
  });
});
