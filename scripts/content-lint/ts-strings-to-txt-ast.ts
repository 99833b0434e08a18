/**
 * The texts readers see that live in TypeScript: the UI string tables
 * (i18n/**), and the per-language texts of config/*.ts (the announcement bar,
 * the tagline, navigation labels). Each string is one `Paragraph` of `Str`
 * nodes at its exact offsets (its `code spans` as `Code` nodes), so the rules
 * check them like prose and fix them in place.
 *
 * Which strings: with `wholeFile` (a table named after its language,
 * i18n/<area>/pt-BR.ts), every string value; otherwise only the strings under
 * a property named after the language (`'pt-BR': '…'`, `en: '…'`).
 */
import type { TxtDocumentNode, TxtNode } from '@textlint/ast-node-types';
import ts from 'typescript';
import { langs } from '../../config/locales';
import { proseNodes, proseParagraph } from './prose-paragraph';
import { lineStarts, location } from './text-location';

export interface TsStringsOptions {
  lang: string;
  wholeFile: boolean;
}

function propertyName(node: ts.Node): string | undefined {
  if (!ts.isPropertyAssignment(node)) return undefined;
  const name = node.name;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  return undefined;
}

/**
 * Properties whose strings are data, not prose: the glossary's forms to avoid and
 * their examples (the lint would flag the glossary for naming them), its synonyms,
 * ids, paths and colours.
 */
const DATA_KEYS = new Set([
  'variant',
  'examples',
  'synonyms',
  'id',
  'guide',
  'category',
  'link',
  'path',
  'backgroundColor',
  'textColor',
]);

/**
 * The name of a glossary term the API does not offer (`saved card`) is a
 * mention of what other providers have, not a claim about this API: the
 * checks of claims (no card on file) read its definition, not its name.
 */
function isNotOfferedTerm(at: ts.Node): boolean {
  if (propertyName(at) !== 'term' || !ts.isObjectLiteralExpression(at.parent)) return false;
  return at.parent.properties.some(
    (p) =>
      propertyName(p) === 'category' &&
      ts.isPropertyAssignment(p) &&
      ts.isStringLiteral(p.initializer) &&
      p.initializer.text === 'not-offered',
  );
}

function underDataKey(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    const name = propertyName(at);
    if (name !== undefined && (DATA_KEYS.has(name) || isNotOfferedTerm(at))) return true;
  }
  return false;
}

/**
 * Texts about words (the glossary's reasons: 'not "saque"'): a quoted word there
 * is mentioned, not used, so the terminology rules leave it alone.
 */
const MENTION_KEYS = new Set(['reason']);

function mentionsWords(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    const name = propertyName(at);
    if (name !== undefined && !(langs as readonly string[]).includes(name))
      return MENTION_KEYS.has(name);
  }
  return false;
}

const QUOTED = /“[^”]*”|"[^"]*"/g;

/** The prose nodes of [start, end), quoted words as `Quote` leaves (not `Str`). */
function withMentions(text: string, starts: number[], start: number, end: number): TxtNode[] {
  const nodes: TxtNode[] = [];
  let from = start;
  const slice = text.slice(start, end);
  for (const match of slice.matchAll(QUOTED)) {
    const at = start + (match.index ?? 0);
    nodes.push(...proseNodes(text, starts, from, at));
    nodes.push({
      type: 'Quote',
      ...location(text, starts, at, at + match[0].length),
    } as unknown as TxtNode);
    from = at + match[0].length;
  }
  nodes.push(...proseNodes(text, starts, from, end));
  return nodes;
}

/** The language a string belongs to: the nearest enclosing property named after a language. */
function langOfString(node: ts.Node): string | undefined {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    const name = propertyName(at);
    if (name !== undefined && (langs as readonly string[]).includes(name)) return name;
  }
  return undefined;
}

/** A string is a value (of a property, in an array, a default), not a key, an import or a type. */
function isValue(node: ts.Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return false;
  if (ts.isLiteralTypeNode(parent)) return false;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return false;
  if (ts.isElementAccessExpression(parent)) return false;
  // `x === 'a'`, `case 'a':`: code, not a text.
  if (ts.isBinaryExpression(parent) || ts.isCaseClause(parent)) return false;
  return true;
}

export function tsStringsToTxtAst(text: string, options: TsStringsOptions): TxtDocumentNode {
  const starts = lineStarts(text);
  const source = ts.createSourceFile('strings.ts', text, ts.ScriptTarget.Latest, true);
  const paragraphs: TxtNode[] = [];
  const take = (start: number, end: number, mentions: boolean) => {
    if (end <= start) return;
    const children = mentions ? withMentions(text, starts, start, end) : undefined;
    const paragraph = proseParagraph(text, starts, start, end, children);
    if (paragraph) paragraphs.push(paragraph);
  };
  const wanted = (node: ts.Node) => {
    if (!isValue(node) || underDataKey(node)) return false;
    const lang = langOfString(node);
    return options.wholeFile ? lang === undefined || lang === options.lang : lang === options.lang;
  };
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (wanted(node)) take(node.getStart(source) + 1, node.getEnd() - 1, mentionsWords(node));
      return;
    }
    if (ts.isTemplateExpression(node)) {
      if (!wanted(node)) return;
      // The literal parts between the `${…}` substitutions.
      const head = node.head;
      const mentions = mentionsWords(node);
      take(head.getStart(source) + 1, head.getEnd() - 2, mentions);
      for (const span of node.templateSpans) {
        const literal = span.literal;
        const close = ts.isTemplateTail(literal) ? 1 : 2;
        take(literal.getStart(source) + 1, literal.getEnd() - close, mentions);
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return {
    type: 'Document',
    children: paragraphs,
    ...location(text, starts, 0, text.length),
  } as unknown as TxtDocumentNode;
}
