// Rspress' own hook (not exported by the theme): the same page in each locale, as its menu computed it.

import { useUiText } from '../../hooks/useUiText';
import { useLangsMenu } from '../../rspress-internals';
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
  const { items, activeValue } = useLangsMenu();
  if (items.length < 2 || !activeValue) return null;
  const entries: MenuEntry[] = items.map((item) => ({
    key: item.lang,
    label: item.text,
    text: item.text,
    lang: item.lang,
    checked: item.text === activeValue,
    ...(item.link ? { href: item.link, hrefLang: item.lang, rel: item.rel } : {}),
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
