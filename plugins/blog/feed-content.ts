/**
 * A post's body as feed readers get it: the article HTML of the built page,
 * without the site's chrome (title, and what plugins/built-site/page-content.ts
 * calls chrome: the post header, the hidden AI menu, heading anchors, copy
 * buttons; React's hydration comments), with code blocks reduced to plain
 * `<pre><code>` (the highlighting depends on the site's CSS), without the
 * site's classes and styles, and with every link and image made absolute,
 * since a feed is read away from the site.
 */
import render from 'dom-serializer';
import { type ChildNode, type Document, Element, Text } from 'domhandler';
import { filter, findAll, findOne, removeElement, replaceElement, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { isOutsideContent } from '../built-site/page-content';

const hasClass = (el: Element, name: string) =>
  (el.attribs.class ?? '').split(/\s+/).includes(name);

/** Elements that are site chrome, not article. */
function isChrome(el: Element): boolean {
  return el.name === 'h1' || isOutsideContent(el.name, el.attribs);
}

const URL_ATTRIBUTES = ['href', 'src', 'poster'];
/** Attributes that only mean something with the site's CSS and scripts. */
const SITE_ATTRIBUTES = /^(class|style|tabindex|data-.*)$/;

function plainCodeBlock(block: Element): Element {
  const pre = findOne((el) => el.name === 'pre', block.children);
  const language = pre?.attribs['data-lang'];
  const code = new Element('code', language ? { class: `language-${language}` } : {}, [
    new Text(pre ? textContent(pre) : textContent(block)),
  ]);
  return new Element('pre', {}, [code]);
}

/**
 * @param pageHtml the built page
 * @param pageUrl the page's absolute URL, against which relative URLs resolve
 * @returns the article HTML, or undefined when the page has no article
 */
export function articleHtml(pageHtml: string, pageUrl: string): string | undefined {
  return articleHtmlOf(parseDocument(pageHtml), pageUrl);
}

/** `articleHtml` of a page already parsed (by the one-pass reader, plugins/built-site). */
export function articleHtmlOf(document: Document, pageUrl: string): string | undefined {
  const article = findOne((el) => hasClass(el, 'rspress-doc'), document.children, true);
  if (!article) return undefined;
  for (const el of findAll(isChrome, article.children)) removeElement(el);
  for (const comment of filter((node) => node.type === 'comment', article.children)) {
    removeElement(comment);
  }
  for (const block of findAll((el) => hasClass(el, 'rp-codeblock'), article.children)) {
    replaceElement(block, plainCodeBlock(block));
  }
  for (const el of findAll(() => true, article.children)) {
    for (const name of Object.keys(el.attribs)) {
      if (SITE_ATTRIBUTES.test(name) && !el.attribs[name]?.startsWith('language-')) {
        delete el.attribs[name];
      }
    }
    for (const name of URL_ATTRIBUTES) {
      const value = el.attribs[name];
      if (value !== undefined) el.attribs[name] = new URL(value, pageUrl).href;
    }
  }
  return render(article.children as ChildNode[], { encodeEntities: 'utf8' }).trim();
}
