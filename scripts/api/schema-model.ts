/**
 * Turns a JSON Schema of the spec into the `SchemaNode` tree the schema viewer
 * renders: `$ref`s resolved (keeping names), `allOf` merged into one object,
 * `oneOf`/`anyOf` as named alternatives (discriminator values first), nullable
 * from `type: [x, "null"]`, constraints listed. Recursion is cut where a schema
 * repeats one of its ancestors.
 */
import type { Lang } from '../../config/locales';
import type { SchemaConstraint, SchemaNode } from '../../shared/api/page-model';
import { markdownToHtml } from './markdown-to-html';
import { resolveRef } from './resolve-ref';
import { isObject, type Json } from './spec-walk';

const MAX_DEPTH = 24;

const CONSTRAINT_KEYS: SchemaConstraint['kind'][] = [
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'const',
];

export interface SchemaContext {
  spec: Json;
  lang: Lang;
}

const json = (value: unknown) => JSON.stringify(value);

/** Resolves a `$ref` schema (keeping its name) and merges `allOf` into one raw schema. */
function flatten(
  ctx: SchemaContext,
  schema: Json,
  stack: readonly string[],
): { raw: Json; name?: string; composedOf?: string[]; circular?: string } {
  let raw = schema;
  let name: string | undefined;
  if (typeof raw.$ref === 'string') {
    const { $ref, ...siblings } = raw;
    const target = resolveRef(ctx.spec, $ref);
    name = target.name;
    if (name && stack.includes(name)) return { raw: {}, name, circular: name };
    const inner = flatten(ctx, target.value, name ? [...stack, name] : stack);
    if (inner.circular) return inner;
    raw = { ...inner.raw, ...siblings };
    name = name ?? inner.name;
    if (inner.composedOf) return { raw, name, composedOf: inner.composedOf };
  }
  if (Array.isArray(raw.allOf)) {
    const { allOf, ...own } = raw;
    const parts = (allOf as unknown[]).filter(isObject).map((part) => flatten(ctx, part, stack));
    const circular = parts.find((p) => p.circular);
    if (circular) return circular;
    const merged: Json = {};
    const properties: Json = {};
    const required = new Set<string>();
    for (const part of [...parts.map((p) => p.raw), own]) {
      for (const [key, value] of Object.entries(part)) {
        if (key === 'properties' && isObject(value)) Object.assign(properties, value);
        else if (key === 'required' && Array.isArray(value))
          for (const r of value) required.add(String(r));
        else if (key === 'description' && part !== own && merged.description !== undefined)
          continue;
        else merged[key] = value;
      }
    }
    if (Object.keys(properties).length > 0) merged.properties = properties;
    if (required.size > 0) merged.required = [...required];
    if (!merged.type && merged.properties) merged.type = 'object';
    const composedOf = parts
      .map((p) => p.name ?? (typeof p.raw.title === 'string' ? p.raw.title : ''))
      .filter(Boolean);
    return {
      raw: merged,
      name: name ?? (typeof own.title === 'string' ? own.title : undefined),
      composedOf,
    };
  }
  return { raw, name: name ?? (typeof raw.title === 'string' ? raw.title : undefined) };
}

function variantLabel(
  ctx: SchemaContext,
  option: unknown,
  discriminator: Json | undefined,
  index: number,
): string {
  if (!isObject(option)) return '';
  const mapping = isObject(discriminator?.mapping)
    ? (discriminator.mapping as Record<string, unknown>)
    : {};
  if (typeof option.$ref === 'string') {
    const mapped = Object.entries(mapping).find(([, ref]) => ref === option.$ref)?.[0];
    if (mapped) return mapped;
  }
  const property =
    typeof discriminator?.propertyName === 'string' ? discriminator.propertyName : undefined;
  if (property) {
    try {
      const flat = flatten(ctx, option, []).raw;
      const prop = isObject(flat.properties) ? flat.properties[property] : undefined;
      if (isObject(prop) && prop.const !== undefined) return String(prop.const);
      if (isObject(prop) && Array.isArray(prop.enum) && prop.enum.length === 1)
        return String(prop.enum[0]);
    } catch {
      // An unresolvable option is reported by validation; fall back to its name.
    }
  }
  if (typeof option.title === 'string') return option.title;
  if (typeof option.$ref === 'string') return option.$ref.split('/').at(-1) ?? '';
  return index >= 0 ? '' : '';
}

