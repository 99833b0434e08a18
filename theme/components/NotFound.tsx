import { useLang, useLocation } from '@rspress/core/runtime';
import { Search } from '@rspress/core/theme';
import { Link } from '@rspress/core/theme-original';
import { useEffect, useState } from 'react';
import { handbookPrefix } from '../../config/handbook';
import { type Lang, localizePath } from '../../config/locales';
import { docsEntry } from '../../config/navigation';
import { useUiText } from '../hooks/useUiText';
import type { SuggestablePage } from '../logic/not-found-suggestions';
import { loadPages } from '../route-data/registry';
import { MAIN_CONTENT_ID } from './SkipToContent/SkipToContent';
// Rspress' not-found styles (the rp-not-found classes): its layout is replaced, so not bundled.
import '../rspress-internals/not-found.css';
import './NotFound.css';

/**
 * The pages nearest to the missing path, found in the browser (the
 * not-found page is one static file for every wrong URL). The locale's page
 * list, the matcher and its index library load only here, after the page is
 * shown.
 */
function useSuggestions(lang: Lang): { pages: SuggestablePage[]; query: string } {
  const { pathname } = useLocation();
  const [found, setFound] = useState<{ pages: SuggestablePage[]; query: string }>({
    pages: [],
    query: '',
  });
  useEffect(() => {
    let live = true;
    const prefix = localizePath('', lang);
    Promise.all([loadPages(lang), import('../logic/not-found-suggestions')]).then(
      ([pages, { pathWords, suggestPages }]) => {
        if (!live) return;
        const candidates = pages
          .filter(
            (page) =>
              page.lang === lang &&
              page.frontmatter?.pageType !== '404' &&
              !/\/search$/.test(page.routePath) &&
              // Readers' pages only: the writers' handbook is for the people who write these docs.
              !page.routePath.startsWith(localizePath(handbookPrefix, lang)) &&
              page.title,
          )
          .map((page) => ({ routePath: page.routePath, title: page.title }));
        setFound({
          pages: suggestPages(candidates, pathname, prefix),
          query: pathWords(pathname, prefix),
        });
      },
    );
    return () => {
      live = false;
    };
  }, [pathname, lang]);
  return found;
}

/** The localized not-found page (the locale comes from the URL), with the search box. */
export function NotFound() {
  const t = useUiText();
  const lang = useLang() as Lang;
  const suggestions = useSuggestions(lang);
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
      {(suggestions.pages.length > 0 || suggestions.query) && (
        <section className="ap-not-found__suggestions" aria-labelledby="ap-not-found-suggestions">
          <h2 className="ap-not-found__suggestions-title" id="ap-not-found-suggestions">
            {t('notFoundSuggestions')}
          </h2>
          <ul className="ap-not-found__suggestions-list">
            {suggestions.pages.map((page) => (
              <li key={page.routePath}>
                <Link className="ap-not-found__suggestion" href={page.routePath}>
                  <span className="ap-not-found__suggestion-title">{page.title}</span>
                  <span className="ap-not-found__suggestion-path">{page.routePath}</span>
                </Link>
              </li>
            ))}
            {suggestions.query && (
              <li>
                <Link
                  className="ap-not-found__suggestion"
                  href={`${localizePath('/search', lang)}?q=${encodeURIComponent(suggestions.query)}`}
                >
                  <span className="ap-not-found__suggestion-title">
                    {t('notFoundSearch', { query: suggestions.query })}
                  </span>
                </Link>
              </li>
            )}
          </ul>
        </section>
      )}
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
