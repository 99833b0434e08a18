/** Text helpers shared by the schema viewer and the parameter tables. */

import type { apiSchemaText } from '../../../i18n/api-schema';
import type { SchemaNode } from '../../../shared/api/page-model';
import type { useFeatureText } from '../../hooks/useFeatureText';

type Translate = ReturnType<typeof useFeatureText<[typeof apiSchemaText]>>;

/** A JSON value as shown to readers: strings without their quotes. */
export function displayJson(text: string): string {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'string' ? value : text;
  } catch {
    return text;
  }
}

/** `string`, `array of Item`, `map of string`, `Customer`, `integer | string`. */
export function schemaTypeLabel(node: SchemaNode, t: Translate): string {
  if (node.circular) return node.circular;
  if (node.types.includes('array') && node.items)
    return t('apiSchemaArrayOf', { type: schemaTypeLabel(node.items, t) });
  if (node.types.includes('object') && !node.properties && node.additionalProperties) {
    return t('apiSchemaMapOf', { type: schemaTypeLabel(node.additionalProperties, t) });
  }
  if (node.name && (node.types.length === 0 || node.types.includes('object'))) return node.name;
  if (node.types.length > 0) return node.types.join(' | ');
  if (node.variants)
    return node.variants.options.map((o) => o.label || schemaTypeLabel(o.schema, t)).join(' | ');
  return t('apiSchemaAny');
}

/** The node whose attributes are listed: an array lists its items' attributes. */
export function attributesNode(node: SchemaNode): SchemaNode {
  if (!node.properties && !node.variants && node.items) return attributesNode(node.items);
  if (!node.properties && !node.variants && node.additionalProperties)
    return attributesNode(node.additionalProperties);
  return node;
}

/** How many attributes (or alternatives) a node has to expand, 0 for a leaf. */
export function childCount(node: SchemaNode): number {
  const target = attributesNode(node);
  if (target.circular) return 0;
  return (target.properties?.length ?? 0) + (target.variants ? target.variants.options.length : 0);
}
