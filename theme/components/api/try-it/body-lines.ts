/**
 * Where a problem of the request body is, as a line of its text, so the
 * body field's gutter can mark it: a JSON pointer (`/customer/document/number`)
 * is followed key by key through the text (each key searched after the
 * previous one), which finds the line of the field in any indentation. Array
 * indices are skipped (the line of the array's key is kept). A pointer whose
 * key is not in the text marks the line where the search stopped.
 */
export function lineOfPointer(text: string, pointer: string): number {
  let position = 0;
  for (const raw of pointer.split('/').slice(1)) {
    if (/^\d+$/.test(raw)) continue;
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    const match = new RegExp(`"${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"\\s*:`, 'g');
    match.lastIndex = position;
    const found = match.exec(text);
    if (!found) break;
    position = found.index;
  }
  return lineAt(text, position);
}

/** The 1-based line of a character position. */
export function lineAt(text: string, position: number): number {
  let line = 1;
  for (let i = 0; i < position && i < text.length; i++) if (text[i] === '\n') line++;
  return line;
}
