/**
 * One page of a simulated list, as the API pages it: equality filters on the
 * resource's own fields, the date windows (`created_from`, `created_to`,
 * `updated_from`), and the two orders of the contract's Pagination: by page,
 * newest first (no cursor), or by change (`updated_from` or `cursor`), by
 * `updated_at` oldest first from the first page, following `next_cursor`. The cursor is `cur_` + base64url of
 * `updated_at|id`, the shape of the contract's examples.
 */
import type { Resource } from './simulator-store';

/** Query parameters that select or page, not equality filters on a field. */
const PAGING = new Set(['page', 'limit', 'cursor', 'created_from', 'created_to', 'updated_from']);

export interface ListPage {
  items: Resource[];
  page: number;
  limit: number;
  total: number;
  hasMore: boolean;
  nextCursor: string | null;
}

export class BadListParameter extends Error {
  constructor(readonly param: string) {
    super(`invalid ${param}`);
  }
}

function base64url(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function fromBase64url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

export function encodeCursor(resource: Resource): string {
  return `cur_${base64url(`${String(resource.updated_at)}|${String(resource.id)}`)}`;
}

/** The position a cursor names; a malformed one is the caller's error, never a crash. */
export function decodeCursor(cursor: string): { updatedAt: number; id: string } {
  try {
    if (!cursor.startsWith('cur_')) throw new Error('prefix');
    const [updatedAt = '', id = ''] = fromBase64url(cursor.slice(4)).split('|');
    const time = Date.parse(updatedAt);
    if (Number.isNaN(time) || !id) throw new Error('shape');
    return { updatedAt: time, id };
  } catch {
    throw new BadListParameter('cursor');
  }
}

function instant(params: URLSearchParams, name: string): number | undefined {
  const value = params.get(name);
  if (value === null) return undefined;
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw new BadListParameter(name);
  return time;
}

const timeOf = (resource: Resource, field: string) => Date.parse(String(resource[field] ?? ''));

/** `stored` is in creation order, oldest first (as the simulator keeps it). */
export function listPage(stored: readonly Resource[], params: URLSearchParams): ListPage {
  const createdFrom = instant(params, 'created_from');
  const createdTo = instant(params, 'created_to');
  const updatedFrom = instant(params, 'updated_from');
  const cursorParam = params.get('cursor');
  const cursor = cursorParam ? decodeCursor(cursorParam) : undefined;
  const equality = [...params].filter(
    ([name]) => !PAGING.has(name) && stored.some((r) => name in r),
  );
  const limit = Math.min(100, Math.max(1, Number(params.get('limit')) || 20));

  const matching = stored.filter(
    (r) =>
      equality.every(([name, value]) => String(r[name]) === value) &&
      (createdFrom === undefined || timeOf(r, 'created_at') >= createdFrom) &&
      (createdTo === undefined || timeOf(r, 'created_at') < createdTo) &&
      (updatedFrom === undefined || timeOf(r, 'updated_at') >= updatedFrom),
  );

  if (cursor !== undefined || updatedFrom !== undefined) {
    const byUpdate = [...matching].sort(
      (a, b) =>
        timeOf(a, 'updated_at') - timeOf(b, 'updated_at') ||
        String(a.id).localeCompare(String(b.id)),
    );
    const after = cursor
      ? byUpdate.filter(
          (r) =>
            timeOf(r, 'updated_at') > cursor.updatedAt ||
            (timeOf(r, 'updated_at') === cursor.updatedAt && String(r.id) > cursor.id),
        )
      : byUpdate;
    const items = after.slice(0, limit);
    const hasMore = after.length > limit;
    const last = items.at(-1);
    return {
      items,
      page: 1,
      limit,
      total: matching.length,
      hasMore,
      nextCursor: hasMore && last ? encodeCursor(last) : null,
    };
  }

  const newestFirst = [...matching].reverse();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const items = newestFirst.slice((page - 1) * limit, page * limit);
  const hasMore = page * limit < newestFirst.length;
  return {
    items,
    page,
    limit,
    total: matching.length,
    hasMore,
    // A list read by page has no cursor: following one would switch to the updated_at order.
    nextCursor: null,
  };
}
