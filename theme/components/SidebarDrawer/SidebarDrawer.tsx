import { Sidebar } from '@rspress/core/theme';
import { useHasSidebar } from '../../hooks/useHasSidebar';
import { useUiText } from '../../hooks/useUiText';
import { DocsVersionBadge } from '../DocsVersionBadge/DocsVersionBadge';
import './SidebarDrawer.css';
import './mobile-breakpoint.css';

/**
 * Below 996 px the docs sidebar is not on the page: its tree is in the site
 * menu (one button on phones holds the site links, this tree, the language
 * and the colour mode), under a heading. At 996 px and up the sidebar is on
 * the page and this section is hidden (CSS), so the menu never repeats it.
 */
export function MenuSidebar() {
  const t = useUiText();
  const hasSidebar = useHasSidebar();
  if (!hasSidebar) return null;
  return (
    <nav className="ap-drawer__sidebar" aria-labelledby="ap-menu-sidebar-title">
      <h3 className="ap-drawer__title" id="ap-menu-sidebar-title">
        {t('siteMenuSidebarTitle')}
      </h3>
      <DocsVersionBadge />
      <Sidebar />
    </nav>
  );
}
