/**
 * Finds, in a stored text, the words whose index terms matched a query, and
 * cuts a snippet around them. Works on the analyzer's terms, so a search for
 * `transacoes` highlights "transação" and "transações" alike.
 */
import type { Analyzer } from '../analysis/analyzer';
import { camelCaseParts, innerWords, scanTokens } from '../analysis/scan-tokens';

/** A text with the ranges [start, end) to highlight. */
export interface MarkedText {
  text: string;
  marks: [start: number, end: number][];
}

function tokenTerms(token: string, analyzer: Analyzer): string[] {
  const words = innerWords(token);
  const pieces = new Set([token, ...words, ...words.flatMap(camelCaseParts)]);
  return [...pieces].flatMap((piece) => analyzer.termsOf(piece));
}

export function markMatches(
  text: string,
  matched: ReadonlySet<string>,
  analyzer: Analyzer,
): MarkedText {
  const marks: [number, number][] = [];
  if (matched.size > 0) {
    for (const token of scanTokens(text)) {
      if (tokenTerms(token.text, analyzer).some((term) => matched.has(term))) {
        marks.push([token.start, token.end]);
      }
    }
  }
  return { text, marks };
}

const SNIPPET_LENGTH = 160;
const LEAD = 50;

/**
 * A window of about 160 characters of `marked`, around its densest cluster of
 * marks (or its start when nothing is marked), cut at word boundaries.
 */
export function snippet(marked: MarkedText, length = SNIPPET_LENGTH): MarkedText {
  const { text, marks } = marked;
  if (text.length <= length) return marked;
  let from = 0;
  if (marks.length) {
    // The mark with the most other marks in the window after it.
    let best = 0;
    let bestCount = -1;
    for (let i = 0; i < marks.length; i++) {
      const start = marks[i]?.[0] ?? 0;
      const count = marks.filter(([s, e]) => s >= start && e <= start + length - LEAD).length;
      if (count > bestCount) {
        best = start;
        bestCount = count;
      }
    }
    from = Math.max(0, best - LEAD);
    const space = text.lastIndexOf(' ', from);
    from = from === 0 ? 0 : space >= 0 && best - space < LEAD * 2 ? space + 1 : from;
  }
  let to = Math.min(text.length, from + length);
  if (to < text.length) {
    const space = text.lastIndexOf(' ', to);
    if (space > from + length / 2) to = space;
  }
  const prefix = from > 0 ? '…' : '';
  const suffix = to < text.length ? '…' : '';
  const shift = prefix.length - from;
  return {
    text: `${prefix}${text.slice(from, to)}${suffix}`,
    marks: marks
      .filter(([s, e]) => s >= from && e <= to)
      .map(([s, e]) => [s + shift, e + shift] as [number, number]),
  };
}
