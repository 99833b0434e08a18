/**
 * The JSON Schema (draft 2020-12) that a parameter or a request body must
 * satisfy, for the "Try it" console to validate what the reader typed before
 * sending it. From the spec's schema:
 * - every local `$ref` is gathered once under `$defs` (recursive schemas stay
 *   finite), discriminator mappings included;
 * - only validation keywords are kept (descriptions, examples and `x-*` are the
 *   page's business, not the validator's), plus `discriminator`, which the
 *   console reads to report the errors of the chosen alternative only;
 * - OpenAPI 3.0 forms become JSON Schema (`nullable`, boolean `exclusiveMinimum`);
 * - read-only properties are left out: a request never sends them.
 * `documentedSchema` gives the same with the annotations kept (for AI tools),
 * and for a response leaves the write-only properties out instead.
 */

import type { Json, JsonSchema } from '../../shared/api/json-schema';
import { resolveRef } from './resolve-ref';
import { isObject } from './spec-walk';
import { pointerSegments } from './yaml-source';

/** Keywords whose value is a schema. */
const SCHEMA_KEYWORDS = [
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'items',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
] as const;
/** Keywords whose value is a list of schemas. */
const SCHEMA_LIST_KEYWORDS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const;
/** Keywords whose value is a map of schemas. */
const SCHEMA_MAP_KEYWORDS = ['properties', 'patternProperties', 'dependentSchemas'] as const;
/** Keywords copied as they are. */
const VALUE_KEYWORDS = [
  'type',
  'enum',
  'const',
  'format',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'maxItems',
  'minItems',
  'uniqueItems',
  'maxContains',
  'minContains',
  'maxProperties',
  'minProperties',
  'dependentRequired',
] as const;

/** Keywords that document a value, kept in the documentation schemas only. */
const ANNOTATION_KEYWORDS = [
  'title',
  'description',
  'default',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
] as const;

/**
 * A validation schema (the console's), or a documentation schema (annotations
 * kept) of what a request sends or a response carries: read-only properties
 * are left out of requests, write-only ones out of responses.
 */
export interface SchemaOptions {
  direction: 'request' | 'response';
  annotations: boolean;
}

const DEFS_PREFIX = '#/$defs/';

