import { useI18n } from '@rspress/core/runtime';
import type { UiStrings } from '../../i18n/en';

/**
 * `useI18n()` typed with our string tables (i18n/en.ts), so a key that does
 * not exist is a compile error. Returns `t(key, params?)`.
 */
export function useUiText() {
  return useI18n<UiStrings>();
}
