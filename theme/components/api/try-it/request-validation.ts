/**
 * Validation of what the reader typed in the "Try it" console, before anything
 * is sent: each parameter and the JSON body against the JSON Schema the
 * generator wrote for them (scripts/api/request-schema.ts).
 *
 * The validator is @cfworker/json-schema: it interprets schemas instead of
 * compiling them to code (ajv's `new Function` is refused by the site's CSP,
 * which has no 'unsafe-eval'), it is small (about 6 KB gzip, loaded with the
 * console only) and covers draft 2020-12 with formats. Its messages are
 * English sentences, so problems are rebuilt here from the keyword and the
 * schema as message keys of the UI string tables: the console shows them in
 * the page's language.
 */
import { type OutputUnit, type Schema, Validator } from '@cfworker/json-schema';
import type { TryItStrings } from '../../../../i18n/try-it';
import type { JsonSchema } from '../../../../shared/api/json-schema';

export interface ProblemMessage {
  key: keyof TryItStrings;
  params?: Record<string, string>;
}

export interface ValidationProblem {
  /** JSON pointer of the value at fault inside the validated value ('' = the value itself). */
  pointer: string;
  message: ProblemMessage;
}

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keywords that only say "something inside failed": the inner error is the one to show. */
const CONTAINER_KEYWORDS = new Set([
  '$ref',
  '$dynamicRef',
  'properties',
  'patternProperties',
  'additionalProperties',
  'unevaluatedProperties',
  'items',
  'prefixItems',
  'unevaluatedItems',
  'contains',
  'allOf',
  'dependentSchemas',
  'propertyNames',
  'if',
  'then',
  'else',
]);

const LIMIT_KEYS: Partial<Record<string, keyof TryItStrings>> = {
  minimum: 'tryItErrorMinimum',
  maximum: 'tryItErrorMaximum',
  exclusiveMinimum: 'tryItErrorExclusiveMinimum',
  exclusiveMaximum: 'tryItErrorExclusiveMaximum',
  multipleOf: 'tryItErrorMultipleOf',
  minLength: 'tryItErrorMinLength',
  maxLength: 'tryItErrorMaxLength',
  minItems: 'tryItErrorMinItems',
  maxItems: 'tryItErrorMaxItems',
  minProperties: 'tryItErrorMinProperties',
  maxProperties: 'tryItErrorMaxProperties',
};

function decodeSegment(segment: string): string {
  return decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
}

