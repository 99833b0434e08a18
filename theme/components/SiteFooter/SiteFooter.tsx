import { useLang } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { brand } from '../../../config/brand';
import { handbookEntry } from '../../../config/handbook';
import { type Lang, localizePath } from '../../../config/locales';
import { useUiText } from '../../hooks/useUiText';
import { buildYear } from '../../logic/build-settings';
import './SiteFooter.css';

/** The site-wide footer (Rspress 2 has none): useful links and the copyright line. */
export function SiteFooter() {
  const t = useUiText();
  const lang = useLang() as Lang;
  return (
    <footer className="ap-footer">
      <div className="ap-footer__inner">
        <nav className="ap-footer__links" aria-labelledby="ap-footer-links-title">
          <h2 className="ap-footer__title" id="ap-footer-links-title">
            {t('footerUsefulLinks')}
          </h2>
          <ul className="ap-footer__list">
            <li>
              <a className="ap-footer__link" href={brand.siteUrl} target="_blank" rel="noopener">
                {t('footerSiteLink', { brand: brand.name })}
              </a>
            </li>
            {/* Writers find their handbook here, not in the readers' navbar. */}
            <li>
              <Link className="ap-footer__link" href={localizePath(handbookEntry, lang)}>
                {t('footerHandbookLink')}
              </Link>
            </li>
          </ul>
        </nav>
        <p className="ap-footer__copyright">
          {t('footerCopyright', { year: String(buildYear), brand: brand.legalName })}
        </p>
      </div>
    </footer>
  );
}
