/**
 * A locale's search index, loaded from the file the build wrote, and the
 * search over it: ranking, filtering by docs section, snippets. Runs in the
 * search worker (and in Node for the ranking tests and the bench).
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import type { Lang } from '../../../config/locales';
import { type Analyzer, createAnalyzer } from '../analysis/analyzer';
import { scanTokens } from '../analysis/scan-tokens';
import { buildQuery, isNewsQuery, VERBATIM } from './build-query';
import { Vocabulary } from './did-you-mean';
import { type MarkedText, markMatches, snippet } from './highlight';
import { indexOptions } from './index-options';
import {
  type DocsSectionId,
  FIELD_BOOSTS,
  type FieldKind,
  type SearchDocument,
} from './search-document';

/** The content of an index file (`static/search/<lang>.<hash>.json`). */
export interface SearchIndexFile {
  format: 1;
  lang: Lang;
  documents: number;
  /** MiniSearch's serialized index (`toJSON()`), stored fields included. */
  index: unknown;
}

export interface SearchScope {
  section: DocsSectionId;
  mode: 'within' | 'outside';
}

export interface SearchRequest {
  query: string;
  /** Most hits to return (after the per-page cap). */
  limit?: number;
  /** Most hits from one page; suggestions keep a few pages in view. */
  perPage?: number;
  scope?: SearchScope;
}

export interface SearchHit {
  id: string;
  /** Link target: page URL plus `#anchor` when the hit is a section. */
  url: string;
  pageUrl: string;
  title: MarkedText;
  /** Headings from the page to the section (breadcrumb after the title). */
  headings: MarkedText[];
  snippet: MarkedText;
  section: DocsSectionId | '';
  /** `POST` and `/transactions` for API operation pages, else ''. */
  method: string;
  path: string;
  /** A field-level hit: what it is and its type (`title` is then the operation, `headings` the field path). */
  field?: { kind: FieldKind; type: string };
  score: number;
}

export interface SearchResponse {
  hits: SearchHit[];
  /** Hits before `limit` (after the scope filter and the per-page cap). */
  total: number;
  /** When nothing was found: queries of the nearest known words ("Did you mean…"), best first. */
  didYouMean?: string[];
  /** When nothing was found: what the index of another language finds (the worker adds it). */
  otherLanguage?: { lang: Lang; hits: SearchHit[]; total: number };
}

type StoredDocument = Omit<SearchDocument, 'id' | 'api'>;

/** A result's stored fields; empty strings and lists are left out of the index file. */
function storedOf(result: SearchResult): StoredDocument {
  const stored = result as unknown as Partial<StoredDocument>;
  return {
    pageUrl: stored.pageUrl ?? '',
    anchor: stored.anchor ?? '',
    title: stored.title ?? '',
    headings: stored.headings ?? [],
    text: stored.text ?? '',
    code: stored.code ?? '',
    path: stored.path ?? '',
    section: stored.section ?? '',
    method: stored.method ?? '',
    ...(stored.weight !== undefined ? { weight: stored.weight } : {}),
    ...(stored.entry ? { entry: stored.entry } : {}),
    ...(stored.order !== undefined ? { order: stored.order } : {}),
  };
}

/**
 * Score factor of pages outside the docs sections (blog, home). A post's
 * title names its subject in a few words and its top part repeats it, so a
 * post outscores the guide on the same term several times over; a quarter
 * puts the guide (and the reference) first, as readers expect, while a post
 * that alone speaks of something still shows.
 */
const OUTSIDE_DOCS_WEIGHT = 0.25;

/**
 * An HTTP method typed in capitals (`POST`, `GET /cashouts`) asks for API
 * operations of that method: they outrank prose that merely mentions it.
 */
const METHOD_MATCH_WEIGHT = 4;
const HTTP_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

function methodsIn(input: string): Set<string> {
  return new Set(input.split(/\s+/).filter((word) => HTTP_METHODS.has(word)));
}

/**
 * A news-like query ("what's new", "novidades") wants posts, the newest first:
 * dated pages get this factor instead of OUTSIDE_DOCS_WEIGHT, times up to 2
 * for a post of the newest date (falling to 1 at a year older).
 */
const NEWS_WEIGHT = 1.5;
const DAY = 86_400_000;
const NEWS_HORIZON_DAYS = 365;

