import type { SchemaProperty } from '../../../shared/api/page-model';
import { useUiText } from '../../hooks/useUiText';
import { ApiHtml } from './ApiHtml';
import { ApiSchemaBadges } from './ApiSchemaBadges';
import { ApiSchemaFacts } from './ApiSchemaFacts';
import { ApiSchemaType } from './ApiSchemaType';
import { ApiSchemaViewer } from './ApiSchemaViewer';
import { attributesNode, childCount } from './schema-labels';

/** One attribute: name, type, marks, description, facts; nested attributes behind a toggle. */
export function ApiSchemaProperty({ property }: { property: SchemaProperty }) {
  const t = useUiText();
  const { schema } = property;
  const children = childCount(schema);
  const alternativesOnly = !attributesNode(schema).properties && attributesNode(schema).variants;
  return (
    <li className="ap-schema__property">
      <div className="ap-schema__head">
        <code className="ap-schema__name">{property.name}</code>
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
          <ApiSchemaViewer node={schema} />
        </details>
      )}
    </li>
  );
}
