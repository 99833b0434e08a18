/**
 * Reads the props tables @rspress/plugin-api-docgen generates (GitHub Markdown, one
 * `|name|description|type|default|` row per documented prop) back into rows, so the
 * handbook can show them in the page's language and as the site's own table.
 */
import { DOCGEN_ENTRY } from '../../../config/handbook';

export interface DocgenPropRow {
  name: string;
  description: string;
  /** TypeScript type as written, e.g. `string | undefined`. */
  type: string;
  required: boolean;
  /** Default value, or '' when there is none. */
  defaultValue: string;
}

/**
 * docgen's key in the virtual module: `<entry>-<language>` (it writes `en` for us). The one
 * entry (config/handbook.ts) holds every component's table, each under `### <Component>`.
 */
export const docgenKey = `${DOCGEN_ENTRY}-en`;

/** The part of docgen's Markdown about one component ('' when it has none). */
export function componentSection(markdown: string, component: string): string {
  const sections = markdown.split(/^\s*### /m);
  return sections.find((section) => section.split('\n', 1)[0]?.trim() === component) ?? '';
}

/** Splits a row on the `|` that are not escaped (`\|` inside types). */
function cells(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return inner.split(/(?<!\\)\|/);
}

function unescapeCell(text: string): string {
  return text
    .replace(/&#124;/g, '|')
    .replace(/&#10;/g, '\n')
    .replace(/\\\|/g, '|')
    .trim();
}

function stripCode(text: string): string {
  const match = /^`([\s\S]*)`$/.exec(text.trim());
  return match?.[1] ?? text.trim();
}

/** The rows of the first props table in docgen's Markdown ([] when there is none). */
export function parseDocgenTable(markdown: string): DocgenPropRow[] {
  const rows: DocgenPropRow[] = [];
  const lines = markdown.split('\n').map((l) => l.trim());
  const separator = lines.findIndex((l) => /^\|(:?-+:?\|)+$/.test(l));
  if (separator < 0) return rows;
  for (const line of lines.slice(separator + 1)) {
    if (!line.startsWith('|')) break;
    const [name = '', description = '', typeCell = '', defaultCell = ''] = cells(line);
    const required = /\s\*\*\([^)]*\)\*\*$/.test(typeCell.trim());
    const type = unescapeCell(stripCode(typeCell.trim().replace(/\s\*\*\([^)]*\)\*\*$/, '')));
    const defaultValue = unescapeCell(stripCode(defaultCell));
    rows.push({
      name: unescapeCell(name),
      description: unescapeCell(description),
      type,
      required,
      defaultValue: defaultValue === '-' ? '' : defaultValue,
    });
  }
  return rows;
}
