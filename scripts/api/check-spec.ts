/**
 * Validation of the spec: the OpenAPI schema and `$ref` resolution by
 * @scalar/openapi-parser, plus the rules the reference relies on (each
 * operation has a unique operationId, whose slug is unique too, and a declared
 * tag; schema types are JSON types). Problems name the file, the line (or JSON
 * pointer) and the reason.
 */
import { validate } from '@scalar/openapi-parser';
import { ERRORS_SLUG, OVERVIEW_SLUG, operationSlug } from '../../shared/api/slug';
import { refCycles } from './ref-cycles';
import { resolveRef } from './resolve-ref';
import type { SpecProblem } from './spec-error';
import { isObject, type Json, operationsOf } from './spec-walk';
import { hasTemplateSyntax } from './template-syntax';
import { toPointer, type YamlSource } from './yaml-source';

const SCHEMA_MAPS = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'definitions',
  'schemas',
  'dependentSchemas',
]);
const JSON_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);

/** Pointers of every `$ref` whose value is `ref`. */
function findRefs(node: unknown, ref: string, path: (string | number)[] = []): string[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => findRefs(item, ref, [...path, i]));
  if (!isObject(node)) return [];
  const here = node.$ref === ref ? [toPointer([...path, '$ref'])] : [];
  return [
    ...here,
    ...Object.entries(node).flatMap(([k, v]) =>
      k === '$ref' ? [] : findRefs(v, ref, [...path, k]),
    ),
  ];
}

/**
 * Local `$ref`s whose target does not exist, with their pointers. By hand
 * because @scalar/openapi-parser 0.24 (the newest on Node 20, see contributing/README.md)
 * only notices them when a segment before the last one is missing: it passes
 * `#/components/schemas/Fees` when only `Fee` exists (0.25+ catch it).
 */
function danglingRefs(
  node: unknown,
  spec: Json,
  path: (string | number)[] = [],
): { pointer: string; ref: string }[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => danglingRefs(item, spec, [...path, i]));
  if (!isObject(node)) return [];
  const out: { pointer: string; ref: string }[] = [];
  if (typeof node.$ref === 'string' && node.$ref.startsWith('#')) {
    try {
      resolveRef(spec, node.$ref);
    } catch {
      out.push({ pointer: toPointer([...path, '$ref']), ref: node.$ref });
    }
  }
  for (const [k, v] of Object.entries(node))
    if (k !== '$ref') out.push(...danglingRefs(v, spec, [...path, k]));
  return out;
}

/** Schema objects with a `type` that is not a JSON type (the 3.1 meta-schema lets them pass). */
function badSchemaTypes(node: unknown, path: (string | number)[] = []): string[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => badSchemaTypes(item, [...path, i]));
  if (!isObject(node)) return [];
  const inData = ['example', 'examples', 'default', 'enum', 'const'].includes(String(path.at(-1)));
  if (inData) return [];
  const out: string[] = [];
  // A map of schemas (`properties`, `schemas`...) is not a schema itself: its `type` key is a property.
  const isMap = SCHEMA_MAPS.has(String(path.at(-1)));
  const inSchema = path.includes('schema') || path.includes('schemas');
  const isSchema =
    !isMap &&
    inSchema &&
    'type' in node &&
    path.at(-1) !== 'securitySchemes' &&
    !path.includes('securitySchemes');
  if (isSchema) {
    const types = Array.isArray(node.type) ? node.type : [node.type];
    for (const t of types)
      if (typeof t !== 'string' || !JSON_TYPES.has(t)) out.push(toPointer([...path, 'type']));
  }
  for (const [k, v] of Object.entries(node)) out.push(...badSchemaTypes(v, [...path, k]));
  return out;
}

/**
 * Pointers of header parameter examples holding template syntax (`{{`, `{%`, `{#`): the
 * Postman download sends headers through its `{{variable}}` substitution, which has no
 * escape (template-syntax.ts), so such an example would send the reader's key or a variable.
 */
function templateHeaderExamples(node: unknown, path: (string | number)[] = []): string[] {
  if (Array.isArray(node))
    return node.flatMap((item, i) => templateHeaderExamples(item, [...path, i]));
  if (!isObject(node)) return [];
  const out: string[] = [];
  if (node.in === 'header' && typeof node.name === 'string') {
    const schema = isObject(node.schema) ? node.schema : {};
    const candidates: [unknown, (string | number)[]][] = [
      [node.example, ['example']],
      [schema.example, ['schema', 'example']],
      [schema.default, ['schema', 'default']],
      ...(isObject(node.examples)
        ? Object.entries(node.examples).map(([k, v]): [unknown, (string | number)[]] => [
            isObject(v) ? v.value : undefined,
            ['examples', k, 'value'],
          ])
        : []),
      ...(Array.isArray(schema.examples)
        ? schema.examples.map((v, i): [unknown, (string | number)[]] => [
            v,
            ['schema', 'examples', i],
          ])
        : []),
    ];
    for (const [value, at] of candidates)
      if (typeof value === 'string' && hasTemplateSyntax(value))
        out.push(toPointer([...path, ...at]));
  }
  for (const [k, v] of Object.entries(node)) out.push(...templateHeaderExamples(v, [...path, k]));
  return out;
}

