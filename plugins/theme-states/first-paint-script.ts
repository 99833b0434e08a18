/**
 * The inline <head> script that runs before the page is painted: it applies
 * the reader's colour mode and hides a dismissed announcement, so neither
 * flashes while the JavaScript bundle loads. It replaces Rspress' own theme
 * script, which ignores `respectPrefersColorScheme` and throws when storage
 * is blocked. The rules mirror theme/logic/color-mode.ts (a unit test runs
 * both on the same inputs).
 */
import {
  ANNOUNCEMENT_DISMISSED_CLASS,
  COLOR_PREFERENCE_ATTRIBUTE,
} from '../../shared/document-flags';
import { storageKeys } from '../../shared/storage-keys';

export interface FirstPaintOptions {
  respectPrefersColorScheme: boolean;
  announcementId: string;
}

export function firstPaintScript(options: FirstPaintOptions): string {
  const json = JSON.stringify;
  return `(function () {
  var root = document.documentElement, mode = null, dismissed = null;
  try {
    mode = localStorage.getItem(${json(storageKeys.colorMode)});
    dismissed = localStorage.getItem(${json(storageKeys.announcementDismissed)});
  } catch (e) {}
  var respectSystem = ${json(options.respectPrefersColorScheme)};
  var preference = mode === 'light' || mode === 'dark' ? mode : respectSystem ? 'system' : 'light';
  var dark = preference === 'dark' || (preference === 'system' && !!window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches);
  root.classList.toggle('dark', dark);
  root.classList.toggle('rp-dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  root.setAttribute(${json(COLOR_PREFERENCE_ATTRIBUTE)}, preference);
  if (dismissed === ${json(options.announcementId)}) root.classList.add(${json(ANNOUNCEMENT_DISMISSED_CLASS)});
})();`;
}
