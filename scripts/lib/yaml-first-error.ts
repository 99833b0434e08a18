/**
 * The one YAML error worth reporting, at the place the writer must fix. The
 * `yaml` parser reports where it gave up, and then every error that follows
 * from the first (a bad line can give a dozen messages): only the first is
 * kept. An unclosed `[`, `{` or quote is detected on the next line or at the
 * end: it is reported where it was opened.
 */
import { type Document, isCollection, isScalar, visit } from 'yaml';

export interface YamlErrorAt {
  /** Offset in the YAML text. */
  offset: number;
  reason: string;
}

/** The innermost flow collection or quoted scalar left open where the parser gave up. */
function unclosedOpener(doc: Document.Parsed, text: string, errorOffset: number) {
  let best: number | undefined;
  visit(doc, {
    Node(_key, node) {
      const range = node.range;
      if (!range) return;
      const opensHere = '[{"\''.includes(text[range[0]] ?? '');
      const isOpenable =
        (isCollection(node) && node.flow) ||
        (isScalar(node) && (node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE'));
      if (!opensHere || !isOpenable || range[0] >= errorOffset || range[1] < errorOffset - 1)
        return;
      if (best === undefined || range[0] > best) best = range[0];
    },
  });
  return best;
}

export function firstYamlError(doc: Document.Parsed, text: string): YamlErrorAt | undefined {
  const first = doc.errors[0];
  if (!first) return undefined;
  if (first.code === 'BAD_INDENT' || first.code === 'MISSING_CHAR') {
    const opener = unclosedOpener(doc, text, first.pos[0]);
    if (opener !== undefined)
      return { offset: opener, reason: `the ${text[opener]} opened here is never closed` };
  }
  // The message ends with yaml's own position and an excerpt: the caller gives the position.
  const reason = (first.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');
  return { offset: first.pos[0], reason };
}
