import {
  addLeadingSlash,
  addTrailingSlash,
  normalizeImagePath,
  useLang,
  useSite,
} from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';
import { brand } from '../../../config/brand';
// The original title's styles (its module is not bundled once replaced).
import '../../rspress-internals/nav-title.css';

/**
 * Rspress' navbar title with the logo sized (width/height from
 * config/brand.ts, so its place is reserved before the file arrives: no
 * layout shift) and marked decorative (alt=""): the site name next to it is
 * the link's text. Rspress gave both logos the same id and the alt "logo".
 */
export function NavTitle() {
  const { site } = useSite();
  const lang = useLang();
  const home = addLeadingSlash(lang === (site.lang ?? '') ? '/' : addTrailingSlash(lang));
  const { logo, logoText, logoHref } = site;
  const sources = !logo
    ? []
    : typeof logo === 'string'
      ? [['', logo]]
      : [
          ['light', logo.light],
          ['dark', logo.dark],
        ];
  const localeTitle = site.themeConfig?.locales?.find((l) => l.lang === lang)?.title;
  return (
    <div className="rp-nav__title">
      <Link href={logoHref || home} className="rp-nav__title__link">
        {sources.length > 0 && (
          <div className="rp-nav__title__logo">
            {sources.map(([mode, src]) => (
              <img
                key={mode}
                src={normalizeImagePath(src ?? '')}
                alt=""
                width={brand.logoSize.width}
                height={brand.logoSize.height}
                className={`rspress-logo rp-nav__title__logo-image${mode ? ` rp-nav__title__logo-image--${mode}` : ''}`}
              />
            ))}
          </div>
        )}
        <span>{logoText || localeTitle || site.title || 'Home'}</span>
      </Link>
    </div>
  );
}
