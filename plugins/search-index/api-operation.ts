/**
 * The API operation a page documents, read from its frontmatter so the index
 * can match method, path, operationId, summary and parameter names:
 *
 * ```yaml
 * api:
 *   method: POST
 *   path: /transactions/{id}/refund
 *   operationId: UserTransactionController_refundTransaction
 *   summary: Refund a transaction
 *   parameters: [id, amount, reason]   # names; objects with `name` work too
 * ```
 *
 * The API reference generator writes this key; a malformed one fails the
 * build naming the file and the field.
 */
import type { Frontmatter } from './read-frontmatter';

export interface ApiOperation {
  method: string;
  path: string;
  operationId: string;
  summary: string;
  parameters: string[];
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

export function readApiOperation(frontmatter: Frontmatter, file: string): ApiOperation | null {
  const api = frontmatter.api;
  if (api === undefined || api === null) return null;
  const fail = (field: string, reason: string): never => {
    throw new Error(`${file}: frontmatter "api${field}" ${reason}`);
  };
  if (typeof api !== 'object' || Array.isArray(api)) fail('', 'must be a mapping');
  const value = api as Record<string, unknown>;
  const text = (field: string, required: boolean): string => {
    const v = value[field];
    if (v === undefined || v === null) return required ? fail(`.${field}`, 'is required') : '';
    if (typeof v !== 'string') return fail(`.${field}`, `must be a string (got ${typeof v})`);
    return v.trim();
  };
  const method = text('method', true).toUpperCase();
  if (!METHODS.includes(method))
    fail('.method', `must be one of ${METHODS.join(', ')} (got "${method}")`);
  const path = text('path', true);
  if (!path.startsWith('/')) fail('.path', `must start with "/" (got "${path}")`);
  const rawParameters = value.parameters ?? [];
  if (!Array.isArray(rawParameters)) fail('.parameters', 'must be a list of names');
  const parameters = (rawParameters as unknown[]).map((p, i) => {
    if (typeof p === 'string') return p;
    if (p && typeof p === 'object' && typeof (p as { name?: unknown }).name === 'string') {
      return (p as { name: string }).name;
    }
    return fail(`.parameters[${i}]`, 'must be a name or an object with a "name"');
  });
  return {
    method,
    path,
    operationId: text('operationId', false),
    summary: text('summary', false),
    parameters,
  };
}
