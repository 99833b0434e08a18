/**
 * The docs sections a reader can search within or outside of: the guides
 * (tutorial sidebar), the API reference and the writers' handbook.
 */
import type { UiStringKey } from '../../i18n';
import type { DocsSectionId } from './engine/search-document';

export type { DocsSectionId };

export interface DocsSection {
  id: DocsSectionId;
  /** Locale-free path prefix. */
  prefix: string;
  /** UI string with the section's name ("Guides", "API reference"). */
  label: UiStringKey;
}

/** In display order. */
export const docsSections: readonly DocsSection[] = [
  { id: 'guides', prefix: '/docs/', label: 'searchSectionGuides' },
  { id: 'api', prefix: '/docs/api/', label: 'searchSectionApi' },
  { id: 'handbook', prefix: '/docs/handbook/', label: 'searchSectionHandbook' },
];

/**
 * The section readers' searches leave out unless asked (the search box outside it); the
 * search page's "All sections" and "Within" include it.
 */
export const writersOnlySection: DocsSectionId = 'handbook';

/**
 * The section of a locale-free path (`/docs/intro/authentication` -> guides),
 * or null; the longest prefix wins (the API reference lives under /docs/ too).
 */
export function sectionOfPath(localeFreePath: string): DocsSection | null {
  let found: DocsSection | null = null;
  for (const section of docsSections) {
    if (
      localeFreePath.startsWith(section.prefix) &&
      section.prefix.length > (found?.prefix.length ?? -1)
    ) {
      found = section;
    }
  }
  return found;
}

export function docsSection(id: string): DocsSection | null {
  return docsSections.find((s) => s.id === id) ?? null;
}
