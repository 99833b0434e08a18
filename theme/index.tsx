/**
 * Theme overrides. Each export replaces the Rspress component of the same
 * name everywhere (built-in components import through `@rspress/core/theme`);
 * everything else comes from the original theme.
 */

export * from '@rspress/core/theme-original';
export { BlogFeedSubscribe } from './components/blog/BlogFeedSubscribe';
export { BlogPostList } from './components/blog/BlogPostList';
export { PrevNextPage } from './components/blog/PrevNextPage';
export { Layout } from './components/Layout';
export { Redirect } from './components/Redirect';
export { SearchPage } from './components/SearchPage/SearchPage';
export { Toc } from './components/Toc';
