import { apiReferenceText } from '../../../i18n/api-reference';
import { apiSchemaText } from '../../../i18n/api-schema';
import { requestBodyAnchor } from '../../../shared/api/field-anchors';
import type { ApiRequestBody as RequestBody } from '../../../shared/api/page-model';
import { useFeatureText } from '../../hooks/useFeatureText';
import { ApiHtml } from './ApiHtml';
import { ApiSchemaType } from './ApiSchemaType';
import { ApiSchemaViewer } from './ApiSchemaViewer';

/** The request body: media type, required mark, description and its schema. */
export function ApiRequestBody({ body }: { body: RequestBody }) {
  const t = useFeatureText(apiReferenceText, apiSchemaText);
  const schema = body.content?.schema;
  return (
    <section className="ap-api-section" aria-labelledby="request-body">
      <h2 id="request-body" className="rp-toc-include">
        {t('apiRequestBodyTitle')}
      </h2>
      <p className="ap-api-section__meta rp-not-doc">
        {body.content && <code className="ap-api-media-type">{body.content.mediaType}</code>}
        {schema && <ApiSchemaType node={schema} />}
        <span
          className={
            body.required ? 'ap-api-badge ap-api-badge--required' : 'ap-api-params__optional'
          }
        >
          {t(body.required ? 'apiRequired' : 'apiOptional')}
        </span>
      </p>
      <ApiHtml html={body.descriptionHtml ?? schema?.descriptionHtml} />
      {schema ? (
        <ApiSchemaViewer node={schema} anchorBase={requestBodyAnchor()} />
      ) : (
        <p>{t('apiNoBody')}</p>
      )}
    </section>
  );
}
