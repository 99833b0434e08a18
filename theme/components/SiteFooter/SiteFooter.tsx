import { useLang } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import type { ReactNode } from 'react';
import { apiErrors, apiOverview } from '../../../config/api-navigation';
import { brand } from '../../../config/brand';
import { handbookEntry } from '../../../config/handbook';
import { type Lang, localizePath } from '../../../config/locales';
import { docsEntry, guideCategories } from '../../../config/navigation';
import { blogIndexPath, feedPath } from '../../../shared/blog/blog-paths';
import { useUiText } from '../../hooks/useUiText';
import { buildYear } from '../../logic/build-settings';
import './SiteFooter.css';

/** The published contract (scripts/api/generate-api-reference.ts writes it at the site root). */
const OPENAPI_YAML = '/openapi.yaml';
const OPENAPI_JSON = '/openapi.json';

function guideLabel(slug: string, lang: Lang): string {
  for (const category of guideCategories)
    for (const item of category.items) if (item.slug === slug) return item.label[lang];
  return slug;
}

function Column({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <nav className="ap-footer__column" aria-labelledby={id}>
      <h2 className="ap-footer__title" id={id}>
        {title}
      </h2>
      <ul className="ap-footer__list">{children}</ul>
    </nav>
  );
}

/** A link that leaves the site (new tab, marked with an arrow). */
function External({ href, children }: { href: string; children: ReactNode }) {
  return (
    <li>
      <a
        className="ap-footer__link ap-footer__link--external"
        href={href}
        target="_blank"
        rel="noopener"
      >
        {children}
      </a>
    </li>
  );
}

function Internal({ href, children }: { href: string; children: ReactNode }) {
  return (
    <li>
      <Link className="ap-footer__link" href={href}>
        {children}
      </Link>
    </li>
  );
}

/**
 * The site-wide footer (Rspress 2 has none): the docs, the API reference
 * with the OpenAPI download, the blog and its feeds, status and support
 * (config/brand.ts), and the copyright line of the build year.
 */
export function SiteFooter() {
  const t = useUiText();
  const lang = useLang() as Lang;
  const guide = (slug: string) => localizePath(`/docs/${slug}`, lang);
  return (
    <footer className="ap-footer">
      <div className="ap-footer__inner">
        <div className="ap-footer__columns">
          <Column id="ap-footer-docs" title={t('footerDocsTitle')}>
            <Internal href={localizePath(docsEntry, lang)}>
              {guideLabel('intro/getting-started', lang)}
            </Internal>
            <Internal href={guide('intro/authentication')}>
              {guideLabel('intro/authentication', lang)}
            </Internal>
            <Internal href={guide('webhook/transaction')}>{t('footerWebhooksLink')}</Internal>
            <Internal href={guide('guides/going-live')}>
              {guideLabel('guides/going-live', lang)}
            </Internal>
            <Internal href={guide('guides/changelog')}>
              {guideLabel('guides/changelog', lang)}
            </Internal>
            {/* Writers find their handbook here, not in the readers' navbar. */}
            <Internal href={localizePath(handbookEntry, lang)}>{t('footerHandbookLink')}</Internal>
          </Column>
          <Column id="ap-footer-api" title={t('footerApiTitle')}>
            <Internal href={localizePath(apiOverview, lang)}>{t('footerApiOverview')}</Internal>
            <Internal href={localizePath(apiErrors, lang)}>
              {guideLabel('api/errors', lang)}
            </Internal>
            <li>
              <a className="ap-footer__link" href={OPENAPI_YAML} download>
                {t('footerOpenApiYaml')}
              </a>
            </li>
            <li>
              <a className="ap-footer__link" href={OPENAPI_JSON} download>
                {t('footerOpenApiJson')}
              </a>
            </li>
          </Column>
          <Column id="ap-footer-blog" title={t('footerBlogTitle')}>
            <Internal href={blogIndexPath(lang)}>{t('footerBlogLink')}</Internal>
            <li>
              <a className="ap-footer__link" href={feedPath(lang, 'rss')}>
                {t('footerRssFeed')}
              </a>
            </li>
            <li>
              <a className="ap-footer__link" href={feedPath(lang, 'atom')}>
                {t('footerAtomFeed')}
              </a>
            </li>
          </Column>
          <Column id="ap-footer-links-title" title={t('footerUsefulLinks')}>
            <External href={brand.siteUrl}>{t('footerSiteLink', { brand: brand.name })}</External>
            <External href={brand.statusUrl}>{t('footerStatusLink')}</External>
            <li>
              <a className="ap-footer__link" href={`mailto:${brand.supportEmail}`}>
                {t('footerSupportLink')}
              </a>
            </li>
          </Column>
        </div>
        <div className="ap-footer__bottom">
          <p className="ap-footer__copyright">
            {t('footerCopyright', { year: String(buildYear), brand: brand.legalName })}
          </p>
          <p className="ap-footer__support">
            {t('footerSupportLine')}{' '}
            <a className="ap-footer__link" href={`mailto:${brand.supportEmail}`}>
              {brand.supportEmail}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
