/**
 * The search worker's messages. Two requests exist: `build-indexes` (fetch a
 * locale's index file and load it) and `search` (run a query on a loaded
 * index). Each reply carries the request's `type` and `id`.
 */
import type { Lang } from '../../config/locales';
import type { SearchRequest, SearchResponse } from '../../shared/search/engine/search-index';

export interface BuildIndexesRequest {
  type: 'build-indexes';
  id: number;
  /** Absolute URL of the manifest listing the index files. */
  manifestUrl: string;
  langs: Lang[];
}

export interface SearchWorkerRequestBody extends SearchRequest {
  lang: Lang;
}

export interface SearchMessage extends SearchWorkerRequestBody {
  type: 'search';
  id: number;
}

export type WorkerRequest = BuildIndexesRequest | SearchMessage;

export type WorkerReply =
  | { type: 'build-indexes'; id: number; ok: true; documents: number }
  | {
      type: 'search';
      id: number;
      ok: true;
      result: SearchResponse;
      /** Time the worker spent on the query (ms), without the messages' travel. */
      elapsed: number;
    }
  | { type: WorkerRequest['type']; id: number; ok: false; error: string };
