/**
 * Unicode bidirectional controls (embeddings, overrides, isolates, marks)
 * reorder the characters around them: `‮gnp.exe‬` displays as `exe.png`. Spec
 * texts are untrusted, and no title, label or description of an API needs
 * them (Arabic or Hebrew text gets its direction from its letters), so the
 * generator removes them from every text and key it turns into pages.
 */

/** U+061C, U+200E/U+200F, U+202A–U+202E, U+2066–U+2069. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/** A copy of JSON data with the bidi controls removed from every string and key. */
export function stripBidiControls<T>(value: T): T {
  if (typeof value === 'string') return withoutBidiControls(value) as T;
  if (Array.isArray(value)) return value.map((item) => stripBidiControls(item)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        withoutBidiControls(key),
        stripBidiControls(item),
      ]),
    ) as T;
  }
  return value;
}
