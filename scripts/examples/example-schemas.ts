/**
 * Validates an example (a JSON value) against a schema of the spec, with the
 * spec's objects closed: a property the schema does not declare is an error
 * (`unevaluatedProperties: false`), because a field that drifted from the
 * contract is exactly what the examples check must catch. OpenAPI 3.1 schemas
 * are JSON Schema 2020-12, so @cfworker/json-schema validates them as they are;
 * `discriminator` picks the `oneOf` alternative so errors name only that one.
 */
import { type OutputUnit, Validator } from '@cfworker/json-schema';
import { resolveRef } from '../api/resolve-ref';
import { isObject, type Json } from '../api/spec-walk';

export interface SchemaProblem {
  /** JSON pointer into the example (`/data/status`). */
  instancePath: string;
  /** JSON pointer into the schema (`#/components/schemas/Transaction/properties/status`). */
  schemaPath: string;
  reason: string;
}

/** Keywords whose failure only repeats the failures of their subschemas. */
const WRAPPER_KEYWORDS = new Set([
  'allOf',
  'anyOf',
  'oneOf',
  '$ref',
  'properties',
  'items',
  'prefixItems',
  'additionalProperties',
  'patternProperties',
  'dependentSchemas',
  'if',
  'then',
  'else',
]);

function close(node: unknown, isAllOfMember: boolean, allOfMemberRefs: Set<string>): unknown {
  if (Array.isArray(node)) return node.map((n) => close(n, false, allOfMemberRefs));
  if (!isObject(node)) return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'allOf' && Array.isArray(value)) {
      out[key] = value.map((member) => close(member, true, allOfMemberRefs));
    } else if (key === 'properties' && isObject(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, s]) => [name, close(s, false, allOfMemberRefs)]),
      );
    } else if (key === 'example' || key === 'examples' || key === 'discriminator') {
      out[key] = value;
    } else {
      out[key] = close(value, false, allOfMemberRefs);
    }
  }
  const composes = ['allOf', 'oneOf', 'anyOf'].some((k) => Array.isArray(node[k]));
  const declares = isObject(node.properties);
  const open = node.additionalProperties !== undefined || node.unevaluatedProperties !== undefined;
  if ((composes || declares) && !open && !isAllOfMember) out.unevaluatedProperties = false;
  return out;
}

/** The spec's component schemas, closed, plus a validator factory. */
export class ExampleSchemas {
  private readonly components: Json;

  constructor(private readonly spec: Json) {
    const schemas =
      isObject(spec.components) && isObject(spec.components.schemas) ? spec.components.schemas : {};
    // Component schemas used as `allOf` members stay open: their siblings add properties.
    const allOfMemberRefs = new Set<string>();
    const collect = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(collect);
      else if (isObject(node)) {
        if (Array.isArray(node.allOf)) {
          for (const member of node.allOf) {
            if (isObject(member) && typeof member.$ref === 'string')
              allOfMemberRefs.add(member.$ref);
          }
        }
        Object.values(node).forEach(collect);
      }
    };
    collect(spec);
    const closed: Json = {};
    for (const [name, schema] of Object.entries(schemas)) {
      closed[name] = close(
        schema,
        allOfMemberRefs.has(`#/components/schemas/${name}`),
        allOfMemberRefs,
      );
    }
    this.components = { schemas: closed };
  }

  /** The schema at `schema`, or, for a `oneOf` with a discriminator, the alternative `value` names. */
  private pick(schema: Json, value: unknown): { schema: Json; path: string | null } {
    let target = schema;
    let path: string | null = null;
    if (typeof target.$ref === 'string') {
      path = target.$ref;
      target = resolveRef(this.spec, target.$ref).value;
    }
    const discriminator = target.discriminator;
    if (isObject(discriminator) && isObject(value) && isObject(discriminator.mapping)) {
      const chosen = discriminator.mapping[String(value[String(discriminator.propertyName)])];
      if (typeof chosen === 'string') return { schema: { $ref: chosen }, path: chosen };
    }
    return { schema, path };
  }

  /** Problems of `value` against `schema` (a spec schema, `$ref`s allowed); empty when valid. */
  validate(schema: Json, value: unknown): SchemaProblem[] {
    const picked = this.pick(schema, value);
    const root = {
      ...(close(picked.schema, false, new Set()) as Json),
      components: this.components,
    };
    const validator = new Validator(root as never, '2020-12', false);
    const result = validator.validate(value);
    if (result.valid) return [];
    // A property that fails its own schema counts as "unevaluated" too, and so do the
    // siblings of a failed `allOf` member: report the real failure, not those echoes.
    const leaves = result.errors.filter(
      (e: OutputUnit) => !WRAPPER_KEYWORDS.has(e.keyword) && e.error !== 'False boolean schema.',
    );
    const real = leaves.filter((e) => e.keyword !== 'unevaluatedProperties');
    const echoes = (e: OutputUnit): boolean => {
      const property = /^Property "(.*)" does not match/.exec(e.error)?.[1];
      const at = property === undefined ? e.instanceLocation : `${e.instanceLocation}/${property}`;
      return leaves.some(
        (other) => other !== e && `${other.instanceLocation}/`.startsWith(`${at}/`),
      );
    };
    const units = leaves.filter(
      (e) =>
        e.keyword !== 'unevaluatedProperties' ||
        (!echoes(e) &&
          !real.some((r) => `${r.instanceLocation}/`.startsWith(`${e.instanceLocation}/`))),
    );
    if (units.length === 0 && result.errors[0]) units.push(result.errors[0]);
    const seen = new Set<string>();
    const problems: SchemaProblem[] = [];
    for (const unit of units) {
      // An undeclared property is reported at the property, not at its object.
      const extra =
        unit.keyword === 'unevaluatedProperties'
          ? /^Property "(.*)" does not match/.exec(unit.error)?.[1]
          : undefined;
      const at = unit.instanceLocation.replace(/^#/, '');
      const instancePath =
        extra === undefined ? at : `${at}/${extra.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      const schemaPath = picked.path
        ? `${picked.path}${unit.keywordLocation.replace(/^#\/\$ref/, '')}`
        : unit.keywordLocation;
      const key = `${instancePath} ${unit.error}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const reason = extra === undefined ? unit.error : `property "${extra}" is not in the schema`;
      problems.push({ instancePath: instancePath || '/', schemaPath, reason });
    }
    return problems;
  }
}
