/**
 * The reader's colour mode in the browser: read from and saved to storage,
 * applied to <html> (classes `dark`/`rp-dark` that Rspress' styles read, and
 * `data-color-preference` for the toggle icon). The inline script of
 * plugins/theme-states applies the same state before first paint, so React
 * never has to repaint the page after hydration. Components read it through
 * theme/hooks/useColorMode.ts.
 */
import { COLOR_PREFERENCE_ATTRIBUTE } from '../../shared/document-flags';
import { storageKeys } from '../../shared/storage-keys';
import { respectPrefersColorScheme } from './build-settings';
import {
  type ColorMode,
  type ColorModePreference,
  parsePreference,
  resolveColorMode,
  storedValueOf,
} from './color-mode';
import { safeLocalStorage } from './safe-storage';

const DARK_QUERY = '(prefers-color-scheme: dark)';
export const defaultPreference: ColorModePreference = respectPrefersColorScheme
  ? 'system'
  : 'light';

/** The choice when storage refused it: it still holds for this page view. */
let unsavedPreference: ColorModePreference | null = null;
const listeners = new Set<() => void>();

export function getPreference(): ColorModePreference {
  return (
    unsavedPreference ??
    parsePreference(safeLocalStorage.get(storageKeys.colorMode), respectPrefersColorScheme)
  );
}

function systemIsDark(): boolean {
  return (
    respectPrefersColorScheme &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(DARK_QUERY).matches
  );
}

export function getColorMode(): ColorMode {
  return resolveColorMode(getPreference(), systemIsDark());
}

function applyToDocument(): void {
  const root = document.documentElement;
  const mode = getColorMode();
  const dark = mode === 'dark';
  const changed = root.classList.contains('dark') !== dark;
  if (changed) root.classList.add('rp-theme-switching'); // no colour transitions while switching
  root.classList.toggle('dark', dark);
  root.classList.toggle('rp-dark', dark);
  root.style.colorScheme = mode;
  root.setAttribute(COLOR_PREFERENCE_ATTRIBUTE, getPreference());
  if (changed) requestAnimationFrame(() => root.classList.remove('rp-theme-switching'));
}

function changed(): void {
  applyToDocument();
  for (const listener of listeners) listener();
}

export function setPreference(preference: ColorModePreference): void {
  const stored = storedValueOf(preference);
  const saved =
    stored === null
      ? safeLocalStorage.remove(storageKeys.colorMode)
      : safeLocalStorage.set(storageKeys.colorMode, stored);
  unsavedPreference = saved ? null : preference;
  changed();
}

let stopWatching: (() => void) | null = null;

/** Watches storage (other tabs too) and, when it matters, the OS preference. */
export function subscribeColorMode(listener: () => void): () => void {
  listeners.add(listener);
  if (!stopWatching) {
    const stopStorage = safeLocalStorage.subscribe(storageKeys.colorMode, changed);
    const query = respectPrefersColorScheme ? window.matchMedia?.(DARK_QUERY) : undefined;
    query?.addEventListener('change', changed);
    stopWatching = () => {
      stopStorage();
      query?.removeEventListener('change', changed);
    };
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stopWatching?.();
      stopWatching = null;
    }
  };
}
