/**
 * The text of the route data modules (see README.md): the section list the
 * main script holds, each section's module (its sidebar, and its routes or
 * its buckets' loaders), each bucket's routes, and each locale's page list.
 */
import type { RouteMeta } from '@rspress/core';
import { ROUTE_DATA_CHUNK_PREFIX } from './chunk-kinds';
import type { PlannedSection } from './partition';

export const sectionChunkName = (section: number) => `${ROUTE_DATA_CHUNK_PREFIX}${section}`;
export const bucketChunkName = (section: number, bucket: number) =>
  `${ROUTE_DATA_CHUNK_PREFIX}${section}-${bucket}`;
export const pagesChunkName = (lang: string) =>
  `${ROUTE_DATA_CHUNK_PREFIX}pages-${lang.toLowerCase()}`;

const json = (value: unknown) => JSON.stringify(value);

/** `import()` of a module into a chunk of the given name. */
function importInto(chunkName: string, file: string): string {
  return `() => import(/* webpackChunkName: ${json(chunkName)} */ ${json(file)})`;
}

/** The helper every section and bucket builds its routes with (Rspress' route objects). */
const routeFactory = `
export function route(path, filePath, load) {
  const Page = lazyWithPreload(load);
  return {
    path,
    filePath,
    element: createElement(Page),
    preload: async () => {
      await Page.preload();
      return load();
    },
    lang: '',
    version: '',
  };
}`;

export interface RegistryFiles {
  section: (index: number) => string;
  pages: (lang: string) => string;
}

/** The section list: in the main script, so a few entries whatever the size of the site. */
export function registryModule(options: {
  defaultLang: string;
  langs: readonly string[];
  sections: readonly PlannedSection[] | null;
  files: RegistryFiles;
}): string {
  const { defaultLang, langs, sections, files } = options;
  const head = `import { createElement } from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
export const defaultLang = ${json(defaultLang)};
export const langs = ${json(langs)};
${routeFactory}
`;
  if (!sections) {
    // The dev server: every route at once, from Rspress' own table.
    return `${head}export { routes as eagerRoutes } from 'virtual-routes';
export const sections = [];
export const pageLists = {};
`;
  }
  const entries = sections.map(
    (section, index) =>
      `  { lang: ${json(section.lang)}, version: ${json(section.version)}, prefix: ${json(section.prefix)}, load: ${importInto(sectionChunkName(index), files.section(index))} }`,
  );
  const lists = langs.map(
    (lang) => `  ${json(lang)}: ${importInto(pagesChunkName(lang), files.pages(lang))}`,
  );
  return `${head}export const eagerRoutes = null;
export const sections = [
${entries.join(',\n')}
];
export const pageLists = {
${lists.join(',\n')}
};
`;
}

function routeLines(routes: readonly RouteMeta[], chunkName: (route: RouteMeta) => string): string {
  return routes
    .map(
      (route) =>
        `  route(${json(route.routePath)}, ${json(route.relativePath)}, ${importInto(chunkName(route), route.absolutePath)})`,
    )
    .join(',\n');
}

/** A section: its sidebar, and its routes (small section) or its buckets' loaders. */
export function sectionModule(options: {
  section: PlannedSection;
  sidebar: unknown[] | undefined;
  bucketFile: (bucket: number) => string;
  bucketChunk: (bucket: number) => string;
  routeChunk: (route: RouteMeta) => string;
}): string {
  const { section, sidebar, bucketFile, bucketChunk, routeChunk } = options;
  const lines = [`export const sidebar = ${sidebar ? json(sidebar) : 'undefined'};`];
  if (section.buckets) {
    const loaders = section.buckets.map((_, b) => `  ${importInto(bucketChunk(b), bucketFile(b))}`);
    lines.push(`export const buckets = [\n${loaders.join(',\n')}\n];`);
  } else {
    lines.unshift(`import { route } from 'virtual-route-data';`);
    lines.push(`export const routes = [\n${routeLines(section.routes, routeChunk)}\n];`);
  }
  return `${lines.join('\n')}\n`;
}

export function bucketModule(
  routes: readonly RouteMeta[],
  routeChunk: (route: RouteMeta) => string,
): string {
  return `import { route } from 'virtual-route-data';
export const routes = [
${routeLines(routes, routeChunk)}
];
`;
}

/** What the not-found page needs of each page of a locale. */
export interface PageListEntry {
  routePath: string;
  title: string;
  lang: string;
  frontmatter: { pageType?: string };
}

export function pagesModule(pages: readonly PageListEntry[]): string {
  return `export const pages = ${json(pages)};\n`;
}
