import { type ReactNode, useState } from 'react';
import { apiReferenceText } from '../../../i18n/api-reference';
import { apiSchemaText } from '../../../i18n/api-schema';
import type { ApiOperationPageData } from '../../../shared/api/page-model';
import { useFeatureText } from '../../hooks/useFeatureText';
import { ApiAuthentication } from './ApiAuthentication';
import { ApiCodeSamples } from './ApiCodeSamples';
import { ApiHtml } from './ApiHtml';
import { ApiMethodBadge } from './ApiMethodBadge';
import { ApiParameters } from './ApiParameters';
import { ApiPath } from './ApiPath';
import { ApiRequestBody } from './ApiRequestBody';
import { ApiResponseExamples, initialExampleStatus } from './ApiResponseExamples';
import { ApiResponses } from './ApiResponses';
import { ApiServerUrl } from './ApiServerUrl';
import { ApiTestDataLink } from './ApiTestDataLink';
import './api-reference.css';

/**
 * One operation of the API (the page's h1 is its summary, from the frontmatter).
 *
 * The page is a grid of two bands. Request band: description, authentication,
 * parameters and body on the left; the request sample and Try it on the right.
 * Response band: the responses on the left; the example of the chosen status
 * on the right. From 1200 px each right-hand panel is sticky within its band,
 * so the code beside the reader is always the one for the section being read
 * (what Stripe's reference does), with no script. Narrower, the grid is one
 * column in source order: description, then the sample and Try it (before
 * the parameters), then the rest, the response example after the responses.
 */
export function ApiOperationPage({
  page,
  tryIt,
}: {
  page: ApiOperationPageData;
  tryIt?: ReactNode;
}) {
  const t = useFeatureText(apiReferenceText, apiSchemaText);
  // The response example follows the response the reader opens.
  const [exampleStatus, setExampleStatus] = useState(() => initialExampleStatus(page.responses));
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
        <div className="ap-api-operation__main ap-api-operation__intro">
          <ApiHtml html={page.descriptionHtml} className="ap-api-operation__description" />
        </div>
        {/* Samples repeat the page's data as code: kept out of the site search. */}
        <aside
          className="ap-api-operation__aside ap-api-operation__aside--request"
          aria-label={t('apiCodeSamplesTitle')}
          data-search-ignore=""
        >
          <div className="ap-api-operation__sticky">
            <ApiCodeSamples samples={page.samples} operationId={page.operationId} />
            <ApiTestDataLink />
            {/* Slot for the "Try it" request console, passed in by the generated page. */}
            {tryIt && <div className="ap-api-operation__try-it">{tryIt}</div>}
          </div>
        </aside>
        <div className="ap-api-operation__main ap-api-operation__request">
          <ApiAuthentication security={page.security} />
          <ApiParameters parameters={page.parameters} />
          {page.requestBody && <ApiRequestBody body={page.requestBody} />}
        </div>
        <div className="ap-api-operation__main ap-api-operation__responses">
          <ApiResponses responses={page.responses} onOpen={setExampleStatus} />
        </div>
        <aside
          className="ap-api-operation__aside ap-api-operation__aside--response"
          aria-label={t('apiResponseExamplesTitle')}
          data-search-ignore=""
        >
          <div className="ap-api-operation__sticky ap-api-operation__sticky--response">
            <ApiResponseExamples
              responses={page.responses}
              status={exampleStatus}
              onStatusChange={setExampleStatus}
            />
          </div>
        </aside>
      </div>
    </div>
  );
}
