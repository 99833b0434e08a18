import { useRef } from 'react';
import { apiSchemaText } from '../../../i18n/api-schema';
import { fieldAnchor } from '../../../shared/api/field-anchors';
import type { SchemaProperty } from '../../../shared/api/page-model';
import { useFeatureText } from '../../hooks/useFeatureText';
import { useRevealOnHash } from '../../hooks/useRevealOnHash';
import { ApiFieldLink } from './ApiFieldLink';
import { ApiHtml } from './ApiHtml';
import { ApiSchemaBadges } from './ApiSchemaBadges';
import { ApiSchemaFacts } from './ApiSchemaFacts';
import { ApiSchemaType } from './ApiSchemaType';
import { ApiSchemaViewer } from './ApiSchemaViewer';
import { attributesNode, childCount } from './schema-labels';

/**
 * One attribute: name, type, marks, description, facts; nested attributes behind a toggle.
 * With `anchorBase`, the row has its field anchor (`body.customer.document`) and a copy-link control.
 */
export function ApiSchemaProperty({
  property,
  anchorBase,
}: {
  property: SchemaProperty;
  anchorBase?: string;
}) {
  const t = useFeatureText(apiSchemaText);
  const { schema } = property;
  const children = childCount(schema);
  const alternativesOnly = !attributesNode(schema).properties && attributesNode(schema).variants;
  const anchor = anchorBase === undefined ? undefined : fieldAnchor(anchorBase, property.name);
  const row = useRef<HTMLLIElement>(null);
  const targeted = useRevealOnHash(anchor, row);
  return (
    <li
      className="ap-schema__property"
      id={anchor}
      ref={row}
      data-field-anchor={anchor === undefined ? undefined : ''}
      data-targeted={targeted ? '' : undefined}
    >
      <div className="ap-schema__head">
        <code className="ap-schema__name">{property.name}</code>
        {anchor !== undefined && <ApiFieldLink anchor={anchor} name={property.name} />}
        <ApiSchemaType node={schema} />
        <ApiSchemaBadges node={schema} required={property.required} />
      </div>
      <ApiHtml html={schema.descriptionHtml} className="ap-schema__description" />
      <ApiSchemaFacts node={schema} />
      {children > 0 && (
        <details className="ap-schema__children">
          <summary className="ap-schema__toggle">
            {t(alternativesOnly ? 'apiSchemaShowAlternatives' : 'apiSchemaShowChildren', {
              count: String(children),
            })}
          </summary>
          <ApiSchemaViewer node={schema} anchorBase={anchor} />
        </details>
      )}
    </li>
  );
}
