import type { ReactNode } from 'react';
import type { ApiOperationPageData } from '../../../shared/api/page-model';
import { useUiText } from '../../hooks/useUiText';
import { ApiAuthentication } from './ApiAuthentication';
import { ApiCodeSamples } from './ApiCodeSamples';
import { ApiHtml } from './ApiHtml';
import { ApiMethodBadge } from './ApiMethodBadge';
import { ApiParameters } from './ApiParameters';
import { ApiPath } from './ApiPath';
import { ApiRequestBody } from './ApiRequestBody';
import { ApiResponseExamples } from './ApiResponseExamples';
import { ApiResponses } from './ApiResponses';
import { ApiServerUrl } from './ApiServerUrl';
import { ApiTestDataLink } from './ApiTestDataLink';
import './api-reference.css';

/**
 * One operation of the API (the page's h1 is its summary, from the frontmatter).
 * Wide screens: description, parameters and schemas on the left; code samples
 * and response examples on the right, sticky. Narrow screens: one column.
 */
export function ApiOperationPage({
  page,
  tryIt,
}: {
  page: ApiOperationPageData;
  tryIt?: ReactNode;
}) {
  const t = useUiText();
  return (
    <div className="ap-api-operation" data-operation-id={page.operationId}>
      <div className="ap-api-operation__endpoint rp-not-doc">
        <ApiMethodBadge method={page.method} />
        <ApiPath path={page.path} className="ap-api-operation__path" />
        {page.deprecated && (
          <span className="ap-api-badge ap-api-badge--deprecated">{t('apiDeprecated')}</span>
        )}
      </div>
      {page.deprecated && (
        <p className="ap-api-operation__deprecated" role="note">
          {t('apiDeprecatedNotice')}
        </p>
      )}
      <ApiServerUrl servers={page.servers} path={page.path} />
      <div className="ap-api-operation__columns">
        <div className="ap-api-operation__main">
          <ApiHtml html={page.descriptionHtml} className="ap-api-operation__description" />
          <ApiAuthentication security={page.security} />
          <ApiParameters parameters={page.parameters} />
          {page.requestBody && <ApiRequestBody body={page.requestBody} />}
          <ApiResponses responses={page.responses} />
        </div>
        {/* Samples and examples repeat the page's data as code: kept out of the site search. */}
        <aside
          className="ap-api-operation__aside"
          aria-label={t('apiCodeSamplesTitle')}
          data-search-ignore=""
        >
          <div className="ap-api-operation__sticky">
            <ApiCodeSamples samples={page.samples} operationId={page.operationId} />
            <ApiTestDataLink />
            {/* Slot for the "Try it" request console (issue 9): passed in by the generated page. */}
            {tryIt && <div className="ap-api-operation__try-it">{tryIt}</div>}
            <ApiResponseExamples responses={page.responses} />
          </div>
        </aside>
      </div>
    </div>
  );
}
