/**
 * An example value for a schema that has none in the spec, built from the
 * examples, defaults and enums of its parts, so every body shows some JSON.
 */
import { resolveRef } from './resolve-ref';
import { isObject, type Json } from './spec-walk';

const PLACEHOLDER: Record<string, unknown> = {
  string: 'string',
  integer: 0,
  number: 0,
  boolean: true,
  null: null,
};

export function exampleFromSchema(spec: Json, schema: unknown, depth = 0): unknown {
  if (!isObject(schema) || depth > 8) return undefined;
  if (typeof schema.$ref === 'string') {
    try {
      return exampleFromSchema(spec, resolveRef(spec, schema.$ref).value, depth + 1);
    } catch {
      return undefined;
    }
  }
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.length > 0)
      return exampleFromSchema(spec, options[0], depth + 1);
  }
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map((p) => exampleFromSchema(spec, p, depth + 1));
    if (parts.every((p) => isObject(p) || p === undefined))
      return Object.assign({}, ...parts.filter(isObject));
    return parts.find((p) => p !== undefined);
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type =
    types.find((t) => t !== 'null') ?? (isObject(schema.properties) ? 'object' : undefined);
  if (type === 'object' || isObject(schema.properties)) {
    const out: Json = {};
    if (isObject(schema.properties)) {
      for (const [name, value] of Object.entries(schema.properties)) {
        const example = exampleFromSchema(spec, value, depth + 1);
        if (example !== undefined) out[name] = example;
      }
    }
    return out;
  }
  if (type === 'array') {
    const item = exampleFromSchema(spec, schema.items, depth + 1);
    return item === undefined ? [] : [item];
  }
  if (typeof type === 'string' && type in PLACEHOLDER) {
    if (type === 'string' && schema.format === 'date-time') return '2026-01-01T00:00:00Z';
    return PLACEHOLDER[type];
  }
  return undefined;
}
