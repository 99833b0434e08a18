import { useFrontmatter, usePage, useSidebar } from '@rspress/core/runtime';

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
