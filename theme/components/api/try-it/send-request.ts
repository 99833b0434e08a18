/**
 * Sends the console's request with `fetch`, under a time limit and a cancel
 * signal, and says what happened in terms the console can explain: an answer
 * (status, time, headers, body), a time-out, a cancel, or a failure before any
 * readable answer (network down, host unreachable, CORS refusal: the browser
 * gives the page the same TypeError for all of them on purpose).
 */
import type { BuiltRequest } from './request-building';
import type { StoreNotice } from './simulator/simulator-store';

export type SendOutcome =
  | {
      kind: 'response';
      status: number;
      statusText: string;
      ms: number;
      /** The headers the browser lets the page read (CORS exposes only some), sorted by name. */
      headers: [string, string][];
      contentType: string;
      body: string;
      /** The simulator's word on its memory for the tab (what it forgot, or kept in memory only). */
      notice?: StoreNotice;
    }
  | { kind: 'timeout'; ms: number }
  | { kind: 'canceled'; ms: number }
  | { kind: 'network'; ms: number; offline: boolean; message: string };

export interface SendOptions {
  timeoutMs: number;
  /** Aborting it cancels the request. */
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
  now?: () => number;
  isOnline?: () => boolean;
}

export async function sendRequest(
  request: BuiltRequest,
  options: SendOptions,
): Promise<SendOutcome> {
  const now = options.now ?? (() => performance.now());
  const doFetch = options.fetchImpl ?? fetch;
  const started = now();
  const elapsed = () => Math.round(now() - started);
  const controller = new AbortController();
  let reason: 'timeout' | 'canceled' | undefined;
  const timer = setTimeout(() => {
    reason = 'timeout';
    controller.abort();
  }, options.timeoutMs);
  const onCancel = () => {
    reason ??= 'canceled';
    controller.abort();
  };
  if (options.signal?.aborted) onCancel();
  options.signal?.addEventListener('abort', onCancel);
  try {
    const response = await doFetch(request.url, {
      method: request.method,
      headers: request.headers.map((h): [string, string] => [h.name, h.value]),
      ...(request.body !== undefined ? { body: request.body } : {}),
      signal: controller.signal,
      // The API authenticates with the key: no cookies of the reader go with it.
      credentials: 'omit',
      cache: 'no-store',
    });
    const body = await response.text();
    return {
      kind: 'response',
      status: response.status,
      statusText: response.statusText,
      ms: elapsed(),
      headers: [...response.headers.entries()].sort(([a], [b]) => a.localeCompare(b)),
      contentType: response.headers.get('content-type') ?? '',
      body,
    };
  } catch (error) {
    if (reason) return { kind: reason, ms: elapsed() };
    return {
      kind: 'network',
      ms: elapsed(),
      offline: !(options.isOnline ?? (() => navigator.onLine))(),
      message: error instanceof Error ? error.message : String(error),
    };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCancel);
  }
}
