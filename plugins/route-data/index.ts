/**
 * Route data that does not grow with the site (see README.md). In a
 * production build, Rspress' route table, page list and sidebars leave the
 * main script: each page loads the section it belongs to (a sidebar of its
 * locale, or the locale's other pages), and a large section only the bucket
 * that holds the page. The dev server keeps Rspress' tables whole.
 */
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { PageIndexInfo, RouteMeta, RspressPlugin, UserConfig } from '@rspress/core';
import type { Lang } from '../../config/locales';
import { TRANSLATIONS_FIELD } from '../../shared/route-data/page-translations';
import { bucketOf, routeKey, sectionIndexOf } from '../../shared/route-data/route-key';
import { translationCandidates } from '../../theme/seo/page-head';
import { PerPageChunkNames } from './chunk-filenames';
import { ROUTE_DATA_CHUNK_PREFIX } from './chunk-kinds';
import {
  bucketChunkName,
  bucketModule,
  type PageListEntry,
  pagesModule,
  registryModule,
  sectionChunkName,
  sectionModule,
} from './codegen';
import { type PlannedSection, partitionRoutes } from './partition';
import {
  generatedModules,
  getRouteChunkName,
  normalizeThemeConfig,
  parseSiteDataModule,
  replacedRuntimeModules,
} from './rspress-internals';

export interface RouteDataOptions {
  /** Routes per bucket of a large section (a section of more than twice this is cut). */
  routesPerBucket?: number;
}

type Sidebars = Record<string, Record<string, unknown[]>>;

/** Characters of the build hash in the names of pages' chunks and route data. */
const BUILD_HASH_LENGTH = 10;

interface State {
  isProd: boolean;
  routes: RouteMeta[];
  config: UserConfig | undefined;
  /** Each locale's sidebar config as the plugins left it, before Rspress normalizes it in place. */
  rawSidebars: Record<string, unknown> | undefined;
  pages: Map<string, PageListEntry>;
  /** Chunk name -> its script files, from the browser build (for the pages' preload links). */
  chunkFiles: Map<string, string[]>;
  assetPrefix: string;
}

function localesOf(config: UserConfig): { lang: string }[] {
  return (config.locales ?? config.themeConfig?.locales ?? []) as { lang: string }[];
}

export function pluginRouteData(options: RouteDataOptions = {}): RspressPlugin {
  const routesPerBucket = options.routesPerBucket ?? 32;
  const state: State = {
    isProd: false,
    routes: [],
    config: undefined,
    rawSidebars: undefined,
    pages: new Map(),
    chunkFiles: new Map(),
    assetPrefix: '/',
  };
  let plan: PlannedSection[] | undefined;
  const sections = (): PlannedSection[] => {
    if (plan) return plan;
    const config = state.config;
    if (!config) throw new Error('plugins/route-data: no config (beforeBuild did not run)');
    const langs = localesOf(config).map((l) => l.lang);
    const sidebarKeys = Object.fromEntries(
      (config.themeConfig?.locales ?? []).map((l) => [l.lang, Object.keys(l.sidebar ?? {})]),
    );
    plan = partitionRoutes({
      routes: state.routes,
      langs,
      defaultLang: config.lang ?? langs[0] ?? '',
      sidebarKeys,
      routesPerBucket,
    });
    return plan;
  };
  const existingRoutes = () => new Set(state.routes.map((r) => routeKey(r.routePath)));
  let existing: Set<string> | undefined;

  return {
    name: 'route-data',
    routeGenerated(routes, isProd) {
      state.routes = routes;
      state.isProd = isProd;
      existing = undefined;
    },
    beforeBuild(config) {
      state.config = config;
      state.rawSidebars = structuredClone(
        Object.fromEntries((config.themeConfig?.locales ?? []).map((l) => [l.lang, l.sidebar])),
      );
      plan = undefined;
    },
    config(config) {
      // Each page preloads the chunks of its route data, beside Rspress' preload of its own chunk.
      config.head = [...(config.head ?? []), (route) => preloadTags(route.routePath)];
      return config;
    },
    extendPageData(page) {
      existing ??= existingRoutes();
      const have = existing;
      // Which translations of the page exist (its hreflang links): known here, not in the browser.
      (page as PageIndexInfo & Record<string, unknown>)[TRANSLATIONS_FIELD] = translationCandidates(
        page.routePath,
        page.lang as Lang,
      )
        .map((t) => t.route)
        .filter((route) => have.has(routeKey(route)));
      state.pages.set(page.routePath, {
        routePath: page.routePath,
        title: page.title,
        lang: page.lang,
        frontmatter: page.frontmatter?.pageType ? { pageType: page.frontmatter.pageType } : {},
      });
    },
    builderConfig: { plugins: [routeDataBundlerPlugin(state, sections)] },
  };

  function preloadTags(routePath: string): string | undefined {
    if (!state.isProd || !state.config) return undefined;
    const planned = sections();
    const config = state.config;
    const langs = localesOf(config).map((l) => l.lang);
    const key = routeKey(routePath);
    const index = sectionIndexOf(key, planned, langs, config.lang ?? '');
    const section = planned[index];
    if (!section) return undefined;
    const names = [sectionChunkName(index)];
    // The bucket the browser will load: the same hash of the path (one look-up per page).
    if (section.buckets) names.push(bucketChunkName(index, bucketOf(key, section.buckets.length)));
    return names
      .flatMap((name) => state.chunkFiles.get(name) ?? [])
      .map((file) => `<link rel="preload" href="${state.assetPrefix}${file}" as="script">`)
      .join('');
  }
}

