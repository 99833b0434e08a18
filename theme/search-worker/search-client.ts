/**
 * The page side of the search worker: starts it on first use, sends the two
 * requests and matches replies to them. No search code runs on the page: the
 * engine and the index live in the worker's own chunk.
 */
import type { Lang } from '../../config/locales';
import type { SearchResponse } from '../../shared/search/engine/search-index';
import { MANIFEST_URL } from '../../shared/search/manifest';
import type { SearchWorkerRequestBody, WorkerReply, WorkerRequest } from './protocol';

/**
 * Performance entries the bench reads: `activated` (the worker is started, on
 * first focus), `ready` (an index is loaded), `query` (each search round trip)
 * and `worker` (the worker's own time on it: the rest is the messages' travel
 * and the page's main thread being busy).
 */
export const PERF = {
  activated: 'ap-search:activated',
  ready: 'ap-search:ready',
  query: 'ap-search:query',
  worker: 'ap-search:worker',
} as const;

type Pending = { resolve: (reply: WorkerReply) => void };

type RequestBody =
  | Omit<Extract<WorkerRequest, { type: 'build-indexes' }>, 'id'>
  | ({ type: 'search' } & SearchWorkerRequestBody);

export class SearchClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #ready = new Map<Lang, Promise<void>>();
  #nextId = 1;

  constructor(worker: Worker) {
    this.#worker = worker;
    worker.addEventListener('message', (event: MessageEvent<WorkerReply>) => {
      const pending = this.#pending.get(event.data.id);
      this.#pending.delete(event.data.id);
      pending?.resolve(event.data);
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      for (const [id, pending] of this.#pending) {
        pending.resolve({ type: 'search', id, ok: false, error: event.message || 'worker failed' });
      }
      this.#pending.clear();
    });
  }

  #send(request: RequestBody): Promise<WorkerReply> {
    const id = this.#nextId++;
    return new Promise((resolve) => {
      this.#pending.set(id, { resolve });
      this.#worker.postMessage({ ...request, id });
    });
  }

  /** Loads a locale's index in the worker (once; retried after a failure). */
  buildIndexes(lang: Lang): Promise<void> {
    let ready = this.#ready.get(lang);
    if (!ready) {
      const manifestUrl = new URL(MANIFEST_URL, window.location.href).href;
      ready = this.#send({ type: 'build-indexes', manifestUrl, langs: [lang] }).then((reply) => {
        if (!reply.ok) throw new Error(reply.error);
        performance.mark(PERF.ready);
      });
      ready.catch(() => this.#ready.delete(lang));
      this.#ready.set(lang, ready);
    }
    return ready;
  }

  async search(body: SearchWorkerRequestBody): Promise<SearchResponse> {
    await this.buildIndexes(body.lang);
    const started = performance.now();
    const reply = await this.#send({ type: 'search', ...body });
    performance.measure(PERF.query, { start: started, end: performance.now() });
    if (!reply.ok) throw new Error(reply.error);
    if (reply.type !== 'search') throw new Error('unexpected reply');
    performance.measure(PERF.worker, { start: started, duration: reply.elapsed });
    return reply.result;
  }
}

let client: SearchClient | null | undefined;

/**
 * The shared client, started on first call; null where the browser cannot run
 * the worker (Workers disabled or blocked).
 */
export function getSearchClient(): SearchClient | null {
  if (client !== undefined) return client;
  try {
    performance.mark(PERF.activated);
    client =
      typeof Worker === 'undefined'
        ? null
        : new SearchClient(
            new Worker(new URL('./search.worker.ts', import.meta.url), { name: 'ap-search' }),
          );
  } catch {
    client = null;
  }
  return client;
}
