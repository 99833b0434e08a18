import { apiReferenceText } from '../../../i18n/api-reference';
import { responseAnchor } from '../../../shared/api/field-anchors';
import type { ApiResponse } from '../../../shared/api/page-model';
import { useFeatureText } from '../../hooks/useFeatureText';
import { ApiHtml } from './ApiHtml';
import { ApiParameterList } from './ApiParameterList';
import { ApiSchemaType } from './ApiSchemaType';
import { ApiSchemaViewer } from './ApiSchemaViewer';
import { childCount } from './schema-labels';

function isError(status: string): boolean {
  return status.startsWith('4') || status.startsWith('5') || status === 'default';
}

export function statusClass(status: string): string {
  const kind = status.startsWith('2')
    ? 'success'
    : status.startsWith('4') || status.startsWith('5')
      ? 'error'
      : 'other';
  return `ap-api-status ap-api-status--${kind}`;
}

/**
 * Every response by status code: description, then headers and schema behind
 * a toggle. Opening a response calls `onOpen` (the page shows its example).
 */
export function ApiResponses({
  responses,
  onOpen,
}: {
  responses: ApiResponse[];
  onOpen?: (status: string) => void;
}) {
  const t = useFeatureText(apiReferenceText);
  const firstSuccess = responses.find((r) => r.status.startsWith('2'))?.status;
  return (
    <section className="ap-api-section" aria-labelledby="responses">
      <h2 id="responses" className="rp-toc-include">
        {t('apiResponsesTitle')}
      </h2>
      <ul className="ap-api-responses rp-not-doc">
        {responses.map((response) => {
          const schema = response.content?.schema;
          const hasDetails = response.headers.length > 0 || (schema && childCount(schema) > 0);
          return (
            <li
              key={response.status}
              className="ap-api-responses__item"
              data-status={response.status}
              // The shared error responses repeat on every page: kept out of the site search.
              data-search-ignore={isError(response.status) ? '' : undefined}
            >
              <div className="ap-api-responses__head">
                <span className={statusClass(response.status)}>{response.status}</span>
                {schema &&
                  (isError(response.status) ? (
                    // The error body's schema name is an English identifier; readers need what it is.
                    <span className="ap-schema-type">{t('apiResponseErrorBody')}</span>
                  ) : (
                    <ApiSchemaType node={schema} />
                  ))}
              </div>
              <ApiHtml html={response.descriptionHtml} className="ap-api-responses__description" />
              {!response.content && <p className="ap-schema__note">{t('apiNoBody')}</p>}
              {hasDetails && (
                <details
                  // The response objects repeat across pages (Transaction...): not searched.
                  data-search-ignore=""
                  className="ap-api-responses__details"
                  open={response.status === firstSuccess}
                  onToggle={(event) => {
                    if (event.currentTarget.open) onOpen?.(response.status);
                  }}
                >
                  <summary className="ap-schema__toggle">{t('apiResponseDetails')}</summary>
                  {response.headers.length > 0 && (
                    <ApiParameterList
                      parameters={response.headers}
                      sent="by-api"
                      caption={t('apiResponseHeaders')}
                      anchorBase={responseAnchor(response.status)}
                    />
                  )}
                  {schema && childCount(schema) > 0 && (
                    <ApiSchemaViewer node={schema} anchorBase={responseAnchor(response.status)} />
                  )}
                </details>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
