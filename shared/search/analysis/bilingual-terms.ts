/**
 * The bilingual term table of the search, drawn from the glossary
 * (shared/glossary.ts): a reader who types the other language's word
 * (`saque` on an English page, `refund` on a Portuguese one) finds the
 * pages of the language they are reading, under that language's words.
 *
 * For the index of `lang`, each glossary entry maps every single-word form of
 * the other languages (term and synonyms) onto the forms of `lang` (term and
 * synonyms, several words each allowed: `Pix refund`). A form that is also
 * the term of `lang` (`webhook`, `chargeback`) maps nowhere: it is already
 * that language's word; so do abbreviations and identifiers (`3DS`, `EVP`,
 * `end_to_end_id`), which every language writes alike. Synonyms within one language stay in
 * languages/<lang>.ts, chosen by hand: the glossary's are too broad for that
 * (`transaction` for `charge`).
 */
import { type Lang, langs } from '../../../config/locales';
import { glossary } from '../../glossary';
import { fold } from './fold';

export interface CrossLanguageTerm {
  /** A word of another language, folded. */
  word: string;
  /** The forms of `lang` it means: each a list of words. */
  phrases: string[][];
}

/** `3-D Secure (3DS)` -> [`3-D`, `Secure`]: parenthesised abbreviations are synonyms already. */
function words(form: string): string[] {
  return form
    .replace(/\([^)]*\)/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

function isAbbreviation(word: string): boolean {
  return /[\d_]/.test(word) || (word.length > 1 && word === word.toUpperCase());
}

export function crossLanguageTerms(lang: Lang): CrossLanguageTerm[] {
  const table = new Map<string, string[][]>();
  for (const entry of glossary) {
    const own = [entry.term[lang], ...(entry.synonyms?.[lang] ?? [])].map(words);
    const ownTerm = fold(words(entry.term[lang]).join(' '));
    for (const other of langs.filter((l) => l !== lang)) {
      for (const form of [entry.term[other], ...(entry.synonyms?.[other] ?? [])]) {
        const formWords = words(form);
        if (formWords.length !== 1) continue;
        const written = formWords[0] ?? '';
        const word = fold(written);
        if (!word || word === ownTerm || isAbbreviation(written)) continue;
        table.set(word, [...(table.get(word) ?? []), ...own]);
      }
    }
  }
  return [...table].map(([word, phrases]) => ({ word, phrases }));
}
