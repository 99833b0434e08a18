import { useLang } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { type Lang, localizePath } from '../../../config/locales';
import type { ApiOverviewPageData } from '../../../shared/api/page-model';
import { useUiText } from '../../hooks/useUiText';
import { ApiAuthentication } from './ApiAuthentication';
import { ApiHtml } from './ApiHtml';
import { ApiMethodBadge } from './ApiMethodBadge';
import { ApiPath } from './ApiPath';
import { useServerLabel } from './ApiServerUrl';
import './api-reference.css';
import { ScrollRegion } from '../ScrollableTable/ScrollRegion';

/** The API overview: what it is, servers, authentication, conventions, operations by tag, downloads. */
export function ApiOverview({ page }: { page: ApiOverviewPageData }) {
  const t = useUiText();
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
                    {server.description && server.description !== serverLabel(server) && (
                      <div className="ap-api-overview__server-note">{server.description}</div>
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
      </section>

      <ApiAuthentication security={page.security} headingId="authentication" />

      {/* The guides explain errors, limits and keys at length: the site search leads there. */}
      <div data-search-ignore="">
        <ApiHtml html={page.conventionsHtml} className="ap-api-overview__conventions" />
      </div>

      <section aria-labelledby="operations">
        <h2 id="operations" className="rp-toc-include">
          {t('apiOverviewOperations')}
        </h2>
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
      </section>

      <section aria-labelledby="download">
        <h2 id="download" className="rp-toc-include">
          {t('apiOverviewDownload')}
        </h2>
        <p>{t('apiOverviewDownloadText')}</p>
        <ul>
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
    </div>
  );
}
