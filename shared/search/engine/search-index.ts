/**
 * A locale's search index, loaded from the file the build wrote, and the
 * search over it: ranking, filtering by docs section, snippets. Runs in the
 * search worker (and in Node for the ranking tests and the bench).
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import type { Lang } from '../../../config/locales';
import { ERRORS_SLUG, statusGroupAnchor } from '../../api/slug';
import { type Analyzer, createAnalyzer } from '../analysis/analyzer';
import { normalizePath, unversionedPath } from '../analysis/normalize-path';
import { innerWords, scanTokens } from '../analysis/scan-tokens';
import {
  buildQuery,
  isNewsQuery,
  knownTail,
  type QueryGroup,
  type TermLookup,
  VERBATIM,
} from './build-query';
import { typoDistance, Vocabulary } from './did-you-mean';
import { type MarkedText, markMatches, snippet } from './highlight';
import { indexOptions } from './index-options';
import { namesObject, pathObject } from './path-object';
import {
  type DocsSectionId,
  FIELD_BOOSTS,
  type FieldKind,
  type SearchDocument,
  WORD_FIELDS,
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
  /**
   * The section's name in the reader's language (`Writers' handbook`): a
   * query that names it (`handbook callout`) asks for the section, and the
   * scope `outside` it is dropped.
   */
  unlessNamed?: string;
}

export interface SearchRequest {
  query: string;
  /** Most hits to return (after the per-page cap). */
  limit?: number;
  /**
   * Most hits from one page before the other pages' hits (its further hits
   * come after them): suggestions keep several pages in view.
   */
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
  /** Hits before `limit` (after the scope filter). */
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
    ...(stored.guide ? { guide: stored.guide } : {}),
    ...(stored.forms ? { forms: stored.forms } : {}),
    ...(stored.answers ? { answers: stored.answers } : {}),
  };
}

/**
 * A log line with a status that also names the error code (`POST /v2/cashouts 422
 * invalid_pix_key`) asks about that error: its catalogue entry (an entry with
 * `answers`, anchored by its code) comes first, above the operation that answered it.
 */
function namedErrorFirst(ranked: SearchResult[], codes: ReadonlySet<string>): SearchResult[] {
  const at = ranked.findIndex(
    (r) => (storedOf(r).answers?.length ?? 0) > 0 && codes.has(storedOf(r).anchor),
  );
  if (at <= 0) return ranked;
  const named = { ...(ranked[at] as SearchResult), score: ranked[0]?.score ?? 0 };
  return [named, ...ranked.slice(0, at), ...ranked.slice(at + 1)];
}

/** The query's groups (typed words) a result matched, by their index. */
function matchedGroups(result: SearchResult, groups: readonly QueryGroup[]): Set<number> {
  const terms = new Set(result.queryTerms);
  const found = new Set<number>();
  groups.forEach((group, i) => {
    if ([...group.terms].some((t) => terms.has(t))) found.add(i);
  });
  return found;
}

/**
 * A guide's top part (its title and intro) ranked above one of its own
 * sections that covers as much of the query (queryCoverage), with a word the
 * top part lacks, gives way to that section: the section answers, the top
 * part says what the page is about. A section is found by its page's title
 * too, so a query of the title's words alone keeps the top part first. An
 * operation's top part is its answer (method, path, summary): its sections are
 * parts of a form, and stay after it.
 */
function sectionsBeforeTops(ranked: SearchResult[], groups: readonly QueryGroup[]): void {
  for (let i = 0; i < ranked.length; i++) {
    const top = ranked[i] as SearchResult;
    if (top.anchor || top.entry || top.method) continue;
    const topGroups = matchedGroups(top, groups);
    const j = ranked.findIndex((r, k) => {
      if (k <= i || r.pageUrl !== top.pageUrl || !r.anchor || r.entry) return false;
      const own = matchedGroups(r, groups);
      return Number(r.coverage) >= Number(top.coverage) && [...own].some((g) => !topGroups.has(g));
    });
    if (j < 0) continue;
    const [section] = ranked.splice(j, 1);
    ranked.splice(i, 0, section as SearchResult);
  }
}

