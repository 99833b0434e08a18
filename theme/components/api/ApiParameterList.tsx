import { useId, useRef } from 'react';
import { apiSchemaText } from '../../../i18n/api-schema';
import { fieldAnchor, parameterAnchor } from '../../../shared/api/field-anchors';
import type { ApiParameter } from '../../../shared/api/page-model';
import { useFeatureText } from '../../hooks/useFeatureText';
import { useRevealOnHash } from '../../hooks/useRevealOnHash';
import { ApiFieldLink } from './ApiFieldLink';
import { ApiHtml } from './ApiHtml';
import { ApiSchemaBadges } from './ApiSchemaBadges';
import { ApiSchemaFacts } from './ApiSchemaFacts';
import { ApiSchemaType } from './ApiSchemaType';

/**
 * Parameters or headers in the same compact list as body fields (ApiSchemaViewer):
 * name, type and marks on one line, the description and facts under them, at
 * every width. With `anchorBase` ('' on an operation's own parameters,
 * `response-201` for its headers), each entry has its field anchor
 * (`header.Idempotency-Key`) and a copy-link control.
 *
 * `sent`: who sends them. What the reader sends is "required" or "optional".
 * What the API sends (response and webhook headers) carries no such mark: a
 * header the spec lists on a response is one that response carries
 * (`X-Request-Id` on every one), whereas OpenAPI's `required`, which the spec
 * leaves at its default (false), would have marked them all "optional".
 */
export function ApiParameterList({
  parameters,
  caption,
  anchorBase,
  sent = 'by-reader',
}: {
  parameters: ApiParameter[];
  caption?: string;
  anchorBase?: string;
  sent?: 'by-reader' | 'by-api';
}) {
  const captionId = useId();
  return (
    <div className="ap-schema ap-api-params rp-not-doc">
      {caption && (
        <p className="ap-api-params__caption" id={captionId}>
          {caption}
        </p>
      )}
      <ul className="ap-schema__list" aria-labelledby={caption ? captionId : undefined}>
        {parameters.map((p) => (
          <ApiParameterEntry
            key={`${p.in}:${p.name}`}
            parameter={p}
            sent={sent}
            anchor={
              anchorBase === undefined
                ? undefined
                : fieldAnchor(parameterAnchor(p.in, anchorBase || undefined), p.name)
            }
          />
        ))}
      </ul>
    </div>
  );
}

function ApiParameterEntry({
  parameter: p,
  anchor,
  sent,
}: {
  parameter: ApiParameter;
  anchor?: string;
  sent: 'by-reader' | 'by-api';
}) {
  const t = useFeatureText(apiSchemaText);
  const entry = useRef<HTMLLIElement>(null);
  const targeted = useRevealOnHash(anchor, entry);
  const byReader = sent === 'by-reader';
  return (
    <li
      className="ap-schema__property"
      data-parameter={p.name}
      id={anchor}
      ref={entry}
      data-field-anchor={anchor === undefined ? undefined : ''}
      data-targeted={targeted ? '' : undefined}
    >
      <div className="ap-schema__head">
        <code className="ap-schema__name ap-api-params__name">{p.name}</code>
        {anchor !== undefined && <ApiFieldLink anchor={anchor} name={p.name} />}
        <ApiSchemaType node={p.schema} />
        <ApiSchemaBadges
          node={{ ...p.schema, deprecated: p.deprecated || p.schema.deprecated }}
          required={byReader && p.required}
        />
        {byReader && !p.required && (
          <span className="ap-api-params__optional">{t('apiOptional')}</span>
        )}
      </div>
      <ApiHtml
        html={p.descriptionHtml ?? p.schema.descriptionHtml}
        className="ap-schema__description"
      />
      <ApiSchemaFacts node={p.schema} example={p.example} />
    </li>
  );
}
