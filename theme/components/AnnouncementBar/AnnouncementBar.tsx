import { useLang } from '@rspress/core/runtime';
import { IconClose, Link, SvgWrapper } from '@rspress/core/theme-original';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { brand } from '../../../config/brand';
import { type Lang, localizePath } from '../../../config/locales';
import { ANNOUNCEMENT_DISMISSED_CLASS } from '../../../shared/document-flags';
import { storageKeys } from '../../../shared/storage-keys';
import { useStoredValue } from '../../hooks/useStoredValue';
import { useUiText } from '../../hooks/useUiText';
import { safeLocalStorage } from '../../logic/safe-storage';
import './AnnouncementBar.css';

/**
 * Rspress places its sticky navbar, sidebar, outline and mobile menu below
 * `--rp-banner-height`. The bar scrolls away with the page, so the variable
 * follows the part of it still on screen (its full height at the top of the
 * page, 0 once scrolled past).
 */
function useVisibleHeightAsBannerHeight(bar: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const element = bar.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    let frame = 0;
    let last = -1;
    const update = () => {
      frame = 0;
      const visible = Math.max(0, Math.round(element.getBoundingClientRect().bottom));
      if (visible === last) return;
      last = visible;
      root.style.setProperty('--rp-banner-height', `${visible}px`);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      root.style.removeProperty('--rp-banner-height');
    };
  }, [bar, shown]);
}

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
  const shown = !closed && dismissedId !== id;
  const bar = useRef<HTMLElement>(null);
  useVisibleHeightAsBannerHeight(bar, shown);
  if (!shown) return null;

  const close = () => {
    document.documentElement.classList.add(ANNOUNCEMENT_DISMISSED_CLASS);
    setClosed(true);
    setDismissedId(id);
  };
  return (
    <section className="ap-announcement" aria-label={t('announcementLabel')} ref={bar}>
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
