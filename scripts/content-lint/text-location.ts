/** Offsets to textlint locations (lines from 1, columns from 0), for the TxtAST builders. */

/** Line starts of a text, for offset -> line/column. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i += 1) if (text[i] === '\n') starts.push(i + 1);
  return starts;
}

function positionOf(starts: number[], offset: number): { line: number; column: number } {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) low = mid;
    else high = mid - 1;
  }
  return { line: low + 1, column: offset - (starts[low] ?? 0) };
}

/** `range`, `loc` and `raw` of [start, end) in the text. */
export function location(text: string, starts: number[], start: number, end: number) {
  return {
    range: [start, end] as [number, number],
    loc: { start: positionOf(starts, start), end: positionOf(starts, end) },
    raw: text.slice(start, end),
  };
}
