/**
 * Applies an OpenAPI Overlay 1.0.0 document (https://spec.openapis.org/overlay/v1.0.0):
 * each action's JSONPath `target` selects nodes; `update` is merged into them
 * (objects recursively, other values replaced) or `remove: true` deletes them.
 * JSONPath is evaluated by jsonpath-plus; the merge is a few lines, kept here
 * because no maintained Node 20 library applies overlays without pulling in a
 * whole CLI. Every key an action writes is recorded, so the generator can tell
 * which texts of the spec have a translation.
 */
import { JSONPath } from 'jsonpath-plus';
import { SpecError, type SpecProblem } from './spec-error';
import { pointerSegments, toPointer, type YamlSource } from './yaml-source';

type Json = Record<string, unknown>;

export interface OverlayResult {
  spec: Json;
  /** JSON pointers of every value an `update` wrote. */
  written: Set<string>;
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function merge(target: Json, update: Json, pointer: string, written: Set<string>): void {
  for (const [key, value] of Object.entries(update)) {
    const childPointer = `${pointer}${toPointer([key])}`;
    if (isObject(value) && isObject(target[key])) {
      merge(target[key] as Json, value, childPointer, written);
    } else {
      target[key] = structuredClone(value);
      written.add(childPointer);
    }
  }
}

export function applyOverlay(spec: Json, overlay: YamlSource): OverlayResult {
  const doc = overlay.data;
  const problems: SpecProblem[] = [];
  const fail = (pointer: string, reason: string) =>
    problems.push({ file: overlay.file, location: overlay.locate(pointer), reason });

  if (!isObject(doc) || typeof doc.overlay !== 'string' || !doc.overlay.startsWith('1.')) {
    fail('/overlay', 'not an OpenAPI Overlay 1.x document (missing "overlay: 1.0.0")');
    throw new SpecError(problems);
  }
  if (!Array.isArray(doc.actions)) {
    fail('/actions', '"actions" must be a list');
    throw new SpecError(problems);
  }
  // Work on a copy whose shared (YAML alias) parts are separate objects, so an
  // update lands exactly where its target points.
  const out = JSON.parse(JSON.stringify(spec)) as Json;
  const written = new Set<string>();
  doc.actions.forEach((action: unknown, index: number) => {
    const at = `/actions/${index}`;
    if (!isObject(action) || typeof action.target !== 'string') {
      fail(at, 'an action needs a "target" JSONPath');
      return;
    }
    if (action.update === undefined && action.remove !== true) {
      fail(at, 'an action needs "update" or "remove: true"');
      return;
    }
    let pointers: string[];
    try {
      pointers = JSONPath({
        path: action.target,
        json: out,
        resultType: 'pointer',
        wrap: true,
      }) as string[];
    } catch (error) {
      fail(`${at}/target`, `invalid JSONPath: ${(error as Error).message}`);
      return;
    }
    if (pointers.length === 0) {
      fail(`${at}/target`, `target ${action.target} matches nothing in the spec`);
      return;
    }
    for (const pointer of pointers) {
      const segments = pointerSegments(pointer);
      let parent: unknown = out;
      for (const s of segments.slice(0, -1)) parent = (parent as Json)[s];
      const key = segments.at(-1);
      const node = key === undefined ? out : (parent as Json)[key];
      if (action.remove === true) {
        if (Array.isArray(parent)) parent.splice(Number(key), 1);
        else if (key !== undefined) delete (parent as Json)[key];
        continue;
      }
      if (isObject(node) && isObject(action.update)) merge(node, action.update, pointer, written);
      else if (Array.isArray(node)) {
        node.push(structuredClone(action.update));
        written.add(`${pointer}/${node.length - 1}`);
      } else if (key !== undefined) {
        (parent as Json)[key] = structuredClone(action.update);
        written.add(pointer);
      }
    }
  });
  if (problems.length > 0) throw new SpecError(problems);
  return { spec: out, written };
}
