import { useRef } from 'react';
import { apiSchemaText } from '../../../i18n/api-schema';
import { fieldAnchor, parameterAnchor } from '../../../shared/api/field-anchors';
import type { ApiParameter } from '../../../shared/api/page-model';
import { useFeatureText } from '../../hooks/useFeatureText';
import { useRevealOnHash } from '../../hooks/useRevealOnHash';
import { ScrollRegion } from '../ScrollableTable/ScrollRegion';
import { ApiFieldLink } from './ApiFieldLink';
import { ApiHtml } from './ApiHtml';
import { ApiSchemaBadges } from './ApiSchemaBadges';
import { ApiSchemaFacts } from './ApiSchemaFacts';
import { ApiSchemaType } from './ApiSchemaType';

/**
 * Parameters (or headers) as a table: name and marks, type and format, description and facts.
 * With `anchorBase` ('' on an operation's own parameters, `response-201` for its headers),
 * each row has its field anchor (`header.Idempotency-Key`) and a copy-link control.
 */
export function ApiParameterTable({
  parameters,
  caption,
  anchorBase,
}: {
  parameters: ApiParameter[];
  caption?: string;
  anchorBase?: string;
}) {
  const t = useFeatureText(apiSchemaText);
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
            <ApiParameterRow
              key={`${p.in}:${p.name}`}
              parameter={p}
              anchor={
                anchorBase === undefined
                  ? undefined
                  : fieldAnchor(parameterAnchor(p.in, anchorBase || undefined), p.name)
              }
            />
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function ApiParameterRow({ parameter: p, anchor }: { parameter: ApiParameter; anchor?: string }) {
  const t = useFeatureText(apiSchemaText);
  const row = useRef<HTMLTableRowElement>(null);
  const targeted = useRevealOnHash(anchor, row);
  return (
    <tr
      data-parameter={p.name}
      id={anchor}
      ref={row}
      data-field-anchor={anchor === undefined ? undefined : ''}
      data-targeted={targeted ? '' : undefined}
    >
      <td>
        <code className="ap-api-params__name">{p.name}</code>
        {anchor !== undefined && <ApiFieldLink anchor={anchor} name={p.name} />}
        <div className="ap-api-params__marks">
          <ApiSchemaBadges
            node={{ ...p.schema, deprecated: p.deprecated || p.schema.deprecated }}
            required={p.required}
          />
          {!p.required && <span className="ap-api-params__optional">{t('apiOptional')}</span>}
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
  );
}
