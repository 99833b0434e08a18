/**
 * `$ref` chains that never reach anything: `A: { $ref: B }`, `B: { $ref: A }`
 * (or a property pointing at itself). Such a schema has no content at all;
 * the validator accepts it, and following it would loop forever. A schema
 * that refers to itself through a property (`Node.next: { $ref: Node }`) is a
 * real recursive type and is not one of these.
 */
import { isObject, type Json } from './spec-walk';
import { pointerSegments, toPointer } from './yaml-source';

export interface RefCycle {
  /** JSON pointer of the `$ref` (in document order, the first one of the cycle) where it is reported. */
  pointer: string;
  /** The refs of the cycle in order, the first repeated at the end. */
  chain: string[];
}

function lookup(spec: Json, ref: string): unknown {
  let node: unknown = spec;
  for (const s of pointerSegments(ref.slice(1))) {
    node = Array.isArray(node) ? node[Number(s)] : isObject(node) ? node[s] : undefined;
    if (node === undefined) return undefined;
  }
  return node;
}

/** Every local `$ref` of the spec, in document order: [pointer of the $ref, its value]. */
function localRefs(spec: Json): [string, string][] {
  const out: [string, string][] = [];
  const visit = (node: unknown, path: (string | number)[]) => {
    if (Array.isArray(node)) {
      for (const [i, item] of node.entries()) visit(item, [...path, i]);
    } else if (isObject(node)) {
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string' && value.startsWith('#'))
          out.push([toPointer([...path, key]), value]);
        else visit(value, [...path, key]);
      }
    }
  };
  visit(spec, []);
  return out;
}

/** `#/components/schemas/A` -> the pointer of the `$ref` inside it. */
const refInside = (ref: string) => `${ref.slice(1)}/$ref`;

export function refCycles(spec: Json): RefCycle[] {
  const refs = localRefs(spec);
  const order = new Map(refs.map(([pointer], i) => [pointer, i]));
  const found = new Map<string, RefCycle>();
  for (const [, ref] of refs) {
    const chain = [ref];
    let target = lookup(spec, ref);
    while (isObject(target) && typeof target.$ref === 'string' && target.$ref.startsWith('#')) {
      const next = target.$ref;
      const seenAt = chain.indexOf(next);
      if (seenAt >= 0) {
        const members = chain.slice(seenAt);
        const key = [...members].sort().join(' ');
        if (found.has(key)) break;
        // Start the chain at the member written first in the file.
        const first = members.reduce((a, b) =>
          (order.get(refInside(a)) ?? Infinity) <= (order.get(refInside(b)) ?? Infinity) ? a : b,
        );
        const start = members.indexOf(first);
        const rotated = [...members.slice(start), ...members.slice(0, start)];
        found.set(key, { pointer: refInside(first), chain: [...rotated, first] });
        break;
      }
      chain.push(next);
      target = lookup(spec, next);
    }
  }
  return [...found.values()].sort(
    (a, b) => (order.get(a.pointer) ?? 0) - (order.get(b.pointer) ?? 0),
  );
}
