/** The server's answers in the caller's language: its own table and the site's (i18n/). */
import type { Lang } from '../config/locales';
import { type AllUiStrings, uiStrings } from '../i18n';
import { fillParams } from '../i18n/feature-text';

export type TextKey = keyof AllUiStrings;
export type Translate = (key: TextKey, params?: Record<string, string>) => string;

export function translator(lang: Lang): Translate {
  return (key, params) => fillParams(uiStrings[lang][key], params);
}

/** A locale as a sentence names it ("in the Portuguese docs", "na documentação em inglês"). */
export function languageName(lang: Lang, t: Translate): string {
  return t(lang === 'en' ? 'mcpLanguageEn' : 'mcpLanguagePtBR');
}
