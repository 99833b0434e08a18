/**
 * Reads a rendered (SSG) page and splits its content into sections: the top
 * part under the `<h1>`, then one section per `<h2>`/`<h3>` (deeper headings
 * stay in their section's text). Only the article (`.rspress-doc`) is read:
 * not the navbar, sidebar, outline or footer. What is not content inside it
 * (see plugins/built-site/page-content.ts: the hidden AI menu, blog bylines,
 * buttons, heading anchors, `data-search-ignore`) and SVG are skipped.
 *
 * `pageExtractor` is the SAX handler the one-pass reader of the built site
 * feeds (plugins/built-site); `extractPage` parses one page on its own.
 */
import { type Handler, Parser } from 'htmlparser2';
import { isOutsideContent } from '../built-site/page-content';

export interface ExtractedSection {
  /** Heading id without `#`; '' for the top part. */
  anchor: string;
  /** 1 for the top part, 2 or 3 for a section. */
  level: number;
  heading: string;
  text: string;
  code: string;
  /**
   * `YYYY-MM-DD` when the section opens with a `<time datetime>`: a dated entry
   * (a changelog entry), which tells a guide's facts as news.
   */
  date?: string;
}

export interface ExtractedPage {
  /** The `<h1>` text (or the `<title>` when the page has none). */
  title: string;
  description: string;
  sections: ExtractedSection[];
}

/**
 * Elements that format words inside a sentence: their boundaries are not word
 * boundaries (`<strong>PIX</strong>,`). Every other element separates words,
 * including layout `<span>`s of components (a badge next to a path), which
 * render apart though the HTML has no space between them.
 */
const INLINE_TEXT_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'dfn',
  'em',
  'i',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
]);

function hasClass(attributes: Record<string, string>, name: string): boolean {
  return (attributes.class ?? '').split(/\s+/).includes(name);
}

export interface PageExtractor {
  handler: Partial<Handler>;
  /** The page once parsed; null when it has no article content (custom or home pages). */
  result: () => ExtractedPage | null;
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Returns null when the page has no article content (custom or home pages). */
export function extractPage(html: string): ExtractedPage | null {
  const extractor = pageExtractor();
  const parser = new Parser(extractor.handler, { decodeEntities: true });
  parser.write(html);
  parser.end();
  return extractor.result();
}

export function pageExtractor(): PageExtractor {
  const stack: string[] = [];
  let articleDepth = -1;
  let skipDepth = -1;
  let headingDepth = -1;
  let headingLevel = 0;
  let headingId = '';
  let headingText = '';
  let preDepth = -1;
  let codeText = '';
  let documentTitle = '';
  let inTitle = false;
  let description = '';
  let pageTitle = '';
  let found = false;

  const sections: {
    anchor: string;
    level: number;
    heading: string;
    text: string[];
    code: string[];
    date?: string;
  }[] = [{ anchor: '', level: 1, heading: '', text: [], code: [] }];
  const current = () => sections[sections.length - 1] as (typeof sections)[number];

  const handler: Partial<Handler> = {
    onopentag(name, attributes) {
      stack.push(name);
      const depth = stack.length;
      if (name === 'title') inTitle = true;
      if (name === 'meta' && attributes.name === 'description')
        description = attributes.content ?? '';
      if (articleDepth < 0) {
        if (hasClass(attributes, 'rspress-doc')) {
          articleDepth = depth;
          found = true;
        }
        return;
      }
      if (skipDepth >= 0) return;
      if (name === 'svg' || isOutsideContent(name, attributes)) {
        skipDepth = depth;
        return;
      }
      const level = /^h([1-6])$/.exec(name)?.[1];
      if (level && headingDepth < 0) {
        headingDepth = depth;
        headingLevel = Number(level);
        headingId = attributes.id ?? '';
        headingText = '';
        return;
      }
      const section = current();
      if (name === 'time' && section.level > 1 && !section.text.join('').trim()) {
        const date = /^\d{4}-\d{2}-\d{2}/.exec(attributes.datetime ?? '')?.[0];
        if (date) section.date = date;
      }
      if (name === 'pre' && preDepth < 0) {
        preDepth = depth;
        codeText = '';
        return;
      }
      if (separatesWords(name)) append(' ');
    },
    ontext(text) {
      if (inTitle) documentTitle += text;
      if (articleDepth < 0 || skipDepth >= 0) return;
      append(text);
    },
    onclosetag(name) {
      const depth = stack.length;
      stack.pop();
      if (name === 'title') inTitle = false;
      if (articleDepth < 0) return;
      if (depth === articleDepth) {
        articleDepth = -1;
        return;
      }
      if (skipDepth >= 0) {
        if (depth === skipDepth) skipDepth = -1;
        return;
      }
      if (depth === headingDepth) {
        headingDepth = -1;
        closeHeading();
        return;
      }
      if (depth === preDepth) {
        preDepth = -1;
        current().code.push(codeText.trim());
        return;
      }
      if (separatesWords(name)) append(' ');
    },
  };

  /** Inside code (a path with highlighted parameters), every element is part of one word. */
  function separatesWords(name: string): boolean {
    return preDepth < 0 && !INLINE_TEXT_TAGS.has(name) && !stack.includes('code');
  }

  function append(text: string) {
    if (headingDepth >= 0) headingText += text;
    else if (preDepth >= 0) codeText += text;
    else current().text.push(text);
  }

  function closeHeading() {
    const heading = clean(headingText);
    if (headingLevel === 1 && !pageTitle) {
      pageTitle = heading;
    } else if ((headingLevel === 2 || headingLevel === 3) && headingId) {
      sections.push({ anchor: headingId, level: headingLevel, heading, text: [], code: [] });
    } else {
      current().text.push(` ${heading} `);
    }
  }

  function result(): ExtractedPage | null {
    if (!found) return null;
    return {
      title: pageTitle || clean(documentTitle.split('|')[0] ?? ''),
      description: clean(description),
      sections: sections
        .map((s) => ({
          anchor: s.anchor,
          level: s.level,
          heading: s.level === 1 ? pageTitle : s.heading,
          text: clean(s.text.join('')),
          code: clean(s.code.filter(Boolean).join(' ')),
          ...(s.date ? { date: s.date } : {}),
        }))
        .filter((s) => s.level > 1 || s.text || s.code || s.heading),
    };
  }

  return { handler, result };
}
