/**
 * Turns what a reader typed into a MiniSearch query tree. Each typed token
 * becomes a group of alternative terms (its surface form, its stems, its
 * synonyms, and for paths and compounds their words). Groups are combined
 * with OR: the engine ranks sections by how much of the query they cover
 * (search-index.ts), so a section missing one word still competes with one
 * that happens to hold them all.
 *
 * While typing, the last token is also matched as a prefix; longer words
 * tolerate more typos (typo-tolerance.ts). A word of the other language adds
 * what it means in this one (bilingual-terms.ts); question words are dropped;
 * pasted syntax gives some words a lesser role (read-query.ts).
 */

import type { Query, SearchOptions } from 'minisearch';
import { otherProviders } from '../../glossary';
import type { Analyzer } from '../analysis/analyzer';
import { normalizePath } from '../analysis/normalize-path';
import { type QueryToken, readQuery } from '../analysis/read-query';
import { camelCaseParts, innerWords, scanTokens } from '../analysis/scan-tokens';
import { typoTolerance, unknownShortWordTolerance } from './typo-tolerance';

type Group = Query & object;

/** Terms are analyzed here already: MiniSearch must take them as they are. */
export const VERBATIM: Pick<SearchOptions, 'tokenize' | 'processTerm'> = {
  tokenize: (text) => [text],
  processTerm: (term) => term,
};

const MIN_PREFIX_LENGTH = 2;
const SYNONYM_WEIGHT = 0.5;
/** The other language's word is what the reader means: nearly as good as this language's. */
const TRANSLATION_WEIGHT = 0.8;
/** A typo read as the word the index knows (`refnd` as `refund`): nearly as good as typed. */
const CORRECTION_WEIGHT = 0.9;
/** A tail of a pasted path (`pix.end_to_end_id` of `data.pix.end_to_end_id`) is nearly the field itself. */
const TAIL_WEIGHT = 0.8;
/** The words of a pasted identifier the index knows whole (see wholeOrWords). */
const WORDS_OF_KNOWN_WEIGHT = 0.25;
/** How much a context word (a JSON key, the request line of a log with a status) weighs. */
export const CONTEXT_WEIGHT = 0.35;

function any(queries: Query[]): Group | null {
  if (queries.length === 0) return null;
  return { combineWith: 'OR', queries };
}

function all(queries: Query[]): Group | null {
  if (queries.length === 0) return null;
  return { combineWith: 'AND', queries };
}

/**
 * @param expand whether synonyms and translations join in: not for the words
 *   inside a pasted identifier (`transaction.paid`, `Idempotency-Key`), which
 *   is code, the same in every language.
 */
/** Whether the index holds a term as it is: a word it knows is no typo, so at most one edit. */
export type KnownTerm = (term: string) => boolean;

/**
 * The index's terms nearest to `term` (fewest edits, at most `maxEdits`),
 * `[]` when none; and whether some term starts with `term` (a word being typed).
 */
export interface TermLookup {
  nearest: (term: string, maxEdits: number) => string[];
  isPrefix: (term: string) => boolean;
}

const NO_LOOKUP: TermLookup = { nearest: () => [], isPrefix: () => false };

