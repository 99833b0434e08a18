/**
 * Every glossary term is found by every form of it: the term, its name in
 * the other language, its synonyms ("also called"), the forms writers must
 * avoid and other providers' names. Each finds the term's entry on the
 * Glossary page and the guide the glossary points to, among the 8
 * suggestions of the search box; the guide comes before the entry.
 * Against the built index (doc_build/), loaded by the worker's code.
 */
import { describe, expect, it } from 'vitest';
import { type Lang, langs, localizePath } from '../../config/locales';
import { webhookFamilyGuide } from '../../shared/api/webhook-guides';
import {
  glossary,
  glossaryAnchorId,
  glossaryPath,
  guidePage,
  webhookEventsElsewhere,
} from '../../shared/glossary';
import { loadBuiltIndex, suggestions } from '../support/search-ranking';

/** Every form of a term a reader of `lang` may type. */
function formsOf(entry: (typeof glossary)[number], lang: Lang): string[] {
  const forms = [
    ...langs.flatMap((l) => [entry.term[l], ...(entry.synonyms?.[l] ?? [])]),
    ...(entry.avoid?.[lang] ?? []).map((a) => a.variant),
    ...(entry.elsewhere ?? []),
  ];
  return [...new Set(forms.map((f) => f.replace(/[()]/g, ' ').replace(/\s+/g, ' ').trim()))];
}

describe.each(langs)('glossary terms in search (%s)', (lang) => {
  const index = loadBuiltIndex(lang);
  const cases = glossary.flatMap((entry) =>
    formsOf(entry, lang).map((form) => [`${entry.id}: ${form}`, entry, form] as const),
  );

  it.each(cases)('%s', (_name, entry, form) => {
    const hits = suggestions(index, form);
    const shown = `"${form}" -> ${hits.map((h) => h.url).join(', ') || 'nothing'}`;
    const entryRank = hits.findIndex(
      (h) => h.url === `${localizePath(glossaryPath, lang)}#${glossaryAnchorId('term', entry.id)}`,
    );
    expect(entryRank, shown).toBeGreaterThanOrEqual(0);
    if (!entry.guide) return;
    const guide = guidePage(entry.guide);
    const guideRank = hits.findIndex((h) => h.pageUrl === localizePath(guide.path, lang));
    expect(guideRank, shown).toBeGreaterThanOrEqual(0);
    expect(guideRank, shown).toBeLessThan(entryRank);
  });
});

describe.each(langs)("other providers' webhook events in search (%s)", (lang) => {
  const index = loadBuiltIndex(lang);
  const cases = webhookEventsElsewhere.flatMap((entry) =>
    entry.elsewhere.map((name) => [name, entry.event] as const),
  );

  // The event's own entry comes first: an event the spec does not define has none, so a map
  // that drifts from the spec fails here.
  it.each(cases)('%s opens %s', (name, event) => {
    const hits = suggestions(index, name);
    const want = localizePath(
      `${webhookFamilyGuide(event.split('.')[0] ?? '')}#event.${event}`,
      lang,
    );
    expect(hits[0]?.url, `"${name}" -> ${hits.map((h) => h.url).join(', ')}`).toBe(want);
  });

  // Typed with the word for what it is ("charge.refunded webhook"), a pasted event name still
  // opens its event, not a guide's "Webhooks" section that holds its words. (A bare word such
  // as Adyen's `AUTHORISATION` is no pasted identifier: it is searched like any word.)
  const pasted = cases.filter(([name]) => /[._]/.test(name));
  const kindWord = lang === 'en' ? 'event' : 'evento';
  it.each(pasted)(`%s webhook (or "${kindWord} …") opens %s`, (name, event) => {
    const want = localizePath(
      `${webhookFamilyGuide(event.split('.')[0] ?? '')}#event.${event}`,
      lang,
    );
    for (const query of [`${name} webhook`, `${kindWord} ${name}`]) {
      const hits = suggestions(index, query);
      expect(hits[0]?.url, `"${query}" -> ${hits.map((h) => h.url).join(', ')}`).toBe(want);
    }
  });

  it('matches the names whole: their parts are not words of this site', () => {
    const hits = suggestions(index, 'intent succeeded');
    expect(hits.map((h) => h.url)).not.toContain(
      localizePath('/docs/webhook/transaction#event.transaction.paid', lang),
    );
  });
});
