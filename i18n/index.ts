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
  // Only the site's languages: Rspress' own tables also carry zh, ja, ko, ru..., and the
  // whole table ships in every page's main script.
  const siteLangs = new Set<string>(Object.keys(uiStrings));
  const merged: Record<string, Record<string, string>> = {};
  for (const [key, texts] of Object.entries(base)) {
    merged[key] = Object.fromEntries(Object.entries(texts).filter(([lang]) => siteLangs.has(lang)));
  }
  for (const [lang, table] of Object.entries(uiStrings)) {
    for (const [key, text] of Object.entries(table)) {
      merged[key] = { ...merged[key], [lang]: text };
    }
  }
  return merged;
}
