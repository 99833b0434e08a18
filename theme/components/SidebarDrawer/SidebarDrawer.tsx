import { useFrontmatter, usePage, useSidebar } from '@rspress/core/runtime';
import { IconClose, IconSmallMenu, Sidebar, SvgWrapper } from '@rspress/core/theme';
import { useModalDialog } from '../../hooks/useModalDialog';
import { useUiText } from '../../hooks/useUiText';
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
  const { open, show, close, dialogProps } = useModalDialog();
  const { page } = usePage();
  const { frontmatter } = useFrontmatter();
  const sidebar = useSidebar();
  const hasSidebar =
    (page.pageType === 'doc' || page.pageType === 'doc-wide') &&
    frontmatter.sidebar !== false &&
    sidebar.length > 0;

  if (!hasSidebar) return null;

  return (
    <>
      <button
        type="button"
        className="ap-drawer-toggle"
        aria-label={t('sidebarOpen')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={DRAWER_ID}
        onClick={show}
      >
        <SvgWrapper icon={IconSmallMenu} aria-hidden="true" />
      </button>
      <dialog {...dialogProps} id={DRAWER_ID} className="ap-drawer" aria-label={t('sidebarTitle')}>
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
