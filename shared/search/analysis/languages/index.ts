import type { Lang } from '../../../../config/locales';
import { english } from './en';
import type { LanguageAnalysis } from './language-analysis';
import { portuguese } from './pt-BR';

export type { LanguageAnalysis };

/** The analysis of each site locale: a locale without one is a type error. */
export const languageAnalysis: Record<Lang, LanguageAnalysis> = {
  'pt-BR': portuguese,
  en: english,
};
