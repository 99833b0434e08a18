import { useLang } from '@rspress/core/runtime';
import { useCallback } from 'react';
import type { Lang } from '../../config/locales';
import type { UiStringKey } from '../../i18n/en';
import { type FeatureText, fillParams } from '../../i18n/feature-text';
import { useUiText } from './useUiText';

type AnyFeatureText = FeatureText<Record<string, string>>;
type KeysOf<T> = T extends FeatureText<infer S> ? keyof S & string : never;

/**
 * `t(key, params?)` for a lazy part: its own tables (i18n/<feature>/, loaded with the
 * part's chunk) first, then the chrome's (Rspress' `useI18n()`). A key in neither is a
 * compile error.
 */
export function useFeatureText<T extends AnyFeatureText[]>(...tables: T) {
  const lang = useLang() as Lang;
  const chromeText = useUiText();
  // The tables are module constants: only the language and the chrome's lookup change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: tables never change between renders
  return useCallback(
    (key: KeysOf<T[number]> | UiStringKey, params?: Record<string, string>): string => {
      for (const table of tables) {
        const text = table[lang]?.[key];
        if (typeof text === 'string') return fillParams(text, params);
      }
      return chromeText(key as UiStringKey, params);
    },
    [lang, chromeText],
  );
}
