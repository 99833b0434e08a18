/**
 * MiniSearch options shared by the build (which creates and serializes the
 * index) and the worker (which loads it): both must analyze text the same way.
 */
import type { Options } from 'minisearch';
import type { Lang } from '../../../config/locales';
import { type Analyzer, createAnalyzer } from '../analysis/analyzer';
import {
  headingText,
  pairsText,
  SEARCH_FIELDS,
  type SearchDocument,
  STORED_FIELDS,
} from './search-document';

export function indexOptions(
  lang: Lang,
  analyzer: Analyzer = createAnalyzer(lang),
): Options<SearchDocument> {
  return {
    idField: 'id',
    fields: SEARCH_FIELDS,
    storeFields: [...STORED_FIELDS],
    // `heading` and `pairs` are computed; every other field is a property of the document.
    // Empty values are neither indexed nor stored (the index ships to every reader).
    extractField: (document, field) => {
      const value =
        field === 'heading'
          ? headingText(document)
          : field === 'pairs'
            ? analyzer.pairs(pairsText(document)).join(' ')
            : document[field as keyof SearchDocument];
      return value === '' || (Array.isArray(value) && value.length === 0) ? undefined : value;
    },
    // `pairs` holds terms already (`balanc~block`); `aliases` are names matched whole.
    tokenize: (text, field) =>
      field === 'pairs' || field === 'aliases' ? text.split(' ') : analyzer.tokenize(text),
    processTerm: (term, field) => {
      if (field === 'pairs') return term;
      const terms = analyzer.termsOf(term);
      return terms.length ? terms : null;
    },
  };
}
