import { useFrontmatter, useLocation, usePage, useSidebar } from '@rspress/core/runtime';
import { IconClose, IconSmallMenu, Sidebar, SvgWrapper } from '@rspress/core/theme';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { useUiText } from '../../hooks/useUiText';
import { keepFocusInside } from '../../logic/focus-trap';
import './SidebarDrawer.css';
import './mobile-breakpoint.css';

const DRAWER_ID = 'ap-sidebar-drawer';

/**
 * Below 996 px the docs sidebar lives in this drawer, opened by the hamburger
 * button at the start of the navbar. A modal <dialog> makes the page behind
 * inert and closes on Esc; keepFocusInside completes the focus trap and CSS
 * stops the page behind from scrolling. It closes on the close button, a click outside, Esc, and
 * when a link in it is followed.
 */
export function SidebarDrawer() {
  const t = useUiText();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const { page } = usePage();
  const { frontmatter } = useFrontmatter();
  const sidebar = useSidebar();
  const hasSidebar =
    (page.pageType === 'doc' || page.pageType === 'doc-wide') &&
    frontmatter.sidebar !== false &&
    sidebar.length > 0;

  useEffect(() => {
    // A new page: the drawer has done its job.
    if (pathname) dialog.current?.close();
  }, [pathname]);

  if (!hasSidebar) return null;

  const close = () => dialog.current?.close();
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as HTMLElement;
    // The backdrop counts as the dialog itself; the panel fills the rest of it.
    if (target === event.currentTarget || target.closest('a[href]')) close();
  };

  return (
    <>
      <button
        type="button"
        className="ap-drawer-toggle"
        aria-label={t('sidebarOpen')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={DRAWER_ID}
        onClick={() => {
          dialog.current?.showModal();
          setOpen(true);
        }}
      >
        <SvgWrapper icon={IconSmallMenu} aria-hidden="true" />
      </button>
      <dialog
        ref={dialog}
        id={DRAWER_ID}
        className="ap-drawer"
        aria-label={t('sidebarTitle')}
        onClose={() => setOpen(false)}
        onClick={onDialogClick}
        onKeyDown={keepFocusInside}
      >
        <div className="ap-drawer__panel">
          <div className="ap-drawer__header">
            <button
              type="button"
              className="ap-drawer__close"
              aria-label={t('sidebarClose')}
              onClick={close}
            >
              <SvgWrapper icon={IconClose} aria-hidden="true" />
            </button>
          </div>
          <nav className="ap-drawer__sidebar rp-scrollbar" aria-label={t('sidebarTitle')}>
            {open && <Sidebar />}
          </nav>
        </div>
      </dialog>
    </>
  );
}