function routeDataBundlerPlugin(state: State, sections: () => PlannedSection[]): RsbuildPlugin {
  return {
    name: 'ap:route-data',
    setup(api) {
      const dir = path.join(api.context.rootPath, '.rspress', 'route-data');
      const file = (name: string) => path.join(dir, `${name}.js`);
      const files = {
        registry: file('registry'),
        section: (i: number) => file(`section-${i}`),
        bucket: (i: number, b: number) => file(`bucket-${i}-${b}`),
        pages: (lang: string) => file(`pages-${lang}`),
      };
      const langs = () => localesOf(state.config ?? {}).map((l) => l.lang);
      const allFiles = (): string[] => {
        if (!state.isProd) return [files.registry];
        return [
          files.registry,
          ...sections().flatMap((section, i) => [
            files.section(i),
            ...(section.buckets ?? []).map((_, b) => files.bucket(i, b)),
          ]),
          ...langs().map(files.pages),
        ];
      };

      let sidebars: Promise<Sidebars> | undefined;
      const normalizedSidebars = () => {
        sidebars ??= normalizeSidebars(state);
        return sidebars;
      };

      api.modifyBundlerChain((chain, { rspack, environment }) => {
        chain
          .plugin('ap-route-data-modules')
          .use(rspack.experiments.VirtualModulesPlugin, [
            Object.fromEntries(allFiles().map((f) => [f, ''])),
          ]);
        chain.resolve.alias.set('virtual-route-data', files.registry);
        if (state.isProd && environment.name === 'web') {
          // The chunks there is one of per page (its route, its route data, its own data) are
          // named by the build's hash rather than each by its content: the runtime computes
          // their names instead of carrying one entry per page (a hash each) in the main
          // script. Other chunks (components shared by pages) keep their content hash.
          chain.plugin('ap-route-data-chunk-names').use(PerPageChunkNames, [
            {
              pagesRoot: path.resolve(state.config?.root ?? 'docs'),
              hashLength: BUILD_HASH_LENGTH,
            },
          ]);
        }
      });

      api.transform(
        { test: /[\\/]\.rspress[\\/]route-data[\\/][^\\/]+\.js$/ },
        async ({ resourcePath }) => {
          const config = state.config ?? {};
          const defaultLang = config.lang ?? '';
          if (resourcePath === files.registry) {
            return registryModule({
              defaultLang,
              langs: langs(),
              sections: state.isProd ? sections() : null,
              files: { section: files.section, pages: files.pages },
            });
          }
          const planned = sections();
          for (const [i, section] of planned.entries()) {
            if (resourcePath === files.section(i)) {
              const sidebar =
                section.prefix === null
                  ? undefined
                  : (await normalizedSidebars())[section.lang]?.[section.prefix];
              return sectionModule({
                section,
                sidebar,
                bucketFile: (b) => files.bucket(i, b),
                bucketChunk: (b) => bucketChunkName(i, b),
                routeChunk: getRouteChunkName,
              });
            }
            for (const [b, routes] of (section.buckets ?? []).entries()) {
              if (resourcePath === files.bucket(i, b))
                return bucketModule(routes, getRouteChunkName);
            }
          }
          for (const lang of langs()) {
            if (resourcePath === files.pages(lang)) {
              return pagesModule([...state.pages.values()].filter((p) => p.lang === lang));
            }
          }
          throw new Error(`plugins/route-data: no module for ${resourcePath}`);
        },
      );

      // Rspress' own runtime, reading the routes from the sections (dev server included).
      for (const module of replacedRuntimeModules) {
        api.transform(
          { test: module.test, order: 'post' },
          () =>
            `export { ${module.exports.join(', ')} } from ${JSON.stringify(module.replacement)};\n`,
        );
      }

      if (!state.isProd) return;
      // Rspress' generated tables, emptied: their content comes with the sections.
      api.transform({ test: generatedModules.routes, order: 'post' }, () => {
        return 'export const routes = [];\n';
      });
      api.transform({ test: generatedModules.pageData, order: 'post' }, ({ code }) => {
        const at = code.indexOf('export const searchIndexHash');
        if (at < 0) {
          throw new Error(
            'plugins/route-data: Rspress no longer exports searchIndexHash from its page data module',
          );
        }
        return `export const pageData = { pages: [] };\n${code.slice(at)}`;
      });
      api.transform({ test: generatedModules.siteData, order: 'post' }, ({ code }) => {
        const siteData = parseSiteDataModule(code);
        const themeConfig = siteData.themeConfig as {
          sidebar?: Record<string, unknown[]>;
          locales?: { sidebar?: Record<string, unknown[]> }[];
        };
        const empty = (sidebar: Record<string, unknown[]> | undefined) =>
          sidebar && Object.fromEntries(Object.keys(sidebar).map((key) => [key, []]));
        if (themeConfig.sidebar) themeConfig.sidebar = empty(themeConfig.sidebar);
        for (const locale of themeConfig.locales ?? []) locale.sidebar = empty(locale.sidebar);
        return `export default ${JSON.stringify(siteData)};\n`;
      });

      // The files of the route data chunks, for each page's preload links (written after the
      // browser build, when the pages are rendered).
      api.processAssets({ stage: 'report', environments: ['web'] }, ({ compilation }) => {
        const publicPath = compilation.outputOptions.publicPath;
        state.assetPrefix = typeof publicPath === 'string' ? publicPath : '/';
        for (const chunk of compilation.chunks) {
          if (!chunk.name?.startsWith(ROUTE_DATA_CHUNK_PREFIX)) continue;
          state.chunkFiles.set(
            chunk.name,
            [...chunk.files].filter((f) => f.endsWith('.js')),
          );
        }
      });
    },
  };
}

/** Each locale's sidebars as Rspress writes them into its site data (links, texts, defaults). */
async function normalizeSidebars(state: State): Promise<Sidebars> {
  const config = state.config ?? {};
  const raw = state.rawSidebars ?? {};
  const themeConfig = config.themeConfig ?? {};
  const copy: UserConfig = {
    ...config,
    themeConfig: {
      ...themeConfig,
      locales: (themeConfig.locales ?? []).map((locale) => ({
        ...locale,
        sidebar: structuredClone(raw[locale.lang]) as typeof locale.sidebar,
      })),
    },
  };
  const normalized = await normalizeThemeConfig(copy);
  return Object.fromEntries(
    (normalized.locales ?? []).map((locale) => [
      locale.lang,
      (locale.sidebar ?? {}) as Record<string, unknown[]>,
    ]),
  );
}
