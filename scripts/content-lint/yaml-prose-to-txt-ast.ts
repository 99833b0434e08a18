/**
 * The prose of the YAML sources readers see, as textlint paragraphs at their
 * exact offsets (one `Str` per line of a block scalar, code spans as `Code`):
 * - with `wholeFile` (the API contract, openapi/openapi.yaml in its
 *   `x-language`, and its language overlays): every `summary`, `description`,
 *   `title`, `x-displayName`, and the error catalogue's `meaning`, `cause` and
 *   `action`;
 * - in every YAML source (the changelog, config/*.yml such as the blog
 *   authors): each text under a key named after the language
 *   (`title: { pt-BR: …, en: … }`), which is how these files give one text per
 *   language.
 * Anything else (examples, enums, keys) is not prose and is not checked.
 */
import type { TxtDocumentNode, TxtNode } from '@textlint/ast-node-types';
import { isPair, isScalar, parseDocument, Scalar, visit } from 'yaml';
import { langs } from '../../config/locales';
import { proseNodes, proseParagraph } from './prose-paragraph';
import { lineStarts, location } from './text-location';

const PROSE_KEYS = new Set([
  'summary',
  'description',
  'title',
  'x-displayName',
  'meaning',
  'cause',
  'action',
]);

export interface YamlProseOptions {
  lang?: string;
  /** The whole file is in `lang` (the spec, an overlay): its prose keys count. */
  wholeFile?: boolean;
}

function scalarParagraph(text: string, starts: number[], scalar: Scalar): TxtNode | undefined {
  const value = scalar.value;
  const range = scalar.range;
  if (typeof value !== 'string' || !range) return undefined;
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
      nodes.push(...proseNodes(text, starts, contentStart, lineEnd));
      lineStart = lineEnd + 1;
    }
    return proseParagraph(text, starts, start, end, nodes);
  }
  const quoted = scalar.type === Scalar.QUOTE_SINGLE || scalar.type === Scalar.QUOTE_DOUBLE;
  // The source between the quotes: with escapes (`''`, `\"`) or folded lines it differs a
  // little from the value, but every word is where the file has it.
  return proseParagraph(text, starts, quoted ? start + 1 : start, quoted ? end - 1 : end);
}

export function yamlProseToTxtAst(text: string, options: YamlProseOptions = {}): TxtDocumentNode {
  const starts = lineStarts(text);
  const doc = parseDocument(text);
  const paragraphs: TxtNode[] = [];
  const isLang = (key: string) => (langs as readonly string[]).includes(key);
  visit(doc, {
    Pair(_key, pair, path) {
      if (!isScalar(pair.key) || !isScalar(pair.value)) return;
      const key = String(pair.key.value);
      let wanted: boolean;
      if (isLang(key)) wanted = key === options.lang;
      else {
        // Under a language key (`en: { title: … }`) a text belongs to that language.
        const under = [...path]
          .reverse()
          .find((n) => isPair(n) && isScalar(n.key) && isLang(String(n.key.value)));
        const lang =
          under && isPair(under) && isScalar(under.key) ? String(under.key.value) : undefined;
        wanted =
          PROSE_KEYS.has(key) &&
          (lang !== undefined ? lang === options.lang : options.wholeFile === true);
      }
      if (!wanted) return;
      const paragraph = scalarParagraph(text, starts, pair.value);
      if (paragraph) paragraphs.push(paragraph);
    },
  });
  return {
    type: 'Document',
    children: paragraphs,
    ...location(text, starts, 0, text.length),
  } as unknown as TxtDocumentNode;
}
