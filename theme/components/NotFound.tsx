import { useLang } from '@rspress/core/runtime';
import { Search } from '@rspress/core/theme';
import { Link } from '@rspress/core/theme-original';
import { type Lang, localizePath } from '../../config/locales';
import { docsEntry } from '../../config/navigation';
import { useUiText } from '../hooks/useUiText';
import { MAIN_CONTENT_ID } from './SkipToContent/SkipToContent';
import './NotFound.css';

/** The localized not-found page (the locale comes from the URL), with the search box. */
export function NotFound() {
  const t = useUiText();
  const lang = useLang() as Lang;
  return (
    <main
      className="rp-not-found ap-not-found"
      data-testid="not-found"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
    >
      <p className="rp-not-found__error-code">404</p>
      <h1 className="rp-not-found__title">{t('notFoundText')}</h1>
      <p className="ap-not-found__text">{t('notFoundDescription')}</p>
      {/* The theme's search (whatever replaces Rspress' one shows up here too). */}
      <div className="ap-not-found__search">
        <Search />
      </div>
      <div className="rp-not-found__divider" />
      <nav className="ap-not-found__links">
        <Link className="rp-not-found__home-link" href={localizePath('/', lang)}>
          {t('takeMeHomeText')}
        </Link>
        <Link className="rp-not-found__home-link" href={localizePath(docsEntry, lang)}>
          {t('notFoundDocsLink')}
        </Link>
      </nav>
    </main>
  );
}
