/**
 * The docs sections a reader can search within or outside of: the guides
 * (tutorial sidebar) and the API reference. A page belongs to the first
 * section whose prefix its locale-free path starts with.
 */
import type { UiStringKey } from '../i18n';
import type { DocsSectionId } from './engine/search-document';

export type { DocsSectionId };

export interface DocsSection {
  id: DocsSectionId;
  /** Locale-free path prefix. */
  prefix: string;
  /** UI string with the section's name ("Guides", "API reference"). */
  label: UiStringKey;
}

/** Order matters: the API reference lives under /docs/ too. */
export const docsSections: readonly DocsSection[] = [
  { id: 'api', prefix: '/docs/api/', label: 'searchSectionApi' },
  { id: 'guides', prefix: '/docs/', label: 'searchSectionGuides' },
];

/** The section of a locale-free path (`/docs/intro/authentication` -> guides), or null. */
export function sectionOfPath(localeFreePath: string): DocsSection | null {
  return docsSections.find((s) => localeFreePath.startsWith(s.prefix)) ?? null;
}

export function docsSection(id: string): DocsSection | null {
  return docsSections.find((s) => s.id === id) ?? null;
}
