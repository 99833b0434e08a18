/**
 * "Did you mean…" for a query that found nothing: each word the index does
 * not know is replaced by the nearest word of the site's titles, headings and
 * field names (the words readers see, as written), within the typo
 * tolerance of its length plus one.
 *
 * The edit distance is written by hand: MiniSearch keeps its own internal,
 * and a dependency for twenty lines that run only on empty results is not
 * worth its weight in the worker's chunk.
 */
import { fold } from '../analysis/fold';
import { scanTokens } from '../analysis/scan-tokens';
import { typoTolerance } from './typo-tolerance';

/** Levenshtein distance, or `max + 1` as soon as it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/**
 * Edits between two words counting a swap of two neighbouring letters as
 * one (optimal string alignment): `refnud` is one typo away from `refund`,
 * as a reader sees it, where Levenshtein counts two.
 */
export function typoDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    const above = rows[i - 1] as number[];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (above[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, ((rows[i - 2] as number[])[j - 2] ?? 0) + 1);
      row[j] = value;
    }
  }
  return (rows[a.length] as number[])[b.length] ?? 0;
}

/** Words of the site as written, by folded form, with how often they occur. */
export class Vocabulary {
  readonly #words = new Map<string, { word: string; count: number }>();

  add(text: string): void {
    for (const token of scanTokens(text)) {
      if (token.kind === 'path' || token.text.length < 3) continue;
      const key = fold(token.text);
      const entry = this.#words.get(key);
      if (entry) entry.count++;
      else this.#words.set(key, { word: token.text, count: 1 });
    }
  }

  has(word: string): boolean {
    return this.#words.has(fold(word));
  }

  /** The nearest known word to `word`, or null when none is near enough. */
  nearest(word: string): string | null {
    const key = fold(word);
    const max = typoTolerance(key) + 1;
    if (key.length < 3 || /\d/.test(key)) return null;
    let best: { word: string; distance: number; count: number } | null = null;
    for (const [candidate, { word: written, count }] of this.#words) {
      const distance = editDistance(key, candidate, max);
      if (distance > max || distance === 0) continue;
      if (!best || distance < best.distance || (distance === best.distance && count > best.count))
        best = { word: written, distance, count };
    }
    return best?.word ?? null;
  }
}
