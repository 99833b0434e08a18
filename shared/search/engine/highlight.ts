/**
 * Finds, in a stored text, the words whose index terms matched a query, and
 * cuts a snippet around them. Works on the analyzer's terms, so a search for
 * `transacoes` highlights "transação" and "transações" alike.
 */
import type { Analyzer } from '../analysis/analyzer';
import { fold } from '../analysis/fold';
import { camelCaseParts, innerWords, scanTokens } from '../analysis/scan-tokens';

/** A text with the ranges [start, end) to highlight. */
export interface MarkedText {
  text: string;
  marks: [start: number, end: number][];
}

// The site's vocabulary is small: each token's terms are worked out once per analyzer.
const tokenTermsMemo = new WeakMap<Analyzer, Map<string, string[]>>();

function tokenTerms(token: string, analyzer: Analyzer): string[] {
  let memo = tokenTermsMemo.get(analyzer);
  if (!memo) {
    memo = new Map();
    tokenTermsMemo.set(analyzer, memo);
  }
  let terms = memo.get(token);
  if (!terms) {
    const words = innerWords(token);
    const pieces = new Set([token, ...words, ...words.flatMap(camelCaseParts)]);
    terms = [...pieces].flatMap((piece) => analyzer.termsOf(piece));
    if (memo.size > 50_000) memo.clear();
    memo.set(token, terms);
  }
  return terms;
}

/**
 * The first two letters of every matched term. Stemming, plural reduction and
 * compound joining only change a word's end, so a piece of text can hold a
 * word giving one of the terms only if it contains that term's first two
 * letters: the rest of a long text is neither scanned nor analyzed
 * (highlighting was most of a query's time in the worker).
 */
function termHeads(matched: ReadonlySet<string>): string[] {
  return [...new Set([...matched].map((term) => term.slice(0, 2)))];
}

function mayHold(chunk: string, heads: readonly string[]): boolean {
  // Paths are normalized (`{id}` -> `{}`): always analyzed.
  if (chunk.includes('/')) return true;
  const folded = /^[\x20-\x7e]*$/.test(chunk) ? chunk.toLowerCase() : fold(chunk);
  return heads.some((head) => folded.includes(head));
}

export function markMatches(
  text: string,
  matched: ReadonlySet<string>,
  analyzer: Analyzer,
): MarkedText {
  const marks: [number, number][] = [];
  if (matched.size === 0) return { text, marks };
  const heads = termHeads(matched);
  // No token spans whitespace: each run of non-space characters is scanned on its own.
  for (const chunk of text.matchAll(/\S+/g)) {
    if (!mayHold(chunk[0], heads)) continue;
    const offset = chunk.index ?? 0;
    for (const token of scanTokens(chunk[0])) {
      if (tokenTerms(token.text, analyzer).some((term) => matched.has(term))) {
        marks.push([offset + token.start, offset + token.end]);
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
