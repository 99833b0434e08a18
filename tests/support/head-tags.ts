/** The `<head>` tags of a built page that SEO tests read. */
import { Parser } from 'htmlparser2';

export interface HeadTags {
  htmlLang?: string;
  titles: string[];
  /** name or property -> every content given. */
  meta: Map<string, string[]>;
  canonicals: string[];
  /** hreflang -> every href given. */
  alternates: Map<string, string[]>;
}

export function readHeadTags(html: string): HeadTags {
  const tags: HeadTags = { titles: [], meta: new Map(), canonicals: [], alternates: new Map() };
  let inHead = false;
  let inTitle = false;
  const push = (map: Map<string, string[]>, key: string, value: string) =>
    map.set(key, [...(map.get(key) ?? []), value]);
  const parser = new Parser({
    onopentag(name, a) {
      if (name === 'html') tags.htmlLang = a.lang;
      if (name === 'head') inHead = true;
      if (!inHead) return;
      if (name === 'title') {
        inTitle = true;
        tags.titles.push('');
      }
      const key = a.name ?? a.property;
      if (name === 'meta' && key && a.content !== undefined) push(tags.meta, key, a.content);
      if (name === 'link' && a.rel === 'canonical' && a.href) tags.canonicals.push(a.href);
      if (name === 'link' && a.rel === 'alternate' && a.hreflang && a.href) {
        push(tags.alternates, a.hreflang, a.href);
      }
    },
    ontext(text) {
      if (inTitle) tags.titles[tags.titles.length - 1] += text;
    },
    onclosetag(name) {
      if (name === 'title') inTitle = false;
      if (name === 'head') inHead = false;
    },
  });
  parser.write(html);
  parser.end();
  return tags;
}
