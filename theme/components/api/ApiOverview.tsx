import { useLang } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { type Lang, localizePath } from '../../../config/locales';
import { apiReferenceText } from '../../../i18n/api-reference';
import type { ApiOverviewPageData } from '../../../shared/api/page-model';
import { useFeatureText } from '../../hooks/useFeatureText';
import { useServerLabel } from '../../hooks/useServerLabel';
import { ApiAuthentication } from './ApiAuthentication';
import { ApiHtml } from './ApiHtml';
import { ApiMethodBadge } from './ApiMethodBadge';
import { ApiPath } from './ApiPath';
import './api-reference.css';
import { ScrollRegion } from '../ScrollableTable/ScrollRegion';

/** The guide section on the sandbox and production environments. */
export const ENVIRONMENTS_GUIDE = '/docs/intro/getting-started#environments';

/**
 * What the servers table adds under an environment's name: the spec's
 * description without the name it repeats ("Sandbox (test keys, no real
 * money)" under "Sandbox" gives "test keys, no real money"); nothing when it
 * says no more than the name.
 */
export function serverNote(description: string | undefined, label: string): string {
  if (!description) return '';
  const rest = description.toLowerCase().startsWith(label.toLowerCase())
    ? description.slice(label.length)
    : description;
  return rest
    .trim()
    .replace(/^[-–—:,;]\s*/, '')
    .replace(/^\((.*)\)$/s, '$1')
    .trim();
}

/**
 * The API overview, in the order a newcomer needs it: what the API is, its
 * operations by tag (the way in), authentication, servers, the conventions
 * (errors, pagination, rate limits, idempotency, each linking to its guide),
 * then the downloads.
 */
export function ApiOverview({ page }: { page: ApiOverviewPageData }) {
  const t = useFeatureText(apiReferenceText);
  const lang = useLang() as Lang;
  const serverLabel = useServerLabel();
  return (
    <div className="ap-api-overview">
      {page.version && (
        <p className="ap-api-overview__version">
          {t('apiOverviewVersion', { version: page.version })}
        </p>
      )}
      <ApiHtml html={page.introHtml} />

      <section aria-labelledby="operations" className="ap-api-overview__tags-section">
        <h2 id="operations" className="rp-toc-include">
          {t('apiOverviewOperations')}
        </h2>
        <div className="ap-api-overview__tags">
          {page.tags.map((tag) => (
            <div key={tag.name} className="ap-api-overview__tag" data-tag={tag.name}>
              <h3
                id={`tag-${tag.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`}
                className="rp-toc-include"
              >
                {tag.label}
              </h3>
              <ApiHtml html={tag.descriptionHtml} />
              <ul className="ap-api-overview__operations rp-not-doc">
                {tag.operations.map((op) => (
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
            </div>
          ))}
        </div>
      </section>

      <ApiAuthentication security={page.security} headingId="authentication" />

      <section aria-labelledby="servers">
        <h2 id="servers" className="rp-toc-include">
          {t('apiOverviewServers')}
        </h2>
        <ScrollRegion className="ap-api-table-scroll">
          <table className="ap-api-params">
            <thead>
              <tr>
                <th scope="col">{t('apiColumnEnvironment')}</th>
                <th scope="col">{t('apiColumnBaseUrl')}</th>
              </tr>
            </thead>
            <tbody>
              {page.servers.map((server) => (
                <tr key={server.environment}>
                  <td>
                    {serverLabel(server)}
                    {serverNote(server.description, serverLabel(server)) && (
                      <div className="ap-api-overview__server-note">
                        {serverNote(server.description, serverLabel(server))}
                      </div>
                    )}
                  </td>
                  <td>
                    <code>{server.url}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        <p>
          <Link href={localizePath(ENVIRONMENTS_GUIDE, lang)} className="ap-api-overview__guide">
            {t('apiOverviewServersGuide')}
          </Link>
        </p>
      </section>

      <ApiHtml html={page.conventionsHtml} className="ap-api-overview__conventions" />

      <section aria-labelledby="download">
        <h2 id="download" className="rp-toc-include">
          {t('apiOverviewDownload')}
        </h2>
        <p>{t('apiOverviewDownloadText')}</p>
        <ul className="ap-api-overview__downloads">
          <li>
            <a href={page.downloads.json} download>
              {t('apiOverviewDownloadJson')}
            </a>
          </li>
          <li>
            <a href={page.downloads.yaml} download>
              {t('apiOverviewDownloadYaml')}
            </a>
          </li>
        </ul>
      </section>

      <section aria-labelledby="postman-insomnia">
        <h2 id="postman-insomnia" className="rp-toc-include">
          {t('apiOverviewTools')}
        </h2>
        <p>{t('apiOverviewToolsText')}</p>
        <ul className="ap-api-overview__downloads">
          <li>
            <a href={page.downloads.postmanCollection} download>
              {t('apiOverviewPostmanCollection')}
            </a>
          </li>
          <li>
            <a href={page.downloads.postmanEnvironments.sandbox} download>
              {t('apiOverviewPostmanSandbox')}
            </a>
          </li>
          <li>
            <a href={page.downloads.postmanEnvironments.production} download>
              {t('apiOverviewPostmanProduction')}
            </a>
          </li>
          <li>
            <a href={page.downloads.insomnia} download>
              {t('apiOverviewInsomnia')}
            </a>
          </li>
        </ul>
      </section>
    </div>
  );
}
