/**
 * The language-aware analysis shared by the index build (Node) and the search
 * worker (browser): the same text always gives the same terms on both sides.
 *
 * Every word is indexed under a few terms: its folded surface form (for
 * prefix and typo matching while typing) and its stems (for plural and verb
 * forms). Stems are computed both from the word as written and from its
 * folded, singular form, so `transações`, `transação`, `transacoes` and
 * `transacao` share a term, and so do `autenticação` and `autenticacao`.
 */
import type { Lang } from '../../../config/locales';
import { crossLanguageTerms } from './bilingual-terms';
import { fold } from './fold';
import { type LanguageAnalysis, languageAnalysis } from './languages';
import { normalizePath, unversionedPath } from './normalize-path';
import { camelCaseParts, innerWords, type ScannedToken, scanTokens } from './scan-tokens';

export interface Analyzer {
  lang: Lang;
  /** Raw tokens of a text, as MiniSearch's `tokenize` wants them (parts included). */
  tokenize: (text: string) => string[];
  /** Index terms of one raw token; [] for a stop word. */
  termsOf: (token: string) => string[];
  /** Terms of a word only (no compound or path handling); [] for a stop word. */
  wordTerms: (word: string) => string[];
  /** The folded surface form of a word, or null when it is a stop word. */
  surface: (word: string) => string | null;
  /** Stem terms of a folded synonym of `word` (excluding the word's own terms). */
  synonymTerms: (word: string) => string[];
  /**
   * What `word`, a word of another language, means in this one (glossary,
   * see bilingual-terms.ts): phrases, each a list of words; [] when none.
   */
  crossLanguagePhrases: (word: string) => string[][];
  /** Whether a query word only makes the query a question (`how`, `como`, `posso`). */
  isQuestionWord: (word: string) => boolean;
  /** Whether two consecutive query words open a question ("how many", "quanto tempo"). */
  isQuestionPhrase: (first: string, second: string) => boolean;
  /** Whether a query word asks for news (`new`, `latest`, `novidades`); see LanguageAnalysis. */
  isNewsWord: (word: string) => boolean;
  /** Whether a query word opens a task's circumstance (`before`, `antes`); see LanguageAnalysis. */
  isCircumstanceWord: (word: string) => boolean;
  /** Whether a query word names the kind of a pasted identifier (`field`, `campo`); see LanguageAnalysis. */
  isKindWord: (word: string) => boolean;
  isStopWord: (word: string) => boolean;
  /**
   * The words of `text` near each other, as terms: every pair of words at
   * most PAIR_WINDOW apart (stop words aside), each word by its stem, the
   * pair in alphabetical order (`Blocked balance` and "balance blocked" give
   * the same term). A section whose heading holds two words of the query
   * near each other is about them both.
   */
  pairs: (text: string) => string[];
}

/** How far apart (in words, stop words aside) two words of a pair may be. */
export const PAIR_WINDOW = 2;

