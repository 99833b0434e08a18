/**
 * Which texts of the base spec an overlay leaves untranslated: every `summary`,
 * `description` and `title` string (outside example values) must be written by
 * some overlay action. Identifier-like strings (`transaction.paid`, `PIX`) read
 * the same in every language and need no translation.
 */
import { toPointer } from './yaml-source';

const TEXT_KEYS = new Set(['summary', 'description', 'title']);
/** Keys whose values are data, not prose. */
const DATA_KEYS = new Set(['example', 'default', 'enum', 'const', 'value']);
const IDENTIFIER = /^[\w.\-/]+$/;

export function untranslatedTexts(base: unknown, written: Set<string>): string[] {
  const missing: string[] = [];
  const walk = (node: unknown, path: (string | number)[]) => {
    if (Array.isArray(node)) {
      for (const [i, item] of node.entries()) walk(item, [...path, i]);
      return;
    }
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      const at = [...path, key];
      if (DATA_KEYS.has(key) && path.at(-1) !== 'properties') continue;
      if (TEXT_KEYS.has(key) && typeof value === 'string' && path.at(-1) !== 'properties') {
        const pointer = toPointer(at);
        if (!IDENTIFIER.test(value.trim()) && !written.has(pointer)) missing.push(pointer);
        continue;
      }
      walk(value, at);
    }
  };
  walk(base, []);
  return missing;
}
