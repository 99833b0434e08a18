import { useLang } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { type Lang, localizePath } from '../../../config/locales';
import { apiReferenceText } from '../../../i18n/api-reference';
import type { ApiSecurityRequirement } from '../../../shared/api/page-model';
import { useFeatureText } from '../../hooks/useFeatureText';
import { ApiHtml } from './ApiHtml';

export const AUTHENTICATION_GUIDE = '/docs/intro/authentication';

/**
 * What credential the request needs and where it goes, with a link to the
 * guide: the scheme's description from the spec, or, when it has none, a
 * sentence built from its type.
 */
export function ApiAuthentication({
  security,
  headingId = 'authentication',
}: {
  security: ApiSecurityRequirement[];
  headingId?: string;
}) {
  const t = useFeatureText(apiReferenceText);
  const lang = useLang() as Lang;
  return (
    // Same text on every operation: the site search should lead to the authentication guide instead.
    <section
      className="ap-api-section ap-api-auth"
      aria-labelledby={headingId}
      data-search-ignore=""
    >
      <h2 id={headingId} className="rp-toc-include">
        {t('apiAuthTitle')}
      </h2>
      {security.length === 0 && <p>{t('apiAuthNone')}</p>}
      {security.map((s) => (
        <div key={s.scheme} className="ap-api-auth__scheme">
          {/* The spec's own description says how (and more); the generic sentence only without one. */}
          {s.descriptionHtml ? (
            <ApiHtml html={s.descriptionHtml} />
          ) : (
            <p className="ap-api-auth__how">
              {s.type === 'http' && s.httpScheme === 'bearer' ? (
                <>
                  {t('apiAuthBearer', { header: s.parameterName })}{' '}
                  <code className="ap-api-auth__example">{`${s.parameterName}: Bearer …`}</code>
                </>
              ) : s.type === 'http' && s.httpScheme === 'basic' ? (
                t('apiAuthBasic', { header: s.parameterName })
              ) : (
                t('apiAuthApiKey', { location: s.location, name: s.parameterName })
              )}
            </p>
          )}
        </div>
      ))}
      <p>
        <Link href={localizePath(AUTHENTICATION_GUIDE, lang)} className="ap-api-auth__guide">
          {t('apiAuthGuideLink')}
        </Link>
      </p>
    </section>
  );
}
