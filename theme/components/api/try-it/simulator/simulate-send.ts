/**
 * Sends a request to the simulator instead of the network: the answer the
 * console shows, built in the page (simulate.ts), the tab's state saved. The
 * only module of the simulator the console imports, with `import()`, when the
 * reader sends with the simulator chosen: its code is a chunk of its own.
 */
import type { ApiSimulatorData } from '../../../../../shared/api/page-model';
import type { BuiltRequest } from '../request-building';
import type { SendOutcome } from '../send-request';
import { simulate } from './simulate';
import {
  emptyStore,
  readStore,
  type SimulatorStore,
  type StoreNotice,
  writeStore,
} from './simulator-store';

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Content',
};

const ID_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const isEmpty = (store: SimulatorStore) =>
  Object.keys(store.resources).length === 0 && store.pending.length === 0;

function randomId(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return [...bytes].map((b) => ID_CHARACTERS[b % ID_CHARACTERS.length]).join('');
}

export function sendToSimulator(
  request: BuiltRequest,
  options: { path: string; data: ApiSimulatorData; authenticated: boolean },
): SendOutcome {
  const started = performance.now();
  const run = (store: SimulatorStore) =>
    simulate({
      request,
      path: options.path,
      data: options.data,
      authenticated: options.authenticated,
      store,
      now: Date.now(),
      randomId,
    });
  const stored = readStore();
  let answer: ReturnType<typeof simulate>;
  let reset = false;
  try {
    answer = run(stored);
  } catch (problem) {
    // A stored state the lifecycle cannot play (edited by hand, left by another version of
    // the site) would fail every send of the tab: start over, and say so. A send that fails
    // on an empty state is a bug of the simulator, and is thrown.
    if (isEmpty(stored)) throw problem;
    answer = run(emptyStore());
    reset = true;
  }
  const written = writeStore({ ...answer.store, chosen: true });
  const notice: StoreNotice | undefined = reset ? { kind: 'reset' } : written;
  return {
    ...(notice ? { notice } : {}),
    kind: 'response',
    status: answer.status,
    statusText: STATUS_TEXT[answer.status] ?? '',
    ms: Math.round(performance.now() - started),
    headers: answer.headers.sort(([a], [b]) => a.localeCompare(b)),
    contentType: 'application/json',
    body: answer.body,
  };
}
