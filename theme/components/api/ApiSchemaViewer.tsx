import { apiSchemaText } from '../../../i18n/api-schema';
import type { SchemaNode } from '../../../shared/api/page-model';
import { useFeatureText } from '../../hooks/useFeatureText';
import { ApiSchemaProperty } from './ApiSchemaProperty';
import { ApiSchemaVariants } from './ApiSchemaVariants';
import { attributesNode } from './schema-labels';

/**
 * The attributes of a schema: its properties (each expandable when it has
 * its own), its `oneOf`/`anyOf` alternatives, or its items' attributes for an
 * array. Recursion stops at schemas that repeat an ancestor. With `anchorBase`
 * (`body`, `response-201`), every field gets its anchor below it.
 */
export function ApiSchemaViewer({ node, anchorBase }: { node: SchemaNode; anchorBase?: string }) {
  const t = useFeatureText(apiSchemaText);
  const target = attributesNode(node);
  if (target.circular) {
    return <p className="ap-schema__note">{t('apiSchemaCircular', { name: target.circular })}</p>;
  }
  return (
    <div className="ap-schema rp-not-doc">
      {target.composedOf && target.composedOf.length > 1 && (
        <p className="ap-schema__note">
          {t('apiSchemaComposedOf', { names: target.composedOf.join(' + ') })}
        </p>
      )}
      {target.properties && target.properties.length > 0 && (
        <ul className="ap-schema__list">
          {target.properties.map((property) => (
            <ApiSchemaProperty key={property.name} property={property} anchorBase={anchorBase} />
          ))}
        </ul>
      )}
      {target.variants && <ApiSchemaVariants variants={target.variants} anchorBase={anchorBase} />}
    </div>
  );
}
