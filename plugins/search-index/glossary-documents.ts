/**
 * One search entry per glossary term, on the Glossary page at the term's
 * anchor, built from shared/glossary.ts (the page's HTML of the terms is
 * marked `data-search-ignore`: what it renders is this data). The entry is
 * found by the term, its name in the other languages, its synonyms ("also
 * called"), the forms writers must avoid (other documentation uses them) and
 * other providers' names; its text is the definition.
 *
 * A definition is short and names its term in every field, so it would beat
 * the guide that explains the term: the entry carries its guide, and ranks
 * right below the guide's best hit when the guide is found (search-index.ts;
 * the guide is found by the same forms, page-signals.ts); alone, it weighs
 * GLOSSARY_ENTRY_WEIGHT.
 */
import { type Lang, localizePath } from '../../config/locales';
import { glossary, glossaryAnchorId } from '../../shared/glossary';
import type { SearchDocument } from '../../shared/search/engine/search-document';
import { termForms } from './page-signals';

export const GLOSSARY_ENTRY_WEIGHT = 0.25;

export interface GlossaryPage {
  /** The Glossary page's URL in this locale. */
  url: string;
  lang: Lang;
  /** The page's title (`Glossary`). */
  title: string;
  section: SearchDocument['section'];
  order?: number;
}

export function glossaryDocuments({
  url,
  lang,
  title,
  section,
  order,
}: GlossaryPage): SearchDocument[] {
  return glossary.map((entry) => {
    const anchor = glossaryAnchorId('term', entry.id);
    const forms = termForms(entry, lang);
    const keywords = [...forms.own.slice(1), ...forms.other];
    return {
      id: `${url}#${anchor}`,
      pageUrl: url,
      anchor,
      title,
      headings: [entry.term[lang]],
      text: entry.definition[lang].replace(/`/g, ''),
      code: '',
      api: '',
      path: '',
      section,
      method: '',
      weight: GLOSSARY_ENTRY_WEIGHT,
      ...(keywords.length ? { keywords: keywords.join(' ') } : {}),
      forms: [entry.term[lang], ...keywords],
      ...(entry.guide ? { guide: localizePath(entry.guide, lang) } : {}),
      ...(order !== undefined ? { order } : {}),
    };
  });
}
