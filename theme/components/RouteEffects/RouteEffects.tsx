import { useLocation, usePage, useSite } from '@rspress/core/runtime';
import nprogress from 'nprogress';
import { useEffect, useRef } from 'react';
import { currentConnection, prefetchAllowed } from '../../logic/prefetch-policy';

/** A navigation faster than this shows no progress bar. */
export const PROGRESS_DELAY_MS = 200;

// The same bar as Rspress' Link (one nprogress instance; Rspress styles it with the brand colour).
nprogress.configure({ showSpinner: false });

/**
 * Progress bar for route changes that do not go through Rspress' Link (which
 * runs its own 200 ms-delayed bar): Back/Forward and programmatic navigation.
 * The URL changes first and the page data follows once its chunk is loaded.
 */
function useRouteProgress(): void {
  const { pathname } = useLocation();
  const { page } = usePage();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    timer.current = setTimeout(() => nprogress.start(), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [pathname]);
  useEffect(() => {
    // The new page's data arrived: it renders now.
    clearTimeout(timer.current);
    if (page) nprogress.done();
  }, [page]);
}

/**
 * Rspress prefetches a linked page's chunk on hover when `route.prefetchLink`
 * is on; its Link reads that flag from the site data at every hover, so the
 * flag is switched here, following the reader's connection.
 */
function usePrefetchPolicy(): void {
  const { site } = useSite();
  useEffect(() => {
    const route = site.route;
    if (!route || route.prefetchLink === false) return; // off in the config: stays off
    const connection = currentConnection();
    const apply = () => {
      route.prefetchLink = prefetchAllowed(connection);
    };
    apply();
    connection?.addEventListener?.('change', apply);
    return () => connection?.removeEventListener?.('change', apply);
  }, [site]);
}

/** Client-side effects of navigation; renders nothing. */
export function RouteEffects() {
  useRouteProgress();
  usePrefetchPolicy();
  return null;
}
