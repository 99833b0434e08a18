/**
 * Stands in for Rspress' `runtime/initPageData.js` (plugins/route-data swaps
 * the module at build time): the same exports and page data. Two changes:
 * the page's section is loaded first when it is not in yet, and the page's
 * route, lang and version come from its route (the list of every page's data
 * is no longer in the main script; when a list is there, in the dev server,
 * its entry still completes the page, found through an index rather than a
 * search of the whole list for every page rendered).
 */
import type { PageDataLegacy } from '@rspress/shared';
import { cleanUrl, MDX_OR_MD_REGEXP } from '@rspress/shared';
import { pageData } from 'virtual-page-data';
import siteData from 'virtual-site-data';
import { findRoute, isPlaceholder } from './registry';
import { pathnameToRouteService } from './route';

export type Page = PageDataLegacy['page'];

type Slot = { routePath: string; data: Page } | undefined;
const slots: [Slot, Slot, Slot] = [undefined, undefined, undefined];

export function warmPageData(routePath: string, data: Page): void {
  slots[0] = { routePath, data };
}

export function consumeCachedPageData(routePath: string): Page | undefined {
  if (slots[0]?.routePath === routePath) {
    const data = slots[0].data;
    slots[2] = slots[1];
    slots[1] = slots[0];
    slots[0] = undefined;
    return data;
  }
  if (slots[2]?.routePath === routePath) {
    const data = slots[2].data;
    slots[0] = slots[1];
    slots[1] = slots[2];
    slots[2] = undefined;
    return data;
  }
  return undefined;
}

export function setCurrentPageData(routePath: string, data: Page): void {
  slots[2] = slots[1];
  slots[1] = { routePath, data };
}

type PageInfo = (typeof pageData.pages)[number];

/** Rspress' page matching (trailing slash and case ignored). */
const pageKey = (path: string) => path.replace(/\/$/, '').toLowerCase();
const indexes = new WeakMap<readonly PageInfo[], Map<string, PageInfo>>();

function findPageInfo(pages: readonly PageInfo[], path: string): PageInfo | undefined {
  let index = indexes.get(pages);
  if (!index) {
    index = new Map();
    for (const page of pages) {
      const key = pageKey(page.routePath);
      if (!index.has(key)) index.set(key, page);
    }
    indexes.set(pages, index);
  }
  return index.get(pageKey(path));
}

interface PageModule {
  default: { __RSPRESS_PAGE_META?: Record<string, Record<string, unknown>> };
  [key: string]: unknown;
}

export async function initPageData(routePath: string): Promise<Page> {
  let matchedRoute = pathnameToRouteService(routePath);
  if (matchedRoute && isPlaceholder(matchedRoute)) {
    // Its section first (through the stand-in's preload, which chunk-load recovery watches).
    await matchedRoute.preload();
    matchedRoute = findRoute(routePath);
  }
  if (matchedRoute) {
    const mod = (await matchedRoute.preload()) as unknown as PageModule;
    const pagePath = cleanUrl(matchedRoute.filePath);
    const extractPageInfo = findPageInfo(pageData.pages, matchedRoute.path);
    const encodedPagePath = encodeURIComponent(pagePath);
    const meta = mod.default.__RSPRESS_PAGE_META?.[encodedPagePath] ?? {};
    const {
      toc = [],
      title = '',
      frontmatter = {},
      ...rest
    } = (MDX_OR_MD_REGEXP.test(matchedRoute.filePath) ? meta : mod) as Record<string, unknown> & {
      frontmatter?: Record<string, unknown>;
    };
    const version = (matchedRoute as { version?: string }).version ?? '';
    return {
      ...rest,
      pagePath,
      routePath: matchedRoute.path,
      lang: matchedRoute.lang,
      version,
      ...extractPageInfo,
      pageType: frontmatter?.pageType || 'doc',
      title,
      frontmatter,
      toc,
    } as unknown as Page;
  }
  let lang = siteData.lang || '';
  let version = siteData.multiVersion?.default || '';
  if (siteData.lang && typeof window !== 'undefined') {
    const path = window.location.pathname.replace(siteData.base, '').split('/').slice(0, 2);
    if (siteData.locales.length) {
      const result = siteData.locales.find(({ lang }) => path.includes(lang));
      if (result) lang = result.lang;
    }
    if (siteData.multiVersion.versions) {
      const result = siteData.multiVersion.versions.find((v) => path.includes(v));
      if (result) version = result;
    }
  }
  return {
    pagePath: '',
    pageType: '404',
    routePath: '/404',
    lang,
    frontmatter: {},
    title: '404',
    toc: [],
    version,
    _filepath: '',
    _relativePath: '',
  } as unknown as Page;
}
