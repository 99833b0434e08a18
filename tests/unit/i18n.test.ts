import { describe, expect, it } from 'vitest';
import { type Lang, langs } from '../../config/locales';
import { chromeStrings, toRspressI18nSource, uiStrings, uiStringTables } from '../../i18n';
import { en } from '../../i18n/en';
import { fillParams } from '../../i18n/feature-text';

/** Every table (the chrome's and each lazy part's), checked the same way. */
const tables = Object.entries(uiStringTables).map(
  ([name, table]) => [name, table as Record<Lang, Record<string, string>>] as const,
);

describe('UI strings', () => {
  const allKeys = Object.keys(uiStrings.en).sort();

  describe.each(tables)('the %s table', (_name, table) => {
    const keys = Object.keys(table.en).sort();

    it.each(langs)('in %s has exactly the keys of its English table', (lang) => {
      expect(Object.keys(table[lang]).sort()).toEqual(keys);
    });

    it.each(langs)('in %s has no empty string', (lang) => {
      for (const [key, text] of Object.entries(table[lang])) {
        expect(text.trim(), `${lang}.${key}`).not.toBe('');
      }
    });

    it('a {{parameter}} of a string exists in every translation of it', () => {
      const params = (text = '') => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      for (const key of keys) {
        const expected = params(table.en[key]);
        for (const lang of langs)
          expect(params(table[lang][key]), `${lang}.${key}`).toEqual(expected);
      }
    });
  });

  it('no key lives in two tables, so each string has one home', () => {
    const count = tables.reduce((n, [, table]) => n + Object.keys(table.en).length, 0);
    expect(allKeys.length).toBe(count);
  });

  it('every locale has every key of every table', () => {
    for (const lang of langs) expect(Object.keys(uiStrings[lang]).sort()).toEqual(allKeys);
  });

  it('Portuguese strings are really translated (not copied from English)', () => {
    const same = allKeys.filter(
      (k) =>
        uiStrings['pt-BR'][k as keyof typeof uiStrings.en] ===
        uiStrings.en[k as keyof typeof uiStrings.en],
    );
    // Words spelled the same in both languages are allowed, but they are few.
    expect(same.length).toBeLessThan(allKeys.length / 5);
  });

  it('feeds Rspress every chrome key in every locale, and none of the lazy parts', () => {
    const source = toRspressI18nSource({ outlineTitle: { zh: '本页目录', en: 'ON THIS PAGE' } });
    expect(source.outlineTitle).toMatchObject({ 'pt-BR': 'Nesta página', en: 'On this page' });
    for (const key of Object.keys(en))
      expect(Object.keys(source[key] ?? {})).toEqual(expect.arrayContaining([...langs]));
    expect(Object.keys(source.outlineTitle ?? {})).not.toContain('zh');
    for (const [name, table] of tables) {
      if (table === (chromeStrings as unknown)) continue;
      for (const key of Object.keys(table.en))
        expect(source[key], `${name}.${key}`).toBeUndefined();
    }
  });

  it('fills {{parameters}} as Rspress does: a missing one prints its name', () => {
    expect(fillParams('sent {{seconds}} s after {{what}}', { seconds: '5' })).toBe(
      'sent 5 s after what',
    );
  });
});
