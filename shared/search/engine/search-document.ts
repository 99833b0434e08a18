/**
 * One indexed document is one section of a page: the part under a heading
 * (the page's own top part has the page title as heading). Suggestions land
 * on the heading's anchor.
 */

/** Where a page belongs, for "within/outside {section}" filtering. */
export type DocsSectionId = 'guides' | 'api' | 'handbook';

export interface SearchDocument {
  /** `url` + `#anchor`, unique in a locale. */
  id: string;
  /** Page URL without anchor, e.g. `/en/docs/intro/authentication`. */
  pageUrl: string;
  /** Heading anchor without `#`; '' for the page's top part. */
  anchor: string;
  /** Page title. */
  title: string;
  /** Headings from the page down to this section (h2, h3); [] for the top part. */
  headings: string[];
  /** Prose of the section (and, for the top part, the page description). */
  text: string;
  /** Code blocks of the section. */
  code: string;
  /** API operation: method, operationId, summary, parameter names (top part of an API page). */
  api: string;
  /** API operation path, e.g. `POST /transactions/{id}/refund` -> `/transactions/{id}/refund`. */
  path: string;
  /** Docs section of the page, or '' when the page is in none. */
  section: DocsSectionId | '';
  /** HTTP method of an API page, upper-case, or ''. */
  method: string;
  /** Score factor of the page (frontmatter `searchWeight`, 0 to 1); absent means 1. */
  weight?: number;
  /** Publication date of a dated page (blog post) or entry (a changelog entry), `YYYY-MM-DD`: recent ones answer news-like queries. */
  date?: string;
  /**
   * The glossary terms (and their synonyms, in the page's language) this page
   * is the glossary's guide for (top part only): the page that explains a term
   * is found by it even where its title says something else (`dispute` finds
   * the infraction guide).
   */
  keywords?: string;
  /**
   * The questions a guide says this section answers (frontmatter `questions`),
   * weighted like `keywords` but in a field of their own: a sentence is longer
   * than a term's forms, and in one field they would change how every page's
   * glossary forms score (BM25 weighs a field's length against its average).
   */
  questions?: string;
  /** The page's position in the docs sidebar (0 first); absent outside it. Breaks near-ties. */
  order?: number;
  /**
   * A field-level entry (see plugins/search-index/field-documents.ts): the
   * names it is found by (field path, enum value, header or event name). Such
   * an entry has no title, headings or text to search: it is found by these
   * names only, never by its description, so a word of prose finds the
   * guides, not every field that mentions it. What it shows is in `entry`.
   */
  field?: string;
  /**
   * Other providers' names of a field-level entry (Stripe's
   * `charge.dispute.created` for `transaction.chargeback`: shared/glossary.ts),
   * space-separated and matched whole only: their parts (`payment`, `intent`)
   * are no words of this site and must not find the entry.
   */
  aliases?: string;
  /** What a field-level entry shows (stored only); absent on sections. */
  entry?: FieldEntry;
  /**
   * A glossary entry's guide (URL, `#anchor` allowed; stored only): the
   * entry ranks right below the guide's best hit, which explains the term.
   */
  guide?: string;
  /**
   * A glossary entry's forms (its term, and every other name of it; stored
   * only): a query that is one of them shows the entry (search-index.ts).
   */
  forms?: string[];
  /**
   * An error catalogue entry's answers (stored only): `<status> <METHOD> <path>`
   * for each operation that answers with it, the path as normalizePath writes it
   * (`409 POST /transactions/{}/capture`). A log line naming a path and a status
   * opens the errors that operation answers with that status (search-index.ts).
   */
  answers?: string[];
}

export type FieldKind = 'field' | 'enum' | 'parameter' | 'header' | 'event';

export interface FieldEntry {
  kind: FieldKind;
  /** `pix.qr_code`, `status = refused`, `Idempotency-Key`, `transaction.paid`. */
  path: string;
  /** `string`, `Customer`, `string[]`, `webhook`. */
  type: string;
  /** The page's title: the operation (`Create a transaction`) or the webhook guide. */
  operation: string;
  /** The field's description, shortened. */
  description: string;
}

/** Fields searched, with their weights: titles and headings above body text. */
export const FIELD_BOOSTS = {
  title: 2,
  heading: 3,
  api: 3,
  path: 6,
  field: 6,
  aliases: 6,
  keywords: 3,
  questions: 3,
  pairs: 3,
  text: 1,
  code: 0.5,
} as const;

export type SearchField = keyof typeof FIELD_BOOSTS;
export const SEARCH_FIELDS = Object.keys(FIELD_BOOSTS) as SearchField[];
/** The fields a typed word is looked up in: `pairs` holds word pairs, which only pairs of typed words find. */
export const WORD_FIELDS = SEARCH_FIELDS.filter((f) => f !== 'pairs');

/** Fields kept in the index file for display (snippets, breadcrumbs, filters). */
export const STORED_FIELDS = [
  'pageUrl',
  'anchor',
  'title',
  'headings',
  'text',
  'code',
  'section',
  'method',
  'path',
  'weight',
  'date',
  'order',
  'entry',
  'guide',
  'forms',
  'answers',
] as const satisfies readonly (keyof SearchDocument)[];

/**
 * The text whose word pairs fill the `pairs` field (analyzer.ts, `pairs`):
 * what a section is about, its heading and the glossary's names for it.
 */
export function pairsText(document: SearchDocument): string {
  if (document.entry) return '';
  return [headingText(document), document.keywords ?? '', document.questions ?? ''].join(' \n ');
}

/** The text of the `heading` field: the section's headings, or the title for the top part. */
export function headingText(document: SearchDocument): string {
  if (document.entry) return '';
  return document.headings.length ? document.headings.join(' ') : document.title;
}