/** A compound's index form: `Cash-Out` -> `cashout`, `sk_test_` -> `sk_test`. */
export function joinCompound(token: string): string {
  return fold(token).replace(/[-'’]/g, '').replace(/_+$/, '');
}

export function createAnalyzer(lang: Lang): Analyzer {
  const language: LanguageAnalysis = languageAnalysis[lang];
  const stopWords = new Set(language.stopWords.map(fold));

  const isStopWord = (word: string) => stopWords.has(fold(word));

  const surface = (word: string): string | null => {
    const folded = fold(word);
    if (stopWords.has(folded)) return null;
    // Single letters carry no meaning in prose; single digits may (3DS steps...).
    if (folded.length === 1 && !/\d/.test(folded)) return null;
    return folded;
  };

  const wordTerms = (word: string): string[] => {
    const folded = surface(word);
    if (folded === null) return [];
    const terms = new Set([folded]);
    if (folded.length > 2 && !/^\d+$/.test(folded)) {
      terms.add(fold(language.stem(word.toLowerCase())));
      const singular = language.singularize?.(folded) ?? folded;
      terms.add(language.stem(singular));
    }
    return [...terms];
  };

  const analyzeToken = (token: string): string[] => {
    if (token.includes('/')) {
      const path = normalizePath(token);
      const unversioned = unversionedPath(path);
      return unversioned ? [path, unversioned] : [path];
    }
    if (/[-_.'’]/.test(token)) {
      const joined = joinCompound(token);
      // `cash-outs` is also the word `cashouts` (stemmed); `sk_test` and
      // `transaction.paid` stay exact.
      return /[_.]/.test(joined) ? [joined] : wordTerms(joined);
    }
    return wordTerms(token);
  };

  // Highlighting re-analyzes every word of a hit's text; the vocabulary is
  // small, so the analysis of each token is remembered (bounded, just in case).
  const memo = new Map<string, string[]>();
  const termsOf = (token: string): string[] => {
    let terms = memo.get(token);
    if (!terms) {
      terms = analyzeToken(token);
      if (memo.size > 100_000) memo.clear();
      memo.set(token, terms);
    }
    return terms;
  };

  const expand = (token: ScannedToken): string[] => {
    if (token.kind === 'word') {
      const humps = camelCaseParts(token.text);
      return [token.text, ...humps];
    }
    // Compounds and paths are indexed whole and by their words.
    const words = innerWords(token.text).flatMap((w) => [w, ...camelCaseParts(w)]);
    return [token.text, ...words];
  };

  const tokenize = (text: string): string[] => scanTokens(text).flatMap(expand);

  // One term per word for pairs: its stem, from its singular form.
  const pairWord = (word: string): string | null => {
    const terms = wordTerms(word);
    return terms.length ? (terms[terms.length - 1] ?? null) : null;
  };
  const pairs = (text: string): string[] => {
    const words = scanTokens(text)
      .filter((t) => t.kind === 'word')
      .map((t) => pairWord(t.text))
      .filter((w): w is string => w !== null);
    const out = new Set<string>();
    for (let i = 0; i < words.length; i++) {
      for (let j = i + 1; j <= i + PAIR_WINDOW && j < words.length; j++) {
        const [a = '', b = ''] = [words[i], words[j]].sort();
        if (a !== b) out.add(`${a}~${b}`);
      }
    }
    return [...out];
  };

  // Each synonym group, keyed by every term of its words: `credenciais` finds
  // the group of `credencial` through their shared stem.
  const synonymGroups = new Map<string, string[][]>();
  for (const group of language.synonyms) {
    const groupTerms = group.map((word) => wordTerms(word));
    for (const term of groupTerms.flat()) {
      synonymGroups.set(term, [...(synonymGroups.get(term) ?? []), ...groupTerms]);
    }
  }

  const synonymTerms = (word: string): string[] => {
    const own = termsOf(word);
    const related = own.flatMap((term) => synonymGroups.get(term) ?? []);
    // A synonym is another word of the group: one sharing no term with `word`.
    const others = related.filter((terms) => !terms.some((t) => own.includes(t)));
    return [...new Set(others.flat())];
  };

  const crossLanguage = new Map<string, string[][]>();
  for (const { word, phrases } of crossLanguageTerms(lang)) {
    for (const term of wordTerms(word)) crossLanguage.set(term, phrases);
  }
  // Keyed by every term, so plurals trigger too (`saques`, `refunds`).
  const crossLanguagePhrases = (word: string): string[][] => {
    for (const term of wordTerms(word)) {
      const phrases = crossLanguage.get(term);
      if (phrases) return phrases;
    }
    return [];
  };

  // A word list read without accents or case: "após" is "apos".
  const oneOf = (words: readonly string[]) => {
    const folded = new Set(words.map(fold));
    return (word: string) => folded.has(fold(word));
  };
  const isQuestionWord = oneOf(language.questionWords);
  const questionPhrases = new Set(language.questionPhrases.map(fold));
  const isQuestionPhrase = (first: string, second: string) =>
    questionPhrases.has(`${fold(first)} ${fold(second)}`);
  const newsWords = new Set(language.newsWords.map(fold));
  // `what's` is one token: its apostrophe goes like the accents.
  const isNewsWord = (word: string) => newsWords.has(fold(word).replace(/['’]/g, ''));
  const isCircumstanceWord = oneOf(language.circumstanceWords);
  const isKindWord = oneOf(language.kindWords);

  return {
    lang,
    tokenize,
    termsOf,
    wordTerms,
    surface,
    synonymTerms,
    crossLanguagePhrases,
    isQuestionWord,
    isQuestionPhrase,
    isNewsWord,
    isCircumstanceWord,
    isKindWord,
    isStopWord,
    pairs,
  };
}
