/**
 * Reads a JavaScript code sample the way the examples check needs it: its
 * syntax errors (TypeScript's parser), the API calls it makes with `fetch`
 * (method, URL, headers and a `JSON.stringify` body, as far as they are written
 * out) and the webhook signatures it computes with `createHmac` (what it signs,
 * how it encodes the digest). Nothing in the sample runs.
 */
import ts from 'typescript';
import type { CurlCall } from './curl-command';

/** A `fetch` call, read like a `curl` command (its body: when the sample writes it out in full). */
export interface SampleCall extends CurlCall {
  /** What the sample computes at run time, so the check cannot read it. */
  unknown: { headers: boolean; body: boolean; query: boolean };
  /** Headers whose value is made anew by a call on every run (`crypto.randomUUID()`). */
  generated: Map<string, string>;
  /** 0-based line of the sample where the body is written (its problems are reported there). */
  bodyLine?: number;
}

export interface SampleProblem {
  /** 0-based line of the sample. */
  line: number;
  reason: string;
}

export interface HmacUse {
  line: number;
  /** The roles of what is signed, in order: `webhook-id`, `webhook-timestamp`, `body`, or `?`. */
  parts: string[];
  /** The digest encoding, when written as a literal (`'hex'`, `'base64'`). */
  encoding?: string;
  /** The source of the signed content, for messages. */
  text: string;
}

export interface JsSample {
  syntax: SampleProblem[];
  calls: SampleCall[];
  hmacs: HmacUse[];
}

/** A placeholder for what the sample computes: the check treats it as unknown. */
// biome-ignore lint/suspicious/noTemplateCurlyInString: the placeholder looks like a substitution on purpose (the calls check reads `${` as "not written out").
const COMPUTED = '${…}';

function lineOf(source: ts.SourceFile, node: ts.Node): number {
  return source.getLineAndCharacterOfPosition(node.getStart(source)).line;
}

/** `${API_URL}` (or `process.env.API_URL`) is the API's base URL; anything else is computed. */
function substitution(expression: ts.Expression): string {
  return /^(?:process\.env\.)?[A-Z_]*API_URL$/.test(expression.getText()) ? '%API_URL%' : COMPUTED;
}

/** A string, template or concatenation with what it computes replaced by `${…}`. */
function textOf(node: ts.Expression): string | undefined {
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return (
      node.head.text +
      node.templateSpans.map((span) => substitution(span.expression) + span.literal.text).join('')
    );
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = textOf(node.left);
    const right = textOf(node.right);
    return left === undefined && right === undefined
      ? undefined
      : `${left ?? COMPUTED}${right ?? COMPUTED}`;
  }
  return undefined;
}

/** A literal value written out in full (JSON-like), or undefined when any part is computed. */
function literalValue(node: ts.Expression): { value: unknown } | undefined {
  if (ts.isStringLiteralLike(node)) return { value: node.text };
  if (ts.isNumericLiteral(node)) return { value: Number(node.text.replace(/_/g, '')) };
  if (
    ts.isPrefixUnaryExpression(node) &&
    node.operator === ts.SyntaxKind.MinusToken &&
    ts.isNumericLiteral(node.operand)
  )
    return { value: -Number(node.operand.text) };
  if (node.kind === ts.SyntaxKind.TrueKeyword) return { value: true };
  if (node.kind === ts.SyntaxKind.FalseKeyword) return { value: false };
  if (node.kind === ts.SyntaxKind.NullKeyword) return { value: null };
  if (ts.isArrayLiteralExpression(node)) {
    const items: unknown[] = [];
    for (const element of node.elements) {
      const item = literalValue(element);
      if (!item) return undefined;
      items.push(item.value);
    }
    return { value: items };
  }
  if (ts.isObjectLiteralExpression(node)) {
    const object: Record<string, unknown> = {};
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property)) return undefined;
      const name = propertyName(property.name);
      const item = literalValue(property.initializer);
      if (name === undefined || !item) return undefined;
      object[name] = item.value;
    }
    return { value: object };
  }
  if (ts.isParenthesizedExpression(node)) return literalValue(node.expression);
  return undefined;
}

function propertyName(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name))
    return name.text;
  return undefined;
}

