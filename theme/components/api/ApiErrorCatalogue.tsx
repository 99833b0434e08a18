import { useLang } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { type Lang, localizePath } from '../../../config/locales';
import type { UiStringKey } from '../../../i18n';
import type { ApiErrorCatalogueData, ErrorRetryKind } from '../../../scripts/api/page-model';
import { useUiText } from '../../hooks/useUiText';
import { ApiHtml } from './ApiHtml';
import { ApiMethodBadge } from './ApiMethodBadge';
import { ApiPath } from './ApiPath';
import { statusClass } from './ApiResponses';
import './api-reference.css';

const RETRY_TEXT: Record<ErrorRetryKind, UiStringKey> = {
  no: 'apiErrorRetryNo',
  'after-fix': 'apiErrorRetryAfterFix',
  'after-wait': 'apiErrorRetryAfterWait',
  yes: 'apiErrorRetryYes',
};

/**
 * The error catalogue: one entry per `error.code`, grouped by HTTP status.
 * Each entry's id is the code itself, the anchor that `doc_url` and the API
 * pages' error examples link to.
 */
export function ApiErrorCatalogue({ page }: { page: ApiErrorCatalogueData }) {
  const t = useUiText();
  const lang = useLang() as Lang;
  return (
    <div className="ap-api-errors">
      <p>{t('apiErrorsIntro')}</p>
      {page.groups.map((group) => (
        <section key={group.status} aria-labelledby={`status-${group.status}`}>
          <h2 id={`status-${group.status}`} className="rp-toc-include">
            {group.status} {group.statusText}
          </h2>
          {group.entries.map((entry) => (
            <article
              key={entry.code}
              className="ap-api-error"
              data-error-code={entry.code}
              aria-labelledby={entry.code}
            >
              <h3 id={entry.code} className="ap-api-error__code rp-toc-include">
                <code>{entry.code}</code>
                <a
                  className="rp-header-anchor"
                  href={`#${entry.code}`}
                  aria-label={t('headingAnchorLabel', { heading: entry.code })}
                >
                  #
                </a>
              </h3>
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
                  <ul className="ap-api-overview__operations ap-api-error__operations rp-not-doc">
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
            </article>
          ))}
        </section>
      ))}
    </div>
  );
}
