/**
 * One page of the simulated statement (`GET /wallet/balance-transactions`).
 * Its entries never change, so it is always read as a list by change is: in
 * posting order (`created_at`, then `id`), oldest first, with `next_cursor` on
 * every page that has more. It pages like every list (`list-page.ts`), keyed by
 * `created_at`; each `balance_after` is shifted by the balance the session
 * started from, as `GET /wallet/balance` is.
 */
import { type ListPage, listPage } from './list-page';
import type { Resource } from './simulator-store';

/** Any instant before the first entry: it turns on the by-change order. */
const EPOCH = '1970-01-01T00:00:00Z';

export function statementPage(
  entries: readonly Resource[],
  params: URLSearchParams,
  opening: Record<string, unknown>,
): ListPage {
  const keyed = entries.map((entry) => ({ ...entry, updated_at: entry.created_at }));
  const query = new URLSearchParams(params);
  if (!query.has('cursor')) query.set('updated_from', EPOCH);
  const page = listPage(keyed, query);
  return {
    ...page,
    items: page.items.map(({ updated_at: _order, ...entry }) => shifted(entry, opening)),
  };
}

/** An entry as the API shows it: its account's balance counted from the opening balance. */
export function shifted(entry: Resource, opening: Record<string, unknown>): Resource {
  const start = opening[String(entry.account)];
  const after = entry.balance_after;
  return typeof start === 'number' && typeof after === 'number'
    ? { ...entry, balance_after: after + start }
    : entry;
}
