import type { ApiResponse } from '../../../../shared/api/page-model';
import { useUiText } from '../../../hooks/useUiText';
import { ApiCodeBlock } from '../ApiCodeBlock';
import { ApiHtml } from '../ApiHtml';
import { highlightCode, splitLines } from './code-highlight';
import type { SendOutcome } from './send-request';

function statusClass(status: number): string {
  if (status >= 500) return 'ap-try-it__status--server-error';
  if (status >= 400) return 'ap-try-it__status--client-error';
  if (status >= 300) return 'ap-try-it__status--redirect';
  return 'ap-try-it__status--success';
}

/** The body as shown: JSON pretty-printed and highlighted, anything else as text. */
function renderedBody(body: string, contentType: string): { html: string; language: string } {
  const looksJson = /json/i.test(contentType) || /^\s*[[{]/.test(body);
  if (looksJson) {
    try {
      return {
        html: highlightCode(JSON.stringify(JSON.parse(body), null, 2), 'json'),
        language: 'json',
      };
    } catch {
      // Declared JSON but is not: show it as it came.
    }
  }
  return {
    html: splitLines(body.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')),
    language: 'text',
  };
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
export function TryItResponseView({
  outcome,
  timeoutSeconds,
  responses,
}: {
  outcome: SendOutcome;
  timeoutSeconds: number;
  responses: ApiResponse[];
}) {
  const t = useUiText();
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
        <p>
          {t('tryItNetworkConsole')} <code>{outcome.message}</code>
        </p>
      </div>
    );
  }
  const body = outcome.body === '' ? undefined : renderedBody(outcome.body, outcome.contentType);
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
        {body ? (
          <ApiCodeBlock html={body.html} language={body.language} title={t('tryItResponseBody')} />
        ) : (
          <p className="ap-try-it__hint">{t('tryItResponseEmpty')}</p>
        )}
      </div>
    </div>
  );
}
