/**
 * Marks set on <html> by the inline head script (plugins/theme-states) before
 * first paint, and kept up to date by the components afterwards.
 */

/** Class: the reader closed the current announcement (AnnouncementBar.css hides it). */
export const ANNOUNCEMENT_DISMISSED_CLASS = 'ap-announcement-dismissed';

/** Attribute: the reader's colour preference, 'light' | 'dark' | 'system' (toggle icon). */
export const COLOR_PREFERENCE_ATTRIBUTE = 'data-color-preference';
