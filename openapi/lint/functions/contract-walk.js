/**
 * What the house rules share: local `$ref` lookup and the list of operations
 * (paths and webhooks) of an unresolved OpenAPI document. The rules run on the
 * unresolved document so that a problem points at the line that defines it
 * (a shared component, not each place that uses it).
 */

export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function unescapePointer(segment) {
  return decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Follows local `$ref`s; returns the node and its path in the document. */
export function resolve(document, node, path) {
  let current = node;
  let at = path;
  for (
    let depth = 0;
    depth < 20 && isObject(current) && typeof current.$ref === 'string';
    depth++
  ) {
    if (!current.$ref.startsWith('#/')) return { node: undefined, path: at };
    at = current.$ref.slice(2).split('/').map(unescapePointer);
    current = at.reduce(
      (n, key) => (isObject(n) || Array.isArray(n) ? n[key] : undefined),
      document,
    );
  }
  return { node: current, path: at };
}

/** Every operation: `{ label: "POST /transactions" | "webhook transaction.paid", method, operation, path }`. */
export function operations(document) {
  const found = [];
  for (const section of ['paths', 'webhooks']) {
    const items = document[section];
    if (!isObject(items)) continue;
    for (const [name, item] of Object.entries(items)) {
      if (!isObject(item)) continue;
      for (const method of METHODS) {
        const operation = item[method];
        if (!isObject(operation)) continue;
        const label = section === 'paths' ? `${method.toUpperCase()} ${name}` : `webhook ${name}`;
        found.push({ section, label, method, item, operation, path: [section, name, method] });
      }
    }
  }
  return found;
}
