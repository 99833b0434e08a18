/**
 * Sentences of a block's source, for the fact checks: each keeps its offset in
 * the block, and its text has Markdown emphasis and code ticks blanked out
 * (same length, so offsets still hold): "**8 vezes**" reads "  8 vezes  ".
 */

export interface Sentence {
  /** Offset of the sentence in the block's source. */
  start: number;
  /** The sentence, `*` and backticks replaced by spaces. */
  text: string;
  /** The sentence as written. */
  raw: string;
}

/** Blanks out emphasis and code ticks, keeping every offset. */
export function blankMarkup(text: string): string {
  return text.replace(/[*`]/g, ' ');
}

/** Sentence ends: `.`, `!` or `?` before a space or the end, a line break with a list or table after, or a blank line. */
const BOUNDARY = /[.!?](?=\s|$)|\n\s*\n|\n(?=\s*(?:[-*+]\s|\d+\.\s|\|))/g;

/** Code spans as `x`s: a dot inside `tr_...` or `1.0` in code does not end a sentence. */
function maskCode(text: string): string {
  return text.replace(/`[^`\n]*`/g, (span) => 'x'.repeat(span.length));
}

export function sentencesOf(raw: string): Sentence[] {
  const text = blankMarkup(raw);
  const sentences: Sentence[] = [];
  let start = 0;
  for (const m of maskCode(raw).matchAll(BOUNDARY)) {
    const end = (m.index ?? 0) + m[0].length;
    if (end > start)
      sentences.push({ start, text: text.slice(start, end), raw: raw.slice(start, end) });
    start = end;
  }
  if (start < text.length)
    sentences.push({ start, text: text.slice(start), raw: raw.slice(start) });
  return sentences;
}
