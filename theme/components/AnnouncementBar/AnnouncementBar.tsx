import { useLang } from '@rspress/core/runtime';
import { IconClose, Link, SvgWrapper } from '@rspress/core/theme-original';
import { useState } from 'react';
import { brand } from '../../../config/brand';
import { type Lang, localizePath } from '../../../config/locales';
import { useUiText } from '../../hooks/useUiText';
import { ANNOUNCEMENT_DISMISSED_CLASS } from '../../logic/document-flags';
import { safeLocalStorage } from '../../logic/safe-storage';
import { storageKeys } from '../../logic/storage-keys';
import { useStoredValue } from '../../logic/useStoredValue';
import './AnnouncementBar.css';

/**
 * The announcement of config/brand.ts above the navbar. Closing it stores its
 * id: it stays hidden on every page until the configured id changes. The
 * inline head script hides it before first paint for readers who closed it.
 */
export function AnnouncementBar() {
  const t = useUiText();
  const lang = useLang() as Lang;
  const { id, text, link } = brand.announcement;
  const [dismissedId, setDismissedId] = useStoredValue(
    safeLocalStorage,
    storageKeys.announcementDismissed,
  );
  // Closing works for this page view even when storage refuses the write.
  const [closed, setClosed] = useState(false);
  if (closed || dismissedId === id) return null;

  const close = () => {
    document.documentElement.classList.add(ANNOUNCEMENT_DISMISSED_CLASS);
    setClosed(true);
    setDismissedId(id);
  };
  return (
    <section className="ap-announcement" aria-label={t('announcementLabel')}>
      <p className="ap-announcement__text">
        {link ? (
          <Link className="ap-announcement__link" href={localizePath(link, lang)}>
            {text[lang]}
          </Link>
        ) : (
          text[lang]
        )}
      </p>
      <button
        type="button"
        className="ap-announcement__close"
        aria-label={t('announcementClose')}
        onClick={close}
      >
        <SvgWrapper icon={IconClose} aria-hidden="true" />
      </button>
    </section>
  );
}
