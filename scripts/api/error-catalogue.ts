/**
 * The error catalogue: the codes the spec declares under `x-error-codes`
 * (status, retry advice, meaning, likely cause, what to do), checked against
 * every error example of the operations, and turned into the page data of
 * /docs/api/errors. Each error example must use a declared code with its
 * status and carry `doc_url` = the code's entry; each declared code must be
 * returned by some operation, so the catalogue and the API never drift.
 */
import { STATUS_CODES } from 'node:http';
import {
  type ApiErrorCatalogueData,
  type ApiErrorEntry,
  type ApiOperationLink,
  ERROR_RETRY_KINDS,
  type ErrorRetryKind,
} from '../../shared/api/page-model';
import { operationSlug } from '../../shared/api/slug';
import { resolveRef } from './resolve-ref';
import type { SpecProblem } from './spec-error';
import { isObject, type Json, type OperationRef, operationsOf } from './spec-walk';
import { toPointer, type YamlSource } from './yaml-source';

export const ERROR_CODES_KEY = 'x-error-codes';
/** Fields of a declared code that are prose, translated by the overlays. */
export const ERROR_TEXT_FIELDS = ['meaning', 'cause', 'action'] as const;
const CODE_PATTERN = /^[a-z][a-z0-9_]*$/;

/** Site path of the catalogue, without locale; an entry is `#<code>`. */
export const ERRORS_PATH = '/docs/api/errors';

export function errorDocUrl(docsUrl: string, code: string): string {
  return `${docsUrl.replace(/\/$/, '')}${ERRORS_PATH}#${code}`;
}

export interface ErrorCodeDeclaration {
  code: string;
  status: number;
  retry: ErrorRetryKind;
  meaning: string;
  cause: string;
  action: string;
}

/** One error example of an operation's response, where the file has it. */
export interface ErrorExampleUse {
  code: string;
  type?: string;
  docUrl?: unknown;
  /** The response's status key (`409`). */
  status: string;
  /** JSON pointer of the example's `error` object (in a component when the response is shared). */
  pointer: string;
  operation: OperationRef;
}

/** `#/components/...` -> `/components/...`: where a `$ref` target sits in the file. */
function refPointer(ref: string): string {
  return ref.replace(/^#/, '');
}

/** Follows `$ref`s and says where the final object is, so problems point at its lines. */
function located(spec: Json, value: unknown, pointer: string): { node: Json; pointer: string } {
  let node = value;
  let at = pointer;
  for (let depth = 0; isObject(node) && typeof node.$ref === 'string' && depth < 20; depth++) {
    at = refPointer(node.$ref);
    node = resolveRef(spec, node.$ref).value;
  }
  return { node: isObject(node) ? node : {}, pointer: at };
}

/** The error examples (`{ "error": { "code": ... } }`) of every operation's responses. */
export function errorExampleUses(spec: Json): ErrorExampleUse[] {
  const uses: ErrorExampleUse[] = [];
  for (const operation of operationsOf(spec, 'paths')) {
    const responses = operation.operation.responses;
    if (!isObject(responses)) continue;
    for (const [status, raw] of Object.entries(responses)) {
      const response = located(spec, raw, `${operation.pointer}/responses${toPointer([status])}`);
      const content = response.node.content;
      if (!isObject(content)) continue;
      for (const [mediaType, media] of Object.entries(content)) {
        if (!isObject(media)) continue;
        const mediaPointer = `${response.pointer}/content${toPointer([mediaType])}`;
        const values: { value: unknown; pointer: string }[] = [];
        if (media.example !== undefined)
          values.push({ value: media.example, pointer: `${mediaPointer}/example` });
        if (isObject(media.examples))
          for (const [name, example] of Object.entries(media.examples)) {
            const found = located(spec, example, `${mediaPointer}/examples${toPointer([name])}`);
            values.push({ value: found.node.value, pointer: `${found.pointer}/value` });
          }
        for (const { value, pointer } of values) {
          if (!isObject(value) || !isObject(value.error)) continue;
          const error = value.error;
          if (typeof error.code !== 'string') continue;
          uses.push({
            code: error.code,
            ...(typeof error.type === 'string' ? { type: error.type } : {}),
            docUrl: error.doc_url,
            status,
            pointer: `${pointer}/error`,
            operation,
          });
        }
      }
    }
  }
  return uses;
}

/** The declarations, valid ones only (problems are reported by checkErrorCodes). */
export function errorCodeDeclarations(spec: Json): ErrorCodeDeclaration[] {
  const declared = spec[ERROR_CODES_KEY];
  if (!isObject(declared)) return [];
  return Object.entries(declared).flatMap(([code, raw]) => {
    if (!isObject(raw) || !CODE_PATTERN.test(code)) return [];
    const { status, retry, meaning, cause, action } = raw;
    if (typeof status !== 'number' || !(ERROR_RETRY_KINDS as readonly unknown[]).includes(retry))
      return [];
    if (typeof meaning !== 'string' || typeof cause !== 'string' || typeof action !== 'string')
      return [];
    return [{ code, status, retry: retry as ErrorRetryKind, meaning, cause, action }];
  });
}

/**
 * Problems of the declarations and of their use by the examples, each with
 * the line of the file. `docsUrl` is the site's base URL (`doc_url` must point
 * to the code's entry on it).
 */
export function checkErrorCodes(spec: Json, source: YamlSource, docsUrl: string): SpecProblem[] {
  const problems = new Map<string, SpecProblem>();
  const at = (pointer: string, reason: string) => {
    const location = source.locate(pointer);
    problems.set(`${location}\u0000${reason}`, { file: source.file, location, reason });
  };
  const root = `/${ERROR_CODES_KEY}`;
  const raw = spec[ERROR_CODES_KEY];
  if (raw !== undefined && !isObject(raw)) {
    at(root, `"${ERROR_CODES_KEY}" must be a map of error codes`);
    return [...problems.values()];
  }
  // No map: no code is declared, so any error example is reported below.
  const declared: Json = raw ?? {};
  for (const [code, entry] of Object.entries(declared)) {
    const pointer = `${root}${toPointer([code])}`;
    if (!CODE_PATTERN.test(code)) at(pointer, `error code "${code}" must be lower_snake_case`);
    if (!isObject(entry)) {
      at(pointer, `error code "${code}" must be an object (status, retry, meaning, cause, action)`);
      continue;
    }
    const status = entry.status;
    if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 599)
      at(`${pointer}/status`, `"status" of "${code}" must be an HTTP error status (400-599)`);
    if (!(ERROR_RETRY_KINDS as readonly unknown[]).includes(entry.retry))
      at(`${pointer}/retry`, `"retry" of "${code}" must be one of ${ERROR_RETRY_KINDS.join(', ')}`);
    for (const field of ERROR_TEXT_FIELDS)
      if (typeof entry[field] !== 'string' || !String(entry[field]).trim())
        at(`${pointer}/${field}`, `"${field}" of "${code}" must be a non-empty text`);
  }
  const used = new Set<string>();
  for (const use of errorExampleUses(spec)) {
    used.add(use.code);
    const entry = declared[use.code];
    const label = `${use.operation.method.toUpperCase()} ${use.operation.key} ${use.status}`;
    if (!isObject(entry)) {
      at(
        `${use.pointer}/code`,
        `unknown error code "${use.code}" (${label}): declare it under "${ERROR_CODES_KEY}" with its texts, or use a declared code`,
      );
      continue;
    }
    if (String(entry.status) !== use.status)
      at(
        `${use.pointer}/code`,
        `error code "${use.code}" is declared with status ${String(entry.status)} but is an example of ${label}`,
      );
    const expected = errorDocUrl(docsUrl, use.code);
    if (use.docUrl !== expected)
      at(
        use.docUrl === undefined ? use.pointer : `${use.pointer}/doc_url`,
        `the "${use.code}" example (${label}) must have doc_url "${expected}"`,
      );
  }
  for (const code of Object.keys(declared))
    if (!used.has(code))
      at(
        `${root}${toPointer([code])}`,
        `error code "${code}" is declared but no operation returns it: add a response example or remove it`,
      );
  return [...problems.values()];
}

