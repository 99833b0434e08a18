/** Walks the operations of an OpenAPI document (paths, and webhooks when asked). */
import type { HttpMethod } from '../../shared/api/page-model';

export const HTTP_METHODS: readonly HttpMethod[] = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
];

export type { Json } from '../../shared/api/json-schema';

import type { Json } from '../../shared/api/json-schema';

export interface OperationRef {
  /** `paths` or `webhooks`. */
  section: 'paths' | 'webhooks';
  /** The path (`/transactions/{id}`) or the webhook name (`transaction.paid`). */
  key: string;
  method: HttpMethod;
  operation: Json;
  pathItem: Json;
  /** JSON pointer of the operation object. */
  pointer: string;
}

function escapeSegment(s: string): string {
  return s.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function operationsOf(spec: Json, section: 'paths' | 'webhooks'): OperationRef[] {
  const items = spec[section];
  if (!isObject(items)) return [];
  const out: OperationRef[] = [];
  for (const [key, pathItem] of Object.entries(items)) {
    if (!isObject(pathItem)) continue;
    // Methods in the order the spec writes them (the sidebar follows the spec).
    for (const method of Object.keys(pathItem) as HttpMethod[]) {
      if (!HTTP_METHODS.includes(method)) continue;
      const operation = pathItem[method];
      if (!isObject(operation)) continue;
      out.push({
        section,
        key,
        method,
        operation,
        pathItem,
        pointer: `/${section}/${escapeSegment(key)}/${method}`,
      });
    }
  }
  return out;
}
