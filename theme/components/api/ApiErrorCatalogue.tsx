import { useLang } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { type Lang, localizePath } from '../../../config/locales';
import type { ApiReferenceStrings } from '../../../i18n/api-reference';
import { apiReferenceText } from '../../../i18n/api-reference';
import type { ApiErrorEntry as ErrorEntry, ErrorRetryKind } from '../../../shared/api/page-model';
import { useFeatureText } from '../../hooks/useFeatureText';
import { ApiHtml } from './ApiHtml';
import { ApiMethodBadge } from './ApiMethodBadge';
import { ApiPath } from './ApiPath';
import { statusClass } from './ApiResponses';
import './api-reference.css';

const RETRY_TEXT: Record<ErrorRetryKind, keyof ApiReferenceStrings> = {
  no: 'apiErrorRetryNo',
  'after-fix': 'apiErrorRetryAfterFix',
  'after-wait': 'apiErrorRetryAfterWait',
  yes: 'apiErrorRetryYes',
};

/** The catalogue's opening paragraph: how to use `code` and `doc_url`. */
export function ApiErrorsIntro() {
  const t = useFeatureText(apiReferenceText);
  return <p>{t('apiErrorsIntro')}</p>;
}

/**
 * One entry of the error catalogue, under its heading (`### code {#code}`,
 * written by the generator: the anchor `doc_url` and the API pages link to):
 * status and type, meaning, likely cause, what to do, retry advice and the
 * operations that return it.
 */
export function ApiErrorEntry({ entry }: { entry: ErrorEntry }) {
  const t = useFeatureText(apiReferenceText);
  const lang = useLang() as Lang;
  return (
    <div className="ap-api-error" data-error-code={entry.code}>
      <p className="ap-api-error__status">
        <span className={statusClass(String(entry.status))}>{entry.status}</span>
        {entry.type && <code>{entry.type}</code>}
      </p>
      <dl className="ap-api-error__facts">
        <dt>{t('apiErrorMeaning')}</dt>
        <dd>
          <ApiHtml html={entry.meaningHtml} />
        </dd>
        <dt>{t('apiErrorCause')}</dt>
        <dd>
          <ApiHtml html={entry.causeHtml} />
        </dd>
        <dt>{t('apiErrorAction')}</dt>
        <dd>
          <ApiHtml html={entry.actionHtml} />
        </dd>
        <dt>{t('apiErrorRetry')}</dt>
        <dd data-retry={entry.retry}>{t(RETRY_TEXT[entry.retry])}</dd>
        <dt>{t('apiErrorReturnedBy')}</dt>
        <dd>
          {/* The same operations repeat under many codes: kept out of the site search. */}
          <ul
            className="ap-api-overview__operations ap-api-error__operations rp-not-doc"
            data-search-ignore=""
          >
            {entry.operations.map((op) => (
              <li key={op.slug}>
                <Link
                  href={localizePath(`/docs/api/${op.slug}`, lang)}
                  className="ap-api-overview__operation"
                >
                  <ApiMethodBadge method={op.method} size="small" />
                  <span className="ap-api-overview__summary">{op.summary}</span>
                  <ApiPath path={op.path} />
                </Link>
              </li>
            ))}
          </ul>
        </dd>
      </dl>
    </div>
  );
}
