import { useActiveMatcher, useSidebarDynamic } from '@rspress/core/runtime';
import { SidebarList } from '@rspress/core/theme-original';
import { startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { countLinks, DEFER_GROUPS_FROM_LINKS, withoutOtherGroups } from './sidebar-deferral';

/** Set once any sidebar has filled its groups: a sidebar mounted later (the phone menu's) starts full. */
let filledOnce = false;

/**
 * The docs sidebar: Rspress' own, except that a large one does not repeat
 * itself in every page. Rspress writes every entry of every group into each
 * page's HTML: for an API of 500 operations that is the whole API 1,000 times
 * over (78 % of the HTML, and a build time and memory growing with the square
 * of the operations). So from DEFER_GROUPS_FROM_LINKS links on, the server
 * writes the current page's group and the sidebar's plain links only; the
 * other groups are drawn once the page has hydrated, in a transition (it
 * yields to the reader's input). Every group is still shown open, as the
 * specification wants ("categories are not auto-collapsed"); without
 * JavaScript the other operations are reached through the API overview.
 */
export function Sidebar() {
  const [sidebar, setSidebar] = useSidebarDynamic();
  const isActive = useActiveMatcher();
  const large = useMemo(() => countLinks(sidebar) >= DEFER_GROUPS_FROM_LINKS, [sidebar]);
  const [filled, setFilled] = useState(filledOnce);
  const listRef = useRef<HTMLDivElement>(null);
  const activeTopBeforeFill = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (filled || !large) return;
    activeTopBeforeFill.current = activeItem(listRef.current)?.getBoundingClientRect().top;
    startTransition(() => setFilled(true));
  }, [filled, large]);

  // The groups drawn above the current page's push it down: scroll the sidebar by as much,
  // before paint, so the current entry stays where the reader saw it (or, near the end of
  // the list, where the sidebar can scroll no further, at least in view).
  useLayoutEffect(() => {
    if (!filled) return;
    filledOnce = true;
    const before = activeTopBeforeFill.current;
    activeTopBeforeFill.current = undefined;
    const active = activeItem(listRef.current);
    const scroller = listRef.current?.closest<HTMLElement>('.rp-doc-layout__sidebar');
    if (before === undefined || !active || !scroller) return;
    scroller.scrollTop += active.getBoundingClientRect().top - before;
    const overflow =
      active.getBoundingClientRect().bottom - scroller.getBoundingClientRect().bottom;
    if (overflow > 0) scroller.scrollTop += overflow;
  }, [filled]);

  const shown = useMemo(
    () => (large && !filled ? withoutOtherGroups(sidebar, isActive) : sidebar),
    [large, filled, sidebar, isActive],
  );
  return (
    <div ref={listRef} className="ap-sidebar-list">
      <SidebarList sidebarData={shown} setSidebarData={setSidebar} />
    </div>
  );
}

function activeItem(list: HTMLElement | null): HTMLElement | null | undefined {
  return list?.querySelector<HTMLElement>('.rp-sidebar-item--active');
}
