import { isObject, operations, resolve } from './contract-walk.js';

/**
 * House rule: money is an integer number of cents, and always comes with its
 * currency: the object holding an amount, or an object enclosing it, has a
 * `currency` property. Walks every request and response body schema (through
 * `$ref`, `allOf`/`oneOf`/`anyOf`, `items`), carrying whether a currency is in
 * scope. Money properties are named by `options.money` (exact names, or
 * `*_suffix` patterns); `options.except` lists schemas (component names) whose
 * amounts may go without a currency, each with its reason.
 */
function isMoneyName(name, patterns) {
  return patterns.some((p) => (p.startsWith('*') ? name.endsWith(p.slice(1)) : name === p));
}

function isInteger(schema) {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('integer') && types.every((t) => t === 'integer' || t === 'null');
}

export default function moneyInCents(document, options) {
  const results = [];
  const reported = new Set();
  const except = options.except ?? {};
  const visited = new Set();
  const report = (path, message) => {
    const key = path.join('/');
    if (reported.has(key)) return;
    reported.add(key);
    results.push({ message, path });
  };

  const members = (schema, path) =>
    ['allOf', 'oneOf', 'anyOf'].flatMap((k) =>
      Array.isArray(schema[k])
        ? schema[k].map((m, i) => resolve(document, m, [...path, k, i]))
        : [],
    );
  const ownsCurrency = (schema, path) =>
    (isObject(schema.properties) && 'currency' in schema.properties) ||
    (Array.isArray(schema.allOf) &&
      members(schema, path).some((m) => isObject(m.node) && ownsCurrency(m.node, m.path)));

  const walk = (raw, rawPath, currencyInScope, holder) => {
    const { node: schema, path } = resolve(document, raw, rawPath);
    if (!isObject(schema)) return;
    const name = path[0] === 'components' && path[1] === 'schemas' ? path[2] : holder;
    const key = `${path.join('/')}|${currencyInScope}`;
    if (visited.has(key)) return;
    visited.add(key);
    const inScope = currencyInScope || ownsCurrency(schema, path);
    if (isObject(schema.properties)) {
      for (const [prop, value] of Object.entries(schema.properties)) {
        const at = [...path, 'properties', prop];
        if (isMoneyName(prop, options.money)) {
          const target = resolve(document, value, at);
          if (isObject(target.node) && !isInteger(target.node))
            report(target.path, `"${prop}" is money: it must be an integer number of cents`);
          if (!inScope && !Object.hasOwn(except, name))
            report(
              at,
              `"${prop}" is money without a currency: add "currency" to ${name ?? 'this object'} or to an object enclosing it`,
            );
        }
        walk(value, at, inScope, name);
      }
    }
    if (schema.items !== undefined) walk(schema.items, [...path, 'items'], inScope, name);
    for (const k of ['allOf', 'oneOf', 'anyOf'])
      if (Array.isArray(schema[k]))
        for (const [i, m] of schema[k].entries()) walk(m, [...path, k, i], inScope, name);
  };

  for (const op of operations(document)) {
    const bodies = [];
    if (op.operation.requestBody !== undefined)
      bodies.push(resolve(document, op.operation.requestBody, [...op.path, 'requestBody']));
    if (isObject(op.operation.responses))
      for (const [status, r] of Object.entries(op.operation.responses))
        bodies.push(resolve(document, r, [...op.path, 'responses', status]));
    for (const body of bodies) {
      if (!isObject(body.node) || !isObject(body.node.content)) continue;
      for (const [type, media] of Object.entries(body.node.content))
        if (isObject(media) && media.schema !== undefined)
          walk(media.schema, [...body.path, 'content', type, 'schema'], false, undefined);
    }
  }
  const schemas =
    isObject(document.components) && isObject(document.components.schemas)
      ? document.components.schemas
      : {};
  for (const name of Object.keys(except))
    if (!Object.hasOwn(schemas, name))
      results.push({ message: `the exception "${name}" names no schema: remove it`, path: [] });
  return results;
}
