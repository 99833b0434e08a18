/**
 * Theme overrides. Each export replaces the Rspress component of the same
 * name everywhere (built-in components import through `@rspress/core/theme`);
 * everything else comes from the original theme.
 */

export * from '@rspress/core/theme-original';
export { BlogFeedSubscribe } from './components/blog/BlogFeedSubscribe';
export { BlogPostList } from './components/blog/BlogPostList';
export { PrevNextPage } from './components/blog/PrevNextPage';
export { DelayedSpinner } from './components/DelayedSpinner/DelayedSpinner';
export { HomeFeature } from './components/HomeFeature/HomeFeature';
export { LastUpdated } from './components/LastUpdated/LastUpdated';
export { Layout } from './components/Layout';
export { LazyPart } from './components/LazyPart/LazyPart';
export { DocContent } from './components/PageErrorBoundary/DocContent';
export { Redirect } from './components/Redirect';
export { Search } from './components/Search/Search';
export { SearchPage } from './components/SearchPage/SearchPage';
export { SwitchAppearance } from './components/SwitchAppearance/SwitchAppearance';
export { Toc } from './components/Toc';
export { useStorageValue } from './logic/useStorageValue';
export { useThemeState } from './logic/useThemeState';
