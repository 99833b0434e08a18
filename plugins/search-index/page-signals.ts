/**
 * What the index knows about a page besides its text: the glossary terms it
 * is the guide for (shared/glossary.ts, `guide`), and its position in the
 * docs sidebar (config/navigation.ts). Both by locale-free path.
 */
import type { Lang } from '../../config/locales';
import { guideCategories } from '../../config/navigation';
import { type GlossaryTerm, glossary, guidePage } from '../../shared/glossary';
import { createAnalyzer } from '../../shared/search/analysis/analyzer';

/** `3-D Secure (3DS)` -> `3-D Secure 3DS`. */
function plain(form: string): string {
  return form.replace(/[()]/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * Every form a reader may type for a term: in the index's language the term
 * and its synonyms (`own`), then the rest (`other`): its name and synonyms in
 * the other languages, the forms writers must avoid (other documentation uses
 * them) and other providers' names.
 */
export function termForms(
  entry: GlossaryTerm,
  lang: Lang,
): { own: string[]; other: string[]; otherLanguage: string[] } {
  const own = [entry.term[lang], ...(entry.synonyms?.[lang] ?? [])].map(plain);
  const otherLanguage = [
    ...Object.entries(entry.term)
      .filter(([l]) => l !== lang)
      .map(([, form]) => form),
    ...Object.entries(entry.synonyms ?? {})
      .filter(([l]) => l !== lang)
      .flatMap(([, forms]) => forms ?? []),
  ].map(plain);
  const other = [
    ...otherLanguage,
    ...(entry.avoid?.[lang] ?? []).map((a) => a.variant),
    ...(entry.elsewhere ?? []),
  ].map(plain);
  return {
    own: [...new Set(own)],
    other: [...new Set(other)].filter((f) => !own.includes(f)),
    otherLanguage,
  };
}

/** A page section, as the signals need it: '' is the page's top part. */
export interface SignalSection {
  anchor: string;
  heading: string;
}

/**
 * The glossary's forms for the sections of the page at `path` ('' is its top
 * part), by anchor: the page that explains a term is found by every form of it
 * (`publishable key`, which the glossary says to avoid, finds the
 * authentication guide). They go to the section the glossary names
 * (`guide: '/docs/x#anchor'`); to the top part when the title names the term;
 * else to the section whose heading names it; else to the top part.
 *
 * Forms the heading (the title, for the top part) names are left out: the
 * heading finds them already, and counted twice they would lift that part
 * above the page's other sections.
 */
export function glossaryKeywords(
  path: string,
  lang: Lang,
  title: string,
  sections: readonly SignalSection[] = [],
): Map<string, string> {
  const analyzer = createAnalyzer(lang);
  const words = (text: string) =>
    analyzer
      .tokenize(text)
      .map((token) => analyzer.termsOf(token))
      .filter((terms) => terms.length > 0);
  const headingTerms = new Map<string, Set<string>>();
  const termsOf = (section: SignalSection) => {
    let terms = headingTerms.get(section.anchor);
    if (!terms) {
      terms = new Set(words(section.heading).flat());
      headingTerms.set(section.anchor, terms);
    }
    return terms;
  };
  // A form is named by a heading when each of its words has a term (its stem, say) there.
  const named = (form: string, section: SignalSection) => {
    const formWords = words(form);
    const heading = termsOf(section);
    return formWords.length > 0 && formWords.every((terms) => terms.some((t) => heading.has(t)));
  };
  const top: SignalSection = { anchor: '', heading: title };
  const byAnchor = new Map<string, Set<string>>();
  for (const entry of glossary) {
    if (!entry.guide) continue;
    const guide = guidePage(entry.guide);
    if (guide.path !== path) continue;
    const forms = termForms(entry, lang);
    const term = plain(entry.term[lang]);
    // What a heading must name to be the term's section: the term, or a synonym of several
    // words (a one-word synonym such as `payment` is too broad to place a term).
    const placing = forms.own.filter((f) => f === term || /\s/.test(f));
    const section =
      sections.find((s) => guide.anchor !== '' && s.anchor === guide.anchor) ??
      (named(term, top) ? top : undefined) ??
      sections.find((s) => placing.some((f) => named(f, s))) ??
      top;
    // A one-word name in another language finds this language's forms already (bilingual-terms.ts);
    // a compound (`pre-authorization`) is searched as code, as itself, so it is kept.
    const other = forms.other.filter((f) => /[\s-]/.test(f) || !forms.otherLanguage.includes(f));
    // Where the heading names the term, the language's own one-word synonyms that its synonym
    // table already expands to (`notificação` for "webhook") are left to it: counted twice
    // they would lift this part above the page's other sections. The others (`homologação`
    // for "sandbox") find it only here.
    const own = named(term, section)
      ? forms.own.filter((f) => /\s/.test(f) || analyzer.synonymTerms(f).length === 0)
      : forms.own;
    // The status the API answers with for it: a bare status in a log line opens this section.
    const status = entry.status === undefined ? [] : [String(entry.status)];
    const candidates = [...own, ...other, ...status];
    const into = byAnchor.get(section.anchor) ?? new Set<string>();
    for (const form of candidates.filter((f) => !named(f, section))) into.add(form);
    byAnchor.set(section.anchor, into);
  }
  return new Map(
    [...byAnchor].filter(([, f]) => f.size > 0).map(([a, f]) => [a, [...f].join(' ')]),
  );
}

const sidebarPaths = guideCategories.flatMap((category) =>
  category.items.map((item) => `/docs/${item.slug}`),
);

/** The page's position in the docs sidebar (0 first), or undefined outside it. */
export function sidebarOrder(path: string): number | undefined {
  const position = sidebarPaths.indexOf(path);
  return position < 0 ? undefined : position;
}