/**
 * A pasted identifier (`qr_code`, `Idempotency-Key`, `insufficient_balance`)
 * names one thing: a hit that matched it whole (not only its words) comes
 * first, field entry or error catalogue heading alike.
 */
const WHOLE_IDENTIFIER_WEIGHT = 2;

/**
 * Field-level entries found by plain words ("qr code", "partially refunded")
 * rank below the guide and operation sections that explain them; found by
 * the pasted identifier itself, they weigh in full (then x2, above).
 */
const FIELD_ENTRY_WEIGHT = 0.3;

/** How much a fully matched heading multiplies a hit's score (x2 at most). */
const HEADING_COVERAGE_WEIGHT = 1;

/**
 * Near-ties (scores within 2 %) go to the page met first in the docs
 * sidebar: the webhook guides share their delivery sections (retries,
 * duplicates) almost word for word, and the transaction guide, first of them,
 * is where readers learn them.
 */
const NEAR_TIE = 0.98;

function byReadingOrder(results: SearchResult[]): SearchResult[] {
  for (let i = 0; i + 1 < results.length; i++) {
    const [a, b] = [results[i] as SearchResult, results[i + 1] as SearchResult];
    if (
      typeof a.order === 'number' &&
      typeof b.order === 'number' &&
      b.order < a.order &&
      b.score >= a.score * NEAR_TIE
    ) {
      results[i] = b;
      results[i + 1] = a;
    }
  }
  return results;
}

function inScope(section: string, scope: SearchScope | undefined): boolean {
  if (!scope) return true;
  return scope.mode === 'within' ? section === scope.section : section !== scope.section;
}

export class SearchIndex {
  readonly lang: Lang;
  readonly documentCount: number;
  readonly #engine: MiniSearch<SearchDocument>;
  readonly #analyzer: Analyzer;

  private constructor(lang: Lang, engine: MiniSearch<SearchDocument>, analyzer: Analyzer) {
    this.lang = lang;
    this.#engine = engine;
    this.#analyzer = analyzer;
    this.documentCount = engine.documentCount;
  }

  /** Builds a new index from documents (the build step). */
  static build(lang: Lang, documents: SearchDocument[]): SearchIndex {
    const analyzer = createAnalyzer(lang);
    const engine = new MiniSearch<SearchDocument>(indexOptions(lang, analyzer));
    engine.addAll(documents);
    return new SearchIndex(lang, engine, analyzer);
  }

  /** Loads an index file written by `toFile()` (the worker's build-indexes step). */
  static load(file: SearchIndexFile): SearchIndex {
    if (file.format !== 1)
      throw new Error(`Unsupported search index format ${String(file.format)}`);
    const analyzer = createAnalyzer(file.lang);
    // The file was written by toFile() from MiniSearch's own toJSON().
    const serialized = file.index as Parameters<typeof MiniSearch.loadJS>[0];
    const engine = MiniSearch.loadJS<SearchDocument>(serialized, indexOptions(file.lang, analyzer));
    return new SearchIndex(file.lang, engine, analyzer);
  }

  /**
   * Runs one query through every step (analysis, fuzzy and prefix matching,
   * ranking, highlighting) so the engine's code is compiled before the
   * reader's first keystroke rather than during it (the worker calls it
   * once, right after loading: the first query was the slowest by far).
   */
  warmUp(): void {
    const id = (this.#engine as unknown as { _documentIds?: Map<number, unknown> })._documentIds
      ?.values()
      .next().value;
    const title = String(this.#engine.getStoredFields(id as string)?.title ?? '');
    // A long word: typo tolerance and prefix matching both run.
    const word = title.split(/\s+/).find((w) => w.length >= 6);
    if (word) this.search({ query: word, limit: 8, perPage: 3 });
  }

  /** Number of indexed sections in a docs section ('' counts pages in none). */
  countSection(section: SearchDocument['section']): number {
    return this.#engine.search(MiniSearch.wildcard, {
      filter: (result) => String(result.section ?? '') === section,
    }).length;
  }

  toFile(): SearchIndexFile {
    return {
      format: 1,
      lang: this.lang,
      documents: this.documentCount,
      index: this.#engine.toJSON(),
    };
  }

