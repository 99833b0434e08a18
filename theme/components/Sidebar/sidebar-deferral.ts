import type { NormalizedSidebarGroup, SidebarData } from '@rspress/core';

type SidebarEntry = SidebarData[number];

/**
 * From this many links on, a sidebar's groups that do not hold the current
 * page are left out of the page's HTML and drawn once it has hydrated
 * (Sidebar.tsx). Below it, the whole sidebar is in the HTML, which also works
 * without JavaScript; the real site's sidebars are all below it.
 */
export const DEFER_GROUPS_FROM_LINKS = 60;

function isGroup(entry: SidebarEntry): entry is NormalizedSidebarGroup {
  return 'items' in entry;
}

/** Links in the sidebar, at any depth. */
export function countLinks(entries: SidebarData): number {
  return entries.reduce(
    (sum, entry) =>
      sum +
      (isGroup(entry) ? countLinks(entry.items) + (entry.link ? 1 : 0) : 'link' in entry ? 1 : 0),
    0,
  );
}

/** Whether `group` holds, at any depth, an entry whose link `isActive` matches. */
export function holdsActiveLink(
  group: NormalizedSidebarGroup,
  isActive: (link: string) => boolean,
): boolean {
  return group.items.some(
    (entry) =>
      ('link' in entry && typeof entry.link === 'string' && isActive(entry.link)) ||
      (isGroup(entry) && holdsActiveLink(entry, isActive)),
  );
}

/**
 * The sidebar as the server writes it: the top-level groups that do not hold
 * the current page are left out, headers included (a header per group on
 * every page still grows with the square of the groups: 80 headers, 35 KB, on
 * each page of a 2,000-operation API). The other entries are the same
 * objects, so Rspress' fold state still applies to them.
 */
export function withoutOtherGroups(
  entries: SidebarData,
  isActive: (link: string) => boolean,
): SidebarData {
  return entries.filter((entry) => !isGroup(entry) || holdsActiveLink(entry, isActive));
}
