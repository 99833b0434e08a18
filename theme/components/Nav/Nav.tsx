// Rspress' navbar menu and divider (not exported by the theme; the same modules its navbar uses).

import { useNav, useSite } from '@rspress/core/runtime';
import { NavHamburger, NavTitle, Search, SwitchAppearance } from '@rspress/core/theme';
import { NavMenu, NavMenuDivider, type NavProps } from '../../rspress-internals';
import { LanguageMenu } from '../LanguageMenu/LanguageMenu';
// The original navbar's styles (its module is not bundled once replaced).
import '../../rspress-internals/nav.css';

/**
 * Rspress' navbar with one change: the language switcher is a keyboard
 * operable menu button (LanguageMenu) instead of a hover-only dropdown, and
 * no stray <li> sits outside a list. Left out: Rspress' versions dropdown
 * (the site has one version menu, DocsVersionBadge) and its social links
 * (the site has none: `themeConfig.socialLinks`; they cost 2 KB gzip on every
 * page — add `<SocialLinks />` back here if some are configured).
 */
export function Nav(props: NavProps) {
  const {
    beforeNavTitle,
    afterNavTitle,
    beforeNavMenu,
    afterNavMenu,
    navTitle,
    beforeLeftNavItems,
    afterLeftNavItems,
    beforeRightNavItems,
    afterRightNavItems,
  } = props;
  const navList = useNav();
  const { site } = useSite();
  // As Rspress decides: 'force-light' / 'force-dark' remove the switch.
  const hasAppearanceSwitch = !String(site.themeConfig.darkMode ?? '').startsWith('force-');

  return (
    <header className="rp-nav">
      <div className="rp-nav__left">
        {beforeNavTitle}
        {navTitle ?? <NavTitle />}
        <NavMenu
          menuItems={navList}
          position="left"
          beforeNavItems={beforeLeftNavItems}
          afterNavItems={afterLeftNavItems}
        />
        {afterNavTitle}
      </div>
      <div className="rp-nav__right">
        {beforeNavMenu}
        <Search />
        <NavMenu
          menuItems={navList}
          position="right"
          beforeNavItems={beforeRightNavItems}
          afterNavItems={afterRightNavItems}
        />
        <div className="rp-nav__others">
          <NavMenuDivider />
          <LanguageMenu />
          {hasAppearanceSwitch && <SwitchAppearance />}
        </div>
        <NavHamburger
          beforeLeftNavItems={beforeLeftNavItems}
          afterLeftNavItems={afterLeftNavItems}
          beforeRightNavItems={beforeRightNavItems}
          afterRightNavItems={afterRightNavItems}
        />
        {afterNavMenu}
      </div>
    </header>
  );
}
