/**
 * Everything the route data relies on inside Rspress 2 that is not its plugin
 * API: the files of its generated modules, the two runtime modules swapped
 * for theme/route-data, and two of its build functions. One place to check
 * on an upgrade; tests/unit/route-data-rspress.test.ts fails when an upgrade
 * moves or changes any of them.
 */
import path from 'node:path';
import { getRouteChunkName } from '@rspress/core/dist/node/route/routeChunkAssets.js';
import { normalizeThemeConfig } from '@rspress/core/dist/node/runtimeModule/siteData/normalizeThemeConfig.js';

/** How Rspress normalizes each locale's sidebar into the site data (links, texts, defaults). */
/**
 * The chunk name Rspress gives a page's import: its build writes a preload of
 * that chunk into the page's HTML (RouteChunkAssetsPlugin), so ours keep it.
 */
export { getRouteChunkName, normalizeThemeConfig };

/**
 * Rspress' generated modules (rsbuild's virtual-module plugin: `<root>/<tempDir>/<name>.js`,
 * with tempDir `.rspress` for the page data and `.rspress/runtime` for the others).
 */
export const generatedModules = {
  routes: /[\\/]\.rspress[\\/]runtime[\\/]virtual-routes\.js$/,
  siteData: /[\\/]\.rspress[\\/]runtime[\\/]virtual-site-data\.js$/,
  pageData: /[\\/]\.rspress[\\/]virtual-page-data\.js$/,
} as const;

/** Rspress' runtime modules replaced by ours (same exports), by file. */
export const replacedRuntimeModules = [
  {
    file: 'dist/runtime/route.js',
    test: /[\\/]@rspress[\\/]core[\\/]dist[\\/]runtime[\\/]route\.js$/,
    exports: [
      'isActive',
      'matchPath',
      'pathnameToRouteService',
      'preloadLink',
      'redirectToCleanUrl',
    ],
    replacement: path.resolve(import.meta.dirname, '../../theme/route-data/route.ts'),
  },
  {
    file: 'dist/runtime/initPageData.js',
    test: /[\\/]@rspress[\\/]core[\\/]dist[\\/]runtime[\\/]initPageData\.js$/,
    exports: ['consumeCachedPageData', 'initPageData', 'setCurrentPageData', 'warmPageData'],
    replacement: path.resolve(import.meta.dirname, '../../theme/route-data/init-page-data.ts'),
  },
] as const;

/** Rspress writes its site data module as `export default <JSON>`. */
export function parseSiteDataModule(code: string): Record<string, unknown> {
  const match = /^\s*export default\s+([\s\S]*?);?\s*$/.exec(code);
  if (!match?.[1]) {
    throw new Error(
      'plugins/route-data: Rspress no longer writes its site data as `export default <JSON>` ' +
        '(see plugins/route-data/rspress-internals.ts)',
    );
  }
  return JSON.parse(match[1]) as Record<string, unknown>;
}