/**
 * Pointers of server URLs a reader must never be offered: only absolute https URLs (plain
 * http on the loopback, for a local mock) become the "Try it" and sample servers. A
 * `javascript:` URL was shown as an option on every operation page.
 */
function unsafeServerUrls(spec: Json): string[] {
  const lists: [unknown, (string | number)[]][] = [[spec.servers, ['servers']]];
  for (const op of operationsOf(spec, 'paths'))
    lists.push([op.operation.servers, [...pointerPath(op.pointer), 'servers']]);
  if (isObject(spec.paths))
    for (const [key, item] of Object.entries(spec.paths))
      if (isObject(item)) lists.push([item.servers, ['paths', key, 'servers']]);
  return lists.flatMap(([list, at]) =>
    Array.isArray(list)
      ? list.flatMap((server, i) => {
          const url = isObject(server) ? server.url : undefined;
          return typeof url === 'string' && !isSafeServerUrl(url)
            ? [toPointer([...at, i, 'url'])]
            : [];
        })
      : [],
  );
}

function isSafeServerUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'https:') return true;
    return (
      parsed.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname)
    );
  } catch {
    return false;
  }
}

function pointerPath(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export async function checkSpec(spec: Json, source: YamlSource): Promise<SpecProblem[]> {
  const problems: SpecProblem[] = [];
  const at = (pointer: string, reason: string) =>
    problems.push({ file: source.file, location: source.locate(pointer), reason });

  // First: the validator and everything after it would follow such a chain forever.
  const cycles = refCycles(spec);
  for (const cycle of cycles)
    at(
      cycle.pointer,
      cycle.chain.length === 2
        ? `$ref ${cycle.chain[0]} points to itself, so it never reaches a schema`
        : `$ref cycle ${cycle.chain.join(' -> ')}: each only points to the next, so it never reaches a schema (a recursive type needs a property, item or alternative between the references)`,
    );
  if (cycles.length > 0) return problems;

  const result = await validate(structuredClone(spec));
  const reportedRefs = new Set<string>();
  for (const error of result.errors ?? []) {
    const path = Array.isArray(error.path) ? toPointer(error.path) : error.path;
    if (path !== undefined) {
      at(path, error.message);
      continue;
    }
    const ref = /reference: (.+)$/.exec(error.message)?.[1];
    if (ref) reportedRefs.add(ref.trim());
    const where = ref ? findRefs(spec, ref.trim()) : [];
    if (where.length > 0) for (const pointer of where) at(pointer, error.message);
    else at('', error.message);
  }
  for (const { pointer, ref } of danglingRefs(spec, spec))
    if (!reportedRefs.has(ref)) at(pointer, `Can't resolve reference: ${ref}`);
  if (!isObject(spec.paths) && problems.length === 0) at('/paths', 'the spec has no paths');
  for (const pointer of badSchemaTypes(spec))
    at(
      pointer,
      'schema type must be a JSON type (string, number, integer, boolean, object, array, null)',
    );

  for (const pointer of unsafeServerUrls(spec))
    at(
      pointer,
      'a server URL must be an absolute https URL (http only on localhost): it becomes a server readers send requests to',
    );
  for (const pointer of templateHeaderExamples(spec))
    at(
      pointer,
      "a header example holds template syntax ({{, {% or {#), which Postman would fill in before sending (with the reader's key, for {{apiKey}}): write another example",
    );

  const declaredTags = new Set(
    (Array.isArray(spec.tags) ? spec.tags : []).flatMap((t) =>
      isObject(t) && typeof t.name === 'string' ? [t.name] : [],
    ),
  );
  const firstById = new Map<string, string>();
  const firstBySlug = new Map<string, string>();
  for (const op of operationsOf(spec, 'paths')) {
    const { operationId, tags } = op.operation;
    const label = `${op.method.toUpperCase()} ${op.key}`;
    if (typeof operationId !== 'string' || operationId.trim() === '') {
      at(op.pointer, `${label} has no operationId (its page slug is derived from it)`);
    } else {
      const previous = firstById.get(operationId);
      if (previous)
        at(
          `${op.pointer}/operationId`,
          `duplicate operationId "${operationId}" (also at ${previous})`,
        );
      else firstById.set(operationId, op.pointer);
      const slug = operationSlug(operationId);
      const sameSlug = firstBySlug.get(slug);
      if (!slug || slug === OVERVIEW_SLUG || slug === ERRORS_SLUG)
        at(
          `${op.pointer}/operationId`,
          `operationId "${operationId}" gives the unusable page slug "${slug}"`,
        );
      else if (sameSlug && !previous)
        at(
          `${op.pointer}/operationId`,
          `operationId "${operationId}" gives the page slug "${slug}", already used by ${sameSlug}`,
        );
      else if (!sameSlug) firstBySlug.set(slug, op.pointer);
    }
    if (!Array.isArray(tags) || tags.length === 0 || typeof tags[0] !== 'string') {
      at(op.pointer, `${label} has no tag (the API sidebar groups operations by tag)`);
    } else if (!declaredTags.has(tags[0])) {
      at(
        `${op.pointer}/tags/0`,
        `tag "${tags[0]}" is not declared in the top-level "tags" list (which sets the sidebar order)`,
      );
    }
  }
  return problems;
}
