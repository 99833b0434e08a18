import { isObject, operations, resolve } from './contract-walk.js';

/**
 * House rule: every error response (4xx, 5xx) of an operation has a JSON body
 * whose schema is the shared error schema (`options.schema`, a `$ref`), so
 * clients parse every error one way.
 */
export default function errorSchema(document, options) {
  const results = [];
  const seen = new Set();
  for (const op of operations(document)) {
    if (op.section !== 'paths' || !isObject(op.operation.responses)) continue;
    for (const [status, raw] of Object.entries(op.operation.responses)) {
      if (!/^[45]/.test(status)) continue;
      const { node, path } = resolve(document, raw, [...op.path, 'responses', status]);
      const key = path.join('/');
      if (seen.has(key)) continue;
      seen.add(key);
      const media = isObject(node) && isObject(node.content) ? node.content : undefined;
      if (!media || !isObject(media['application/json'])) {
        results.push({
          message: `${op.label}: the ${status} response has no application/json body with ${options.schema}`,
          path,
        });
        continue;
      }
      for (const [type, body] of Object.entries(media)) {
        const ref = isObject(body) && isObject(body.schema) ? body.schema.$ref : undefined;
        if (ref !== options.schema)
          results.push({
            message: `${op.label}: the ${status} response (${type}) must use the shared error schema ${options.schema}`,
            path: [...path, 'content', type, 'schema'],
          });
      }
    }
  }
  return results;
}
