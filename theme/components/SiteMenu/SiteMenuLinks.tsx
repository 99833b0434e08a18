import type { NavItem } from '@rspress/core';
import { matchNavbar, useLocation, useNav } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';

function NavLink({ item, pathname }: { item: NavItem; pathname: string }) {
  if (!('link' in item) || !item.link)
    return <span className="ap-site-menu__group">{item.text}</span>;
  const current = matchNavbar(item, pathname);
  return (
    <Link
      href={item.link}
      className="ap-site-menu__link"
      aria-current={current ? 'page' : undefined}
      rel={'rel' in item ? item.rel : undefined}
    >
      {item.text}
    </Link>
  );
}

/** The navbar's links (config/navigation.ts), as a list for the site menu. */
export function SiteMenuLinks({ label }: { label: string }) {
  const items = useNav();
  const { pathname } = useLocation();
  if (items.length === 0) return null;
  return (
    <nav className="ap-site-menu__nav" aria-label={label}>
      <ul className="ap-site-menu__list">
        {items.map((item) => (
          <li key={`${item.text}`}>
            <NavLink item={item} pathname={pathname} />
            {'items' in item && item.items.length > 0 && (
              <ul className="ap-site-menu__list ap-site-menu__list--nested">
                {item.items.map((child) => (
                  <li key={child.text}>
                    <NavLink item={child as NavItem} pathname={pathname} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
