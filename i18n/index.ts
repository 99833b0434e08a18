import type { Lang } from '../config/locales';
import { en, type UiStringKey, type UiStrings } from './en';
import { ptBR } from './pt-BR';

export type { UiStringKey, UiStrings };

/** One table per locale (Starlight-style): the single source of UI text. */
export const uiStrings: Record<Lang, UiStrings> = { 'pt-BR': ptBR, en };

/**
 * The tables in the shape Rspress' `i18nSource` wants (key -> lang -> text),
 * so both Rspress' own components and ours read them through `useI18n()`.
 */
export function toRspressI18nSource(
  base: Record<string, Record<string, string>>,
): Record<string, Record<string, string>> {
  const merged: Record<string, Record<string, string>> = { ...base };
  for (const [lang, table] of Object.entries(uiStrings)) {
    for (const [key, text] of Object.entries(table)) {
      merged[key] = { ...merged[key], [lang]: text };
    }
  }
  return merged;
}
