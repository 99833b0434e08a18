/**
 * Reads a rendered (SSG) page and splits its content into sections: the top
 * part under the `<h1>`, then one section per `<h2>`/`<h3>` (deeper headings
 * stay in their section's text). Only the article (`.rspress-doc`) is read:
 * not the navbar, sidebar, outline or footer. Elements marked
 * `data-search-ignore` (and scripts, buttons, SVG, `aria-hidden` parts such as
 * heading anchors) are skipped.
 */
import { Parser } from 'htmlparser2';

export interface ExtractedSection {
  /** Heading id without `#`; '' for the top part. */
  anchor: string;
  /** 1 for the top part, 2 or 3 for a section. */
  level: number;
  heading: string;
  text: string;
  code: string;
}

export interface ExtractedPage {
  /** The `<h1>` text (or the `<title>` when the page has none). */
  title: string;
  description: string;
  sections: ExtractedSection[];
}

const SKIPPED_TAGS = new Set([
  'script',
  'style',
  'svg',
  'button',
  'template',
  'noscript',
  'select',
  'textarea',
]);
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

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Returns null when the page has no article content (custom or home pages). */
export function extractPage(html: string): ExtractedPage | null {
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
  }[] = [{ anchor: '', level: 1, heading: '', text: [], code: [] }];
  const current = () => sections[sections.length - 1] as (typeof sections)[number];

  const parser = new Parser(
    {
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
        if (
          SKIPPED_TAGS.has(name) ||
          attributes['aria-hidden'] === 'true' ||
          'data-search-ignore' in attributes ||
          hasClass(attributes, 'rp-header-anchor')
        ) {
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
    },
    { decodeEntities: true },
  );

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

  parser.write(html);
  parser.end();
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
      }))
      .filter((s) => s.level > 1 || s.text || s.code || s.heading),
  };
}
