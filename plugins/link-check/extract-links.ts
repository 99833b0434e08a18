import { type Handler, Parser } from 'htmlparser2';

export interface PageLinks {
  /** `href` of every `<a>` in the page, in document order. */
  hrefs: string[];
  /**
   * Every element id in the page (anchor targets), and the field anchors of
   * the API reference's `oneOf` alternatives not shown in the HTML (listed in
   * `data-anchors`: opening such a link selects the alternative).
   */
  ids: Set<string>;
  /** Element ids written more than once, each listed once: a link to one opens only the first. */
  duplicateIds: string[];
}

/**
 * The SAX handler that collects a page's links and anchor targets; the
 * one-pass reader of the built site (plugins/built-site) feeds it.
 */
export function linksReader(): { handler: Partial<Handler>; result: () => PageLinks } {
  const hrefs: string[] = [];
  const ids = new Set<string>();
  const elementIds = new Set<string>();
  const duplicateIds = new Set<string>();
  return {
    handler: {
      onopentag(name, attributes) {
        if (attributes.id) {
          if (elementIds.has(attributes.id)) duplicateIds.add(attributes.id);
          elementIds.add(attributes.id);
          ids.add(attributes.id);
        }
        for (const anchor of (attributes['data-anchors'] ?? '').split(' ')) {
          if (anchor) ids.add(anchor);
        }
        if (name === 'a' && attributes.href !== undefined) hrefs.push(attributes.href);
      },
    },
    result: () => ({ hrefs, ids, duplicateIds: [...duplicateIds] }),
  };
}

/** Reads the links and anchor targets of a rendered HTML page. */
export function extractLinks(html: string): PageLinks {
  const reader = linksReader();
  const parser = new Parser(reader.handler);
  parser.write(html);
  parser.end();
  return reader.result();
}
