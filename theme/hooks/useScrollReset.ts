/**
 * Rspress' useScrollReset (its Layout imports it through `@rspress/core/theme`,
 * i.e. this theme), without its decodeURIComponent of the hash, which threw on
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
