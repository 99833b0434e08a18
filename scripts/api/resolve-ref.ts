/**
 * Local `$ref` lookup that keeps the name of what it points to, so the
 * reference can show `Transaction` or name `oneOf` alternatives. (The spec was
 * already validated, including its references, by @scalar/openapi-parser;
 * its own dereference drops the names.)
 */
import { isObject, type Json } from './spec-walk';
import { pointerSegments } from './yaml-source';

export interface Resolved {
  value: Json;
  /** The component name for `#/components/<kind>/<Name>` refs. */
  name?: string;
}

export function resolveRef(spec: Json, ref: string): Resolved {
  if (!ref.startsWith('#')) throw new Error(`external $ref "${ref}" is not supported`);
  const segments = pointerSegments(ref.slice(1));
  let node: unknown = spec;
  for (const s of segments) {
    node = Array.isArray(node) ? node[Number(s)] : isObject(node) ? node[s] : undefined;
    if (node === undefined) throw new Error(`$ref "${ref}" points to nothing`);
  }
  if (!isObject(node)) throw new Error(`$ref "${ref}" does not point to an object`);
  const name = segments[0] === 'components' && segments.length === 3 ? segments[2] : undefined;
  return { value: node, name };
}

/** Follows `$ref` chains (not schemas: parameters, responses, examples...). */
export function deref(spec: Json, value: unknown, depth = 0): Json {
  if (!isObject(value)) return {};
  if (typeof value.$ref !== 'string' || depth > 20) return value;
  const { $ref, ...siblings } = value;
  const target = deref(spec, resolveRef(spec, $ref).value, depth + 1);
  // OpenAPI 3.1 lets `summary` and `description` next to a $ref override the target's.
  return { ...target, ...siblings };
}
