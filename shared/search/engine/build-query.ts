/**
 * Turns what a reader typed into a MiniSearch query tree. Each typed token
 * becomes a group of alternative terms (its surface form, its stems, its
 * synonyms, and for paths and compounds their words); groups are combined
 * with AND (or OR, the fallback when AND finds nothing).
 *
 * While typing, the last token is also matched as a prefix; longer words
 * tolerate more typos (typo-tolerance.ts). A word of the other language adds
 * what it means in this one (bilingual-terms.ts); question words are dropped.
 */
import type { Query, SearchOptions } from 'minisearch';
import type { Analyzer } from '../analysis/analyzer';
import { camelCaseParts, innerWords, scanTokens } from '../analysis/scan-tokens';
import { typoTolerance } from './typo-tolerance';

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

function wordGroup(
  word: string,
  analyzer: Analyzer,
  isLast: boolean,
  expand = true,
  isKnownTerm: KnownTerm = () => false,
): Group | null {
  const surface = analyzer.surface(word);
  if (surface === null) return null;
  const stems = analyzer.wordTerms(word).filter((t) => t !== surface);
  const synonyms = expand ? analyzer.synonymTerms(word) : [];
  const alternatives: Query[] = [
    {
      combineWith: 'OR',
      queries: [surface],
      prefix: isLast && surface.length >= MIN_PREFIX_LENGTH,
      fuzzy:
        (isKnownTerm(surface) ? Math.min(1, typoTolerance(surface)) : typoTolerance(surface)) ||
        false,
    },
  ];
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
      humps.map((h) => wordGroup(h, analyzer, false, expand, isKnownTerm)).filter(isGroup),
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
  const words = innerWords(token)
    .map((w) => wordGroup(w, analyzer, false, false, isKnownTerm))
    .filter(isGroup);
  const alternatives: Query[] = [];
  if (whole.length) alternatives.push({ combineWith: 'OR', queries: whole, prefix: isLast });
  const allWords = all(words);
  if (allWords) alternatives.push(allWords);
  return any(alternatives);
}

function isGroup(group: Group | null): group is Group {
  return group !== null;
}

/**
 * The query tree for `input`, or null when nothing searchable remains (empty
 * input, or stop words only).
 */
/** Whether the query asks for news ("what's new", "novidades pix"): see LanguageAnalysis.newsWords. */
export function isNewsQuery(input: string, analyzer: Analyzer): boolean {
  return scanTokens(input).some((t) => analyzer.isNewsWord(t.text));
}

export function buildQuery(
  input: string,
  analyzer: Analyzer,
  combineWith: 'AND' | 'OR' = 'AND',
  knownTerm: KnownTerm = () => false,
): Group | null {
  // Question words go, unless the query is nothing else.
  const scanned = scanTokens(input);
  const meaningful = scanned.filter(
    (t) => !analyzer.isQuestionWord(t.text) && !analyzer.isNewsWord(t.text),
  );
  const tokens = meaningful.length
    ? meaningful
    : scanned.filter((t) => !analyzer.isNewsWord(t.text));
  const typingLastToken = !/\s$/.test(input);
  const groups = tokens
    .map((token, i) => {
      const isLast = typingLastToken && i === tokens.length - 1;
      return token.kind === 'word'
        ? wordGroup(token.text, analyzer, isLast, true, knownTerm)
        : wholeOrWords(token.text, analyzer, isLast, knownTerm);
    })
    .filter(isGroup);
  if (groups.length === 0) return null;
  return { combineWith, queries: groups, ...VERBATIM };
}
