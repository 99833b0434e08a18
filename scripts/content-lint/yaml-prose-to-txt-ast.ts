/**
 * The prose of the API contract (openapi/openapi.yaml and its language
 * overlays): every `summary`, `description`, `title` and `x-displayName`
 * string, as textlint `Str` nodes at their exact offsets (one per line of a
 * block scalar, code spans left out), so the terminology rules check and fix
 * the texts the API reference shows. Anything else (examples, enums, keys) is
 * not prose and is not checked.
 */
import type { TxtDocumentNode, TxtNode } from '@textlint/ast-node-types';
import { isScalar, parseDocument, Scalar, visit } from 'yaml';
import { lineStarts, location } from './text-location';

const PROSE_KEYS = new Set(['summary', 'description', 'title', 'x-displayName']);

/** `Str` nodes for [start, end) of the text, without its `code spans`. */
function strings(text: string, starts: number[], start: number, end: number): TxtNode[] {
  const nodes: TxtNode[] = [];
  let from = start;
  const push = (a: number, b: number) => {
    if (b > a)
      nodes.push({
        type: 'Str',
        value: text.slice(a, b),
        ...location(text, starts, a, b),
      } as TxtNode);
  };
  const code = /`[^`\n]*`/g;
  code.lastIndex = start;
  for (let m = code.exec(text); m && m.index < end; m = code.exec(text)) {
    if (m.index + m[0].length > end) break;
    push(from, m.index);
    from = m.index + m[0].length;
  }
  push(from, end);
  return nodes;
}

function scalarStrings(text: string, starts: number[], scalar: Scalar): TxtNode[] {
  const value = scalar.value;
  const range = scalar.range;
  if (typeof value !== 'string' || !range) return [];
  const [start, end] = range;
  if (scalar.type === Scalar.BLOCK_LITERAL || scalar.type === Scalar.BLOCK_FOLDED) {
    // Each line after the `|` / `>` header, without its indentation.
    const nodes: TxtNode[] = [];
    let lineStart = text.indexOf('\n', start) + 1;
    while (lineStart > 0 && lineStart < end) {
      const newline = text.indexOf('\n', lineStart);
      const lineEnd = newline < 0 || newline > end ? end : newline;
      let contentStart = lineStart;
      while (
        contentStart < lineEnd &&
        (text[contentStart] === ' ' || text[contentStart] === '\t')
      ) {
        contentStart += 1;
      }
      nodes.push(...strings(text, starts, contentStart, lineEnd));
      lineStart = lineEnd + 1;
    }
    return nodes;
  }
  const quoted = scalar.type === Scalar.QUOTE_SINGLE || scalar.type === Scalar.QUOTE_DOUBLE;
  const from = quoted ? start + 1 : start;
  const to = quoted ? end - 1 : end;
  // Escapes or folded lines: the source differs from the value, no safe offsets.
  if (text.slice(from, to) !== value) return [];
  return strings(text, starts, from, to);
}

export function yamlProseToTxtAst(text: string): TxtDocumentNode {
  const starts = lineStarts(text);
  const doc = parseDocument(text);
  const nodes: TxtNode[] = [];
  visit(doc, {
    Pair(_key, pair) {
      if (!isScalar(pair.key) || !PROSE_KEYS.has(String(pair.key.value))) return;
      if (isScalar(pair.value)) nodes.push(...scalarStrings(text, starts, pair.value));
    },
  });
  const children =
    nodes.length === 0
      ? []
      : [
          {
            type: 'Paragraph',
            children: nodes,
            ...location(
              text,
              starts,
              nodes[0]?.range[0] ?? 0,
              nodes[nodes.length - 1]?.range[1] ?? 0,
            ),
          },
        ];
  return {
    type: 'Document',
    children,
    ...location(text, starts, 0, text.length),
  } as unknown as TxtDocumentNode;
}
