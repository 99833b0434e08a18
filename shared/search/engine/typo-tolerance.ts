/**
 * How many typos a query word may carry, by its length: none on short words,
 * numbers and codes (`401`, `e2e`, `sk_test`: a near miss there is another
 * thing) and words under 5 letters, one at 5, two from 6 (`cancle`,
 * `paymnet`: a swapped pair of letters counts as two edits). Exact and prefix matches still rank first:
 * the engine weighs fuzzy matches down.
 */
export function typoTolerance(word: string): number {
  if (/[\d_]/.test(word)) return 0;
  const letters = [...word].length;
  if (letters < 5) return 0;
  if (letters < 6) return 1;
  return 2;
}

/**
 * A 4-letter word the index does not know (`tste`, `cads`, `tokn`) is a typo
 * of a word it does: it may be read as one edit away. A known 4-letter word
 * (`card`, `fees`) keeps none: one edit from it is another word.
 */
export function unknownShortWordTolerance(word: string): boolean {
  return !/[\d_]/.test(word) && [...word].length === 4;
}
