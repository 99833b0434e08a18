/**
 * Spec descriptions are untrusted Markdown (CommonMark + GFM). They become
 * sanitized HTML at build time: raw HTML is parsed and then filtered by
 * rehype-sanitize (GitHub's allow-list: no scripts, styles, event handlers or
 * `javascript:` URLs), so nothing in a spec can execute or break the page.
 * Site-absolute links get the page's locale prefix; headings can be prepared
 * for the page outline.
 */
import GithubSlugger from 'github-slugger';
import type { Element, ElementContent, Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { type Lang, localizePath } from '../../config/locales';
import { uiStrings } from '../../i18n';

export interface MarkdownOptions {
  lang: Lang;
  /** Give h2/h3 an id, an anchor and the class Rspress' outline collects. */
  outlineHeadings?: boolean;
}

function visitElements(node: Root | Element, fn: (el: Element) => void): void {
  for (const child of node.children) {
    if (child.type === 'element') {
      fn(child);
      visitElements(child, fn);
    }
  }
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

/** Runs after sanitizing: only adds attributes we trust. */
function rehypeSiteLinks(options: MarkdownOptions) {
  return (tree: Root) => {
    const slugger = new GithubSlugger();
    visitElements(tree, (el) => {
      if (el.tagName === 'a' && typeof el.properties.href === 'string') {
        const href = el.properties.href;
        if (href.startsWith('/') && !href.startsWith('//')) {
          el.properties.href = localizePath(href, options.lang);
        } else if (/^https?:/i.test(href)) {
          el.properties.target = '_blank';
          el.properties.rel = ['noopener', 'noreferrer'];
        }
      }
      if (options.outlineHeadings && (el.tagName === 'h2' || el.tagName === 'h3')) {
        const text = el.children.map(textOf).join('');
        const id = slugger.slug(text);
        el.properties.id = id;
        el.properties.className = ['rp-toc-include'];
        // Named after the heading, as plugins/heading-anchors names Markdown headings' anchors.
        const label = uiStrings[options.lang].headingAnchorLabel.replace(
          '{{heading}}',
          text.trim(),
        );
        el.children.push({
          type: 'element',
          tagName: 'a',
          properties: { className: ['rp-header-anchor'], href: `#${id}`, ariaLabel: label },
          children: [{ type: 'text', value: '#' }],
        });
      }
    });
  };
}

/**
 * GitHub's allow-list, minus elements that load or embed third-party content
 * (images, media, form inputs): a spec should not make readers' browsers fetch anything.
 */
const EMBEDS = new Set(['img', 'picture', 'source', 'video', 'audio', 'input']);
const sanitizeSchema = {
  ...defaultSchema,
  tagNames: (defaultSchema.tagNames ?? []).filter((tag) => !EMBEDS.has(tag)),
};

const cache = new Map<string, string>();

export function markdownToHtml(markdown: string, options: MarkdownOptions): string {
  const key = `${options.lang}\u0000${options.outlineHeadings ? 1 : 0}\u0000${markdown}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const html = String(
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkRehype, { allowDangerousHtml: true })
      .use(rehypeRaw)
      .use(rehypeSanitize, sanitizeSchema)
      .use(rehypeSiteLinks, options)
      .use(rehypeStringify)
      .processSync(markdown),
  ).trim();
  cache.set(key, html);
  return html;
}

/** Plain text of a Markdown string's first paragraph (for meta descriptions). */
export function markdownSummary(markdown: string, maxLength = 120): string {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown);
  const first = tree.children.find((n) => n.type === 'paragraph');
  const text = first ? collectText(first).replace(/\s+/g, ' ').trim() : '';
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}

function collectText(node: unknown): string {
  if (!node || typeof node !== 'object') return '';
  const n = node as { value?: unknown; children?: unknown[] };
  if (typeof n.value === 'string') return n.value;
  return (n.children ?? []).map(collectText).join('');
}

/**
 * Splits Markdown at its first `##` heading: what comes before (the intro) and
 * the rest (the sections).
 */
export function splitAtFirstSection(markdown: string): { intro: string; rest: string } {
  const match = /^##\s/m.exec(markdown);
  if (!match) return { intro: markdown, rest: '' };
  return { intro: markdown.slice(0, match.index), rest: markdown.slice(match.index) };
}
