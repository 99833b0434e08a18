/**
 * The search worker: loads index files and answers queries off the main
 * thread, so typing never waits for the search engine. Its whole interface is
 * the two messages of `protocol.ts`.
 */
import type { Lang } from '../../config/locales';
import { SearchIndex, type SearchIndexFile } from '../../shared/search/engine/search-index';
import type { SearchManifest } from '../../shared/search/manifest';
import type { BuildIndexesRequest, WorkerReply, WorkerRequest } from './protocol';

const indexes = new Map<Lang, Promise<SearchIndex>>();

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
      return SearchIndex.load(await fetchJson<SearchIndexFile>(new URL(path, manifestUrl).href));
    });
    // A failed load may be retried by a later build-indexes request.
    loading.catch(() => indexes.delete(lang));
    indexes.set(lang, loading);
  }
  return loading;
}

async function buildIndexes(request: BuildIndexesRequest): Promise<number> {
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
    const index = await indexes.get(request.lang);
    if (!index) throw new Error(`The ${request.lang} index is not built: send build-indexes first`);
    const { lang: _lang, type: _type, id, ...search } = request;
    return { type: 'search', id, ok: true, result: index.search(search) };
  } catch (error) {
    return { type: request.type, id: request.id, ok: false, error: (error as Error).message };
  }
}

addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  handle(event.data).then((reply) => postMessage(reply));
});
