/**
 * A locale's search index, loaded from the file the build wrote, and the
 * search over it: ranking, filtering by docs section, snippets. Runs in the
 * search worker (and in Node for the ranking tests and the bench).
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import type { Lang } from '../../config/locales';
import { type Analyzer, createAnalyzer } from '../analysis/analyzer';
import { buildQuery, VERBATIM } from './build-query';
import { type MarkedText, markMatches, snippet } from './highlight';
import { indexOptions } from './index-options';
import { type DocsSectionId, FIELD_BOOSTS, type SearchDocument } from './search-document';

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
  score: number;
}

export interface SearchResponse {
  hits: SearchHit[];
  /** Hits before `limit` (after the scope filter and the per-page cap). */
  total: number;
}

type StoredDocument = Omit<SearchDocument, 'id' | 'api'>;

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
    return { hits: kept.slice(0, limit).map((r) => this.#toHit(r)), total: kept.length };
  }

  #rank(input: string, scope: SearchScope | undefined): SearchResult[] {
    const options = {
      ...VERBATIM,
      boost: FIELD_BOOSTS,
      filter: (result: SearchResult) => inScope(String(result.section), scope),
    };
    for (const combineWith of ['AND', 'OR'] as const) {
      const query = buildQuery(input, this.#analyzer, combineWith);
      if (!query) return [];
      const results = this.#engine.search(query, options);
      if (results.length || query.queries.length === 1) return results;
    }
    return [];
  }

  #toHit(result: SearchResult): SearchHit {
    const stored = result as unknown as StoredDocument & SearchResult;
    const matched = new Set(result.terms);
    const mark = (text: string) => markMatches(text, matched, this.#analyzer);
    const text = mark(stored.text);
    const code = mark(stored.code);
    const body = text.marks.length || !code.marks.length ? text : code;
    return {
      id: String(result.id),
      url: stored.anchor ? `${stored.pageUrl}#${stored.anchor}` : stored.pageUrl,
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
