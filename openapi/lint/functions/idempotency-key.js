import { isObject, operations, resolve } from './contract-walk.js';

/**
 * House rule: every write operation (`options.methods`) takes the
 * `options.header` header, so a retry never moves money twice. Exceptions are
 * listed in the ruleset (`options.except`: "METHOD /path" -> reason); an
 * exception that names no write operation is reported too, so none outlives
 * its operation.
 */
export default function idempotencyKey(document, options) {
  const results = [];
  const except = options.except ?? {};
  const header = options.header.toLowerCase();
  const writes = operations(document).filter(
    (op) => op.section === 'paths' && options.methods.includes(op.method),
  );
  for (const op of writes) {
    if (Object.hasOwn(except, op.label)) continue;
    const parameters = [
      ...(Array.isArray(op.item.parameters) ? op.item.parameters : []),
      ...(Array.isArray(op.operation.parameters) ? op.operation.parameters : []),
    ].map((p) => resolve(document, p, []).node);
    const takesKey = parameters.some(
      (p) => isObject(p) && p.in === 'header' && String(p.name).toLowerCase() === header,
    );
    if (!takesKey)
      results.push({
        message: `${op.label} changes state but takes no ${options.header} header (or list it under except with the reason)`,
        path: op.path,
      });
  }
  const labels = new Set(writes.map((op) => op.label));
  for (const label of Object.keys(except)) {
    if (!labels.has(label))
      results.push({
        message: `the exception "${label}" names no write operation: remove it`,
        path: [],
      });
  }
  return results;
}