function wordGroup(
  word: string,
  analyzer: Analyzer,
  isLast: boolean,
  expand = true,
  isKnownTerm: KnownTerm = () => false,
  lookup: TermLookup = NO_LOOKUP,
): Group | null {
  const surface = analyzer.surface(word);
  if (surface === null) return null;
  const stems = analyzer.wordTerms(word).filter((t) => t !== surface);
  const synonyms = expand ? analyzer.synonymTerms(word) : [];
  const tolerance =
    typoTolerance(surface) ||
    (unknownShortWordTolerance(surface) && !isKnownTerm(surface) && !stems.some(isKnownTerm)
      ? 1
      : 0);
  // A word the index does not know, and that is not a word being typed, is a typo: it is
  // read as the nearest words the index knows, weighed almost as typed (a fuzzy match of
  // every word within reach would weigh the intended one like the accidental ones).
  const corrections =
    tolerance > 0 &&
    !isKnownTerm(surface) &&
    !stems.some(isKnownTerm) &&
    !(isLast && lookup.isPrefix(surface))
      ? lookup.nearest(surface, tolerance)
      : [];
  const alternatives: Query[] = [
    {
      combineWith: 'OR',
      queries: [surface],
      prefix: isLast && surface.length >= MIN_PREFIX_LENGTH,
      fuzzy: (isKnownTerm(surface) ? Math.min(1, tolerance) : tolerance) || false,
    },
  ];
  if (corrections.length) {
    const corrected = [
      ...new Set(corrections.flatMap((c) => [c, ...analyzer.wordTerms(c)])),
    ].filter((t) => t !== surface && !stems.includes(t));
    alternatives.push({
      combineWith: 'OR',
      queries: corrected,
      boostTerm: () => CORRECTION_WEIGHT,
    });
  }
  if (stems.length) alternatives.push({ combineWith: 'OR', queries: stems });
  if (synonyms.length) {
    alternatives.push({ combineWith: 'OR', queries: synonyms, boostTerm: () => SYNONYM_WEIGHT });
  }
  for (const phrase of expand ? analyzer.crossLanguagePhrases(word) : []) {
    const words = phrase.map((w) => analyzer.termsOf(w)).filter((terms) => terms.length > 0);
    if (words.length === 0) continue;
    const boostTerm = () => TRANSLATION_WEIGHT;
    alternatives.push(
      words.length === 1
        ? { combineWith: 'OR', queries: words[0] ?? [], boostTerm }
        : {
            combineWith: 'AND',
            queries: words.map((terms) => ({ combineWith: 'OR', queries: terms })),
            boostTerm,
          },
    );
  }
  const humps = camelCaseParts(word);
  if (humps.length) {
    const parts = all(
      humps.map((h) => wordGroup(h, analyzer, false, expand, isKnownTerm, lookup)).filter(isGroup),
    );
    if (parts) alternatives.push(parts);
  }
  return any(alternatives);
}

/** A path or compound: the whole token exactly (or as a prefix), or all its words. */
function wholeOrWords(
  token: string,
  analyzer: Analyzer,
  isLast: boolean,
  isKnownTerm: KnownTerm,
): Group | null {
  const whole = analyzer.termsOf(token);
  const tail = knownTail(token, analyzer, isKnownTerm);
  const tails = tail?.terms ?? [];
  // The words of what the index knows: not the envelope's (`data` of `data.pix.qr_code`),
  // nor an endpoint's version and IDs (`v2`, `tr_1Ab2` of `/v2/transactions/tr_1Ab2/capture`).
  const words = innerWords(tail?.text ?? (token.includes('/') ? endpointWords(token) : token))
    .map((w) => wordGroup(w, analyzer, false, false, isKnownTerm))
    .filter(isGroup);
  const alternatives: Query[] = [];
  if (whole.length) alternatives.push({ combineWith: 'OR', queries: whole, prefix: isLast });
  if (tails.length) {
    alternatives.push({ combineWith: 'OR', queries: tails, boostTerm: () => TAIL_WEIGHT });
  }
  const allWords = all(words);
  // The identifier's words in prose are a fallback: where the index knows the identifier
  // itself, a section that merely holds its words (`data`, `pix`, `end`, `id`) comes after.
  const known = tails.length > 0 || whole.some(isKnownTerm);
  if (allWords)
    alternatives.push(known ? { ...allWords, boostTerm: () => WORDS_OF_KNOWN_WEIGHT } : allWords);
  return any(alternatives);
}

/**
 * An endpoint path's words: its steps without the version (`v2`) and the IDs
 * of one instance (`tr_1Ab2`), which no page holds; a parameter's name as the
 * reference writes it (`{id}`, `:id`) stays.
 */
