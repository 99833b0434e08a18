/**
 * The anchor of every field of the API reference: its place in the request or
 * response, then its path, dot-separated (`body.customer.document`,
 * `response-201.pix.qr_code`, `header.Idempotency-Key`,
 * `response-201.header.RateLimit-Remaining`, on a webhook guide
 * `transaction.payload.data.status`). Array items add no segment
 * (`body.items.sku`); `oneOf`/`anyOf` alternatives add none either, so the
 * same field keeps its anchor in every alternative.
 *
 * Shared by the schema viewer (ids and copy-link), the search index (one
 * entry per field) and the link check (anchors of alternatives not shown).
 */
import type { ApiParameter, SchemaNode } from './page-model';

/** The part of the page a field belongs to. */
export function requestBodyAnchor(): string {
  return 'body';
}

export function responseAnchor(status: string): string {
  return `response-${status}`;
}

export function parameterAnchor(location: ApiParameter['in'], base?: string): string {
  return base ? `${base}.${location}` : location;
}

/**
 * Where the fields of a webhook event family live on its guide: payload fields
 * under `transaction.payload` (`transaction.payload.data.status`), delivery
 * headers under `transaction.header` (`transaction.header.webhook-id`). Per
 * family, because one guide may show two families (receivables and
 * anticipations) and an anchor must open one place.
 */
export function webhookPayloadAnchor(family: string): string {
  return `${family}.payload`;
}

export function webhookHeadersBase(family: string): string {
  return family;
}

/** The row of a webhook event in its guide's event table: `event.transaction.paid`. */
export function webhookEventAnchor(name: string): string {
  return `event.${name}`;
}

/** A field's anchor under `base`; names are used as written, blanks become `-`. */
export function fieldAnchor(base: string, name: string): string {
  return `${base}.${name.trim().replace(/\s+/g, '-')}`;
}

export interface SchemaField {
  anchor: string;
  /** Path below the base, e.g. `customer.document`. */
  path: string;
  name: string;
  required: boolean;
  node: SchemaNode;
  /** Index of the alternative (`oneOf` option) of each variant on the way, outermost first. */
  options: number[];
}

/** The node whose attributes are listed: an array or map lists its items' attributes. */
export function attributesOf(node: SchemaNode): SchemaNode {
  if (!node.properties && !node.variants && node.items) return attributesOf(node.items);
  if (!node.properties && !node.variants && node.additionalProperties)
    return attributesOf(node.additionalProperties);
  return node;
}

/**
 * Every field of `node` (depth first, parents before children), including
 * those of every alternative; a field shared by several alternatives is listed
 * once, from the first.
 */
export function schemaFields(node: SchemaNode, base: string): SchemaField[] {
  const out: SchemaField[] = [];
  const seen = new Set<string>();
  const walk = (current: SchemaNode, anchor: string, path: string, options: number[]) => {
    const target = attributesOf(current);
    if (target.circular) return;
    for (const property of target.properties ?? []) {
      const childAnchor = fieldAnchor(anchor, property.name);
      const childPath = path ? `${path}.${property.name}` : property.name;
      if (!seen.has(childAnchor)) {
        seen.add(childAnchor);
        out.push({
          anchor: childAnchor,
          path: childPath,
          name: property.name,
          required: property.required,
          node: property.schema,
          options,
        });
      }
      walk(property.schema, childAnchor, childPath, options);
    }
    target.variants?.options.forEach((option, index) => {
      walk(option.schema, anchor, path, [...options, index]);
    });
  };
  walk(node, base, '', []);
  return out;
}

/** The anchors of the fields of one alternative of a variant (itself and below). */
export function optionAnchors(option: SchemaNode, base: string): string[] {
  return schemaFields(option, base).map((f) => f.anchor);
}
