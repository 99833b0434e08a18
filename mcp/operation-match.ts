/**
 * Which operation an argument names: its operationId, its page slug or URL,
 * or a method and a path, the path as a template (`/transactions/{id}`), a
 * real one (`/transactions/tr_123/refund`) or a whole URL on an API server.
 */
import type { AgentEventSummary, AgentOperationSummary } from '../shared/api/agent-model';

export type OperationMatch =
  | { kind: 'found'; operation: AgentOperationSummary }
  | { kind: 'ambiguous'; candidates: AgentOperationSummary[] }
  | { kind: 'none' };

const METHOD_AND_TARGET = /^([A-Za-z]+)\s+(\S+)$/;
const PAGE = /\/docs\/api\/([a-z0-9-]+)(?:[?#/]|$)/;

/** A request path on the API: the URL's path without the server's base path (`/v2`). */
export function apiPath(target: string, serverUrls: readonly string[]): string {
  let path = target;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(target)) {
    try {
      const url = new URL(target);
      path = url.pathname;
      const server = serverUrls
        .map((s) => {
          try {
            return new URL(s);
          } catch {
            return null;
          }
        })
        .find((s) => s?.origin === url.origin && path.startsWith(s.pathname.replace(/\/$/, '')));
      if (server) path = path.slice(server.pathname.replace(/\/$/, '').length);
    } catch {
      return target;
    }
  }
  path = path.replace(/[?#].*$/s, '');
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** Whether a request path fits a template: `{name}` takes any one segment. */
export function fitsTemplate(template: string, path: string): boolean {
  const want = segments(template);
  const got = segments(path);
  return (
    want.length === got.length &&
    want.every((part, i) => (/^\{[^}]+\}$/.test(part) ? got[i] !== '' : part === got[i]))
  );
}

export function matchOperation(
  input: string,
  operations: readonly AgentOperationSummary[],
  serverUrls: readonly string[],
): OperationMatch {
  const text = input.trim().replace(/^`|`$/g, '');
  const lower = text.toLowerCase();
  const byName = operations.find(
    (o) => o.operationId === text || o.operationId.toLowerCase() === lower || o.slug === lower,
  );
  if (byName) return { kind: 'found', operation: byName };
  const page = PAGE.exec(text)?.[1];
  const byPage = page ? operations.find((o) => o.slug === page) : undefined;
  if (byPage) return { kind: 'found', operation: byPage };

  const parts = METHOD_AND_TARGET.exec(text);
  const method = parts ? (parts[1] ?? '').toUpperCase() : undefined;
  const path = apiPath(parts ? (parts[2] ?? '') : text, serverUrls);
  if (!path.startsWith('/')) return { kind: 'none' };
  const ofMethod = operations.filter((o) => method === undefined || o.method === method);
  // The template as written wins over a real path that happens to fit another template.
  const exact = ofMethod.filter((o) => o.path === path);
  const fitting = exact.length > 0 ? exact : ofMethod.filter((o) => fitsTemplate(o.path, path));
  // `/transactions/fee` fits `/transactions/{id}` too: fixed segments beat parameters.
  const fewestParameters = Math.min(...fitting.map((o) => (o.path.match(/\{/g) ?? []).length));
  const best = fitting.filter((o) => (o.path.match(/\{/g) ?? []).length === fewestParameters);
  if (best.length === 1 && best[0]) return { kind: 'found', operation: best[0] };
  if (best.length > 1) return { kind: 'ambiguous', candidates: best };
  return { kind: 'none' };
}

/**
 * The webhook event an argument names: its name (`transaction.paid`), its
 * operationId, or its place in a guide (`…/docs/webhook/transaction#event.transaction.paid`).
 */
export function matchEvent(
  input: string,
  events: readonly AgentEventSummary[],
): AgentEventSummary | undefined {
  const text = input.trim().replace(/^`|`$/g, '');
  const lower = text.toLowerCase();
  const anchored = /#event\.([a-z0-9_.]+)$/.exec(lower)?.[1];
  return events.find(
    (e) => e.name === lower || e.operationId.toLowerCase() === lower || e.name === anchored,
  );
}

/** The events as a list an agent can pick from. */
export function eventList(events: readonly AgentEventSummary[]): string {
  return events
    .map((e) => `- \`${e.name}\`${e.description ? ` ${e.description.split('\n')[0]}` : ''}`)
    .join('\n');
}

/** The operations as a list an agent can pick from. */
export function operationList(operations: readonly AgentOperationSummary[]): string {
  return operations
    .map((o) => `- \`${o.method} ${o.path}\` ${o.summary} (${o.operationId})`)
    .join('\n');
}
