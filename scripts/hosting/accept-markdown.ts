/**
 * Markdown by content negotiation: a page URL answers its Markdown twin
 * (`page.md`, written by the build) to a client whose `Accept` prefers
 * `text/markdown` to `text/html` (Claude Code sends `text/markdown, text/html,
 * *\/*`; Cursor `text/markdown, text/plain;q=0.9, *\/*;q=0.8`). HTML is listed
 * first, so it wins every tie: browsers, crawlers, `*\/*`, no `Accept` at all.
 * RFC 9110 rules (q-values, the most specific range, `q=0` refuses) are
 * `negotiator`'s, the library Express uses; deploy/nginx.conf says the same
 * with maps, and the hosting contract runs one table of cases against both.
 */
import Negotiator from 'negotiator';

/** What a page can be sent as, the default first. */
const PAGE_TYPES = ['text/html; charset=utf-8', 'text/markdown; charset=utf-8'];

export function prefersMarkdown(accept: string | string[] | undefined): boolean {
  const header = Array.isArray(accept) ? accept.join(', ') : accept;
  if (header === undefined) return false;
  return new Negotiator({ headers: { accept: header } }).mediaType(PAGE_TYPES) === PAGE_TYPES[1];
}

/** The Markdown twin of a built page file: `docs/x.html` -> `docs/x.md`. */
export function markdownTwinOf(pageFile: string): string | undefined {
  return pageFile.endsWith('.html') ? `${pageFile.slice(0, -'.html'.length)}.md` : undefined;
}