function endpointWords(token: string): string {
  const raw = token.replace(/[?#].*$/, '').split('/');
  const normalized = normalizePath(token).split('/');
  const offset = normalized.length - raw.length;
  return raw
    .filter((segment, i) => {
      if (i <= 1 && /^v\d+$/i.test(segment)) return false;
      const isInstance = normalized[i + offset] === '{}' && !/^(\{.*\}|:.+)$/.test(segment);
      return !isInstance;
    })
    .join(' ');
}

/** The key every webhook payload wraps its object in (`data.pix.end_to_end_id`). */
const ENVELOPE = 'data';

/**
 * A payload path pasted with its envelope (`data.pix.end_to_end_id`): its
 * longest tail the index knows (`pix.end_to_end_id`) and the tail's terms,
 * when the whole path is unknown (with, for a one-step identifier tail such as
 * `order_id`, the object before it: a key of the merchant's in `metadata`);
 * failing that, its longest head the index knows (`metadata` of
 * `metadata.customer`); null otherwise.
 */
export function knownTail(
  token: string,
  analyzer: Analyzer,
  isKnownTerm: KnownTerm,
): { text: string; terms: string[] } | null {
  if (analyzer.termsOf(token).some(isKnownTerm)) return null;
  const segments = token.split('.');
  const known = (from: number, to: number) => {
    const text = segments.slice(from, to).join('.');
    const terms = analyzer.termsOf(text);
    return terms.some(isKnownTerm) ? { text, terms } : null;
  };
  let tailStart = 1;
  let tail = null;
  for (; tailStart < segments.length && !tail; tailStart++)
    tail = known(tailStart, segments.length);
  if (tail && (tailStart < segments.length || !tail.text.includes('_'))) return tail;
  // A one-step tail that is an identifier (`order_id` of `metadata.order_id`) may be a
  // key of the merchant's inside a free-form object: the object right before it (its
  // longest known name, the envelope's `data.` aside) counts too.
  if (tail) {
    const end = segments.length - 1;
    // The webhook envelope (`data` of `data.end_to_end_id`) is no object: taken as one, its
    // word would stand for the field and rank every section that says "data".
    const from = segments[0] === ENVELOPE && end > 0 ? 1 : 0;
    let object = null;
    for (let i = from; i < end && !object; i++) object = known(i, end);
    return object
      ? {
          text: `${object.text} ${tail.text}`,
          terms: [...new Set([...object.terms, ...tail.terms])],
        }
      : tail;
  }
  let head = null;
  for (let i = segments.length - 1; i > 0 && !head; i--) head = known(0, i);
  return head;
}

function isGroup(group: Group | null): group is Group {
  return group !== null;
}

/** Whether the query asks for news ("what's new", "novidades pix"): see LanguageAnalysis.newsWords. */
export function isNewsQuery(input: string, analyzer: Analyzer): boolean {
  return scanTokens(input).some((t) => analyzer.isNewsWord(t.text));
}

/** One typed word's alternatives, and what it weighs in the query's coverage. */
export interface QueryGroup {
  /** Every query term of the group (MiniSearch reports matches by query term). */
  terms: ReadonlySet<string>;
  weight: number;
  /** A word of the other language (`refund` typed on the Portuguese site). */
  foreign: boolean;
  /** A pasted identifier or path (`pix.qr_code`, `/transactions/{id}`), not a word. */
  identifier: boolean;
}

export interface BuiltQuery {
  query: Group;
  groups: QueryGroup[];
  /** The HTTP status the query names, if any (read-query.ts). */
  status: string | null;
  /**
   * The query asks how long, how many or how much ("how long do I have to
   * capture", "quanto tempo"): a fact the guides state, not an operation.
   */
  asksForFact: boolean;
  /** The main tokens: what the reader asks about. */
  tokens: QueryToken[];
  /** Terms that stand in for a typed word (synonyms, translations, corrections), by weight. */
  standIns: ReadonlyMap<string, number>;
}

/**
 * The terms that only stand in for what was typed (synonyms, translations,
 * corrections), with their weight: a heading matched through them is less
 * surely what the reader asked for than one matched as typed (search-index.ts).
 * A term that is also a typed form (its surface or stem) is left out.
 */
function standInWeights(group: Group, into: Map<string, number>): Map<string, number> {
  const typed = new Set<string>();
  const walk = (query: Query, weight: number) => {
    if (typeof query !== 'object') {
      if (typeof query !== 'string') return;
      if (weight >= 1) typed.add(query);
      else into.set(query, Math.max(into.get(query) ?? 0, weight));
      return;
    }
    const own = query.boostTerm ? query.boostTerm('', 0, []) : 1;
    for (const sub of query.queries) walk(sub, Math.min(weight, own));
  };
  walk(group, 1);
  for (const term of typed) into.delete(term);
  return into;
}

function leafTerms(query: Query, into: Set<string>): Set<string> {
  if (typeof query === 'string') into.add(query);
  else if (typeof query === 'object') for (const sub of query.queries) leafTerms(sub, into);
  return into;
}

/** Other providers' names (shared/glossary.ts): like question words, they go unless the query is nothing else. */
const PROVIDERS = new Set(otherProviders.map((name) => name.toLowerCase()));
/** Names of several words (`mercado pago`), by their first word: dropped when typed together. */
const PROVIDER_PHRASES = otherProviders
  .map((name) => name.toLowerCase().split(/\s+/))
  .filter((words) => words.length > 1);

/** The tokens that spell a provider's name of several words, in order. */
function inProviderPhrase(tokens: readonly QueryToken[]): Set<QueryToken> {
  const found = new Set<QueryToken>();
  tokens.forEach((_token, i) => {
    for (const words of PROVIDER_PHRASES) {
      const run = tokens.slice(i, i + words.length);
      if (run.length === words.length && run.every((t, j) => t.text.toLowerCase() === words[j]))
        for (const t of run) found.add(t);
    }
  });
  return found;
}

/**
 * The query tree for `input` with its groups, or null when nothing searchable
 * remains (empty input, or stop words only).
 */
export function buildQuery(
  input: string,
  analyzer: Analyzer,
  knownTerm: KnownTerm = () => false,
  lookup: TermLookup = NO_LOOKUP,
): BuiltQuery | null {
  const read = readQuery(input, (token) => analyzer.termsOf(token).some(knownTerm));
  // Question words and providers' names go, unless the query is nothing else.
  const inQuestionPhrase = new Set<QueryToken>();
  read.tokens.forEach((token, i) => {
    const next = read.tokens[i + 1];
    if (next && analyzer.isQuestionPhrase(token.text, next.text)) {
      inQuestionPhrase.add(token);
      inQuestionPhrase.add(next);
    }
  });
  const providerPhrase = inProviderPhrase(read.tokens);
  const meaningful = read.tokens.filter(
    (t) =>
      !analyzer.isQuestionWord(t.text) &&
      !analyzer.isNewsWord(t.text) &&
      !inQuestionPhrase.has(t) &&
      !providerPhrase.has(t) &&
      !PROVIDERS.has(t.text.toLowerCase()),
  );
  // "`refusal_reason` field": beside an identifier, the word for its kind adds nothing.
  const named = meaningful.some((t) => t.kind !== 'word')
    ? meaningful.filter((t) => t.kind !== 'word' || !analyzer.isKindWord(t.text))
    : meaningful;
  const tokens = named.length ? named : read.tokens.filter((t) => !analyzer.isNewsWord(t.text));
  // The words after a circumstance word ("before capture") say when, not what: context.
  const circumstanceAt = tokens.findIndex(
    (t, i) => i > 0 && t.kind === 'word' && analyzer.isCircumstanceWord(t.text),
  );
  if (circumstanceAt > 0)
    for (const token of tokens.slice(circumstanceAt + 1))
      if (token.kind === 'word') token.role = 'context';
  const typingLastToken = !/\s$/.test(input);
  const groups: QueryGroup[] = [];
  const queries: Group[] = [];
  const standIns = new Map<string, number>();
  tokens.forEach((token, i) => {
    const isLast = typingLastToken && i === tokens.length - 1;
    const group =
      token.kind === 'word'
        ? wordGroup(token.text, analyzer, isLast, true, knownTerm, lookup)
        : wholeOrWords(token.text, analyzer, isLast, knownTerm);
    if (!group) return;
    standInWeights(group, standIns);
    const context = token.role === 'context';
    queries.push(context ? { ...group, boostTerm: () => CONTEXT_WEIGHT } : group);
    groups.push({
      terms: leafTerms(group, new Set()),
      weight: context ? CONTEXT_WEIGHT : 1,
      foreign: token.kind === 'word' && analyzer.crossLanguagePhrases(token.text).length > 0,
      identifier: token.kind !== 'word',
    });
  });
  if (queries.length === 0) return null;
  // Words typed near each other, found near each other in a heading: a bonus, not a word to cover.
  const pairs = analyzer.pairs(
    tokens
      .filter((t) => t.kind === 'word' && t.role === 'main')
      .map((t) => t.text)
      .join(' '),
  );
  const withPairs: Query[] = pairs.length
    ? [...queries, { combineWith: 'OR', queries: pairs, fields: ['pairs'] }]
    : queries;
  return {
    query: { combineWith: 'OR', queries: withPairs, ...VERBATIM },
    groups,
    status: read.status,
    asksForFact: inQuestionPhrase.size > 0,
    tokens: tokens.filter((t) => t.role === 'main'),
    standIns,
  };
}
