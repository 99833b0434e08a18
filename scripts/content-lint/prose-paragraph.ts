/** One text of a YAML or TypeScript source as a TxtAST paragraph: `Str` nodes, with its `code spans` as `Code` nodes. */
import type { TxtNode } from '@textlint/ast-node-types';
import { location } from './text-location';

const CODE_SPAN = /`[^`\n]*`/g;

/** `Str` and `Code` nodes for [start, end) of the text, one `Str` per line (block scalars keep their lines). */
export function proseNodes(text: string, starts: number[], start: number, end: number): TxtNode[] {
  const nodes: TxtNode[] = [];
  const pushStr = (a: number, b: number) => {
    if (b > a)
      nodes.push({
        type: 'Str',
        value: text.slice(a, b),
        ...location(text, starts, a, b),
      } as TxtNode);
  };
  let from = start;
  CODE_SPAN.lastIndex = start;
  for (let m = CODE_SPAN.exec(text); m && m.index < end; m = CODE_SPAN.exec(text)) {
    if (m.index + m[0].length > end) break;
    pushStr(from, m.index);
    nodes.push({
      type: 'Code',
      value: m[0].slice(1, -1),
      ...location(text, starts, m.index, m.index + m[0].length),
    } as TxtNode);
    from = m.index + m[0].length;
  }
  pushStr(from, end);
  return nodes;
}

/** A paragraph holding [start, end) of the text, or undefined when it is empty. */
export function proseParagraph(
  text: string,
  starts: number[],
  start: number,
  end: number,
  children: TxtNode[] = proseNodes(text, starts, start, end),
): TxtNode | undefined {
  if (children.length === 0) return undefined;
  return {
    type: 'Paragraph',
    children,
    ...location(text, starts, start, end),
  } as unknown as TxtNode;
}
