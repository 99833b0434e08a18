import { useCallback } from 'react';
import type { ColorMode } from '../logic/color-mode';
import { setPreference } from '../logic/color-mode-store';
import { useColorMode } from './useColorMode';

/**
 * Replaces Rspress' `useThemeState` (the source of `ThemeContext`, read by
 * `useDark()`): the mode comes from our colour-mode store, which ignores the
 * OS unless `respectPrefersColorScheme` is on, survives blocked storage, and
 * never repaints <html> during hydration (the inline script already did).
 */
export function useThemeState(): readonly [ColorMode, (mode: ColorMode) => void] {
  const mode = useColorMode();
  const setMode = useCallback((next: ColorMode) => setPreference(next), []);
  return [mode, setMode] as const;
}
