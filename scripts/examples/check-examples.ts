/**
 * The examples check: every example of the guides, the blog and the spec
 * against the contract (openapi/openapi.yaml).
 * - JSON examples: what each one is comes from its fence meta
 *   (`operation=<operationId> kind=request|response [status=201]`,
 *   `event=<type>`, `schema=<Component>`) or is inferred: a body with a webhook
 *   `type` and `data` is that event, a body with `error` is an error response, a
 *   block right after a `curl` call is that call's response. It is validated
 *   against the schema with undeclared properties refused.
 * - `curl` calls (shell blocks) and HTTP requests (`http` blocks): method and
 *   path must match an operation; its required headers, query parameters and
 *   body must be there, and the body must match the request schema.
 * - Pix "copia e cola" strings anywhere (pix-emv.ts): TLV lengths, fields,
 *   CRC16, and field 54 equal to the transaction's `amount`.
 * - A JSON fence marked `source=browser-library` holds a value of the browser
 *   library (not of the API): counted, not validated.
 * - Webhook signature examples (`http` blocks with `webhook-signature` and a
 *   `secret=whsec_...` meta): recomputed with Standard Webhooks.
 * Each problem names the file, the line and, for schemas, the schema path.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { LineCounter, parseDocument } from 'yaml';
import { brandTokens } from '../../config/brand';
import { checkResource, lifecycleOf } from '../../shared/lifecycle/check';
import { lifecycleModel } from '../../shared/lifecycle/model';
import { replaceTokens } from '../api/brand-facts';
import { deref } from '../api/resolve-ref';
import { isObject, type Json, type OperationRef, operationsOf } from '../api/spec-walk';
import { pointerSegments, readYamlSource, toPointer } from '../api/yaml-source';
import { type CodeFence, codeFences } from './code-fences';
import { type CurlCall, curlCalls } from './curl-command';
import { ExampleSchemas } from './example-schemas';
import type { HeldSample } from './held-samples';
import { pythonHexDigests, readJsSample, type SampleCall } from './js-sample';
import { findBrCodes, parseBrCode } from './pix-emv';

export interface ExampleProblem {
  file: string;
  line: number;
  /** JSON pointer into the example, for schema problems. */
  pointer?: string;
  /** JSON pointer into the spec's schema, for schema problems. */
  schemaPath?: string;
  reason: string;
}

export const EXAMPLE_KINDS = [
  'request body',
  'response',
  'webhook event',
  'schema value',
  'parameter or header',
  'API call',
  'Pix copia e cola',
  'webhook signature',
  'browser library value',
  'JavaScript sample',
  'Python sample',
  'sample held in TypeScript',
  'editor setup',
] as const;
export type ExampleKind = (typeof EXAMPLE_KINDS)[number];

export interface ExamplesReport {
  problems: ExampleProblem[];
  counts: Record<ExampleKind, number>;
}

export interface CheckOptions {
  root: string;
  /** Relative to root. */
  specFile?: string;
  /** Folders scanned for .md/.mdx, relative to root. */
  docsDirs?: string[];
  /** Samples held in TypeScript modules (held-samples.ts loads them): checked like a page's. */
  heldSamples?: readonly HeldSample[];
}

export function formatProblem(p: ExampleProblem): string {
  const where = p.pointer ? ` at ${p.pointer}` : '';
  const schema = p.schemaPath ? ` (schema ${p.schemaPath})` : '';
  return `${p.file}:${p.line}: ${p.reason}${where}${schema}`;
}

function listDocs(dir: string): string[] {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name.startsWith('_') || e.name === 'api' ? [] : listDocs(full);
    return /\.mdx?$/.test(e.name) ? [full] : [];
  });
}

/** 0-based line, inside `text` (JSON), of the value at `pointer`. */
function lineInJson(text: string, pointer: string): number {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter });
  const segments = pointerSegments(pointer);
  let node = doc.contents as unknown;
  let offset = 0;
  for (const s of segments) {
    const next = (node as { get?: (k: unknown, keep: boolean) => unknown })?.get?.(
      /^\d+$/.test(s) && Array.isArray((node as { items?: unknown }).items) ? Number(s) : s,
      true,
    );
    if (!next) break;
    node = next;
    const range = (next as { range?: [number] }).range;
    if (range) offset = range[0];
  }
  return counter.linePos(offset).line - 1;
}

