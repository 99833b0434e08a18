/**
 * Rspress' scroll hooks (its Layout and DocContent import them through
 * `@rspress/core/theme`, i.e. this theme), with the same behaviour but a hash
 * that may hold a malformed escape: Rspress' own `decodeURIComponent` threw on
 * `#%` and crashed every page.
 */
import { useLocation } from '@rspress/core/runtime';
import { useLayoutEffect } from 'react';

/** Scroll to the top on a new page, unless the URL names a place in it. */
export function useScrollReset(): void {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new page, as Rspress' does
  useLayoutEffect(() => {
    if (window.location.hash.length === 0) window.scrollTo(0, 0);
  }, [pathname]);
}