/** `$defs` key of a local reference: the component name, or the pointer's segments. */
function defName(ref: string): string {
  const segments = ref.replace(/^#\/?/, '').split('/');
  const name =
    segments[0] === 'components' && segments[1] === 'schemas' && segments.length === 3
      ? (segments[2] as string)
      : segments.join('.');
  // Decode the pointer escapes, then escape for the `#/$defs/<name>` pointer we write.
  return name.replace(/~1/g, '/').replace(/~0/g, '~');
}

function defRef(name: string): string {
  return `${DEFS_PREFIX}${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

class RequestSchemaBuilder {
  readonly defs = new Map<string, JsonSchema>();

  constructor(
    private readonly spec: Json,
    private readonly options: SchemaOptions = { direction: 'request', annotations: false },
  ) {}

  /** The schema a local `$ref` points to (an object, or a boolean schema). */
  private resolve(ref: string): JsonSchema {
    try {
      return resolveRef(this.spec, ref).value;
    } catch {
      // resolveRef wants objects; a boolean schema is valid JSON Schema too.
      let node: unknown = this.spec;
      for (const s of pointerSegments(ref.replace(/^#/, '')))
        node = Array.isArray(node) ? node[Number(s)] : isObject(node) ? node[s] : undefined;
      return typeof node === 'boolean' ? node : true;
    }
  }

  /** The schema a `$ref` points to, following chains of refs. */
  private target(schema: Json, depth = 0): Json {
    if (typeof schema.$ref !== 'string' || depth > 20) return schema;
    const next = this.resolve(schema.$ref);
    return typeof next === 'boolean' ? {} : this.target(next, depth + 1);
  }

  private reference(ref: string): string {
    const name = defName(ref);
    if (!this.defs.has(name)) {
      // Placeholder first: a schema that refers to itself finds its name taken.
      this.defs.set(name, true);
      this.defs.set(name, this.convert(this.resolve(ref)));
    }
    return defRef(name);
  }

  convert(schema: unknown): JsonSchema {
    if (typeof schema === 'boolean') return schema;
    if (!isObject(schema)) return true;
    const out: Json = {};
    if (typeof schema.$ref === 'string') out.$ref = this.reference(schema.$ref);
    for (const key of VALUE_KEYWORDS) if (schema[key] !== undefined) out[key] = schema[key];
    if (this.options.annotations) {
      for (const key of ANNOTATION_KEYWORDS) if (schema[key] !== undefined) out[key] = schema[key];
      // OpenAPI's single `example` is JSON Schema's `examples`.
      if (schema.example !== undefined && out.examples === undefined)
        out.examples = [schema.example];
    }
    // OpenAPI 3.0: `exclusiveMinimum: true` qualifies `minimum`.
    for (const [exclusive, bound] of [
      ['exclusiveMinimum', 'minimum'],
      ['exclusiveMaximum', 'maximum'],
    ] as const) {
      if (typeof out[exclusive] !== 'boolean') continue;
      if (out[exclusive] === true && typeof out[bound] === 'number') {
        out[exclusive] = out[bound];
        delete out[bound];
      } else delete out[exclusive];
    }
    // An integer the spec leaves unbounded is bounded by what a JSON number carries exactly
    // (2^53 - 1, as every JavaScript client reads it): `amount: 1e308` passed as an integer
    // and the simulator answered a fee of null.
    const types = Array.isArray(out.type) ? out.type : [out.type];
    if (types.includes('integer')) {
      if (out.maximum === undefined && out.exclusiveMaximum === undefined)
        out.maximum = Number.MAX_SAFE_INTEGER;
      if (out.minimum === undefined && out.exclusiveMinimum === undefined)
        out.minimum = Number.MIN_SAFE_INTEGER;
    }
    if (schema.nullable === true) {
      if (typeof out.type === 'string') out.type = [out.type, 'null'];
      else if (Array.isArray(out.type) && !out.type.includes('null'))
        out.type = [...out.type, 'null'];
      if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    }
    for (const key of SCHEMA_KEYWORDS) {
      if (schema[key] !== undefined) out[key] = this.convert(schema[key]);
    }
    for (const key of SCHEMA_LIST_KEYWORDS) {
      const list = schema[key];
      if (Array.isArray(list)) out[key] = list.map((s) => this.convert(s));
    }
    const leftOut = new Set<string>();
    const omitted = this.options.direction === 'request' ? 'readOnly' : 'writeOnly';
    for (const key of SCHEMA_MAP_KEYWORDS) {
      const map = schema[key];
      if (!isObject(map)) continue;
      const converted: Json = {};
      for (const [name, value] of Object.entries(map)) {
        if (key === 'properties' && isObject(value) && this.target(value)[omitted] === true) {
          leftOut.add(name);
          continue;
        }
        converted[name] = this.convert(value);
      }
      out[key] = converted;
    }
    if (Array.isArray(schema.required)) {
      out.required = schema.required.filter((name) => !leftOut.has(String(name)));
    }
    if (isObject(schema.discriminator) && typeof schema.discriminator.propertyName === 'string') {
      const mapping = isObject(schema.discriminator.mapping) ? schema.discriminator.mapping : {};
      out.discriminator = {
        propertyName: schema.discriminator.propertyName,
        mapping: Object.fromEntries(
          Object.entries(mapping)
            .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
            .map(([value, ref]) => [
              value,
              ref.startsWith('#')
                ? this.reference(ref)
                : this.reference(`#/components/schemas/${ref}`),
            ]),
        ),
      };
    }
    return out;
  }
}

/** The validation schema of `schema` (a spec schema, `$ref`s allowed), `$defs` included. */
export function requestSchema(spec: Json, schema: unknown): JsonSchema {
  return jsonSchemaOf(spec, schema, { direction: 'request', annotations: false });
}

/** The documentation schema (descriptions, examples kept) of a request or response schema. */
export function documentedSchema(
  spec: Json,
  schema: unknown,
  direction: SchemaOptions['direction'],
): JsonSchema {
  return jsonSchemaOf(spec, schema, { direction, annotations: true });
}

function jsonSchemaOf(spec: Json, schema: unknown, options: SchemaOptions): JsonSchema {
  const builder = new RequestSchemaBuilder(spec, options);
  const root = builder.convert(schema);
  if (builder.defs.size === 0) return root;
  // A boolean root cannot carry $defs; `true` is `{}` and `false` is `{ not: {} }`.
  const object: Json = root === true ? {} : root === false ? { not: {} } : root;
  return { ...object, $defs: Object.fromEntries(builder.defs) };
}
