import { useSyncExternalStore } from 'react';
import { type ColorMode, type ColorModePreference, resolveColorMode } from '../logic/color-mode';
import {
  defaultPreference,
  getColorMode,
  getPreference,
  subscribeColorMode,
} from '../logic/color-mode-store';

/** The reader's preference ('system' included); the site default while hydrating. */
export function useColorModePreference(): ColorModePreference {
  return useSyncExternalStore(subscribeColorMode, getPreference, () => defaultPreference);
}

/** The colour mode shown ('light' or 'dark'). */
export function useColorMode(): ColorMode {
  return useSyncExternalStore(subscribeColorMode, getColorMode, () =>
    resolveColorMode(defaultPreference, false),
  );
}