/** Pointers of the declared texts an overlay must translate. */
export function errorTextPointers(spec: Json): string[] {
  return errorCodeDeclarations(spec).flatMap((d) =>
    ERROR_TEXT_FIELDS.map((field) => `/${ERROR_CODES_KEY}${toPointer([d.code, field])}`),
  );
}

/** The catalogue of a (localized) spec; `html` renders a declared text (Markdown) safely. */
export function buildErrorCatalogue(
  spec: Json,
  lang: ApiErrorCatalogueData['lang'],
  html: (markdown: string) => string,
  summaryOf: (op: OperationRef) => string,
): ApiErrorCatalogueData {
  const uses = errorExampleUses(spec);
  const entries: ApiErrorEntry[] = errorCodeDeclarations(spec).map((d) => {
    const mine = uses.filter((u) => u.code === d.code);
    const operations = new Map<string, ApiOperationLink>();
    for (const { operation } of mine) {
      const slug = operationSlug(String(operation.operation.operationId ?? ''));
      operations.set(slug, {
        slug,
        method: operation.method,
        path: operation.key,
        summary: summaryOf(operation),
        deprecated: operation.operation.deprecated === true,
      });
    }
    const type = mine.find((u) => u.type)?.type;
    return {
      code: d.code,
      status: d.status,
      ...(type ? { type } : {}),
      retry: d.retry,
      meaningHtml: html(d.meaning),
      causeHtml: html(d.cause),
      actionHtml: html(d.action),
      operations: [...operations.values()],
    };
  });
  const statuses = [...new Set(entries.map((e) => e.status))].sort((a, b) => a - b);
  return {
    kind: 'errors',
    lang,
    groups: statuses.map((status) => ({
      status,
      statusText: STATUS_CODES[status] ?? '',
      entries: entries
        .filter((e) => e.status === status)
        .sort((a, b) => a.code.localeCompare(b.code)),
    })),
  };
}

/** Whether an example value is an error body of a declared code: its code, for the link. */
export function declaredErrorCode(spec: Json, value: unknown): string | undefined {
  if (!isObject(value) || !isObject(value.error)) return undefined;
  const code = value.error.code;
  const declared = spec[ERROR_CODES_KEY];
  return typeof code === 'string' && isObject(declared) && isObject(declared[code])
    ? code
    : undefined;
}
