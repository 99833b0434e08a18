import { apiReferenceText } from '../../../../i18n/api-reference';
import { tryItText } from '../../../../i18n/try-it';
import type { ApiResponse } from '../../../../shared/api/page-model';
import { useFeatureText } from '../../../hooks/useFeatureText';
import { ApiHtml } from '../ApiHtml';
import type { SendOutcome } from './send-request';
import { TryItResponseBody } from './TryItResponseBody';

function statusClass(status: number): string {
  if (status >= 500) return 'ap-try-it__status--server-error';
  if (status >= 400) return 'ap-try-it__status--client-error';
  if (status >= 300) return 'ap-try-it__status--redirect';
  return 'ap-try-it__status--success';
}

/** The spec's description of a status (`201`, else `2XX`, else `default`). */
function documented(responses: ApiResponse[], status: number): ApiResponse | undefined {
  const code = String(status);
  return (
    responses.find((r) => r.status === code) ??
    responses.find((r) => r.status.toUpperCase() === `${code[0]}XX`) ??
    responses.find((r) => r.status === 'default')
  );
}

/** What came back: status, time, headers and body; or why nothing readable did. */
/** The messages of a failed fetch() in Chromium, Firefox and Safari: they carry no cause. */
const GENERIC_FETCH_FAILURES = [
  'Failed to fetch',
  'NetworkError when attempting to fetch resource.',
  'Load failed',
];

export function isGenericFetchFailure(message: string): boolean {
  return GENERIC_FETCH_FAILURES.includes(message.trim());
}

export function TryItResponseView({
  outcome,
  timeoutSeconds,
  responses,
}: {
  outcome: SendOutcome;
  timeoutSeconds: number;
  responses: ApiResponse[];
}) {
  const t = useFeatureText(apiReferenceText, tryItText);
  if (outcome.kind === 'timeout' || outcome.kind === 'canceled') {
    return (
      <div
        className="ap-try-it__outcome ap-try-it__outcome--stopped"
        data-testid="try-it-outcome"
        data-kind={outcome.kind}
      >
        <p className="ap-try-it__outcome-title">
          {outcome.kind === 'timeout'
            ? t('tryItTimedOut', { seconds: String(timeoutSeconds) })
            : t('tryItCanceled')}
        </p>
        <p>{t('tryItMaybeProcessed')}</p>
      </div>
    );
  }
  if (outcome.kind === 'network') {
    return (
      <div
        className="ap-try-it__outcome ap-try-it__outcome--failed"
        data-testid="try-it-outcome"
        data-kind="network"
      >
        <p className="ap-try-it__outcome-title">{t('tryItNetworkError')}</p>
        <p>{t('tryItNetworkCauses')}</p>
        <ul>
          {outcome.offline && <li>{t('tryItNetworkOffline')}</li>}
          <li>{t('tryItNetworkCors')}</li>
          <li>{t('tryItNetworkUnreachable')}</li>
          <li>{t('tryItNetworkBlocked')}</li>
        </ul>
        <p>{t('tryItNetworkConsole')}</p>
        {/* The browsers' generic fetch failures ("Failed to fetch") say nothing and are
            English on every page; any other message is shown, labelled, as it may help. */}
        {!isGenericFetchFailure(outcome.message) && (
          <p>
            {t('tryItNetworkBrowserMessage')} <code>{outcome.message}</code>
          </p>
        )}
      </div>
    );
  }
  const spec = documented(responses, outcome.status);
  return (
    <div className="ap-try-it__outcome" data-testid="try-it-outcome" data-kind="response">
      <p className="ap-try-it__outcome-line">
        <span
          className={`ap-try-it__status ${statusClass(outcome.status)}`}
          data-testid="try-it-status"
        >
          {outcome.status}
          {outcome.statusText && ` ${outcome.statusText}`}
        </span>
        <span className="ap-try-it__time" data-testid="try-it-time">
          {t('tryItDuration', { ms: String(outcome.ms) })}
        </span>
      </p>
      {outcome.notice && (
        <p className="ap-try-it__hint" role="status" data-testid="try-it-simulator-notice">
          {outcome.notice.kind === 'forgotten'
            ? t('tryItSimulatorForgot', {
                count: String(outcome.notice.count),
                kept: String(outcome.notice.kept),
              })
            : outcome.notice.kind === 'reset'
              ? t('tryItSimulatorReset')
              : t('tryItSimulatorMemoryOnly')}
        </p>
      )}
      {spec && <ApiHtml html={spec.descriptionHtml} className="ap-try-it__documented" />}
      <details className="ap-try-it__headers" data-testid="try-it-response-headers">
        <summary>{t('tryItResponseHeaders', { count: String(outcome.headers.length) })}</summary>
        <table className="ap-try-it__headers-table">
          <tbody>
            {outcome.headers.map(([name, value]) => (
              <tr key={name}>
                <th scope="row">
                  <code>{name}</code>
                </th>
                <td>
                  <code>{value}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="ap-try-it__hint">{t('tryItResponseHeadersNote')}</p>
      </details>
      <div data-testid="try-it-response-body">
        {outcome.body !== '' ? (
          <TryItResponseBody
            body={outcome.body}
            contentType={outcome.contentType}
            status={outcome.status}
          />
        ) : (
          <p className="ap-try-it__hint">{t('tryItResponseEmpty')}</p>
        )}
      </div>
    </div>
  );
}