  search(request: SearchRequest): SearchResponse {
    const { limit = Number.POSITIVE_INFINITY, perPage = Number.POSITIVE_INFINITY, scope } = request;
    const results = this.#rank(request.query, scope);
    const perPageCount = new Map<string, number>();
    const kept: SearchResult[] = [];
    for (const result of results) {
      const pageUrl = String(result.pageUrl);
      const count = perPageCount.get(pageUrl) ?? 0;
      if (count >= perPage) continue;
      perPageCount.set(pageUrl, count + 1);
      kept.push(result);
    }
    const hits = kept.slice(0, limit).map((r) => this.#toHit(r));
    if (kept.length > 0) return { hits, total: kept.length };
    const didYouMean = this.didYouMean(request.query, scope);
    return { hits, total: 0, ...(didYouMean.length ? { didYouMean } : {}) };
  }

  #vocabulary: Vocabulary | undefined;

  /**
   * The query with each word it does not find replaced by the nearest word of
   * the site's titles, headings and field names; [] when no such query finds
   * anything.
   */
  didYouMean(input: string, scope?: SearchScope): string[] {
    if (!this.#vocabulary) {
      const vocabulary = new Vocabulary();
      for (const r of this.#engine.search(MiniSearch.wildcard)) {
        const stored = storedOf(r);
        vocabulary.add([stored.title, ...stored.headings, stored.entry?.path ?? ''].join(' '));
      }
      this.#vocabulary = vocabulary;
    }
    const vocabulary = this.#vocabulary;
    let changed = false;
    const corrected = input.replace(/[\p{L}\p{N}][\p{L}\p{N}_'’-]*/gu, (word) => {
      if (vocabulary.has(word) || this.#analyzer.isStopWord(word)) return word;
      const nearest = vocabulary.nearest(word);
      if (!nearest) return word;
      changed = true;
      return nearest.toLowerCase();
    });
    if (!changed || this.#rank(corrected, scope).length === 0) return [];
    return [corrected.trim()];
  }

  /**
   * MiniSearch has no public "is this term indexed"; its term map's `has` is
   * the cheap answer (minisearch is pinned; without it, every word may take
   * its full typo tolerance, as before).
   */
  readonly #knownTerm = (term: string): boolean => {
    const map = (this.#engine as unknown as { _index?: { has?: (t: string) => boolean } })._index;
    return typeof map?.has === 'function' ? map.has(term) : false;
  };

  #posts: SearchResult[] | undefined;

  /** Dated pages (their top parts), newest first; listed once (a wildcard search reads every document). */
  #datedPages(): SearchResult[] {
    this.#posts ??= this.#engine
      .search(MiniSearch.wildcard, { filter: (r) => typeof r.date === 'string' && !r.anchor })
      .sort((a, b) => String(b.date).localeCompare(String(a.date)));
    return this.#posts;
  }

  #newestDate: number | undefined;

  /** The date of the newest dated page, in ms (0 when none). */
  #newest(): number {
    this.#newestDate ??= Date.parse(String(this.#datedPages()[0]?.date ?? '')) || 0;
    return this.#newestDate;
  }

  #recency(date: unknown): number {
    if (typeof date !== 'string') return 1;
    const age = (this.#newest() - Date.parse(date)) / DAY;
    return 1 + Math.max(0, 1 - age / NEWS_HORIZON_DAYS);
  }

  /** The latest posts, newest first: the answer to "what's new" alone. */
  #latest(scope: SearchScope | undefined): SearchResult[] {
    return this.#datedPages().filter((r) => inScope(String(r.section ?? ''), scope));
  }

