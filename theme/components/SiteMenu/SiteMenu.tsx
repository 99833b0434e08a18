import { IconClose, IconSmallMenu, SvgWrapper, SwitchAppearance } from '@rspress/core/theme';
import { useEffect, useId, useRef } from 'react';
import { useModalDialog } from '../../hooks/useModalDialog';
import { useUiText } from '../../hooks/useUiText';
import { LanguageMenu } from '../LanguageMenu/LanguageMenu';
import { MenuSidebar } from '../SidebarDrawer/SidebarDrawer';
import { SiteMenuLinks } from './SiteMenuLinks';
import './SiteMenu.css';

/**
 * Replaces Rspress' navbar hamburger(s) (a full-screen overlay without focus
 * handling below 768 px, a hover menu inside a <button> up to 1280 px): one
 * button, shown where the navbar has no room for its links, language and
 * colour-mode controls (up to 1280 px), opens a modal dialog with them and,
 * below 996 px where the page has no sidebar, the docs tree of the page's
 * section: phones have this one menu button, not a second one for the
 * sidebar. The dialog makes the page behind inert, keeps Tab inside, closes
 * on Esc, the close button, a click on the backdrop or a followed link, and
 * gives focus back to the button.
 */
export function NavHamburger() {
  const t = useUiText();
  // Language menu items are links that open their own menu first: they do not close it.
  const { open, show, close, dialogProps } = useModalDialog('a[href]:not([role^="menuitem"])');
  const titleId = useId();
  const dialogId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The docs tree scrolls its current page into view as it mounts (Rspress' sidebar item),
  // which on a deep page scrolled the whole menu, its close button out of sight. A parent's
  // effect runs after its children's: the menu opens at its top.
  useEffect(() => {
    if (!open) return;
    panel.current?.scrollTo({ top: 0 });
    dialogProps.ref.current?.scrollTo({ top: 0 });
  }, [open, dialogProps.ref]);

  return (
    <>
      <button
        type="button"
        className="ap-site-menu-toggle"
        aria-label={t('siteMenuOpen')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialogId}
        onClick={show}
      >
        <SvgWrapper icon={IconSmallMenu} width={20} height={20} aria-hidden="true" />
      </button>
      <dialog {...dialogProps} id={dialogId} className="ap-site-menu" aria-labelledby={titleId}>
        <div className="ap-site-menu__panel" ref={panel}>
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
              <MenuSidebar />
            </>
          )}
        </div>
      </dialog>
    </>
  );
}