/** `#/a/b` -> `/a/b` (the validator writes locations as URI fragments). */
function toPointer(location: string): string {
  return location.replace(/^#/, '');
}

function segmentsOf(location: string): string[] {
  const pointer = toPointer(location);
  return pointer === '' ? [] : pointer.slice(1).split('/').map(decodeSegment);
}

/** The schema at a validator keyword location; a `$ref` segment follows the reference. */
function schemaAt(root: JsonSchema, location: string): unknown {
  let node: unknown = root;
  for (const segment of segmentsOf(location)) {
    if (segment === '$ref' && isObject(node) && typeof node.$ref === 'string') {
      node = schemaAt(root, node.$ref);
      continue;
    }
    node = Array.isArray(node) ? node[Number(segment)] : isObject(node) ? node[segment] : undefined;
  }
  return node;
}

function valueAt(value: unknown, location: string): unknown {
  let node = value;
  for (const segment of segmentsOf(location)) {
    node = Array.isArray(node) ? node[Number(segment)] : isObject(node) ? node[segment] : undefined;
  }
  return node;
}

function escapeSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function parentLocation(location: string): string {
  return location.slice(0, location.lastIndexOf('/'));
}

/** Which alternative of a `oneOf`/`anyOf` the discriminator names, if any. */
function chosenAlternative(
  root: JsonSchema,
  owner: JsonObject,
  options: unknown[],
  instance: unknown,
): number | undefined {
  const discriminator = owner.discriminator;
  if (!isObject(discriminator) || typeof discriminator.propertyName !== 'string') return undefined;
  if (!isObject(instance)) return undefined;
  const chosen = instance[discriminator.propertyName];
  if (typeof chosen !== 'string') return undefined;
  const mapped = isObject(discriminator.mapping) ? discriminator.mapping[chosen] : undefined;
  const index = options.findIndex((option) => {
    if (!isObject(option)) return false;
    if (typeof mapped === 'string' && option.$ref === mapped) return true;
    // Without a mapping: the alternative whose property is `const` (or a one-value enum) of that value.
    const resolved = typeof option.$ref === 'string' ? schemaAt(root, option.$ref) : option;
    const parts = isObject(resolved)
      ? [resolved, ...(Array.isArray(resolved.allOf) ? resolved.allOf : [])]
      : [];
    return parts.some((part) => {
      const target =
        isObject(part) && typeof part.$ref === 'string' ? schemaAt(root, part.$ref) : part;
      const property =
        isObject(target) && isObject(target.properties)
          ? target.properties[discriminator.propertyName as string]
          : undefined;
      return (
        isObject(property) &&
        (property.const === chosen ||
          (Array.isArray(property.enum) &&
            property.enum.length === 1 &&
            property.enum[0] === chosen))
      );
    });
  });
  return index >= 0 ? index : undefined;
}

function messageFor(root: JsonSchema, error: OutputUnit): ProblemMessage {
  const keyword = error.keyword;
  const schema = schemaAt(root, parentLocation(error.keywordLocation));
  const value = isObject(schema) ? schema[keyword] : undefined;
  const limitKey = LIMIT_KEYS[keyword];
  if (limitKey) return { key: limitKey, params: { value: String(value) } };
  switch (keyword) {
    case 'type':
      return {
        key: 'tryItErrorType',
        params: { type: (Array.isArray(value) ? value : [value]).map(String).join(' | ') },
      };
    case 'enum':
      return {
        key: 'tryItErrorEnum',
        params: {
          values: (Array.isArray(value) ? value : []).map((v) => JSON.stringify(v)).join(', '),
        },
      };
    case 'const':
      return { key: 'tryItErrorConst', params: { value: JSON.stringify(value) } };
    case 'format':
      return { key: 'tryItErrorFormat', params: { format: String(value) } };
    case 'pattern':
      return { key: 'tryItErrorPattern', params: { pattern: String(value) } };
    case 'uniqueItems':
      return { key: 'tryItErrorUniqueItems' };
    case 'oneOf':
      return { key: 'tryItErrorOneOf' };
    case 'anyOf':
      return { key: 'tryItErrorAnyOf' };
    // A `false` schema: in practice `additionalProperties: false`, a field the API does not know.
    case 'false':
      return { key: 'tryItErrorUnknownProperty' };
    default:
      return { key: 'tryItErrorInvalid' };
  }
}

/**
 * What is wrong with `value` for `schema`, one problem per place and reason,
 * in document order. Errors inside a `oneOf`/`anyOf` with a discriminator are
 * those of the alternative the value chose (its `payment_method`, say), not a
 * mix of every alternative's.
 */
export function validateAgainstSchema(schema: JsonSchema, value: unknown): ValidationProblem[] {
  const validator = new Validator(schema as Schema, '2020-12', false);
  const result = validator.validate(value);
  if (result.valid) return [];

  // Under a `oneOf`/`anyOf`, errors are hidden, except under the alternative the
  // discriminator chose; the most specific (longest) matching location decides.
  const rules: { prefix: string; show: boolean }[] = [];
  const replaced = new Set<OutputUnit>();
  for (const error of result.errors) {
    if (error.keyword !== 'oneOf' && error.keyword !== 'anyOf') continue;
    const owner = schemaAt(schema, parentLocation(error.keywordLocation));
    const options = isObject(owner) ? owner[error.keyword] : undefined;
    if (!isObject(owner) || !Array.isArray(options)) continue;
    const chosen = chosenAlternative(
      schema,
      owner,
      options,
      valueAt(value, error.instanceLocation),
    );
    rules.push({ prefix: `${error.keywordLocation}/`, show: false });
    if (chosen !== undefined) {
      rules.push({ prefix: `${error.keywordLocation}/${chosen}/`, show: true });
      replaced.add(error);
    }
  }
  const shown = result.errors.filter((error) => {
    if (replaced.has(error)) return false;
    const rule = rules
      .filter((r) => error.keywordLocation.startsWith(r.prefix))
      .sort((a, b) => b.prefix.length - a.prefix.length)[0];
    return rule?.show ?? true;
  });

  const problems: ValidationProblem[] = [];
  const seen = new Set<string>();
  const add = (pointer: string, message: ProblemMessage) => {
    const id = `${pointer}\u0000${message.key}\u0000${JSON.stringify(message.params ?? {})}`;
    if (seen.has(id)) return;
    seen.add(id);
    problems.push({ pointer, message });
  };
  for (const error of shown) {
    if (CONTAINER_KEYWORDS.has(error.keyword)) continue;
    const pointer = toPointer(error.instanceLocation);
    if (error.keyword === 'required') {
      const owner = schemaAt(schema, parentLocation(error.keywordLocation));
      const required = isObject(owner) && Array.isArray(owner.required) ? owner.required : [];
      const instance = valueAt(value, error.instanceLocation);
      for (const name of required.map(String)) {
        if (isObject(instance) && !(name in instance))
          add(`${pointer}/${escapeSegment(name)}`, { key: 'tryItErrorRequired' });
      }
      continue;
    }
    add(pointer, messageFor(schema, error));
  }
  return problems;
}

/** `/customer/items/0/sku` -> `customer.items[0].sku`, the way developers write a field. */
export function displayPath(pointer: string): string {
  return segmentsOf(pointer).reduce(
    (path, segment) =>
      /^\d+$/.test(segment) ? `${path}[${segment}]` : path ? `${path}.${segment}` : segment,
    '',
  );
}

/** Line and column (1-based) of a character offset in a text. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

export type BodyCheck =
  | { ok: true; value: unknown; empty: boolean }
  | { ok: false; problems: ValidationProblem[] };

/**
 * Parses and validates the JSON body. An empty body is fine when the body is
 * optional (nothing is sent). A syntax error names its line and column.
 */
export function checkJsonBody(
  text: string,
  options: { required: boolean; schema?: JsonSchema },
): BodyCheck {
  if (text.trim() === '') {
    return options.required
      ? { ok: false, problems: [{ pointer: '', message: { key: 'tryItErrorRequired' } }] }
      : { ok: true, value: undefined, empty: true };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    // V8 says "... in JSON at position 42"; other engines differ: then no position.
    const position = /position (\d+)/.exec(error instanceof Error ? error.message : '');
    const message: ProblemMessage = position
      ? (() => {
          const { line, column } = lineAndColumn(text, Number(position[1]));
          return { key: 'tryItErrorJson', params: { line: String(line), column: String(column) } };
        })()
      : { key: 'tryItErrorJsonNoPosition' };
    return { ok: false, problems: [{ pointer: '', message }] };
  }
  const problems = options.schema ? validateAgainstSchema(options.schema, value) : [];
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value, empty: false };
}
