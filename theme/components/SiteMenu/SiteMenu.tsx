import { useLocation } from '@rspress/core/runtime';
import { IconClose, IconSmallMenu, SvgWrapper, SwitchAppearance } from '@rspress/core/theme';
import { type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { useUiText } from '../../hooks/useUiText';
import { keepFocusInside } from '../../logic/focus-trap';
import { LanguageMenu } from '../LanguageMenu/LanguageMenu';
import { SiteMenuLinks } from './SiteMenuLinks';
import './SiteMenu.css';

/**
 * Replaces Rspress' navbar hamburger(s) (a full-screen overlay without focus
 * handling below 768 px, a hover menu inside a <button> up to 1280 px): one
 * button, shown where the navbar has no room for its links, language and
 * colour-mode controls (up to 1280 px), opens a modal dialog with them. The
 * dialog makes the page behind inert, keeps Tab inside, closes on Esc, the
 * close button, a click on the backdrop or a followed link, and gives focus
 * back to the button.
 */
export function NavHamburger() {
  const t = useUiText();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const titleId = useId();
  const dialogId = useId();

  useEffect(() => {
    // A new page: the menu has done its job.
    if (pathname) dialog.current?.close();
  }, [pathname]);

  const close = () => dialog.current?.close();
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as HTMLElement;
    // The backdrop counts as the dialog itself; the panel fills the rest of it.
    if (target === event.currentTarget || target.closest('a[href]:not([role^="menuitem"])')) {
      close();
    }
  };

  return (
    <>
      <button
        type="button"
        className="ap-site-menu-toggle"
        aria-label={t('siteMenuOpen')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialogId}
        onClick={() => {
          dialog.current?.showModal();
          setOpen(true);
        }}
      >
        <SvgWrapper icon={IconSmallMenu} width={20} height={20} aria-hidden="true" />
      </button>
      <dialog
        ref={dialog}
        id={dialogId}
        className="ap-site-menu"
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        onClick={onDialogClick}
        onKeyDown={keepFocusInside}
      >
        <div className="ap-site-menu__panel">
          <div className="ap-site-menu__header">
            <h2 className="ap-site-menu__title" id={titleId}>
              {t('siteMenuTitle')}
            </h2>
            <button
              type="button"
              className="ap-site-menu__close"
              aria-label={t('siteMenuClose')}
              onClick={close}
            >
              <SvgWrapper icon={IconClose} aria-hidden="true" />
            </button>
          </div>
          {open && (
            <>
              <SiteMenuLinks label={t('mainNavLabel')} />
              <div className="ap-site-menu__row">
                <span className="ap-site-menu__row-label">{t('themeText')}</span>
                <SwitchAppearance />
              </div>
              <div className="ap-site-menu__row">
                <span className="ap-site-menu__row-label">{t('languagesText')}</span>
                <LanguageMenu />
              </div>
            </>
          )}
        </div>
      </dialog>
    </>
  );
}