const API_BASE = /^(?:\$\{?API_URL\}?|%SANDBOX_API_URL%|%API_URL%|https?:\/\/[^/]+\/v\d+)(?=\/|$)/;

function normalize(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export function checkExamples(options: CheckOptions): ExamplesReport {
  const root = options.root;
  const specFile = options.specFile ?? 'openapi/openapi.yaml';
  const problems: ExampleProblem[] = [];
  const counts = Object.fromEntries(EXAMPLE_KINDS.map((k) => [k, 0])) as Record<
    ExampleKind,
    number
  >;
  const source = readYamlSource(path.join(root, specFile), specFile);
  // Brand facts filled as the build fills them: a `%DOCS_URL%/…` doc_url is checked as the URL it becomes.
  const spec = replaceTokens(source.data, brandTokens) as Json;
  const schemas = new ExampleSchemas(spec);
  const lineOf = (pointer: string) => Number(/line (\d+)/.exec(source.locate(pointer))?.[1] ?? 1);
  const operations = operationsOf(spec, 'paths');
  const webhooks = new Map(operationsOf(spec, 'webhooks').map((w) => [w.key, w]));
  const globalSecurity = Array.isArray(spec.security) ? spec.security : [];

  const validateValue = (
    kind: ExampleKind,
    schema: unknown,
    value: unknown,
    at: (pointer: string) => { file: string; line: number },
    schemaBase = '#',
  ) => {
    counts[kind]++;
    if (!isObject(schema)) return;
    for (const p of schemas.validate(schema, value)) {
      // A path into an inline schema is relative to where that schema sits.
      const schemaPath = p.schemaPath.startsWith('#/components/')
        ? p.schemaPath
        : `${schemaBase}${p.schemaPath.slice(1)}`;
      problems.push({
        ...at(p.instancePath),
        pointer: p.instancePath,
        schemaPath,
        reason: p.reason,
      });
    }
    checkPixAmounts(value, '', at);
    checkTransactionFigures(value, '', at);
    checkLifecycleRules(value, at);
  };

  /**
   * What each field holds in the resource's state, by the lifecycle model
   * (shared/lifecycle/): a settled devolução's `D…` ID, a paid Pix's end-to-end
   * ID, the fee of the rate card... Only the fields an excerpt shows.
   */
  const checkLifecycleRules = (
    value: unknown,
    at: (pointer: string) => { file: string; line: number },
  ): void => {
    const lifecycle = lifecycleOf(lifecycleModel, value);
    if (!lifecycle || !isObject(value)) return;
    for (const problem of checkResource(lifecycleModel, lifecycle, value)) {
      // The copia e cola has its own check (pix-emv.ts), with the EMV's own words.
      if (problem.path.startsWith('pix.qr_code')) continue;
      const pointer = `/${problem.path.split('.').join('/')}`;
      const where = at(pointer);
      // One problem per field: the schema and the money rules above may have said it already.
      if (
        problems.some(
          (p) => p.file === where.file && p.line === where.line && p.pointer === pointer,
        )
      )
        continue;
      problems.push({ ...where, pointer, reason: problem.reason });
    }
  };

  /**
   * The money rules a schema cannot say, on every transaction-shaped object
   * (one with `payment_method`, `status` and `amount`): an unpaid transaction
   * costs nothing, and `refund_status` agrees with `refunded_amount`.
   */
  const checkTransactionFigures = (
    value: unknown,
    pointer: string,
    at: (pointer: string) => { file: string; line: number },
  ): void => {
    if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) checkTransactionFigures(v, `${pointer}/${i}`, at);
      return;
    }
    if (!isObject(value)) return;
    const report = (field: string, reason: string) =>
      problems.push({ ...at(`${pointer}/${field}`), pointer: `${pointer}/${field}`, reason });
    const { status, amount, refunded_amount: refunded, refund_status: refundStatus } = value;
    if (typeof value.payment_method === 'string' && typeof status === 'string') {
      if (status === 'canceled' || status === 'refused')
        for (const field of ['fee_amount', 'net_amount'])
          if (typeof value[field] === 'number' && value[field] !== 0)
            report(
              field,
              `a ${status} transaction was never paid and costs nothing: ${field} must be 0, not ${value[field]}`,
            );
      if (
        typeof amount === 'number' &&
        typeof refunded === 'number' &&
        typeof refundStatus === 'string'
      ) {
        const expected =
          refunded === 0 ? 'none' : refunded >= amount ? 'refunded' : 'partially_refunded';
        if (refundStatus !== expected)
          report(
            'refund_status',
            `refund_status "${refundStatus}" does not match refunded_amount ${refunded} of amount ${amount} (expected "${expected}")`,
          );
      }
    }
    for (const [k, v] of Object.entries(value)) checkTransactionFigures(v, `${pointer}/${k}`, at);
  };

  // Field 54 of a transaction's copia e cola must be its `amount`.
  const checkPixAmounts = (
    value: unknown,
    pointer: string,
    at: (pointer: string) => { file: string; line: number },
  ): void => {
    if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) checkPixAmounts(v, `${pointer}/${i}`, at);
      return;
    }
    if (!isObject(value)) return;
    const qr = isObject(value.pix) ? value.pix.qr_code : undefined;
    if (typeof value.amount === 'number' && typeof qr === 'string') {
      try {
        const code = parseBrCode(qr);
        if (code.amountCents !== null && code.amountCents !== value.amount) {
          problems.push({
            ...at(`${pointer}/pix/qr_code`),
            pointer: `${pointer}/pix/qr_code`,
            reason: `the copia e cola's amount (field 54 "${code.amount}") is not the transaction's amount ${value.amount} (cents)`,
          });
        }
      } catch {
        // The string itself is reported by the copia e cola scan.
      }
    }
    for (const [k, v] of Object.entries(value)) checkPixAmounts(v, `${pointer}/${k}`, at);
  };

  // ---- The spec ----------------------------------------------------------
  const seen = new Set<string>();
  const specExamples = (kind: ExampleKind, schema: unknown, holder: Json, pointer: string) => {
    const entries: [string, unknown][] = [];
    if (holder.example !== undefined) entries.push([`${pointer}/example`, holder.example]);
    if (isObject(holder.examples)) {
      for (const [name, example] of Object.entries(holder.examples)) {
        let at = `${pointer}/examples/${name}`;
        let resolved = example;
        if (isObject(example) && typeof example.$ref === 'string') {
          at = example.$ref.slice(1);
          resolved = deref(spec, example);
        }
        if (isObject(resolved) && 'value' in resolved)
          entries.push([`${at}/value`, resolved.value]);
      }
    }
    for (const [at, value] of entries) {
      const key = `${at} ${JSON.stringify(schema)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      validateValue(
        kind,
        schema,
        value,
        (p) => ({ file: specFile, line: lineOf(`${at}${p === '/' ? '' : p}`) }),
        `#${pointer}/schema`,
      );
    }
  };
  const refPointer = (value: unknown, fallback: string) =>
    isObject(value) && typeof value.$ref === 'string' ? value.$ref.slice(1) : fallback;
  for (const op of [...operations, ...webhooks.values()]) {
    const params = [
      ...(Array.isArray(op.pathItem.parameters) ? op.pathItem.parameters : []),
      ...(Array.isArray(op.operation.parameters) ? op.operation.parameters : []),
    ];
    params.forEach((param, i) => {
      const p = deref(spec, param);
      specExamples(
        'parameter or header',
        p.schema,
        p,
        refPointer(param, `${op.pointer}/parameters/${i}`),
      );
    });
    const body = deref(spec, op.operation.requestBody);
    const bodyPointer = refPointer(op.operation.requestBody, `${op.pointer}/requestBody`);
    const json = isObject(body.content) ? body.content['application/json'] : undefined;
    if (isObject(json)) {
      const kind = op.section === 'webhooks' ? 'webhook event' : 'request body';
      specExamples(kind, json.schema, json, `${bodyPointer}/content/application~1json`);
    }
    const responses = isObject(op.operation.responses) ? op.operation.responses : {};
    for (const [status, response] of Object.entries(responses)) {
      const r = deref(spec, response);
      const at = refPointer(response, `${op.pointer}/responses/${status}`);
      const content = isObject(r.content) ? r.content['application/json'] : undefined;
      if (isObject(content))
        specExamples('response', content.schema, content, `${at}/content/application~1json`);
      if (isObject(r.headers)) {
        for (const [name, header] of Object.entries(r.headers)) {
          const h = deref(spec, header);
          specExamples(
            'parameter or header',
            h.schema,
            h,
            refPointer(header, `${at}/headers/${name}`),
          );
        }
      }
    }
  }
  // Schema-level `example`s.
  const walkSchemas = (node: unknown, pointer: string): void => {
    if (!isObject(node)) return;
    if (node.example !== undefined && !pointer.includes('/properties/example')) {
      const key = `${pointer}/example`;
      if (!seen.has(key)) {
        seen.add(key);
        validateValue('schema value', node, node.example, () => ({
          file: specFile,
          line: lineOf(key),
        }));
      }
    }
    for (const [k, v] of Object.entries(node)) {
      if (k === 'example' || k === 'examples') continue;
      if (Array.isArray(v)) {
        for (const [i, item] of v.entries()) walkSchemas(item, `${pointer}/${k}/${i}`);
      } else walkSchemas(v, `${pointer}${toPointer([k])}`);
    }
  };
  const componentSchemas =
    isObject(spec.components) && isObject(spec.components.schemas) ? spec.components.schemas : {};
  for (const [name, schema] of Object.entries(componentSchemas)) {
    walkSchemas(schema, `/components/schemas/${name}`);
  }

  // Copia e cola strings, by line of the text.
  const scanBrCodes = (file: string, text: string) => {
    text.split('\n').forEach((lineText, i) => {
      for (const { code } of findBrCodes(lineText)) {
        counts['Pix copia e cola']++;
        try {
          parseBrCode(code);
        } catch (error) {
          problems.push({
            file,
            line: i + 1,
            reason: `invalid Pix copia e cola: ${(error as Error).message}`,
          });
        }
      }
    });
  };
  scanBrCodes(specFile, readFileSync(path.join(root, specFile), 'utf8'));

  // ---- Operations, for calls and fence metas --------------------------------
  const findOperation = (name: string): OperationRef | undefined => {
    const n = normalize(name);
    return operations.find((op) => {
      const id = normalize(String(op.operation.operationId ?? ''));
      return id === n || id.endsWith(n);
    });
  };
  const matchPath = (
    method: string,
    urlPath: string,
  ): { op?: OperationRef; params: Record<string, string> } => {
    const segments = urlPath.split('/').filter(Boolean);
    let best: { op: OperationRef; params: Record<string, string>; literal: number } | undefined;
    for (const op of operations) {
      if (op.method !== method.toLowerCase()) continue;
      const template = op.key.split('/').filter(Boolean);
      if (template.length !== segments.length) continue;
      const params: Record<string, string> = {};
      let literal = 0;
      const ok = template.every((t, i) => {
        const s = segments[i] as string;
        if (/^\{.+\}$/.test(t)) {
          params[t.slice(1, -1)] = decodeURIComponent(s);
          return s.length > 0;
        }
        literal++;
        return t === s;
      });
      if (ok && (!best || literal > best.literal)) best = { op, params, literal };
    }
    return best ? { op: best.op, params: best.params } : { params: {} };
  };
  const successSchema = (op: OperationRef, status?: string): unknown => {
    const responses = isObject(op.operation.responses) ? op.operation.responses : {};
    const key = status ?? Object.keys(responses).find((s) => /^2/.test(s));
    const r = deref(spec, key ? responses[key] : undefined);
    const content = isObject(r.content) ? r.content['application/json'] : undefined;
    return isObject(content) ? content.schema : undefined;
  };
  const requestSchemaOf = (op: OperationRef): { schema?: unknown; required: boolean } => {
    const body = deref(spec, op.operation.requestBody);
    const json = isObject(body.content) ? body.content['application/json'] : undefined;
    return { schema: isObject(json) ? json.schema : undefined, required: body.required === true };
  };
  const isPlaceholder = (value: string) => /[$%{}<]|\.\.\./.test(value);
  const coerce = (schema: Json, value: string): unknown => {
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    if (
      (type === 'integer' || type === 'number') &&
      value.trim() !== '' &&
      !Number.isNaN(Number(value))
    )
      return Number(value);
    if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
    return value;
  };

  /** Checks one API call (from curl or an http block); returns the operation it matched. */
  const checkCall = (
    file: string,
    line: number,
    call: Pick<CurlCall, 'method' | 'headers' | 'body' | 'query'> & {
      path: string;
      /** What a code sample computes at run time: not checked. */
      unknown?: SampleCall['unknown'];
      /** Headers a code sample makes anew on every run. */
      generated?: SampleCall['generated'];
      /** Where a code sample writes its body: body problems are reported at that line. */
      bodyLine?: number;
    },
  ): OperationRef | undefined => {
    const unknown = call.unknown ?? { headers: false, body: false, query: false };
    counts['API call']++;
    const { op, params } = matchPath(call.method, call.path);
    if (!op) {
      problems.push({
        file,
        line,
        reason: `${call.method} ${call.path} matches no operation of the spec`,
      });
      return undefined;
    }
    const where = `${call.method} ${op.key}`;
    const header = (name: string) =>
      call.headers.find((h) => h.name.toLowerCase() === name.toLowerCase());
    const security = Array.isArray(op.operation.security) ? op.operation.security : globalSecurity;
    if (
      !unknown.headers &&
      security.length > 0 &&
      !security.some((s) => isObject(s) && Object.keys(s).length === 0)
    ) {
      const auth = header('Authorization');
      if (!auth || !/^Bearer \S+/.test(auth.value)) {
        problems.push({
          file,
          line,
          reason: `${where} needs the header "Authorization: Bearer <secret key>"`,
        });
      }
    }
    const parameters = [
      ...(Array.isArray(op.pathItem.parameters) ? op.pathItem.parameters : []),
      ...(Array.isArray(op.operation.parameters) ? op.operation.parameters : []),
    ].map((p) => deref(spec, p));
    for (const p of parameters) {
      const name = String(p.name);
      const schema = isObject(p.schema) ? p.schema : {};
      let value: string | undefined;
      if (p.in === 'header') value = header(name)?.value;
      else if (p.in === 'query') value = call.query.get(name) ?? undefined;
      else if (p.in === 'path') value = params[name];
      const generatedBy = p.in === 'header' ? call.generated?.get(name.toLowerCase()) : undefined;
      if (generatedBy !== undefined && name.toLowerCase() === 'idempotency-key') {
        problems.push({
          file,
          line,
          reason: `${where}: an Idempotency-Key generated inside the call (${generatedBy}) is new on every run, so running it again is a new request, not a retry; create the key once per operation and reuse it`,
        });
        continue;
      }
      if (value === undefined) {
        const unreadable =
          (p.in === 'header' && unknown.headers) || (p.in === 'query' && unknown.query);
        if (p.required === true && !unreadable) {
          problems.push({ file, line, reason: `${where} needs the ${p.in} parameter "${name}"` });
        }
        continue;
      }
      if (p.in === 'header' && name.toLowerCase() === 'idempotency-key' && /\$\(/.test(value)) {
        problems.push({
          file,
          line,
          reason: `${where}: an Idempotency-Key generated inside the command (${value}) is new on every run, so running it again is a new request, not a retry; create the key once per operation and reuse it`,
        });
        continue;
      }
      if (isPlaceholder(value)) continue;
      for (const problem of schemas.validate(schema, coerce(schema, value))) {
        problems.push({
          file,
          line,
          pointer: `${p.in}:${name}`,
          schemaPath: `${op.pointer.replace(/^/, '#')}/parameters (${name})`,
          reason: problem.reason,
        });
      }
    }
    for (const name of call.query.keys()) {
      if (!parameters.some((p) => p.in === 'query' && p.name === name)) {
        problems.push({ file, line, reason: `${where} has no query parameter "${name}"` });
      }
    }
    const request = requestSchemaOf(op);
    if (unknown.body) return op;
    if (call.body === null) {
      if (request.required)
        problems.push({ file, line, reason: `${where} needs a JSON request body` });
      return op;
    }
    const type = header('Content-Type');
    if (!unknown.headers && (!type || !/^application\/json\b/i.test(type.value))) {
      problems.push({
        file,
        line,
        reason: `${where} sends a JSON body: add "Content-Type: application/json"`,
      });
    }
    if (!request.schema) {
      problems.push({ file, line, reason: `${where} takes no request body` });
      return op;
    }
    let body: unknown;
    try {
      body = JSON.parse(call.body);
    } catch (error) {
      problems.push({
        file,
        line,
        reason: `the request body is not valid JSON: ${(error as Error).message}`,
      });
      return op;
    }
    validateValue('request body', request.schema, body, (p) => ({
      file,
      line: call.bodyLine ?? line + 1 + lineInJson(call.body as string, p),
    }));
    return op;
  };

  // ---- Guides and posts ----------------------------------------------------
  // The webhook signature scheme, for the samples that compute it.
  const delivery =
    isObject(spec['x-policies']) && isObject(spec['x-policies']['webhook-delivery'])
      ? spec['x-policies']['webhook-delivery']
      : {};
  const signedContent = Array.isArray(delivery['signed-content'])
    ? (delivery['signed-content'] as string[])
    : [];
  const signatureEncoding =
    typeof delivery['signature-encoding'] === 'string' ? delivery['signature-encoding'] : undefined;
  const signedText = signedContent.map((p) => (p === 'body' ? '<raw body>' : `<${p}>`)).join('.');

  /** A JavaScript sample: it parses, its API calls match the contract, its webhook signatures are the documented ones. */
  const checkJs = (file: string, firstLine: number, code: string): OperationRef | undefined => {
    counts['JavaScript sample']++;
    const sample = readJsSample(code);
    for (const p of sample.syntax)
      problems.push({ file, line: firstLine + p.line, reason: p.reason });
    let op: OperationRef | undefined;
    for (const call of sample.calls) {
      const urlPath = call.url.split('?')[0]?.replace(API_BASE, '') ?? '';
      const { bodyLine, ...rest } = call;
      op = checkCall(file, firstLine + call.line, {
        ...rest,
        path: urlPath || '/',
        ...(bodyLine !== undefined ? { bodyLine: firstLine + bodyLine } : {}),
      });
    }
    for (const hmac of sample.hmacs) {
      const line = firstLine + hmac.line;
      if (signatureEncoding && hmac.encoding && hmac.encoding !== signatureEncoding)
        problems.push({
          file,
          line,
          reason: `the webhook signature is the ${signatureEncoding} of the HMAC (x-policies.webhook-delivery.signature-encoding), not its ${hmac.encoding}: this sample never matches a real signature`,
        });
      if (signedContent.length > 0 && hmac.parts.join('.') !== signedContent.join('.'))
        problems.push({
          file,
          line,
          reason: `the webhook signature is the HMAC of ${signedText} (x-policies.webhook-delivery.signed-content), but this sample signs ${hmac.text}`,
        });
    }
    return op;
  };

  /** A Python sample: its webhook signatures are encoded as documented. */
  const checkPython = (file: string, firstLine: number, code: string) => {
    counts['Python sample']++;
    if (signatureEncoding === 'base64')
      for (const line of pythonHexDigests(code))
        problems.push({
          file,
          line: firstLine + line,
          reason:
            'the webhook signature is the base64 of the HMAC (x-policies.webhook-delivery.signature-encoding), not its hexdigest(): this sample never matches a real signature',
        });
  };

  /** The code fences of a page, with those inside an `mdx` example (the handbook's) at their own lines. */
  const allFences = (text: string): CodeFence[] =>
    codeFences(text).flatMap((fence) =>
      fence.lang === 'mdx' || fence.lang === 'md'
        ? [
            fence,
            ...allFences(fence.code).map((inner) => ({ ...inner, line: inner.line + fence.line })),
          ]
        : [fence],
    );

  /** One code sample: a shell, HTTP, JSON, JavaScript or Python block. */
  const checkFence = (file: string, fence: CodeFence, after?: OperationRef) => {
    let op: OperationRef | undefined;
    if (['bash', 'sh', 'shell', 'console', 'curl'].includes(fence.lang)) {
      for (const call of curlCalls(fence.code)) {
        const urlPath = call.url.replace(API_BASE, '');
        if (urlPath === call.url) continue; // not our API (a tunnel, a local server)
        op = checkCall(file, fence.line + 1 + call.line, { ...call, path: urlPath || '/' });
      }
    } else if (fence.lang === 'http') {
      op = checkHttp(file, fence);
    } else if (fence.lang === 'json' || fence.lang === 'jsonc') {
      checkJsonFence(file, fence, after);
    } else if (['js', 'javascript', 'mjs', 'ts', 'typescript'].includes(fence.lang)) {
      op = checkJs(file, fence.line + 1, fence.code);
    } else if (fence.lang === 'python' || fence.lang === 'py') {
      checkPython(file, fence.line + 1, fence.code);
    }
    return op;
  };

  // ---- Guides and posts ----------------------------------------------------
  const dirs = options.docsDirs ?? ['docs'];
  const files = dirs.flatMap((d) => listDocs(path.join(root, d))).sort();
  for (const absolute of files) {
    const file = path.relative(root, absolute).split(path.sep).join('/');
    const text = readFileSync(absolute, 'utf8');
    scanBrCodes(file, text);
    let previous: { fence: CodeFence; op?: OperationRef } | undefined;
    for (const fence of allFences(text)) {
      const op = checkFence(file, fence, previous?.op);
      previous = { fence, op };
    }
  }

  // ---- Samples held in TypeScript (the home page's) ------------------------
  for (const sample of options.heldSamples ?? []) {
    counts['sample held in TypeScript']++;
    scanBrCodes(sample.file, sample.code);
    checkFence(sample.file, {
      lang: sample.language,
      meta: {},
      code: sample.code,
      line: sample.line - 1,
      heading: null,
    });
  }

  function checkHttp(file: string, fence: CodeFence): OperationRef | undefined {
    const [head = '', ...rest] = fence.code.split('\n');
    const blank = rest.findIndex((l) => l.trim() === '');
    const headerLines = blank === -1 ? rest : rest.slice(0, blank);
    const body =
      blank === -1
        ? ''
        : rest
            .slice(blank + 1)
            .join('\n')
            .trim();
    const headers = headerLines
      .map((l) => /^([^:]+):\s*(.*)$/.exec(l))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => ({ name: (m[1] as string).trim(), value: (m[2] as string).trim() }));
    const get = (name: string) => headers.find((h) => h.name.toLowerCase() === name)?.value;
    const request = /^([A-Z]+)\s+(\S+)/.exec(head);
    if (!request) {
      problems.push({
        file,
        line: fence.line + 1,
        reason: 'an http block must start with "METHOD /path HTTP/1.1"',
      });
      return undefined;
    }
    const signature = get('webhook-signature');
    if (signature !== undefined) {
      counts['webhook signature']++;
      const id = get('webhook-id');
      const timestamp = get('webhook-timestamp');
      const secret = fence.meta.secret;
      const line =
        fence.line + 1 + headerLines.findIndex((l) => /^webhook-signature:/i.test(l)) + 1;
      if (!id || !timestamp || !secret) {
        problems.push({
          file,
          line,
          reason:
            'a signed webhook example needs webhook-id and webhook-timestamp headers and the secret in the fence meta (secret=whsec_...)',
        });
      } else {
        let expected = '';
        try {
          expected = new Webhook(secret).sign(id, new Date(Number(timestamp) * 1000), body);
        } catch (error) {
          problems.push({
            file,
            line,
            reason: `cannot sign with the secret ${secret}: ${(error as Error).message}`,
          });
        }
        if (expected && !signature.split(' ').includes(expected)) {
          problems.push({
            file,
            line,
            reason: `webhook-signature does not match the Standard Webhooks signature of "${id}.${timestamp}.<body>" with ${secret}: expected ${expected}`,
          });
        }
        // A delivery is sent after its event happened, never before.
        const created = (() => {
          try {
            const parsed: unknown = JSON.parse(body);
            return isObject(parsed) && typeof parsed.created_at === 'string'
              ? Date.parse(parsed.created_at)
              : Number.NaN;
          } catch {
            return Number.NaN;
          }
        })();
        if (!Number.isNaN(created) && Number(timestamp) * 1000 < created)
          problems.push({
            file,
            line: line - 1,
            reason: `webhook-timestamp ${timestamp} (${new Date(Number(timestamp) * 1000).toISOString().replace('.000', '')}) is before the event's created_at (${new Date(created).toISOString().replace('.000', '')}): a delivery is sent after its event`,
          });
      }
      checkJsonText(file, fence.line + 1 + (blank + 1) + 1, body, {}, undefined);
      return undefined;
    }
    const urlPath = (request[2] as string).split('?')[0]?.replace(/^\/v\d+(?=\/)/, '') ?? '';
    const query = new URLSearchParams((request[2] as string).split('?')[1] ?? '');
    return checkCall(file, fence.line + 1, {
      method: request[1] as string,
      path: urlPath,
      headers,
      body: body === '' ? null : body,
      query,
    });
  }

  function checkJsonFence(file: string, fence: CodeFence, after?: OperationRef) {
    checkJsonText(file, fence.line + 1, fence.code, fence.meta, after);
  }

  function checkJsonText(
    file: string,
    firstLine: number,
    code: string,
    meta: Record<string, string>,
    after?: OperationRef,
  ) {
    let value: unknown;
    try {
      value = JSON.parse(code);
    } catch (error) {
      problems.push({
        file,
        line: firstLine,
        reason: `the example is not valid JSON: ${(error as Error).message}`,
      });
      return;
    }
    const at = (p: string) => ({ file, line: firstLine + lineInJson(code, p) });
    // `source=browser-library`: a value of the JavaScript library, not of the API.
    if (meta.source === 'browser-library') {
      counts['browser library value']++;
      return;
    }
    // `source=editor-setup`: an editor's configuration (the docs' MCP server), valid JSON, no API value.
    if (meta.source === 'editor-setup') {
      counts['editor setup']++;
      return;
    }
    if (meta.schema) {
      const schema = { $ref: `#/components/schemas/${meta.schema}` };
      if (!isObject(componentSchemas[meta.schema])) {
        problems.push({
          file,
          line: firstLine - 1,
          reason: `schema=${meta.schema}: no such schema in the spec`,
        });
        return;
      }
      validateValue('schema value', schema, value, at);
      return;
    }
    const event =
      meta.event ??
      (isObject(value) && typeof value.type === 'string' && 'data' in value
        ? value.type
        : undefined);
    if (event !== undefined) {
      const webhook = webhooks.get(event);
      const body = webhook ? deref(spec, webhook.operation.requestBody) : {};
      const json = isObject(body.content) ? body.content['application/json'] : undefined;
      if (!webhook || !isObject(json)) {
        problems.push({
          file,
          line: firstLine - 1,
          reason: `"${event}" is not a webhook event of the spec`,
        });
        return;
      }
      validateValue('webhook event', json.schema, value, at);
      return;
    }
    if (meta.operation) {
      const op = findOperation(meta.operation);
      if (!op) {
        problems.push({
          file,
          line: firstLine - 1,
          reason: `operation=${meta.operation}: no such operation in the spec`,
        });
        return;
      }
      if (meta.kind === 'request') {
        validateValue('request body', requestSchemaOf(op).schema, value, at);
      } else {
        validateValue('response', successSchema(op, meta.status), value, at);
      }
      return;
    }
    if (isObject(value) && isObject(value.error)) {
      validateValue('response', { $ref: '#/components/schemas/Error' }, value, at);
      return;
    }
    if (after) {
      validateValue('response', successSchema(after), value, at);
      return;
    }
    problems.push({
      file,
      line: firstLine - 1,
      reason:
        'cannot tell what this JSON example is: put it right after its curl call, or say it in the fence meta (operation=<operationId> kind=request|response, event=<type> or schema=<Component>)',
    });
  }

  return { problems, counts };
}
