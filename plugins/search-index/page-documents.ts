/**
 * The search documents of one page: its top part and each section, with the
 * API operation (if any) on the top part.
 */
import type { SearchDocument } from '../../shared/search/engine/search-document';
import type { ApiOperation } from './api-operation';
import type { ExtractedPage } from './extract-page';

export interface PageInput {
  /** Page URL as readers see it (`/en/docs/intro/authentication`). */
  url: string;
  section: SearchDocument['section'];
  page: ExtractedPage;
  api: ApiOperation | null;
  /** The page's `searchWeight` (a summary page that restates the guides ranks below them). */
  weight?: number;
  /** The page's publication date (blog posts), `YYYY-MM-DD`. */
  date?: string;
  /** Glossary forms of the terms the page is the guide for (page-signals.ts), by section anchor ('' the top part). */
  keywords?: ReadonlyMap<string, string>;
  /** The questions a guide says a section answers (page-questions.ts), by section anchor. */
  questions?: ReadonlyMap<string, string>;
  /** The page's position in the docs sidebar. */
  order?: number;
}

export function pageDocuments({
  url,
  section,
  page,
  api,
  weight,
  date,
  keywords,
  questions,
  order,
}: PageInput): SearchDocument[] {
  const headings: string[] = [];
  return page.sections.map((s) => {
    const isTop = s.level === 1;
    // A dated entry (a changelog entry) carries its own date; a post's sections, the post's.
    const dated = s.date ?? date;
    if (s.level === 2) headings.length = 0;
    if (s.level === 3) headings.length = Math.min(headings.length, 1);
    if (!isTop) headings.push(s.heading);
    return {
      id: s.anchor ? `${url}#${s.anchor}` : url,
      pageUrl: url,
      anchor: s.anchor,
      title: page.title,
      headings: [...headings],
      text: isTop && page.description ? `${page.description} ${s.text}`.trim() : s.text,
      code: s.code,
      // The summary is the page's title (the generator writes both from the spec), which
      // the title and heading fields hold already: a third copy made an operation titled
      // "Submit a MED defense" outrank the guide that explains MED for "med".
      api:
        isTop && api
          ? [
              api.method,
              api.operationId,
              api.summary === page.title ? '' : api.summary,
              ...api.parameters,
            ]
              .filter(Boolean)
              .join(' ')
          : '',
      path: isTop && api ? api.path : '',
      section,
      method: isTop && api ? api.method : '',
      ...(weight !== undefined ? { weight } : {}),
      ...(dated !== undefined ? { date: dated } : {}),
      ...(keywords?.get(s.anchor) ? { keywords: keywords.get(s.anchor) } : {}),
      ...(questions?.get(s.anchor) ? { questions: questions.get(s.anchor) } : {}),
      ...(order !== undefined ? { order } : {}),
    };
  });
}
