/**
 * Documentation versions. There is one, "current", labelled "Next" and marked
 * as the latest; a new version is added to `docsVersions` (with its docs tree).
 */
import type { LocaleText } from './locales';

export interface DocsVersion {
  /** Stable name, stored as the reader's choice. */
  name: string;
  label: LocaleText;
  latest: boolean;
  /** Locale-free path of the version's docs root. */
  path: string;
}

const current: DocsVersion = {
  name: 'current',
  label: { 'pt-BR': 'Next', en: 'Next' },
  latest: true,
  path: '/docs',
};

export const docsVersions: readonly DocsVersion[] = [current];

export const latestDocsVersion: DocsVersion = current;