  #rank(input: string, scope: SearchScope | undefined): SearchResult[] {
    const methods = methodsIn(input);
    const news = isNewsQuery(input, this.#analyzer);
    const pageWeight = (stored: Record<string, unknown> | undefined) => {
      if (news && typeof stored?.date === 'string') return NEWS_WEIGHT * this.#recency(stored.date);
      // Webhook events are few and named in words ("partially refunded"): full weight.
      if (stored?.entry)
        return (stored.entry as { kind?: string }).kind === 'event' ? 1 : FIELD_ENTRY_WEIGHT;
      return stored?.section ? 1 : OUTSIDE_DOCS_WEIGHT;
    };
    const identifiers = new Set(
      scanTokens(input)
        .filter((t) => t.kind === 'compound')
        .flatMap((t) => this.#analyzer.termsOf(t.text)),
    );
    const options = {
      ...VERBATIM,
      boost: FIELD_BOOSTS,
      // A typo match counts well below an exact or prefix one (MiniSearch: 0.45, prefix 0.375).
      fuzzyWeight: 0.2,
      // The guides and the API reference are the reference; other pages (blog
      // posts, home) tell the same facts in passing, dated.
      // Summary pages (checklist, changelog, error catalogue) restate the
      // guides and carry a `searchWeight` below 1.
      // News-like queries rank recent posts first instead.
      boostDocument: (_id: unknown, _term: string, stored?: Record<string, unknown>) =>
        pageWeight(stored) *
        (typeof stored?.weight === 'number' ? stored.weight : 1) *
        (methods.has(String(stored?.method ?? '')) ? METHOD_MATCH_WEIGHT : 1),
      filter: (result: SearchResult) => inScope(String(result.section ?? ''), scope),
    };
    for (const combineWith of ['AND', 'OR'] as const) {
      const query = buildQuery(input, this.#analyzer, combineWith, this.#knownTerm);
      if (!query) return news ? this.#latest(scope) : [];
      const results = this.#engine.search(query, options);
      if (results.length || query.queries.length === 1) {
        for (const result of results) {
          if (result.terms.some((term) => identifiers.has(term)))
            result.score *=
              WHOLE_IDENTIFIER_WEIGHT /
              (result.entry && (result.entry as { kind?: string }).kind !== 'event'
                ? FIELD_ENTRY_WEIGHT
                : 1);
        }
        return this.#favourHeadingMatches(results);
      }
    }
    return [];
  }

  /**
   * BM25 counts matches; readers expect the section whose heading *is* what
   * they typed first ("authentication" -> "Authentication", not "3DS
   * authentication"). Each hit's score grows with the share of its heading's
   * words (the page title for a page's top part) that the query matched.
   */
  #favourHeadingMatches(results: SearchResult[]): SearchResult[] {
    for (const result of results) {
      const stored = storedOf(result);
      const heading = stored.entry?.path ?? stored.headings.at(-1) ?? stored.title;
      result.score *= 1 + HEADING_COVERAGE_WEIGHT * this.#coverage(heading, new Set(result.terms));
    }
    return byReadingOrder(results.sort((a, b) => b.score - a.score));
  }

  // Every query scores hundreds of hits: each heading is analyzed once.
  readonly #headingTerms = new Map<string, string[][]>();

  #headingWords(text: string): string[][] {
    let words = this.#headingTerms.get(text);
    if (!words) {
      words = this.#analyzer
        .tokenize(text)
        .map((token) => this.#analyzer.termsOf(token))
        .filter((terms) => terms.length > 0);
      this.#headingTerms.set(text, words);
    }
    return words;
  }

  /** Share of the words of `text` (stop words aside) with a matched term. */
  #coverage(text: string, matched: ReadonlySet<string>): number {
    const words = this.#headingWords(text);
    if (words.length === 0) return 0;
    return words.filter((terms) => terms.some((t) => matched.has(t))).length / words.length;
  }

  #toHit(result: SearchResult): SearchHit {
    const stored = storedOf(result);
    const matched = new Set(result.terms);
    const mark = (text: string) => markMatches(text, matched, this.#analyzer);
    const url = stored.anchor ? `${stored.pageUrl}#${stored.anchor}` : stored.pageUrl;
    if (stored.entry) {
      const { entry } = stored;
      return {
        id: String(result.id),
        url,
        pageUrl: stored.pageUrl,
        title: mark(entry.operation),
        headings: [mark(entry.path)],
        snippet: snippet(mark(entry.description)),
        section: stored.section,
        method: '',
        path: '',
        field: { kind: entry.kind, type: entry.type },
        score: result.score,
      };
    }
    // The snippet comes from the prose, or from the code when only code matched.
    const text = mark(stored.text);
    const code = text.marks.length ? null : mark(stored.code);
    const body = code?.marks.length ? code : text;
    return {
      id: String(result.id),
      url,
      pageUrl: stored.pageUrl,
      title: mark(stored.title),
      headings: stored.headings.map(mark),
      snippet: snippet(body),
      section: stored.section,
      method: stored.method,
      path: stored.path,
      score: result.score,
    };
  }
}
