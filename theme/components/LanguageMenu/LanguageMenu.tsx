import { useLocation, usePage } from '@rspress/core/runtime';
import { type Lang, langs, locales } from '../../../config/locales';
import { useIsClient } from '../../hooks/useIsClient';
import { useReadingPlace } from '../../hooks/useReadingPlace';
import { useUiText } from '../../hooks/useUiText';
import { hrefForRspressLink, languageSwitchPath } from '../../logic/language-switch-path';
import { MenuButton, type MenuEntry } from '../MenuButton/MenuButton';

function IconLanguage() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="1.6" />
      <path
        d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z"
        stroke="currentColor"
        strokeWidth="1.6"
      />
    </svg>
  );
}

/**
 * The language switcher: a menu button (replaces Rspress' hover-only
 * dropdown, which the keyboard could not open). Each entry is the current
 * page in that language; the current language is the checked entry.
 */
export function LanguageMenu({ align = 'end' }: { align?: 'start' | 'end' }) {
  const t = useUiText();
  const { page } = usePage();
  // Re-render on every navigation (the links follow the path and query string).
  const { pathname } = useLocation();
  // The query string is the raw one of the address bar, added once hydrated:
  // the server's HTML has none, so the first render must not either.
  const isClient = useIsClient();
  const search = isClient ? window.location.search : '';
  // The other language opens at the same heading, not at the top of a long page.
  const hash = useReadingPlace(pathname);
  const current = (langs as readonly string[]).includes(page.lang) ? (page.lang as Lang) : null;
  if (locales.length < 2 || !current) return null;
  const activeValue = locales.find((l) => l.lang === current)?.label ?? current;
  const entries: MenuEntry[] = locales.map((locale) => ({
    key: locale.lang,
    label: locale.label,
    text: locale.label,
    lang: locale.lang,
    checked: locale.lang === current,
    ...(locale.lang === current
      ? {}
      : {
          href: hrefForRspressLink(
            languageSwitchPath({
              pathname,
              search,
              hash,
              from: current,
              to: locale.lang,
              notFound: page.pageType === '404',
            }),
          ),
          hrefLang: locale.lang,
          rel: 'alternate',
        }),
  }));
  return (
    <MenuButton
      className="ap-language-menu"
      button={
        <>
          <IconLanguage />
          <span>{activeValue}</span>
        </>
      }
      buttonLabel={t('languageMenuLabel', { language: activeValue })}
      entries={entries}
      radio
      openOnHover
      align={align}
    />
  );
}
