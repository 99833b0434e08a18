import { describe, expect, it } from 'vitest';
import { langs } from '../../config/locales';
import { toRspressI18nSource, uiStrings } from '../../i18n';
import { en } from '../../i18n/en';

describe('UI strings', () => {
  const keys = Object.keys(en).sort();

  it.each(langs)('the %s table has exactly the keys of the English table', (lang) => {
    expect(Object.keys(uiStrings[lang]).sort()).toEqual(keys);
  });

  it.each(langs)('no %s string is empty', (lang) => {
    for (const [key, text] of Object.entries(uiStrings[lang])) {
      expect(text.trim(), `${lang}.${key}`).not.toBe('');
    }
  });

  it('a {{parameter}} of a string exists in every translation of it', () => {
    for (const key of keys) {
      const params = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      const expected = params(en[key as keyof typeof en]);
      for (const lang of langs) {
        expect(params(uiStrings[lang][key as keyof typeof en]), `${lang}.${key}`).toEqual(expected);
      }
    }
  });

  it('Portuguese strings are really translated (not copied from English)', () => {
    const same = keys.filter(
      (k) => uiStrings['pt-BR'][k as keyof typeof en] === en[k as keyof typeof en],
    );
    // Words spelled the same in both languages are allowed, but they are few.
    expect(same.length).toBeLessThan(keys.length / 5);
  });

  it('feeds Rspress every key in every locale', () => {
    const source = toRspressI18nSource({ outlineTitle: { zh: '本页目录', en: 'ON THIS PAGE' } });
    expect(source.outlineTitle).toMatchObject({ 'pt-BR': 'Nesta página', en: 'On this page' });
    for (const key of keys)
      expect(Object.keys(source[key] ?? {})).toEqual(expect.arrayContaining([...langs]));
  });
});
