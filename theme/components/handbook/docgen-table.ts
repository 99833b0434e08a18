/**
 * Reads the props tables @rspress/plugin-api-docgen generates (GitHub Markdown: per exported
 * component of the entry, a `### Name` heading, then one `|name|description|type|default|` row
 * per documented prop) back into rows, so the handbook can show them in the page's language
 * and as the site's own table.
 */
import { docgenBarrelName } from '../../../config/handbook';

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
 * docgen's key in the virtual module: `<entry>-<language>` (it writes `en` for us); the
 * handbook has one entry, the barrel of config/handbook.ts.
 */
export function docgenKey(entry: string = docgenBarrelName): string {
  return `${entry}-en`;
}

const HEADING = /^#{3}\s+(\S+)\s*$/;

/** The components docgen documented in an entry's Markdown, in order. */
export function docgenComponents(markdown: string): string[] {
  return markdown.split('\n').flatMap((line) => {
    const match = HEADING.exec(line.trim());
    return match?.[1] ? [match[1]] : [];
  });
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

/**
 * The rows of `component`'s props table in docgen's Markdown (without `component`: the first
 * table); [] when the component has no documented prop or is not there.
 */
export function parseDocgenTable(markdown: string, component?: string): DocgenPropRow[] {
  const rows: DocgenPropRow[] = [];
  let lines = markdown.split('\n').map((l) => l.trim());
  if (component !== undefined) {
    const start = lines.findIndex((l) => HEADING.exec(l)?.[1] === component);
    if (start < 0) return rows;
    lines = lines.slice(start + 1);
    const next = lines.findIndex((l) => HEADING.test(l));
    if (next >= 0) lines = lines.slice(0, next);
  }
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
