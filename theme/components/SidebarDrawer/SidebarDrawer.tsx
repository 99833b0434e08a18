import { useFrontmatter, usePage, useSidebar } from '@rspress/core/runtime';
import { Sidebar } from '@rspress/core/theme';
import { useUiText } from '../../hooks/useUiText';
import './SidebarDrawer.css';
import './mobile-breakpoint.css';

/** Whether the current page shows the docs sidebar (guides, API, handbook). */
export function useHasSidebar(): boolean {
  const { page } = usePage();
  const { frontmatter } = useFrontmatter();
  const sidebar = useSidebar();
  return (
    (page.pageType === 'doc' || page.pageType === 'doc-wide') &&
    frontmatter.sidebar !== false &&
    sidebar.length > 0
  );
}

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
      <Sidebar />
    </nav>
  );
}
