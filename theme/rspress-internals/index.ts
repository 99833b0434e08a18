/**
 * The parts of Rspress' theme that our overrides use but that are not its
 * public API (`@rspress/core/theme`, `/theme-original`, `/runtime`): its
 * navbar menu, small-screen sidebar hook, overview layout and their props
 * types. Reaching into `dist/` from one module only means one place to check
 * on an upgrade, and
 * tests/unit/rspress-internals.test.ts fails when an upgrade moves one of these
 * files or drops one of these exports. The stylesheets of the components we
 * replace are in the `.css` files beside this one, for the same reason.
 */

export type { NavProps } from '@rspress/core/dist/theme/components/Nav/index.js';
export { NavMenu, NavMenuDivider } from '@rspress/core/dist/theme/components/Nav/NavMenu.js';
export { useSidebarMenu } from '@rspress/core/dist/theme/components/SidebarMenu/useSidebarMenu.js';
export type { DocLayoutProps } from '@rspress/core/dist/theme/layout/DocLayout/index.js';

/** Rspress' overview layout (frontmatter `overview: true`), as a chunk of its own. */
export const loadOverview = () =>
  import('@rspress/core/dist/theme/components/Overview/index.js').then((module) => ({
    default: module.Overview,
  }));
