/**
 * Reads a page's frontmatter with positions: the YAML between the leading
 * `---` lines, parsed by `yaml` into a document whose nodes keep their source
 * ranges, so any problem can be reported as `file:line:column`. A YAML error
 * is reported once, where the writer made it (scripts/lib/yaml-first-error.ts).
 */
import { isMap, isNode, isPair, isScalar, LineCounter, type Node, parseDocument } from 'yaml';
import { firstYamlError } from '../../scripts/lib/yaml-first-error';

export interface SourcePosition {
  line: number;
  column: number;
}

export interface FrontmatterProblem extends SourcePosition {
  reason: string;
}

export type ReadFrontmatter =
  | {
      ok: true;
      /** The parsed frontmatter ({} when the page has none). */
      data: unknown;
      /** Where the value at `path` (or, for a missing key, its parent) starts in the file. */
      positionOf: (path: readonly PropertyKey[]) => SourcePosition;
      /** Where the key `path`'s last part is written (for unknown keys). */
      keyPositionOf: (path: readonly PropertyKey[]) => SourcePosition;
      hasFrontmatter: boolean;
    }
  | { ok: false; problem: FrontmatterProblem };

/** The block Rspress (gray-matter) takes as frontmatter: `---` on the first line, up to the next `---` line. */
const BLOCK = /^---[ \t]*\r?\n([\s\S]*?)^---[ \t]*(?:\r?\n|$)/m;
/** A first line starting with `---` that never closes: gray-matter then takes the page for prose. */
const UNCLOSED = /^---[ \t]*\r?\n/;

const start: SourcePosition = { line: 1, column: 1 };

export function readFrontmatter(text: string): ReadFrontmatter {
  const block = text.startsWith('---') ? BLOCK.exec(text) : null;
  if (block?.index !== 0) {
    if (UNCLOSED.test(text)) {
      return {
        ok: false,
        problem: {
          ...start,
          reason: 'the frontmatter opened by "---" on line 1 is never closed by a "---" line',
        },
      };
    }
    return {
      ok: true,
      data: {},
      positionOf: () => start,
      keyPositionOf: () => start,
      hasFrontmatter: false,
    };
  }
  const yamlText = block[1] ?? '';
  // The YAML starts on line 2 of the file.
  const lines = new LineCounter();
  const doc = parseDocument(yamlText, {
    lineCounter: lines,
    prettyErrors: false,
    uniqueKeys: true,
  });
  const at = (offset: number): SourcePosition => {
    const pos = lines.linePos(offset);
    return { line: pos.line + 1, column: pos.col };
  };
  const error = firstYamlError(doc, yamlText);
  if (error)
    return { ok: false, problem: { ...at(error.offset), reason: `invalid YAML: ${error.reason}` } };

  /** The deepest node along `path` (stops where the path no longer exists). */
  const nodeAlong = (path: readonly PropertyKey[], wantKey: boolean): Node | undefined => {
    let node: unknown = doc.contents;
    let found: Node | undefined = isNode(node) ? node : undefined;
    for (const [i, part] of path.entries()) {
      if (!isNode(node)) break;
      const isLast = i === path.length - 1;
      if (isMap(node)) {
        const pair = node.items.find(
          (item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(part),
        );
        if (!pair) break;
        if (wantKey && isLast && isNode(pair.key)) return pair.key;
        node = pair.value;
      } else if ('items' in node && Array.isArray(node.items) && typeof part === 'number') {
        node = node.items[part];
      } else break;
      if (isNode(node)) found = node;
    }
    return found;
  };
  const positionOfNode = (node: Node | undefined): SourcePosition =>
    node?.range ? at(node.range[0]) : { line: 2, column: 1 };

  return {
    ok: true,
    data: doc.toJS() ?? {},
    positionOf: (path) => positionOfNode(nodeAlong(path, false)),
    keyPositionOf: (path) => positionOfNode(nodeAlong(path, true)),
    hasFrontmatter: true,
  };
}
