import type { Lang } from '../config/locales';

/**
 * A lazy part's UI strings in every site language: the part imports its table, so the
 * strings load with its chunk instead of with every page's main script.
 */
export type FeatureText<S extends Record<string, string>> = Record<Lang, S>;

/** Fills `{{name}}` parameters the way Rspress' `useI18n()` does (an unknown one prints its name). */
export function fillParams(text: string, params?: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params?.[name] ?? name);
}