/** A pasted error body's code key (`"code": "…"`, `error_code=…`): its value is the error. */
const ERROR_BODY_CODE = /\b(?:error_?)?code["'`]?\s*[:=]/i;

/**
 * A status typed alone (`429`) asks what it means: the catalogue's group for
 * that status comes first, above the guide section that explains it (found by
 * the status the glossary gives it), unless a section above is headed by the
 * status (`401: who are you?`), which is all about it. In a failed request's
 * wording ("Request failed with status code 429") the order stays: that
 * reader's call failed, and the guide says how to handle it.
 */
function statusGroupFirst(ranked: SearchResult[], status: string): SearchResult[] {
  const at = ranked.findIndex((r) => {
    const { pageUrl, anchor } = storedOf(r);
    return anchor === statusGroupAnchor(status) && pageUrl.endsWith(`/${ERRORS_SLUG}`);
  });
  if (at <= 0) return ranked;
  const headedBy = new RegExp(`(^|\\D)${status}(\\D|$)`);
  if (ranked.slice(0, at).some((r) => storedOf(r).headings.some((h) => headedBy.test(h))))
    return ranked;
  const group = { ...(ranked[at] as SearchResult), score: ranked[0]?.score ?? 0 };
  return [group, ...ranked.slice(0, at), ...ranked.slice(at + 1)];
}

/**
 * Score factor of pages outside the docs sections (blog, home), and of dated
 * entries inside them (a changelog entry), outside news-like queries. A post's
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
 * the pasted identifier alone (`pix.qr_code`, not `webhook-signature invalid`),
 * they weigh in full (then x2, above).
 */
const FIELD_ENTRY_WEIGHT = 0.3;

/**
 * An enum value's entry (`refusal_reason = do_not_honor`) shows only its
 * field's description; the guide section that names the value explains it
 * (what it means, whether to retry). The entry is a list item: it comes after.
 */
const ENUM_ENTRY_WEIGHT = 0.1;
/**
 * A field path whose object the index does not know with its leaf
 * (`cashout.failure_reason`, `infraction.status`): the leaf's entries on the
 * object's pages count this much more, the other resources' ones this much less.
 */
const OBJECT_LEAF_WEIGHT = 4;

/**
 * How the share of the query a hit covers (its words, weighed by role: see
 * build-query.ts) scales its score: a hit with every word keeps its score, one
 * with two words of three 44 % of it. All words and any word are ranked
 * together: a stray section that holds every word no longer hides the
 * sections that answer with most of them.
 */
const COVERAGE_EXPONENT = 2;

/**
 * The share of the query each result covers: the groups (typed words) it
 * matched, each weighed by its role (a JSON key counts less than its value)
 * and by how rare it is among the results (BM25's inverse document
 * frequency): missing `plain` in "plain http webhooks" costs more than
 * missing `webhooks`, which half the site holds.
 */
function queryCoverage(
  groups: readonly QueryGroup[],
  results: readonly SearchResult[],
  documentCount: number,
  standIns: ReadonlyMap<string, number>,
): { shares: number[]; weights: number[] } {
  // A pasted identifier or path is matched as itself (or its known tail) or only by its
  // words, which other paths share (`/wallet/balance-transactions/{id}` holds the words of
  // `/transactions/{id}`): by its words alone, it counts at their weight.
  const matched = results.map((result) => {
    const terms = new Set(result.queryTerms);
    return groups.map((g) => {
      const hits = [...g.terms].filter((t) => terms.has(t));
      if (!g.identifier) return hits.length > 0 ? 1 : 0;
      return Math.max(0, ...hits.map((t) => standIns.get(t) ?? 1));
    });
  });
  const weights = groups.map((group, g) => {
    const frequency = matched.filter((m) => (m[g] ?? 0) > 0).length;
    const idf = Math.log(1 + (documentCount - frequency + 0.5) / (frequency + 0.5));
    return group.weight * idf;
  });
  const total = weights.reduce((sum, w) => sum + w, 0);
  return {
    shares: matched.map((m) =>
      total > 0 ? m.reduce((sum, share, g) => sum + share * (weights[g] ?? 0), 0) / total : 0,
    ),
    weights: weights.map((w) => (total > 0 ? w / total : 0)),
  };
}

/**
 * A word of the other language typed here is most often the API's own name
 * (paths, operationIds and fields are English in every locale): the share of
 * the query's such words that an operation holds as typed in its path or
 * operationId counts as a heading match. `refund`, typed on the Portuguese
 * site, names `POST /transactions/{id}/refund` (titled `Estornar`) before the
 * guide whose title says it only through the translation (`Estornos e
 * devoluções`); on the English site nothing changes.
 */
function namedShare(
  result: SearchResult,
  groups: readonly QueryGroup[],
  standIns: ReadonlyMap<string, number>,
): number {
  if (!result.method || groups.length === 0) return 0;
  const match = result.match as Record<string, string[]>;
  const named = groups.filter(
    (g) =>
      g.foreign &&
      [...g.terms].some(
        (t) => !standIns.has(t) && (match[t]?.includes('path') || match[t]?.includes('api')),
      ),
  );
  return named.length / groups.length;
}

/**
 * A post's title is a headline: it names its subject among editorial words
 * ("The cash-out API is live: Pix payouts from your balance"), so the share of
 * its words a query matches stays low however well it answers. When the
 * query asks for news, a dated page's title counts by the share of the query
 * it names instead, when that is higher: "new cash-out api" finds the post
 * that announced it, not the operation page titled "List cash-outs".
 */
function headlineShare(result: SearchResult, groups: readonly QueryGroup[]): number {
  if (typeof result.date !== 'string' || result.anchor || groups.length === 0) return 0;
  const match = result.match as Record<string, string[]>;
  const total = groups.reduce((sum, g) => sum + g.weight, 0);
  const named = groups
    .filter((g) => [...g.terms].some((t) => match[t]?.includes('title')))
    .reduce((sum, g) => sum + g.weight, 0);
  return total > 0 ? named / total : 0;
}

/**
 * An operation's title starts with what it does ("Submit chargeback
 * evidence", "Cancelar uma autorização") and its other names (heading,
 * operationId, path) repeat its resource, so BM25 puts it above the guide
 * section that explains as soon as the query names the resource. A query of
 * words that does not ask for the operation's action, whose words the
 * operation's names mostly miss, while a guide section names the ones it
 * misses ("chargeback deadlines": "Deadlines by card brand"), asks about a
 * concept: the operation counts this share of its score. A query with the
 * action ("cancel a transaction") or one the operation names ("cash out")
 * keeps it in full.
 */
const CONCEPT_OPERATION_WEIGHT = 0.5;

/**
 * A question for a quantity ("how long do I have to capture", "quanto tempo
 * dura o token") asks for a fact the guides state (a deadline, a count), which
 * an operation's page does not explain even when it is that action: every
 * operation counts this share.
 */
const FACT_QUESTION_OPERATION_WEIGHT = 0.25;

/** The fields that name a section (not its prose or code). */
const NAME_FIELDS = ['title', 'heading', 'api', 'path'];

/** Whether a typed word was matched in the hit's names (title, headings, operation names, path). */
function names(result: SearchResult, group: QueryGroup): boolean {
  const match = result.match as Record<string, string[]>;
  return [...group.terms].some((t) => match[t]?.some((field) => NAME_FIELDS.includes(field)));
}

/**
 * The share of a query's weight (its rare words weigh more: queryCoverage) a
 * heading must name for its full bonus; one naming less keeps a share of it
 * in proportion, at least HEADING_FLOOR.
 */
const HEADING_NAMES_QUERY = 0.5;
const HEADING_FLOOR = 0.25;

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

/** A score just below another's: the two stay side by side, in that order (a section and its page's lead, a guide and its glossary entry). */
const JUST_BELOW = 0.999;

/**
 * A page's top part (its title and lead) sums up the page, so it holds many
 * of a query's words; the section whose heading names what was typed
 * ("Frictionless or challenge" for "was the 3ds frictionless") is the
 * answer. When such a section scores at least this share of its page's top
 * part, it takes the top part's place and the top part comes right after it.
 */
const SECTION_OVER_LEAD = 0.3;

function sectionsBeforeTheirLead(results: SearchResult[], headingShares: readonly number[]): void {
  const leads = new Map<string, SearchResult>();
  for (const result of results)
    if (!result.anchor && !result.entry) leads.set(String(result.pageUrl), result);
  const best = new Map<string, SearchResult>();
  results.forEach((result, i) => {
    if (!result.anchor || result.entry || (headingShares[i] ?? 0) <= 0) return;
    const page = String(result.pageUrl);
    const current = best.get(page);
    if (!current || result.score > current.score) best.set(page, result);
  });
  for (const [page, section] of best) {
    const lead = leads.get(page);
    if (!lead || section.score >= lead.score || section.score < lead.score * SECTION_OVER_LEAD)
      continue;
    section.score = lead.score;
    lead.score *= JUST_BELOW;
  }
}

/**
 * A glossary entry defines a term its guide explains: found together, the
 * guide's best hit comes first and the entry right after it (a definition is
 * short and all about its term, so BM25 put it first).
 */
function belowTheirGuides(results: SearchResult[]): void {
  const best = new Map<string, number>();
  for (const result of results) {
    const page = String(result.pageUrl);
    best.set(page, Math.max(best.get(page) ?? 0, result.score));
  }
  for (const result of results) {
    if (typeof result.guide !== 'string') continue;
    const guideScore = best.get(result.guide.split('#')[0] ?? '');
    if (guideScore !== undefined && result.score >= guideScore)
      result.score = guideScore * JUST_BELOW;
  }
}

/**
 * A query that is a glossary term, in any of its forms (`transaction`,
 * `PaymentMethod`), shows the term's entry and the guide the glossary names
 * among the first `limit` hits, however many other pages hold the word:
 * the guide's best hit, then the entry, in the last places if they are not
 * higher already.
 */
function withDefinition(results: SearchResult[], limit: number): SearchResult[] {
  if (!Number.isFinite(limit) || limit < 2) return results;
  const entry = results.find((r) => r.defines === true);
  if (!entry || typeof entry.guide !== 'string') return results;
  const guidePage = entry.guide.split('#')[0];
  const list = results.filter((r) => r !== entry);
  const guideAt = list.findIndex((r) => r.pageUrl === guidePage);
  if (guideAt > limit - 2) list.splice(limit - 2, 0, ...list.splice(guideAt, 1));
  const guidePlace = list.findIndex((r) => r.pageUrl === guidePage);
  const entryAt = Math.max(Math.min(results.indexOf(entry), limit - 1), guidePlace + 1);
  list.splice(entryAt, 0, entry);
  return list;
}

/** A word of a heading: its terms, and for a compound the terms of each of its parts. */
interface HeadingWord {
  whole: string[];
  parts: string[][];
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
    const { limit = Number.POSITIVE_INFINITY, perPage = Number.POSITIVE_INFINITY } = request;
    const scope = this.#namesSection(request.query, request.scope) ? undefined : request.scope;
    const results = this.#rank(request.query, scope);
    // At most `perPage` sections of one page before the other pages' hits; its further ones follow them.
    // A subsection found after its parent section is inside what the parent's link opens:
    // it comes after the other pages' hits too.
    const perPageCount = new Map<string, number>();
    const shownParents = new Set<string>();
    const first: SearchResult[] = [];
    const later: SearchResult[] = [];
    for (const result of results) {
      const pageUrl = String(result.pageUrl);
      const count = perPageCount.get(pageUrl) ?? 0;
      const headings = Array.isArray(result.headings) ? (result.headings as string[]) : [];
      const underShownParent =
        Number.isFinite(perPage) &&
        headings.length > 1 &&
        shownParents.has(`${pageUrl}\n${headings[0]}`);
      if (count < perPage && !underShownParent) {
        perPageCount.set(pageUrl, count + 1);
        if (headings.length === 1 && !result.entry) shownParents.add(`${pageUrl}\n${headings[0]}`);
        first.push(result);
      } else later.push(result);
    }
    const kept = withDefinition([...first, ...later], limit);
    const hits = kept.slice(0, limit).map((r) => this.#toHit(r));
    if (kept.length > 0) return { hits, total: kept.length };
    const didYouMean = this.didYouMean(request.query, scope);
    return { hits, total: 0, ...(didYouMean.length ? { didYouMean } : {}) };
  }

  /** Whether the query names the section its scope leaves out (`unlessNamed`). */
  #namesSection(query: string, scope: SearchScope | undefined): boolean {
    if (scope?.mode !== 'outside' || !scope.unlessNamed) return false;
    const termsOf = (text: string) =>
      scanTokens(text)
        .filter((t) => !this.#analyzer.isStopWord(t.text))
        .map((t) => new Set(this.#analyzer.termsOf(t.text)));
    const named = termsOf(scope.unlessNamed);
    return termsOf(query).some((word) => named.some((n) => [...word].some((t) => n.has(t))));
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

  /** The term map's own fuzzy and prefix lookups (internal, like `has` above: minisearch is pinned). */
  readonly #termLookup: TermLookup = {
    nearest: (term, maxEdits) => {
      const map = (
        this.#engine as unknown as {
          _index?: { fuzzyGet?: (t: string, d: number) => Map<string, [unknown, number]> };
        }
      )._index;
      if (typeof map?.fuzzyGet !== 'function') return [];
      // A swap of two letters is one typo (typoDistance), two Levenshtein edits: look one further.
      const found = [...map.fuzzyGet(term, maxEdits + 1).keys()]
        .map((t) => ({ t, edits: typoDistance(term, t) }))
        .filter(({ edits }) => edits <= maxEdits);
      const fewest = Math.min(...found.map(({ edits }) => edits));
      return found.filter(({ edits }) => edits === fewest).map(({ t }) => t);
    },
    isPrefix: (term) => {
      const map = (
        this.#engine as unknown as {
          _index?: { atPrefix?: (t: string) => { size: number } };
        }
      )._index;
      return typeof map?.atPrefix === 'function' ? map.atPrefix(term).size > 0 : false;
    },
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
    const news = isNewsQuery(input, this.#analyzer);
    const built = buildQuery(input, this.#analyzer, this.#knownTerm, this.#termLookup);
    if (!built) return news ? this.#latest(scope) : [];
    // A log line's method names where an error happened, not the operation the reader wants.
    const methods = built.status ? new Set<string>() : methodsIn(input);
    // With a path typed (`GET /transactions/{id}`), the method picks the operation of that
    // path, not every operation of that method whose path shares a word.
    const typedPaths = new Set(
      built.tokens.filter((t) => t.kind === 'path').flatMap((t) => this.#analyzer.termsOf(t.text)),
    );
    const methodWeight = (stored: Record<string, unknown> | undefined, terms?: string[]) =>
      methods.has(String(stored?.method ?? '')) &&
      (typedPaths.size === 0 || (terms ?? []).some((t) => typedPaths.has(t)))
        ? METHOD_MATCH_WEIGHT
        : 1;
    const pageWeight = (stored: Record<string, unknown> | undefined) => {
      if (news && typeof stored?.date === 'string') return NEWS_WEIGHT * this.#recency(stored.date);
      // Webhook events are few and named in words ("partially refunded"): full weight.
      if (stored?.entry) {
        const kind = (stored.entry as { kind?: string }).kind;
        return kind === 'event' ? 1 : kind === 'enum' ? ENUM_ENTRY_WEIGHT : FIELD_ENTRY_WEIGHT;
      }
      // A dated entry of a docs page (a changelog entry) is news too: its heading
      // repeats the guide's words ("test card numbers") and would outrank the guide.
      return stored?.section && typeof stored.date !== 'string' ? 1 : OUTSIDE_DOCS_WEIGHT;
    };
    const compounds = built.tokens.filter((t) => t.kind === 'compound');
    // The identifier and, for a pasted path (`data.pix.end_to_end_id`), its known tail.
    const identifiers = new Set(
      compounds.flatMap((t) => [
        ...this.#analyzer.termsOf(t.text),
        ...(knownTail(t.text, this.#analyzer, this.#knownTerm)?.terms ?? []),
      ]),
    );
    // A path's object (`cashout` of `cashout.failure_reason`) chooses among its leaf's entries.
    const objects = compounds
      .map((t) => pathObject(t.text, this.#analyzer, this.#knownTerm))
      .filter((o) => o !== null);
    // Only identifiers were pasted: a field's own entry is what the reader wants.
    const onlyIdentifiers = compounds.length > 0 && compounds.length === built.tokens.length;
    const options = {
      ...VERBATIM,
      boost: FIELD_BOOSTS,
      fields: WORD_FIELDS,
      // A typo match counts below an exact one, and less with each edit
      // (MiniSearch's defaults, written out: its weight is `fuzzy * length / (length + edits)`).
      weights: { fuzzy: 0.45, prefix: 0.375 },
      // The guides and the API reference are the reference; other pages (blog
      // posts, home) tell the same facts in passing, dated.
      // Summary pages (checklist, changelog, error catalogue) restate the
      // guides and carry a `searchWeight` below 1.
      // News-like queries rank recent posts first instead.
      boostDocument: (_id: unknown, _term: string, stored?: Record<string, unknown>) =>
        pageWeight(stored) *
        (typeof stored?.weight === 'number' ? stored.weight : 1) *
        (typedPaths.size === 0 ? methodWeight(stored) : 1),
      filter: (result: SearchResult) => inScope(String(result.section ?? ''), scope),
    };
    const results = this.#engine.search(built.query, options);
    const { shares: coverage, weights: groupWeights } = queryCoverage(
      built.groups,
      results,
      this.documentCount,
      built.standIns,
    );
    const wordsOnly = built.groups.every((g) => !g.identifier) && methods.size === 0;
    const guides = wordsOnly ? results.filter((r) => !r.method && !r.entry) : [];
    for (const [i, result] of results.entries()) {
      if (
        wordsOnly &&
        this.#asksAboutConcept(result, built.groups, built.standIns, guides, built.asksForFact)
      )
        result.score *= built.asksForFact
          ? FACT_QUESTION_OPERATION_WEIGHT
          : CONCEPT_OPERATION_WEIGHT;
      if (Array.isArray(result.forms) && this.#isOneOf(result.forms as string[], built.groups))
        result.defines = true;
      result.score *= (coverage[i] ?? 0) ** COVERAGE_EXPONENT;
      result.coverage = coverage[i] ?? 0;
      if (typedPaths.size > 0) result.score *= methodWeight(result, result.terms);
      if (result.terms.some((term) => identifiers.has(term))) {
        const kind = (result.entry as { kind?: string } | undefined)?.kind;
        // An enum value's entry keeps its lesser weight (ENUM_ENTRY_WEIGHT).
        const promoted =
          kind !== undefined && kind !== 'event' && kind !== 'enum' && onlyIdentifiers;
        result.score *= WHOLE_IDENTIFIER_WEIGHT / (promoted ? FIELD_ENTRY_WEIGHT : 1);
      }
      for (const { object, leaf } of result.entry ? objects : []) {
        if (!result.terms.some((term) => leaf.has(term))) continue;
        result.score *= namesObject(result, object, this.#analyzer)
          ? OBJECT_LEAF_WEIGHT
          : 1 / OBJECT_LEAF_WEIGHT;
      }
    }
    const ranked = this.#favourHeadingMatches(
      results,
      built.groups,
      built.standIns,
      news,
      groupWeights,
    );
    sectionsBeforeTops(ranked, built.groups);
    if (!built.status) {
      // A pasted error body (`{"error":{"code":"refund_window_expired","message":"…"}}`)
      // names its error by its `code`: that entry of the catalogue comes first, whatever
      // words its message shares with the guides.
      return ERROR_BODY_CODE.test(input)
        ? namedErrorFirst(ranked, new Set(compounds.map((t) => t.text.toLowerCase())))
        : ranked;
    }
    if (input.trim() === built.status) return statusGroupFirst(ranked, built.status);
    return namedErrorFirst(
      this.#operationErrorsFirst(ranked, input, built.status, scope),
      new Set(compounds.map((t) => t.text.toLowerCase())),
    );
  }

  #answering: Map<string, SearchResult[]> | undefined;

  /**
   * A log line naming a path and a status (`POST /v2/transactions/tr_1/capture 409`)
   * asks why that operation answered that status: the error catalogue entries it
   * answers with it (their `answers`) come first, in the catalogue's order after
   * those the query found, instead of any error of that status. The method, when
   * typed, must match too; a path no operation has changes nothing.
   */
  #operationErrorsFirst(
    ranked: SearchResult[],
    input: string,
    status: string,
    scope: SearchScope | undefined,
  ): SearchResult[] {
    const paths = scanTokens(input)
      .filter((t) => t.kind === 'path')
      .flatMap((t) => {
        const normalized = normalizePath(t.text);
        const unversioned = unversionedPath(normalized);
        return unversioned ? [normalized, unversioned] : [normalized];
      });
    if (paths.length === 0) return ranked;
    if (!this.#answering) {
      // `<status> <path>` -> the entries that operation answers with it; `<status>` -> all of that status.
      const answering = new Map<string, SearchResult[]>();
      for (const r of this.#engine.search(MiniSearch.wildcard)) {
        for (const answer of storedOf(r).answers ?? []) {
          const [code = '', , path = ''] = answer.split(' ');
          const key = `${code} ${path}`;
          answering.set(key, [...(answering.get(key) ?? []), r]);
          if (!answering.get(code)?.includes(r))
            answering.set(code, [...(answering.get(code) ?? []), r]);
        }
      }
      this.#answering = answering;
    }
    const methods = methodsIn(input);
    const wanted = paths
      .flatMap((p) => this.#answering?.get(`${status} ${p}`) ?? [])
      .filter(
        (r) =>
          inScope(String(r.section ?? ''), scope) &&
          (methods.size === 0 ||
            (storedOf(r).answers ?? []).some((a) => {
              const [code, method, path] = a.split(' ');
              return code === status && methods.has(method ?? '') && paths.includes(path ?? '');
            })),
      );
    // Errors every operation may answer (401, 403, 429) tell nothing about this one: the
    // status group and the guides that explain the status stay where they are.
    const ofStatus = this.#answering?.get(status) ?? [];
    if (wanted.length === 0 || ofStatus.every((r) => wanted.includes(r))) return ranked;
    // They take the place of the first catalogue entry the query found (an error of that
    // status, or its status group): what ranked above it (the operation, a guide) stays.
    const catalogue = new Set(wanted.map((r) => String(r.pageUrl)));
    const at = ranked.findIndex((r) => catalogue.has(String(r.pageUrl)));
    if (at < 0) return ranked;
    const ids = new Set(wanted.map((r) => r.id));
    const found = ranked.filter((r) => ids.has(r.id));
    const foundIds = new Set(found.map((r) => r.id));
    const missing = [
      ...new Map(wanted.filter((r) => !foundIds.has(r.id)).map((r) => [r.id, r])).values(),
    ];
    const score = ranked[at]?.score ?? 0;
    const placed = [...found, ...missing].map((r) => ({ ...r, score }));
    return [...ranked.slice(0, at), ...placed, ...ranked.slice(at).filter((r) => !ids.has(r.id))];
  }

  /**
   * Whether a words-only query asks about a concept rather than for this
   * operation: a question for a quantity (FACT_QUESTION_OPERATION_WEIGHT),
   * or (CONCEPT_OPERATION_WEIGHT) the operation's action (its title's first
   * word, matched as typed) is not among the query's words, its names miss at
   * least half of the words, and a guide section names every word it misses.
   */
  #asksAboutConcept(
    result: SearchResult,
    groups: readonly QueryGroup[],
    standIns: ReadonlyMap<string, number>,
    guides: readonly SearchResult[],
    asksForFact: boolean,
  ): boolean {
    const stored = storedOf(result);
    if (!stored.method || stored.entry) return false;
    if (asksForFact) return true;
    const action = this.#headingWords(stored.title)[0];
    const matched = new Set(result.terms);
    const asked = [...(action?.whole ?? []), ...(action?.parts.flat() ?? [])].some(
      (t) => matched.has(t) && (standIns.get(t) ?? 1) >= 1,
    );
    if (asked) return false;
    const unnamed = groups.filter((g) => !names(result, g));
    return (
      unnamed.length > 0 &&
      unnamed.length * 2 >= groups.length &&
      guides.some((guide) => unnamed.every((g) => names(guide, g)))
    );
  }

  /**
   * BM25 counts matches; readers expect the section whose heading *is* what
   * they typed first ("authentication" -> "Authentication", not "3DS
   * authentication"). Each hit's score grows with the share of its heading's
   * words (the page title for a page's top part) that the query matched; a
   * word matched only through a synonym, a translation or a typo's correction
   * counts at that term's weight; an operation's own names count as its
   * heading for a word of the other language (namedShare); for a news query,
   * a post's title counts by the share of the query it names (headlineShare).
   */
  #favourHeadingMatches(
    results: SearchResult[],
    groups: readonly QueryGroup[],
    standIns: ReadonlyMap<string, number>,
    news: boolean,
    groupWeights: readonly number[] = [],
  ): SearchResult[] {
    const shares = results.map((result) => {
      const stored = storedOf(result);
      const heading = stored.entry?.path ?? stored.headings.at(-1) ?? stored.title;
      const share = this.#coverage(
        heading,
        new Set(result.terms),
        new Set(result.queryTerms),
        standIns,
      );
      if (share === 0 || groups.length < 2) return share;
      // A heading that names only the query's common words (`Webhooks` for "do webhooks
      // arrive in order") is not what the query is about: its bonus scales with the share
      // of the query's weight (rare words weigh more) the heading names.
      const headingTerms = new Set(
        this.#headingWords(heading).flatMap((w) => [...w.whole, ...w.parts.flat()]),
      );
      const matched = new Set(result.terms);
      const named = groups.reduce(
        (sum, g, i) =>
          sum +
          ([...g.terms].some((t) => matched.has(t) && headingTerms.has(t))
            ? (groupWeights[i] ?? 0)
            : 0),
        0,
      );
      return share * Math.max(HEADING_FLOOR, Math.min(1, named / HEADING_NAMES_QUERY));
    });
    const explaining = this.#explainingGuides(results, groups, shares);
    for (const [i, result] of results.entries()) {
      const stored = storedOf(result);
      const share = shares[i] ?? 0;
      const headingShare =
        explaining.has(stored.pageUrl) && !stored.entry && (share > 0 || !stored.anchor)
          ? 1
          : share;
      result.score *=
        1 +
        HEADING_COVERAGE_WEIGHT *
          Math.max(
            headingShare,
            namedShare(result, groups, standIns),
            news ? headlineShare(result, groups) : 0,
          );
    }
    sectionsBeforeTheirLead(results, shares);
    belowTheirGuides(results);
    return byReadingOrder(results.sort((a, b) => b.score - a.score));
  }

  /**
   * When the query is a glossary term, the page the glossary names as
   * explaining it is about it, whatever its headings say: its top part and
   * the sections whose heading names the term count as fully named (the
   * sandbox is explained by getting started, not by another guide's section
   * on testing in the sandbox). Not when an API operation's title names the
   * term (`cash-out`: its operations are as much about it), nor for a word of
   * the other language (it names the API: namedShare).
   */
  #explainingGuides(
    results: readonly SearchResult[],
    groups: readonly QueryGroup[],
    shares: readonly number[],
  ): Set<string> {
    if (groups.some((g) => g.foreign)) return new Set();
    const operationNamesIt = results.some(
      (r, i) =>
        typeof r.method === 'string' && r.method !== '' && !r.anchor && (shares[i] ?? 0) > 0,
    );
    if (operationNamesIt) return new Set();
    return new Set(
      results
        .filter((r) => r.defines === true && typeof r.guide === 'string')
        .map((r) => String(r.guide).split('#')[0] ?? ''),
    );
  }

  /**
   * Whether the query is one of `forms`: each typed word is a word of the
   * form and each word of the form was typed (`return` is not `Special
   * Return Mechanism`).
   */
  #isOneOf(forms: readonly string[], groups: readonly QueryGroup[]): boolean {
    return forms.some((form) => {
      const words = this.#headingWords(form).map((w) => new Set([...w.whole, ...w.parts.flat()]));
      const has = (g: QueryGroup, word: Set<string>) => [...g.terms].some((t) => word.has(t));
      return (
        words.length === groups.length &&
        groups.every((g) => words.some((w) => has(g, w))) &&
        words.every((w) => groups.some((g) => has(g, w)))
      );
    });
  }

  // Every query scores hundreds of hits: each heading is analyzed once.
  readonly #headingTerms = new Map<string, HeadingWord[]>();

  #headingWords(text: string): HeadingWord[] {
    let words = this.#headingTerms.get(text);
    if (!words) {
      // One entry per written word: a compound (`pix.end_to_end_id`) is one word, covered
      // when matched whole or by all its parts; a part alone (`pix`) does not cover it.
      words = scanTokens(text)
        .map((token) => ({
          whole: this.#analyzer.termsOf(token.text),
          parts:
            token.kind === 'word'
              ? []
              : innerWords(token.text)
                  .map((w) => this.#analyzer.termsOf(w))
                  .filter((terms) => terms.length > 0),
        }))
        .filter((word) => word.whole.length > 0 || word.parts.length > 0);
      this.#headingTerms.set(text, words);
    }
    return words;
  }

  /**
   * Share of the words of `text` (stop words aside) with a matched term. A
   * compound is covered by its parts, or whole when typed whole (not by a
   * typed word that is only its prefix: `idempotency` and `Idempotency-Key`).
   */
  #coverage(
    text: string,
    matched: ReadonlySet<string>,
    typed: ReadonlySet<string>,
    standIns: ReadonlyMap<string, number> = new Map(),
  ): number {
    const words = this.#headingWords(text);
    if (words.length === 0) return 0;
    // How surely a word was matched: 1 as typed, a stand-in's weight through it, 0 not at all.
    const has = (terms: readonly string[]) =>
      Math.max(0, ...terms.filter((t) => matched.has(t)).map((t) => standIns.get(t) ?? 1));
    const covered = words.map((word) =>
      word.parts.length > 0
        ? word.whole.some((t) => typed.has(t))
          ? 1
          : Math.min(...word.parts.map(has))
        : has(word.whole),
    );
    return covered.reduce((sum, c) => sum + c, 0) / words.length;
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