const API_PATH =
  /^(?:\$\{?API_URL\}?|%SANDBOX_API_URL%|%API_URL%|https?:\/\/[^/]+\/v\d+)(\/[^?#]*)?(?:\?(.*))?$/;

function fetchCall(source: ts.SourceFile, call: ts.CallExpression): SampleCall | undefined {
  const [urlArg, optionsArg] = call.arguments;
  const url = urlArg ? textOf(urlArg) : undefined;
  if (url === undefined) return undefined;
  const match = API_PATH.exec(url);
  if (!match) return undefined; // not our API, or a URL held in a variable
  const headers: SampleCall['headers'] = [];
  const generated = new Map<string, string>();
  const unknown = { headers: false, body: false, query: false };
  let method = 'GET';
  let body: string | null = null;
  let bodyLine: number | undefined;
  const options = optionsArg && ts.isObjectLiteralExpression(optionsArg) ? optionsArg : undefined;
  if (optionsArg && !options) unknown.headers = unknown.body = true;
  for (const property of options?.properties ?? []) {
    if (!ts.isPropertyAssignment(property)) {
      unknown.headers = unknown.body = true; // `...rest` or a shorthand: not readable here
      continue;
    }
    const name = propertyName(property.name);
    const value = property.initializer;
    if (name === 'method') {
      const text = textOf(value);
      if (text === undefined || text.includes(COMPUTED)) unknown.body = true;
      else method = text.toUpperCase();
    } else if (name === 'headers') {
      if (!ts.isObjectLiteralExpression(value)) {
        unknown.headers = true;
        continue;
      }
      for (const header of value.properties) {
        if (!ts.isPropertyAssignment(header)) {
          unknown.headers = true;
          continue;
        }
        const headerName = propertyName(header.name);
        if (headerName === undefined) continue;
        const init = header.initializer;
        const text = textOf(init);
        headers.push({ name: headerName, value: text ?? COMPUTED });
        if (ts.isCallExpression(init))
          generated.set(headerName.toLowerCase(), init.getText(source));
      }
    } else if (name === 'body') {
      bodyLine = lineOf(source, property);
      const stringify =
        ts.isCallExpression(value) &&
        value.expression.getText(source) === 'JSON.stringify' &&
        value.arguments[0]
          ? literalValue(value.arguments[0])
          : undefined;
      if (stringify) body = JSON.stringify(stringify.value);
      else {
        body = '{}';
        unknown.body = true;
      }
    }
  }
  const queryText = match[2] ?? '';
  if (queryText.includes(COMPUTED)) unknown.query = true;
  return {
    line: lineOf(source, call),
    method,
    url,
    headers,
    body,
    query: new URLSearchParams(unknown.query ? '' : queryText),
    unknown,
    generated,
    ...(bodyLine !== undefined ? { bodyLine } : {}),
  };
}

/** The roles of a signed value's parts: `${id}.${timestamp}.` + rawBody -> webhook-id, webhook-timestamp, body. */
function roleOf(name: string): string {
  if (/timestamp|\bts\b/i.test(name)) return 'webhook-timestamp';
  if (/\bid\b|Id$|_id$|webhookId|msgId/.test(name)) return 'webhook-id';
  if (/body|payload|raw/i.test(name)) return 'body';
  return '?';
}

function signedParts(source: ts.SourceFile, args: ts.Expression[]): string[] {
  const parts: string[] = [];
  for (const arg of args) {
    if (ts.isTemplateExpression(arg))
      for (const span of arg.templateSpans) parts.push(roleOf(span.expression.getText(source)));
    else if (ts.isStringLiteralLike(arg))
      continue; // a separator
    else parts.push(roleOf(arg.getText(source)));
  }
  return parts;
}

/** `createHmac(…).update(a).update(b).digest(enc)`: what is signed and how it is encoded. */
function hmacUse(source: ts.SourceFile, digest: ts.CallExpression): HmacUse | undefined {
  const updates: ts.Expression[][] = [];
  let node: ts.Expression = (digest.expression as ts.PropertyAccessExpression).expression;
  while (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    node.expression.name.text === 'update'
  ) {
    updates.unshift([...node.arguments]);
    node = node.expression.expression;
  }
  if (!ts.isCallExpression(node) || node.expression.getText(source) !== 'createHmac')
    return undefined;
  const signed = updates.flat();
  const encodingArg = digest.arguments[0];
  return {
    line: lineOf(source, digest),
    parts: signedParts(source, signed),
    ...(encodingArg && ts.isStringLiteralLike(encodingArg) ? { encoding: encodingArg.text } : {}),
    text: signed.map((a) => a.getText(source)).join(' + '),
  };
}

export function readJsSample(code: string): JsSample {
  const source = ts.createSourceFile(
    'sample.mjs',
    code,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.JS,
  );
  const diagnostics =
    (source as unknown as { parseDiagnostics?: ts.Diagnostic[] }).parseDiagnostics ?? [];
  const syntax = diagnostics.map((d) => ({
    line: source.getLineAndCharacterOfPosition(d.start ?? 0).line,
    reason: `the JavaScript does not parse: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
  }));
  const calls: SampleCall[] = [];
  const hmacs: HmacUse[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee) && callee.text === 'fetch') {
        const call = fetchCall(source, node);
        if (call) calls.push(call);
      } else if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'digest') {
        const use = hmacUse(source, node);
        if (use) hmacs.push(use);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { syntax, calls, hmacs };
}

/** Python webhook verification: `hmac.new(…).hexdigest()` encodes in hex. */
export function pythonHexDigests(code: string): number[] {
  return code
    .split('\n')
    .flatMap((line, i) => (/\bhexdigest\s*\(/.test(line) && /hmac|sha256/i.test(code) ? [i] : []));
}
