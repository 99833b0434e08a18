/**
 * The error codes that code answers with (the Try it simulator, whatever in
 * theme/ or shared/ builds an API error) and that the spec's data carries
 * outside its operations' examples (sandbox scenarios, webhook examples): each
 * must be in the error catalogue. In code, a code is the first argument of a
 * call to `error(…)` or the value of an `error` property (`{ error: 'x' }`) or
 * of the `code` of an `error` object; only snake_case values count (a message
 * is not a code).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { isObject } from '../../api/spec-walk';
import { readYamlSource, toPointer } from '../../api/yaml-source';
import { SPEC_FILE } from '../text-sources';
import type { ContractFacts } from './contract-facts';

export interface CodeErrorCodeProblem {
  file: string;
  line: number;
  column: number;
  code: string;
}

const CODE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;
/** Folders whose code may answer like the API. */
export const CODE_DIRS = ['theme', 'shared'];

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts') && !f.includes('node_modules'))
    .map((f) => path.join(dir, f));
}

const nameOf = (node: ts.Node | undefined): string | undefined =>
  node && (ts.isIdentifier(node) || ts.isStringLiteral(node)) ? node.text : undefined;

/** The string literals of a file that name an error code, with their place. */
export function errorCodesInCode(text: string): { code: string; line: number; column: number }[] {
  const source = ts.createSourceFile('code.tsx', text, ts.ScriptTarget.Latest, true);
  const found: { code: string; line: number; column: number }[] = [];
  const take = (literal: ts.Node) => {
    if (!ts.isStringLiteralLike(literal) || !CODE.test(literal.text)) return;
    const { line, character } = source.getLineAndCharacterOfPosition(literal.getStart(source) + 1);
    found.push({ code: literal.text, line: line + 1, column: character + 1 });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : nameOf(callee);
      if (name === 'error' && node.arguments[0]) take(node.arguments[0]);
    } else if (ts.isPropertyAssignment(node)) {
      const name = nameOf(node.name);
      if (name === 'error') take(node.initializer);
      if (name === 'code' && ts.isObjectLiteralExpression(node.parent)) {
        const holder = node.parent.parent;
        if (ts.isPropertyAssignment(holder) && nameOf(holder.name) === 'error')
          take(node.initializer);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** `{ error: { code } }` objects anywhere in the spec's data, but the catalogue itself. */
function errorCodesInSpec(root: string): CodeErrorCodeProblem[] {
  const source = readYamlSource(path.join(root, SPEC_FILE), SPEC_FILE);
  const found: CodeErrorCodeProblem[] = [];
  const walk = (value: unknown, segments: (string | number)[]): void => {
    if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) walk(v, [...segments, i]);
      return;
    }
    if (!isObject(value)) return;
    if (segments.length === 0) {
      for (const [key, v] of Object.entries(value)) if (key !== 'x-error-codes') walk(v, [key]);
      return;
    }
    const error = value.error;
    if (isObject(error) && typeof error.code === 'string') {
      const location = source.locate(toPointer([...segments, 'error', 'code']));
      const line = Number(/line (\d+)/.exec(location)?.[1] ?? 1);
      const column = Number(/column (\d+)/.exec(location)?.[1] ?? 1);
      found.push({ file: SPEC_FILE, line, column, code: error.code });
    }
    for (const [key, v] of Object.entries(value)) walk(v, [...segments, key]);
  };
  walk(source.data, []);
  return found;
}

/** The codes used by code and by the spec's data that the catalogue lacks. */
export function unknownErrorCodesInCode(
  root: string,
  facts: ContractFacts,
): CodeErrorCodeProblem[] {
  const problems: CodeErrorCodeProblem[] = [];
  for (const dir of CODE_DIRS) {
    for (const file of sourceFiles(path.join(root, dir))) {
      const relative = path.relative(root, file).split(path.sep).join('/');
      for (const use of errorCodesInCode(readFileSync(file, 'utf8')))
        if (!facts.errorCodes.has(use.code)) problems.push({ file: relative, ...use });
    }
  }
  for (const use of errorCodesInSpec(root)) if (!facts.errorCodes.has(use.code)) problems.push(use);
  return problems;
}
