import type { Analyzer } from '../analysis/analyzer';

/**
 * A pasted field path the index does not know whole (`cashout.failure_reason`,
 * `infraction.status`) is searched by its known tail, a leaf that several
 * resources share; the steps before the tail name the object the reader means.
 * `object`: the terms of those steps; `leaf`: the tail's terms the index knows.
 */
export interface PathObject {
  object: Set<string>;
  leaf: Set<string>;
}

const WORD_SEPARATORS = /[^\p{L}\p{N}]+/u;

export function pathObject(
  token: string,
  analyzer: Analyzer,
  isKnownTerm: (term: string) => boolean,
): PathObject | null {
  if (!token.includes('.') || token.includes('/')) return null;
  if (analyzer.termsOf(token).some(isKnownTerm)) return null;
  const segments = token.split('.');
  for (let i = 1; i < segments.length; i++) {
    const leaf = analyzer.termsOf(segments.slice(i).join('.')).filter(isKnownTerm);
    if (leaf.length === 0) continue;
    const object = new Set(
      segments
        .slice(0, i)
        .flatMap((s) => s.split(WORD_SEPARATORS))
        .filter(Boolean)
        .flatMap((w) => analyzer.wordTerms(w)),
    );
    return object.size ? { object, leaf: new Set(leaf) } : null;
  }
  return null;
}

/**
 * Whether a field-level entry belongs to the object: its page (the operation,
 * `user-cashout-controller-create`, or the webhook guide, `webhook/cashout`), its
 * anchor (`cashout.payload.data.failure_reason`) or its operation's title names it.
 */
export function namesObject(
  stored: Readonly<Record<string, unknown>>,
  object: ReadonlySet<string>,
  analyzer: Analyzer,
): boolean {
  const operation = (stored.entry as { operation?: unknown } | undefined)?.operation;
  return [stored.pageUrl, stored.anchor, operation]
    .map((part) => (typeof part === 'string' ? part : ''))
    .join(' ')
    .split(WORD_SEPARATORS)
    .some((w) => w !== '' && analyzer.wordTerms(w).some((t) => object.has(t)));
}
