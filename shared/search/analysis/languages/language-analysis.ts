/**
 * What the index needs to know about a language. One module per locale
 * (`pt-BR.ts`, `en.ts`), registered in `index.ts`.
 */
export interface LanguageAnalysis {
  /**
   * A real stemmer (Snowball) for the language. It receives a lower-cased word
   * as written (accents kept, as Snowball expects) and, for readers who type
   * without accents, the folded form too.
   */
  stem: (word: string) => string;
  /**
   * Optional normalisation of a folded word before it is stemmed (Portuguese:
   * plural to singular, which Snowball leaves undone on short words).
   */
  singularize?: (folded: string) => string;
  /** Words too common to search for; dropped from the index and from queries. */
  stopWords: readonly string[];
  /**
   * Words that make a question a question ("how do I", "como faço para"),
   * missing from the stop word list: dropped from queries only, so a
   * question finds what its other words find.
   */
  questionWords: readonly string[];
  /**
   * Two-word openings of a question whose second word asks for a quantity
   * ("how many", "how long", "quanto tempo"): both are dropped from queries,
   * like question words. Alone, "many" or "tempo" may mean something.
   */
  questionPhrases: readonly string[];
  /**
   * Words that ask for news ("what's new", "novidades"): such a query ranks
   * recent blog posts first instead of below the guides. Dropped from the
   * query's terms; alone, they list the latest posts.
   */
  newsWords: readonly string[];
  /**
   * Words that open the circumstance of a task ("cancel an authorization
   * *before* capture", "estornar *depois* de 90 dias"): the words after them
   * say when, not what, and weigh like a pasted context word.
   */
  circumstanceWords: readonly string[];
  /**
   * Words that say what kind of thing a pasted identifier is ("`refusal_reason`
   * field", "`charge.refunded` webhook"): beside an identifier they add nothing
   * and are dropped (a guide's "Webhooks" heading would outrank the event);
   * without one they are searched.
   */
  kindWords: readonly string[];
  /**
   * Groups of words readers use for the same thing. A query word that belongs
   * to a group also finds the others (ranked a little lower). Single words only.
   */
  synonyms: readonly (readonly string[])[];
}
