/** Dotted paths in JSON resources (`pix.end_to_end_id`, `refunds.0`), and `^` for the parent. */
import type { Json } from './types';

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether the path's last key exists (its parents being objects or arrays). */
export function hasPath(value: unknown, path: string): boolean {
  const keys = path.split('.');
  let current = value;
  for (const [i, key] of keys.entries()) {
    if (Array.isArray(current)) {
      if (!/^\d+$/.test(key) || Number(key) >= current.length) return false;
      current = current[Number(key)];
    } else if (isObject(current)) {
      if (!(key in current)) return false;
      current = current[key];
    } else return false;
    if (i === keys.length - 1) return true;
  }
  return false;
}

export function getPath(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (Array.isArray(current)) current = /^\d+$/.test(key) ? current[Number(key)] : undefined;
    else if (isObject(current)) current = current[key];
    else return undefined;
  }
  return current;
}

/** Sets the value at a path whose parent exists, in place (the engine works on copies). */
export function setPath(value: unknown, path: string, next: unknown): void {
  const keys = path.split('.');
  const last = keys.at(-1) as string;
  const holder = keys.length === 1 ? value : getPath(value, keys.slice(0, -1).join('.'));
  if (Array.isArray(holder) && /^\d+$/.test(last)) holder[Number(last)] = next;
  else if (isObject(holder)) holder[last] = next;
}

/** A copy of `value` with `path` set, creating the objects on the way (a scenario's `set`). */
export function withPath<T>(value: T, path: string, next: unknown): T {
  const copy = structuredClone(value) as Json;
  const keys = path.split('.');
  let current: Json = copy;
  for (const key of keys.slice(0, -1)) {
    const child = current[key];
    if (!isObject(child)) current[key] = {};
    current = current[key] as Json;
  }
  current[keys[keys.length - 1] as string] = next;
  return copy as T;
}

/** Resolves a rule path: `^x` reads the parent, anything else the resource itself. */
export function readField(resource: unknown, parent: unknown, path: string): unknown {
  return path.startsWith('^') ? getPath(parent, path.slice(1)) : getPath(resource, path);
}

/** The key of the path exists and its parent is an object (a card has no `pix.*`). */
export function pathApplies(resource: unknown, path: string): boolean {
  const parent = parentOf(resource, path);
  return parent !== undefined && (path.split('.').at(-1) as string) in parent;
}

/** The object that holds the path's last key, if there is one (a card's `pix` is null: none). */
export function parentOf(resource: unknown, path: string): Json | undefined {
  const keys = path.split('.');
  const parent = keys.length === 1 ? resource : getPath(resource, keys.slice(0, -1).join('.'));
  return isObject(parent) ? parent : undefined;
}
