/**
 * The site's locales. pt-BR is the default and is served without a prefix;
 * every other locale is served under `/<lang>/`.
 */
export const locales = [
  { lang: 'pt-BR', label: 'Português (Brasil)', htmlLang: 'pt-BR', ogLocale: 'pt_BR' },
  { lang: 'en', label: 'English', htmlLang: 'en', ogLocale: 'en_US' },
] as const;

export type Lang = (typeof locales)[number]['lang'];

export const defaultLang: Lang = 'pt-BR';

export const langs: readonly Lang[] = locales.map((l) => l.lang);

/** A text in every locale: the type makes a missing translation a compile error. */
export type LocaleText = Record<Lang, string>;

/** URL prefix of a locale: '' for the default, '/en' for English. */
export function localePrefix(lang: Lang): string {
  return lang === defaultLang ? '' : `/${lang}`;
}

/** Prefixes a site-absolute path with the locale: ('/docs', 'en') -> '/en/docs'. */
export function localizePath(path: string, lang: Lang): string {
  return `${localePrefix(lang)}${path}`;
}

/** The locale a site-absolute pathname belongs to. */
export function langOfPath(pathname: string): Lang {
  const first = pathname.split('/')[1] ?? '';
  return (langs as readonly string[]).includes(first) ? (first as Lang) : defaultLang;
}
