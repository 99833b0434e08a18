/**
 * Reads a YAML (or JSON) file keeping node positions, so any JSON pointer into
 * the data can be traced back to a line of the file for error messages.
 */
import { readFileSync } from 'node:fs';
import {
  Alias,
  type Document,
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  type Node,
  parseDocument,
} from 'yaml';
import { firstYamlError } from '../lib/yaml-first-error';
import { SpecError } from './spec-error';
import { SPEC_FILE_MAX_BYTES } from './spec-text-limits';

export interface YamlSource {
  /** Path of the file as shown in messages (relative to the project). */
  file: string;
  data: unknown;
  /** `line 12, column 5` of the node at `pointer` (or of its nearest existing parent). */
  locate: (pointer: string) => string;
}

export function pointerSegments(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .replace(/^#?\//, '')
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function toPointer(segments: readonly (string | number)[]): string {
  return segments.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

function child(doc: Document, node: Node | null, key: string): Node | null {
  let current = node;
  if (current instanceof Alias) current = current.resolve(doc) ?? null;
  if (isMap(current)) {
    for (const item of current.items) {
      if (!isPair(item)) continue;
      const k = isScalar(item.key) ? String(item.key.value) : String(item.key);
      if (k === key) return (item.value as Node | null) ?? (item.key as Node);
    }
    return null;
  }
  if (isSeq(current)) return (current.items[Number(key)] as Node | undefined) ?? null;
  return null;
}

export function readYamlSource(absolutePath: string, file: string): YamlSource {
  let text: string;
  try {
    text = readFileSync(absolutePath, 'utf8');
  } catch (error) {
    throw new SpecError([{ file, location: 'file', reason: (error as Error).message }]);
  }
  const bytes = Buffer.byteLength(text);
  if (bytes > SPEC_FILE_MAX_BYTES) {
    throw new SpecError([
      {
        file,
        location: 'file',
        reason: `the file is ${bytes.toLocaleString('en')} bytes, above the limit of ${SPEC_FILE_MAX_BYTES.toLocaleString('en')} (see openapi/README.md, "Spec text limits")`,
      },
    ]);
  }
  const lineCounter = new LineCounter();
  // uniqueKeys: a repeated key is an error, not a silent overwrite.
  // maxAliasCount bounds alias expansion (a "billion laughs" spec cannot blow up memory).
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
  // One message per bad spot: the parser's follow-up errors are echoes of the first.
  const error = firstYamlError(doc, text);
  if (error) {
    const pos = lineCounter.linePos(error.offset);
    throw new SpecError([
      {
        file,
        location: `line ${pos.line}, column ${pos.col}`,
        reason: `YAML syntax error: ${error.reason}`,
      },
    ]);
  }
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 1000 });
  } catch (error) {
    throw new SpecError([{ file, location: 'file', reason: (error as Error).message }]);
  }
  const locate = (pointer: string): string => {
    let node: Node | null = doc.contents as Node | null;
    let found = node;
    for (const segment of pointerSegments(pointer)) {
      node = child(doc, node, segment);
      if (!node) break;
      found = node;
    }
    const offset = found?.range?.[0];
    if (offset === undefined) return pointer || '/';
    const { line, col } = lineCounter.linePos(offset);
    return `line ${line}, column ${col}${pointer ? ` (${pointer})` : ''}`;
  };
  return { file, data, locate };
}
