/**
 * Theme overrides. Each export replaces the Rspress component of the same
 * name everywhere (built-in components import through `@rspress/core/theme`);
 * everything else comes from the original theme.
 */

export * from '@rspress/core/theme-original';

import { pagePart } from './components/PagePart/page-part';

export { PrevNextPage } from './components/blog/PrevNextPage';
export { DelayedSpinner } from './components/DelayedSpinner/DelayedSpinner';
export { DocLayout } from './components/DocLayout/DocLayout';
export { FallbackHeading } from './components/FallbackHeading/FallbackHeading';
// Replacing the home layout leaves Rspress' own (and its hero and feature cards) out of the bundle.
export { HomeLayout } from './components/HomeLayout/HomeLayout';
export { LastUpdated } from './components/LastUpdated/LastUpdated';
export { Layout } from './components/Layout';
export { LazyPart } from './components/LazyPart/LazyPart';
export { Link } from './components/Link/Link';
export { LlmsViewOptions } from './components/LlmsViewOptions/LlmsViewOptions';
export { Nav } from './components/Nav/Nav';
export { NavTitle } from './components/NavTitle/NavTitle';
export { DocContent } from './components/PageErrorBoundary/DocContent';
export { ReadPercent } from './components/ReadPercent/ReadPercent';
export { Redirect } from './components/Redirect';
export { getCustomMDXComponent } from './components/ScrollableTable/mdx-components';
export { Search } from './components/Search/Search';
export { Sidebar } from './components/Sidebar/Sidebar';
export { NavHamburger } from './components/SiteMenu/SiteMenu';
export { SwitchAppearance } from './components/SwitchAppearance/SwitchAppearance';
export { Toc } from './components/Toc';
export { useScrollAfterNav } from './hooks/useScrollAfterNav';
export { useScrollReset } from './hooks/useScrollReset';
export { useStorageValue } from './hooks/useStorageValue';
export { useThemeState } from './hooks/useThemeState';
// Titles are text: Rspress' helpers render one that looks like HTML as HTML (logic/inline-text.ts).
export {
  parseInlineMarkdownText,
  renderHtmlOrText,
  renderInlineMarkdown,
} from './logic/inline-text';

// Rspress' not-found layout, out of the script every page loads (see PagePart).
export const NotFoundLayout = pagePart(() =>
  import('./components/NotFound').then((m) => m.NotFound),
);
