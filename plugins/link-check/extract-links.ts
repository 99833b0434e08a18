import { Parser } from 'htmlparser2';

export interface PageLinks {
  /** `href` of every `<a>` in the page, in document order. */
  hrefs: string[];
  /** Every element id in the page (anchor targets). */
  ids: Set<string>;
}

/** Reads the links and anchor targets of a rendered HTML page. */
export function extractLinks(html: string): PageLinks {
  const hrefs: string[] = [];
  const ids = new Set<string>();
  const parser = new Parser({
    onopentag(name, attributes) {
      if (attributes.id) ids.add(attributes.id);
      if (name === 'a' && attributes.href !== undefined) hrefs.push(attributes.href);
    },
  });
  parser.write(html);
  parser.end();
  return { hrefs, ids };
}
