/**
 * The ticked items of the going-live checklists, as stored in the browser:
 * a JSON array of `<list>:<item>` ids (`["pix:e2e-reconciliation"]`). Reading
 * never throws: a corrupted or foreign value counts as nothing ticked.
 */
const MAX_TICKS = 500;
const TICK_ID = /^[a-z0-9-]{1,40}:[a-z0-9-]{1,60}$/;

export function tickId(list: string, item: string): string {
  return `${list}:${item}`;
}

export function parseTicks(stored: string | null): Set<string> {
  if (!stored) return new Set();
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return new Set();
    return new Set(
      value
        .filter((id): id is string => typeof id === 'string' && TICK_ID.test(id))
        .slice(0, MAX_TICKS),
    );
  } catch {
    return new Set();
  }
}

/** The stored text after ticking or unticking `id`; null when nothing is left ticked. */
export function withTick(ticks: Set<string>, id: string, ticked: boolean): string | null {
  const next = new Set(ticks);
  if (ticked) next.add(id);
  else next.delete(id);
  return next.size === 0 ? null : JSON.stringify([...next].sort());
}

/** The stored text after unticking every item of `list`. */
export function withoutList(ticks: Set<string>, list: string): string | null {
  const next = [...ticks].filter((id) => !id.startsWith(`${list}:`)).sort();
  return next.length === 0 ? null : JSON.stringify(next);
}
