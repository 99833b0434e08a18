/**
 * Where the search index files are served from. Index files carry a content
 * hash in their name (cacheable forever); the manifest that points to them is
 * small, unhashed, and must be revalidated by caches.
 */
import type { Lang } from '../../config/locales';

/** Site-absolute URL of the manifest. */
export const MANIFEST_URL = '/search-manifest.json';
/** Folder of the index files inside the build output. */
export const INDEX_DIR = 'static/search';

export interface SearchManifest {
  /** Site-absolute URL of each locale's index file. */
  indexes: Partial<Record<Lang, string>>;
}
