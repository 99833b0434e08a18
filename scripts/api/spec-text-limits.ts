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
/**
 * All `description` texts together (today about 26,000 characters). Each is rendered
 * (Markdown, highlighting) on every page that shows its schema or operation: 95 texts of
 * 8,000 characters, each within its own limit, took the generator from 15 to 109 s.
 */
export const DESCRIPTIONS_TOTAL_MAX_CHARS = 200_000;
/**
 * Values of one `enum` (today at most 11). Every value is written into the page data of
 * each operation that shows the schema: 50,000 values made 1 MB of page data per operation
 * and took the generator from 15 to 197 s.
 */
export const ENUM_MAX_VALUES = 200;

const LABEL_KEYS = new Set(['summary', 'title', 'name', 'operationId']);

function limitOf(key: string | number | undefined): { max: number; what: string } {
  if (typeof key === 'string' && LABEL_KEYS.has(key)) return { max: LABEL_MAX_CHARS, what: key };
  if (key === 'description') return { max: DESCRIPTION_MAX_CHARS, what: 'description' };
  return { max: TEXT_MAX_CHARS, what: 'text' };
}

const count = (n: number) => n.toLocaleString('en');

/**
 * Texts (and map keys) over their limit, each at its line and column; and what no part of
 * the generator can take safely: an `enum` over ENUM_MAX_VALUES, a key named `__proto__`
 * (JavaScript objects drop it or change their prototype), a `$ref` outside the spec.
 */
export function oversizedTexts(source: YamlSource): SpecProblem[] {
  const problems: SpecProblem[] = [];
  const at = (path: (string | number)[], reason: string) =>
    problems.push({ file: source.file, location: source.locate(toPointer(path)), reason });
  const descriptions: { path: (string | number)[]; length: number }[] = [];
  // Iterative: a deeply nested spec cannot overflow the stack here.
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: source.data, path: [] }];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: (string | number)[] };
    if (typeof value === 'string') {
      if (path.at(-1) === '$ref' && !value.startsWith('#'))
        at(
          path,
          `$ref "${value}" points outside the spec: only references inside it (#/components/…) are read`,
        );
      if (path.at(-1) === 'description') descriptions.push({ path, length: value.length });
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
      if (path.at(-1) === 'enum' && value.length > ENUM_MAX_VALUES)
        at(
          path,
          `enum has ${count(value.length)} values, above the limit of ${count(ENUM_MAX_VALUES)} (every value goes into the page of each operation that shows it): describe the format with a pattern or a description instead`,
        );
      value.forEach((item, i) => {
        stack.push({ value: item, path: [...path, i] });
      });
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (key === '__proto__')
        at(
          [...path, key],
          'a key named "__proto__" cannot be used: JavaScript objects would drop it or take it as their prototype',
        );
      if (key.length > LABEL_MAX_CHARS)
        at(
          path,
          `a key is ${count(key.length)} characters long, above the limit of ${count(LABEL_MAX_CHARS)} (see openapi/README.md, "Spec text limits")`,
        );
      stack.push({ value: item, path: [...path, key] });
    }
  }
  const total = descriptions.reduce((sum, d) => sum + d.length, 0);
  if (total > DESCRIPTIONS_TOTAL_MAX_CHARS) {
    // Named at the longest texts, where shortening helps most.
    const longest = [...descriptions].sort((a, b) => b.length - a.length).slice(0, 5);
    for (const d of longest)
      at(
        d.path,
        `the descriptions add up to ${count(total)} characters, above the limit of ${count(DESCRIPTIONS_TOTAL_MAX_CHARS)} for the whole spec; this one has ${count(d.length)} (see README, "Spec text limits")`,
      );
  }
  return problems.sort((a, b) => a.location.localeCompare(b.location, 'en', { numeric: true }));
}
