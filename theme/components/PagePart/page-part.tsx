import { type ComponentType, type FunctionComponent, lazy } from 'react';

/**
 * A component Rspress renders on some pages only (the not-found layout, a
 * heading that slugs its title in the browser), split out of the script every
 * page loads. Unlike LazyPart it is server-rendered: the
 * static page shows it at once, and the browser hydrates it once its chunk
 * has arrived.
 *
 * No Suspense boundary of its own, on purpose: while its chunk loads, React
 * keeps what is on screen (the server's markup while hydrating). A boundary
 * here would show an empty page in between after a client-side navigation.
 * Components of one page are imported by that page instead (theme/README.md, "What
 * every page's main script carries"): they come with its chunk.
 */
export function pagePart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): FunctionComponent<P> {
  let Loaded: ComponentType<P> | undefined;
  const loading = () =>
    load().then((component) => {
      Loaded = component;
      return { default: component };
    });
  // The Markdown twins' renderer keeps the first commit, where a part still loading
  // would be missing: that build loads every part up front and renders it directly.
  if (import.meta.env.SSG_MD) void loading();
  const Part = lazy(loading);
  // biome-ignore lint/correctness/noComponentHookFactories: like React.lazy, called once per part at module level (theme/index.tsx, FallbackHeading), so the component's identity is stable.
  return function PagePart(props: P) {
    if (import.meta.env.SSG_MD && Loaded) return <Loaded {...props} />;
    return <Part {...props} />;
  };
}