export function buildSchema(
  ctx: SchemaContext,
  schema: unknown,
  stack: readonly string[] = [],
): SchemaNode {
  const base: SchemaNode = { types: [] };
  if (!isObject(schema) || stack.length > MAX_DEPTH) return base;
  const flat = flatten(ctx, schema, stack);
  if (flat.circular) return { ...base, name: flat.circular, circular: flat.circular };
  const raw = flat.raw;
  const childStack = flat.name ? [...stack, flat.name] : [...stack, ''];

  const declared = Array.isArray(raw.type)
    ? raw.type.map(String)
    : typeof raw.type === 'string'
      ? [raw.type]
      : [];
  const enumValues = Array.isArray(raw.enum) ? raw.enum : undefined;
  const node: SchemaNode = { types: declared.filter((t) => t !== 'null') };
  // Flags are only written when set: the page data stays small.
  if (declared.includes('null') || raw.nullable === true || enumValues?.includes(null))
    node.nullable = true;
  if (raw.readOnly === true) node.readOnly = true;
  if (raw.writeOnly === true) node.writeOnly = true;
  if (raw.deprecated === true) node.deprecated = true;
  if (flat.name) node.name = flat.name;
  if (flat.composedOf && flat.composedOf.length > 0) node.composedOf = flat.composedOf;
  if (typeof raw.format === 'string') node.format = raw.format;
  if (typeof raw.description === 'string' && raw.description.trim()) {
    node.descriptionHtml = markdownToHtml(raw.description, { lang: ctx.lang });
  }
  if (enumValues) node.enum = enumValues.filter((v) => v !== null).map(json);
  if (raw.default !== undefined) node.default = json(raw.default);
  const example =
    raw.example !== undefined
      ? raw.example
      : Array.isArray(raw.examples)
        ? raw.examples[0]
        : undefined;
  if (example !== undefined && !isObject(example) && !Array.isArray(example))
    node.example = json(example);
  const constraints: SchemaConstraint[] = [];
  for (const kind of CONSTRAINT_KEYS) {
    const value = raw[kind];
    if (value === undefined || value === false) continue;
    constraints.push({ kind, value: kind === 'pattern' ? String(value) : json(value) });
  }
  if (constraints.length > 0) node.constraints = constraints;
  if (node.types.length === 0 && raw.const !== undefined) {
    node.types = [typeof raw.const === 'number' ? 'number' : typeof raw.const];
  }

  if (isObject(raw.properties)) {
    const required = new Set(Array.isArray(raw.required) ? raw.required.map(String) : []);
    node.properties = Object.entries(raw.properties).map(([name, value]) => ({
      name,
      required: required.has(name),
      schema: buildSchema(ctx, value, childStack),
    }));
    if (node.types.length === 0) node.types = ['object'];
  }
  if (isObject(raw.additionalProperties)) {
    node.additionalProperties = buildSchema(ctx, raw.additionalProperties, childStack);
    if (node.types.length === 0) node.types = ['object'];
  }
  if (isObject(raw.items)) {
    node.items = buildSchema(ctx, raw.items, childStack);
    if (node.types.length === 0) node.types = ['array'];
  }
  for (const kind of ['oneOf', 'anyOf'] as const) {
    const options = raw[kind];
    if (!Array.isArray(options) || options.length === 0) continue;
    const discriminator = isObject(raw.discriminator) ? raw.discriminator : undefined;
    node.variants = {
      kind,
      ...(typeof discriminator?.propertyName === 'string'
        ? { discriminator: discriminator.propertyName }
        : {}),
      options: options.map((option, index) => ({
        label: variantLabel(ctx, option, discriminator, index),
        schema: buildSchema(ctx, option, childStack),
      })),
    };
    // `type: [x, null]` written as oneOf [x, {type: null}] reads better as nullable x.
    const nonNull = node.variants.options.filter(
      (o) => !(o.schema.types.length === 0 && o.schema.nullable && !o.schema.properties),
    );
    if (nonNull.length === 1 && options.length === 2 && nonNull[0]) {
      const only = nonNull[0].schema;
      delete node.variants;
      return {
        ...only,
        nullable: true,
        descriptionHtml: node.descriptionHtml ?? only.descriptionHtml,
      };
    }
    break;
  }
  return node;
}
