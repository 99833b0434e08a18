/**
 * Stands in for Rspress' `runtime/route.js` (plugins/route-data swaps the
 * module at build time): the same exports, with the same behaviour, reading
 * the routes from the section registry instead of one table of every route.
 * A path whose section is not loaded yet gets a stand-in route, so a link
 * into another section still navigates in the page and prefetches on hover.
 */
import type { Route } from '@rspress/shared';
import { cleanUrl, normalizeHref, removeBase, removeTrailingSlash } from '@rspress/shared';
import siteData from 'virtual-site-data';
import {
  findRoute,
  isPlaceholder,
  placeholderFor,
  placeholderPath,
  routeDataLoaded,
} from './registry';

function normalizeRoutePath(routePath: string): string {
  return cleanUrl(decodeURIComponent(routePath))
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .toLowerCase();
}

/** Rspress' matchPath: the same page whatever `.html`, `/index`, trailing slash or case. */
export function matchPath(pattern: string, pathname: string): { path: string } | null {
  const normalizedPattern = normalizeRoutePath(pattern);
  const normalizedPathname = normalizeRoutePath(pathname);
  const withSlash = (p: string) => (p.endsWith('/') ? p : `${p}/`);
  return withSlash(normalizedPattern) === withSlash(normalizedPathname) ? { path: pattern } : null;
}

/**
 * The route of a pathname: the page's route once its section is in, a
 * stand-in while it is not, nothing when the section is in and has no such page.
 */
export function pathnameToRouteService(pathname: string): Route | undefined {
  const route = findRoute(pathname);
  if (route) return route;
  return routeDataLoaded(pathname) ? undefined : placeholderFor(pathname);
}

/** Rspress' clean-URL redirect: `/a.html` and `/a/index` become the route's canonical URL. */
export function redirectToCleanUrl(
  location: Pick<Location, 'hash' | 'pathname' | 'search'>,
  history: Pick<History, 'replaceState' | 'state'>,
): boolean {
  if (siteData.route?.cleanUrlsRedirect === false) return false;
  const matchedRoute = pathnameToRouteService(removeBase(location.pathname, siteData.base));
  if (!matchedRoute) return false;
  if (isPlaceholder(matchedRoute)) {
    // Its section is not in yet: the clean form of the URL as written (nothing decoded, so
    // that no escape the reader typed can throw here, before the page has hydrated).
    if (!siteData.route?.cleanUrls) return false;
    const clean = placeholderPath(location.pathname);
    if (clean === location.pathname) return false;
    history.replaceState(history.state, '', `${clean}${location.search}${location.hash}`);
    return true;
  }
  const canonicalRoutePath = normalizeHref(matchedRoute.path, Boolean(siteData.route?.cleanUrls));
  const canonicalPathname = `${removeTrailingSlash(siteData.base)}${canonicalRoutePath}`;
  if (location.pathname === canonicalPathname) return false;
  history.replaceState(history.state, '', `${canonicalPathname}${location.search}${location.hash}`);
  return true;
}

export function isActive(itemLink: string, currentPathname: string): boolean {
  return matchPath(itemLink, currentPathname) !== null;
}

/** Prefetch on hover: the page's chunk, and first its section's data when that is not in yet. */
export const preloadLink = (link: string): void => {
  if (siteData?.route?.prefetchLink === false) return;
  pathnameToRouteService(link)?.preload();
};
