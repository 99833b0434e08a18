/**
 * Reads a page's frontmatter with positions: the YAML between the leading
 * `---` lines, parsed by `yaml` into a document whose nodes keep their source
 * ranges, so any problem can be reported as `file:line:column`. A YAML error
 * is reported once (the first one: the parser's later errors are mostly
 * echoes of it), where it is.
 */
import {
  type Document,
  isCollection,
  isMap,
  isNode,
  isPair,
  isScalar,
  LineCounter,
  type Node,
  parseDocument,
  visit,
} from 'yaml';

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

/**
 * An unclosed `[`, `{` or quote is detected where the parser gives up (the
 * next line, or the end): the writer's mistake is where it was opened. The
 * offset of that opener, when the error is of that sort.
 */
function unclosedOpener(
  doc: Document.Parsed,
  source: string,
  code: string,
  errorOffset: number,
): number | undefined {
  if (code !== 'BAD_INDENT' && code !== 'MISSING_CHAR') return undefined;
  let best: [number, number] | undefined;
  visit(doc, {
    Node(_key, node) {
      const range = node.range;
      if (!range) return;
      const opensHere = '[{"\''.includes(source[range[0]] ?? '');
      const isOpenable =
        (isCollection(node) && node.flow) ||
        (isScalar(node) && (node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE'));
      if (!opensHere || !isOpenable || range[0] >= errorOffset || range[1] < errorOffset - 1)
        return;
      // The innermost (latest-opened) one.
      if (!best || range[0] > best[0]) best = [range[0], range[1]];
    },
  });
  return best?.[0];
}

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
  const firstError = doc.errors[0];
  if (firstError) {
    const opener = unclosedOpener(doc, yamlText, firstError.code, firstError.pos[0]);
    if (opener !== undefined) {
      const char = yamlText[opener];
      return {
        ok: false,
        problem: { ...at(opener), reason: `invalid YAML: the ${char} opened here is never closed` },
      };
    }
    // yaml's message ends with its own (YAML-relative) position: the problem carries the file's.
    const reason = (firstError.message.split('\n')[0] ?? '').replace(
      / at line \d+, column \d+:?$/,
      '',
    );
    return { ok: false, problem: { ...at(firstError.pos[0]), reason: `invalid YAML: ${reason}` } };
  }

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
