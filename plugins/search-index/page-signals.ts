/**
 * What the index knows about a page besides its text: the glossary terms it
 * is the guide for (shared/glossary.ts, `guide`), and its position in the
 * docs sidebar (config/navigation.ts). Both by locale-free path.
 */
import type { Lang } from '../../config/locales';
import { guideCategories } from '../../config/navigation';
import { glossary } from '../../shared/glossary';
import { createAnalyzer } from '../../shared/search/analysis/analyzer';

/** `3-D Secure (3DS)` -> `3-D Secure 3DS`. */
function plain(form: string): string {
  return form.replace(/[()]/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * The glossary terms and synonyms, in `lang`, of the entries whose guide is
 * `path` ('' when none): the page that explains a term is found by it. An
 * entry whose term the page's title already names (`webhook` on "Transaction
 * webhooks"), and any form the title names, are left out: the title finds
 * the page already (its synonyms are the language's synonym table's job), and
 * counted twice it would lift the page's top above its own sections.
 */
export function glossaryKeywords(path: string, lang: Lang, title: string): string {
  const analyzer = createAnalyzer(lang);
  const words = (text: string) =>
    analyzer
      .tokenize(text)
      .map((token) => analyzer.termsOf(token))
      .filter((terms) => terms.length > 0);
  const titleTerms = new Set(words(title).flat());
  // A word is named when one of its terms (its stem, say) is one of the title's.
  const named = (form: string) =>
    words(form).every((terms) => terms.some((term) => titleTerms.has(term)));
  const forms = glossary
    .filter((entry) => entry.guide === path && !named(plain(entry.term[lang])))
    .flatMap((entry) => [entry.term[lang], ...(entry.synonyms?.[lang] ?? [])])
    .map(plain)
    .filter((form) => !named(form));
  return [...new Set(forms)].join(' ');
}

const sidebarPaths = guideCategories.flatMap((category) =>
  category.items.map((item) => `/docs/${item.slug}`),
);

/** The page's position in the docs sidebar (0 first), or undefined outside it. */
export function sidebarOrder(path: string): number | undefined {
  const position = sidebarPaths.indexOf(path);
  return position < 0 ? undefined : position;
}
