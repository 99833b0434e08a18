import { isEqualPath, isExternalUrl, useLocation } from '@rspress/core/runtime';
import { type LinkProps, Link as OriginalLink } from '@rspress/core/theme-original';
import { forwardRef } from 'react';

/** An internal link to a whole page (no anchor): it may be the page being read. */
function isPageLink(href: string | undefined): href is string {
  return (
    typeof href === 'string' && href.startsWith('/') && !href.includes('#') && !isExternalUrl(href)
  );
}

/**
 * Rspress' Link, marked `aria-current="page"` when it leads to the page being
 * read: the sidebar's current entry (and any other link to this page) is
 * announced as such by screen readers, not only shown by a colour. A caller
 * that passes `aria-current` itself (the site menu marks a whole section)
 * decides alone.
 */
export const Link = forwardRef<HTMLAnchorElement, Omit<LinkProps, 'ref'>>(
  function Link(props, ref) {
    const { pathname } = useLocation();
    const current = isPageLink(props.href) && isEqualPath(props.href, pathname);
    return (
      <OriginalLink
        ref={ref}
        {...(current ? { 'aria-current': 'page' as const } : {})}
        {...props}
      />
    );
  },
);
