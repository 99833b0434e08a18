import type { ApiParameter } from '../../../shared/api/page-model';
import { useUiText } from '../../hooks/useUiText';
import { ScrollRegion } from '../ScrollableTable/ScrollRegion';
import { ApiHtml } from './ApiHtml';
import { ApiSchemaBadges } from './ApiSchemaBadges';
import { ApiSchemaFacts } from './ApiSchemaFacts';
import { ApiSchemaType } from './ApiSchemaType';

/** Parameters (or headers) as a table: name and marks, type and format, description and facts. */
export function ApiParameterTable({
  parameters,
  caption,
}: {
  parameters: ApiParameter[];
  caption?: string;
}) {
  const t = useUiText();
  return (
    <ScrollRegion className="ap-api-table-scroll">
      <table className="ap-api-params">
        {caption && <caption className="ap-api-params__caption">{caption}</caption>}
        <thead>
          <tr>
            <th scope="col">{t('apiColumnName')}</th>
            <th scope="col">{t('apiColumnType')}</th>
            <th scope="col">{t('apiColumnDescription')}</th>
          </tr>
        </thead>
        <tbody>
          {parameters.map((p) => (
            <tr key={`${p.in}:${p.name}`} data-parameter={p.name}>
              <td>
                <code className="ap-api-params__name">{p.name}</code>
                <div className="ap-api-params__marks">
                  <ApiSchemaBadges
                    node={{ ...p.schema, deprecated: p.deprecated || p.schema.deprecated }}
                    required={p.required}
                  />
                  {!p.required && (
                    <span className="ap-api-params__optional">{t('apiOptional')}</span>
                  )}
                </div>
              </td>
              <td>
                <ApiSchemaType node={p.schema} />
              </td>
              <td>
                <ApiHtml html={p.descriptionHtml ?? p.schema.descriptionHtml} />
                <ApiSchemaFacts node={p.schema} example={p.example} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
