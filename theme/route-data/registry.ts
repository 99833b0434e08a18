/**
 * The site's routes, loaded a section at a time (see README.md). The main
 * script holds only the list of sections (a locale's sidebar, or the rest of
 * a locale); a section's chunk brings its sidebar and its routes, or, for a
 * large section, the loaders of its buckets, each holding the routes of the
 * paths that hash to it. Rspress' route lookup (route.ts) and page data
 * (init-page-data.ts) read from here.
 */
import type { Route } from '@rspress/shared';
import { createElement, lazy, type ReactElement } from 'react';
import { pageData } from 'virtual-page-data';
import {
  defaultLang,
  eagerRoutes,
  langs,
  type PageListEntry,
  pageLists,
  type SectionModule,
  sections,
} from 'virtual-route-data';
import siteData from 'virtual-site-data';
import { bucketOf, routeKey, sectionIndexOf } from '../../shared/route-data/route-key';

export type RouteEntry = Route & { version: string };

/** A stand-in for a route whose section is not loaded yet (see `placeholderFor`). */
const PLACEHOLDER = Symbol('route-data placeholder');

const routesByKey = new Map<string, RouteEntry>();
/** Every route object handed out (real or stand-in), for hooks added later. */
const allRoutes: RouteEntry[] = [];
const routeHooks: ((route: RouteEntry) => void)[] = [];
const placeholders = new Map<string, RouteEntry>();

const sectionModules: (SectionModule | undefined)[] = [];
const sectionLoads: (Promise<SectionModule> | undefined)[] = [];
const loadedBuckets = new Set<string>();
const bucketLoads = new Map<string, Promise<void>>();

function adopt(route: RouteEntry): void {
  allRoutes.push(route);
  for (const hook of routeHooks) hook(route);
}

function register(routes: readonly RouteEntry[], lang?: string, version?: string): void {
  for (const route of routes) {
    if (lang !== undefined) route.lang = lang;
    if (version !== undefined) route.version = version;
    const key = routeKey(route.path);
    if (routesByKey.has(key)) continue;
    routesByKey.set(key, route);
    adopt(route);
  }
}

if (eagerRoutes) register(eagerRoutes as RouteEntry[]);

/**
 * Runs `hook` on every route object, those known now and those a section
 * brings later (chunk-load recovery wraps their `preload`).
 */
export function onEachRoute(hook: (route: RouteEntry) => void): void {
  routeHooks.push(hook);
  for (const route of allRoutes) hook(route);
}

function sectionOf(key: string): number {
  return eagerRoutes ? -1 : sectionIndexOf(key, sections, langs, defaultLang);
}

/** The sidebar a section brings, put where Rspress' `useSidebar` reads it. */
function installSidebar(index: number, module: SectionModule): void {
  const section = sections[index];
  if (!section || section.prefix === null || !module.sidebar) return;
  const { themeConfig } = siteData;
  const locale = themeConfig.locales?.find((l) => l.lang === section.lang);
  const sidebar = (locale ?? themeConfig).sidebar as Record<string, unknown> | undefined;
  if (sidebar) sidebar[section.prefix] = module.sidebar;
}

function loadSection(index: number): Promise<SectionModule> {
  const loading = sectionLoads[index];
  if (loading) return loading;
  const section = sections[index];
  if (!section) return Promise.reject(new Error(`no route data section ${index}`));
  const load = section.load().then((module) => {
    installSidebar(index, module);
    if (module.routes) register(module.routes, section.lang, section.version);
    sectionModules[index] = module;
    return module;
  });
  sectionLoads[index] = load;
  // A failed load (network) is tried again by the next navigation.
  load.catch(() => {
    sectionLoads[index] = undefined;
  });
  return load;
}

function loadBucket(index: number, bucket: number, module: SectionModule): Promise<void> {
  const id = `${index}:${bucket}`;
  const loading = bucketLoads.get(id);
  if (loading) return loading;
  const section = sections[index];
  const loader = module.buckets?.[bucket];
  if (!section || !loader) return Promise.resolve();
  const load = loader().then(({ routes }) => {
    register(routes, section.lang, section.version);
    loadedBuckets.add(id);
  });
  bucketLoads.set(id, load);
  load.catch(() => bucketLoads.delete(id));
  return load;
}

/** Loads the route data `path` is filed under (its section, and its bucket in a large one). */
export async function loadRouteData(path: string): Promise<void> {
  const key = routeKey(path);
  const index = sectionOf(key);
  if (index < 0) return;
  const module = await loadSection(index);
  if (module.buckets) await loadBucket(index, bucketOf(key, module.buckets.length), module);
}

/** Whether the route data of `path` is in, so that no route found means no such page. */
export function routeDataLoaded(path: string): boolean {
  const key = routeKey(path);
  const index = sectionOf(key);
  if (index < 0) return true;
  const module = sectionModules[index];
  if (!module) return false;
  return !module.buckets || loadedBuckets.has(`${index}:${bucketOf(key, module.buckets.length)}`);
}

/** The route of `path` among those loaded. */
export function findRoute(path: string): RouteEntry | undefined {
  return routesByKey.get(routeKey(path));
}

export function isPlaceholder(route: Route): boolean {
  return PLACEHOLDER in route;
}

/**
 * The path a stand-in answers to: the pathname as written (still encoded: it may hold any
 * escape, even a malformed one), without `.html` or a final `/index`.
 */
export function placeholderPath(pathname: string): string {
  return pathname
    .replace(/#.*$/s, '')
    .replace(/\?.*$/s, '')
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/');
}

/**
 * A route for `pathname` while its section is still on its way: Rspress'
 * link navigation, its `Content` and the chunk-load recovery take it as the
 * page's route. Its `preload` loads the section and then the page's own
 * chunk (resolving to nothing when the path has no page); its element shows
 * the page once both are in. One object per path, so that it can be told
 * apart from the route a later lookup returns.
 */
export function placeholderFor(pathname: string): RouteEntry {
  const key = routeKey(pathname);
  const known = placeholders.get(key);
  if (known) return known;
  const resolve = async () => {
    await loadRouteData(pathname);
    return findRoute(pathname);
  };
  const Page = lazy(async (): Promise<{ default: () => ReactElement | null }> => {
    const route = await resolve();
    if (!route) return { default: () => null };
    await route.preload();
    const element = route.element;
    return { default: () => element };
  });
  const lang = langs.find((l) => l !== defaultLang && key.split('/')[1] === l.toLowerCase());
  const placeholder = {
    [PLACEHOLDER]: true,
    path: placeholderPath(pathname),
    element: createElement(Page),
    filePath: '',
    lang: lang ?? defaultLang,
    version: '',
    preload: async () => {
      const route = await resolve();
      return route ? route.preload() : undefined;
    },
  } as unknown as RouteEntry;
  placeholders.set(key, placeholder);
  adopt(placeholder);
  return placeholder;
}

/**
 * The pages of a locale (title and route), for the not-found page's
 * suggestions: a chunk of its own, loaded only there.
 */
export async function loadPages(lang: string): Promise<PageListEntry[]> {
  if (eagerRoutes) return pageData.pages.filter((page) => page.lang === lang);
  const load = pageLists[lang];
  return load ? (await load()).pages : [];
}
