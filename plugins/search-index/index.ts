/**
 * Rspress plugin: after a production build, builds the search index of each
 * locale from the rendered pages (doc_build/**.html) and writes it as static
 * files (see index-files.ts). Pages with `search: false` or
 * without article content (home, 404, custom pages) are left out.
 *
 * A page's API operation comes from its `api` frontmatter key (see
 * api-operation.ts); an invalid one fails the build.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { defaultLang, type Lang, langOfPath, langs } from '../../config/locales';
import { sectionOfPath } from '../../shared/search/docs-sections';
import type { SearchDocument } from '../../shared/search/engine/search-document';
import { SearchIndex } from '../../shared/search/engine/search-index';
import { readApiOperation } from './api-operation';
import { extractPage } from './extract-page';
import { writeIndexFiles } from './index-files';
import { pageDocuments } from './page-documents';
import { readFrontmatter } from './read-frontmatter';

interface RouteInfo {
  routePath: string;
  absolutePath: string;
}

/** `/en/docs/x` -> `en/docs/x.html`, `/en/` -> `en/index.html`. */
function htmlFileOf(routePath: string): string {
  const bare = routePath.replace(/^\//, '');
  return bare === '' || bare.endsWith('/') ? `${bare}index.html` : `${bare}.html`;
}

function localeFree(routePath: string, lang: Lang): string {
  return lang === defaultLang ? routePath : routePath.slice(lang.length + 1) || '/';
}

export async function buildSearchDocuments(
  outDir: string,
  routes: RouteInfo[],
): Promise<Map<Lang, SearchDocument[]>> {
  const byLang = new Map<Lang, SearchDocument[]>(langs.map((l) => [l, []]));
  for (const route of routes) {
    const source = path.relative(process.cwd(), route.absolutePath);
    const text = await readFile(route.absolutePath, 'utf8');
    const { data: frontmatter, error } = readFrontmatter(text);
    if (error) {
      // Rspress ignores such a block too (the page renders without it), but an
      // API page's operation would silently drop out of the index.
      if (/^api:/m.test(text)) throw new Error(`${source}: invalid frontmatter (${error})`);
      console.warn(`search index: ${source}: frontmatter ignored (${error})`);
    }
    if (frontmatter.search === false) continue;
    if (['home', '404', 'custom', 'blank'].includes(String(frontmatter.pageType))) continue;
    const html = await readFile(path.join(outDir, htmlFileOf(route.routePath)), 'utf8').catch(
      () => null,
    );
    if (html === null) continue;
    const page = extractPage(html);
    if (!page) continue;
    const lang = langOfPath(route.routePath);
    const url = route.routePath;
    byLang.get(lang)?.push(
      ...pageDocuments({
        url,
        section: sectionOfPath(localeFree(url, lang))?.id ?? '',
        page,
        api: readApiOperation(frontmatter, source),
      }),
    );
  }
  return byLang;
}

/**
 * Rspress 2.0 emits its own index (`static/search_index.*.json`) even with
 * `search: false`; nothing fetches it then, so it only weighs on the deploy.
 */
async function removeBuiltInIndexes(outDir: string): Promise<void> {
  const dir = path.join(outDir, 'static');
  for (const name of await readdir(dir)) {
    if (/^search_index\..*\.json$/.test(name)) await rm(path.join(dir, name));
  }
}

export function pluginSearchIndex(): RspressPlugin {
  let routes: RouteInfo[] = [];
  return {
    name: 'search-index',
    routeGenerated(generated) {
      routes = generated.map((r) => ({ routePath: r.routePath, absolutePath: r.absolutePath }));
    },
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const documents = await buildSearchDocuments(outDir, routes);
      await removeBuiltInIndexes(outDir);
      await writeIndexFiles(
        outDir,
        [...documents].map(([lang, docs]) => ({
          lang,
          json: JSON.stringify(SearchIndex.build(lang, docs).toFile()),
        })),
      );
    },
  };
}
