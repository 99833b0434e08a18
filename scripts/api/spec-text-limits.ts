/**
 * Size limits on the spec's texts, checked on the raw YAML data before
 * anything else reads it: a runaway text (a pasted log, a base64 file, a
 * generated description) would otherwise slow the generator down, ship
 * megabyte page chunks and search indexes, and never be noticed. Each text
 * over its limit is reported at its line and column.
 */
import type { SpecProblem } from './spec-error';
import { toPointer, type YamlSource } from './yaml-source';

/** The whole file, checked before YAML parsing (bounded parse time). */
export const SPEC_FILE_MAX_BYTES = 2_000_000;

/** Texts shown as titles and labels: page titles, sidebar entries, tag and parameter names. */
export const LABEL_MAX_CHARS = 200;
/** Prose: `description` fields (the longest in the spec today is about 2,100 characters). */
export const DESCRIPTION_MAX_CHARS = 20_000;
/** Any other string (examples, patterns, URLs...). */
export const TEXT_MAX_CHARS = 20_000;

const LABEL_KEYS = new Set(['summary', 'title', 'name', 'operationId']);

function limitOf(key: string | number | undefined): { max: number; what: string } {
  if (typeof key === 'string' && LABEL_KEYS.has(key)) return { max: LABEL_MAX_CHARS, what: key };
  if (key === 'description') return { max: DESCRIPTION_MAX_CHARS, what: 'description' };
  return { max: TEXT_MAX_CHARS, what: 'text' };
}

const count = (n: number) => n.toLocaleString('en');

/** Texts (and map keys) over their limit, each at its line and column. */
export function oversizedTexts(source: YamlSource): SpecProblem[] {
  const problems: SpecProblem[] = [];
  const at = (path: (string | number)[], reason: string) =>
    problems.push({ file: source.file, location: source.locate(toPointer(path)), reason });
  // Iterative: a deeply nested spec cannot overflow the stack here.
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: source.data, path: [] }];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: (string | number)[] };
    if (typeof value === 'string') {
      const { max, what } = limitOf(path.at(-1));
      if (value.length > max)
        at(
          path,
          `${what} is ${count(value.length)} characters long, above the limit of ${count(max)} (see openapi/README.md, "Spec text limits")`,
        );
      continue;
    }
    if (typeof value !== 'object' || value === null || seen.has(value)) continue;
    // YAML aliases share objects: check each once.
    seen.add(value);
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        stack.push({ value: item, path: [...path, i] });
      });
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (key.length > LABEL_MAX_CHARS)
        at(
          path,
          `a key is ${count(key.length)} characters long, above the limit of ${count(LABEL_MAX_CHARS)} (see openapi/README.md, "Spec text limits")`,
        );
      stack.push({ value: item, path: [...path, key] });
    }
  }
  return problems.sort((a, b) => a.location.localeCompare(b.location, 'en', { numeric: true }));
}
