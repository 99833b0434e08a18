/**
 * The search worker: loads index files and answers queries off the main
 * thread, so typing never waits for the search engine. Its whole interface is
 * the two messages of `protocol.ts`.
 */
import { type Lang, langs } from '../../config/locales';
import { SearchIndex, type SearchIndexFile } from '../../shared/search/engine/search-index';
import type { SearchManifest } from '../../shared/search/manifest';
import type { BuildIndexesRequest, WorkerReply, WorkerRequest } from './protocol';

const indexes = new Map<Lang, Promise<SearchIndex>>();
/** The index file each loaded locale came from. */
const loadedFrom = new Map<Lang, string>();

/**
 * The dev server rebuilds its index as pages change, under a new file name
 * (plugins/search-index/dev-index-plugin.ts): there, a search first checks the
 * manifest, at most once a second, and loads a newer index. A build's index
 * never changes under a page.
 */
const FOLLOWS_EDITS = process.env.NODE_ENV !== 'production';
const MANIFEST_CHECK_MS = 1000;
let manifestCheckedAt = 0;

async function followEdits(lang: Lang): Promise<void> {
  if (!FOLLOWS_EDITS || !lastManifestUrl || Date.now() - manifestCheckedAt < MANIFEST_CHECK_MS)
    return;
  manifestCheckedAt = Date.now();
  const manifest = await fetchJson<SearchManifest>(lastManifestUrl).catch(() => null);
  const path = manifest?.indexes[lang];
  if (path && loadedFrom.has(lang) && loadedFrom.get(lang) !== path) {
    indexes.delete(lang);
    await loadIndex(lang, lastManifestUrl).catch(() => undefined);
  }
}
/** The manifest of the last build-indexes request: the other language's index comes from it. */
let lastManifestUrl = '';

/** Most hits shown from the other language when the reader's finds nothing. */
const OTHER_LANGUAGE_LIMIT = 5;

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

function loadIndex(lang: Lang, manifestUrl: string): Promise<SearchIndex> {
  let loading = indexes.get(lang);
  if (!loading) {
    loading = fetchJson<SearchManifest>(manifestUrl).then(async (manifest) => {
      const path = manifest.indexes[lang];
      if (!path) throw new Error(`No search index for ${lang} in ${manifestUrl}`);
      loadedFrom.set(lang, path);
      const index = SearchIndex.load(
        await fetchJson<SearchIndexFile>(new URL(path, manifestUrl).href),
      );
      index.warmUp();
      return index;
    });
    // A failed load may be retried by a later build-indexes request.
    loading.catch(() => indexes.delete(lang));
    indexes.set(lang, loading);
  }
  return loading;
}

async function buildIndexes(request: BuildIndexesRequest): Promise<number> {
  lastManifestUrl = request.manifestUrl;
  const loaded = await Promise.all(request.langs.map((l) => loadIndex(l, request.manifestUrl)));
  return loaded.reduce((sum, index) => sum + index.documentCount, 0);
}

async function handle(request: WorkerRequest): Promise<WorkerReply> {
  try {
    if (request.type === 'build-indexes') {
      return {
        type: request.type,
        id: request.id,
        ok: true,
        documents: await buildIndexes(request),
      };
    }
    await followEdits(request.lang);
    const index = await indexes.get(request.lang);
    if (!index) throw new Error(`The ${request.lang} index is not built: send build-indexes first`);
    const { lang, type: _type, id, ...search } = request;
    const started = performance.now();
    let result = index.search(search);
    if (result.total === 0 && lastManifestUrl) {
      // Nothing in the reader's language: what the other language's pages say, if anything.
      for (const other of langs.filter((l) => l !== lang)) {
        const otherIndex = await loadIndex(other, lastManifestUrl).catch(() => null);
        const found = otherIndex?.search({ ...search, limit: OTHER_LANGUAGE_LIMIT });
        if (found && found.total > 0) {
          result.otherLanguage = { lang: other, hits: found.hits, total: found.total };
          break;
        }
      }
    }
    if (result.total === 0 && !result.otherLanguage && search.scope?.unlessNamed) {
      // Only the section left out holds it (`frontmatter`, in the writers' handbook): that is
      // what the reader asks for.
      const everywhere = index.search({ ...search, scope: undefined });
      if (everywhere.total > 0) result = everywhere;
    }
    return { type: 'search', id, ok: true, result, elapsed: performance.now() - started };
  } catch (error) {
    return { type: request.type, id: request.id, ok: false, error: (error as Error).message };
  }
}

addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  handle(event.data).then((reply) => postMessage(reply));
});
