/**
 * The dev server's search index: the same as a build's (index.ts: sections,
 * API fields, glossary terms), built from the pages' sources
 * (extract-source.ts) since the dev server renders no HTML. Rebuilt when
 * something under docs/ changed (re-reading only the pages that did), under a
 * new file name each time. Served by dev-index-plugin.ts.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { defaultLang, type Lang, langs } from '../../config/locales';
import { SearchIndex } from '../../shared/search/engine/search-index';
import { INDEX_DIR, type SearchManifest } from '../../shared/search/manifest';
import type { ExtractedPage } from './extract-page';
import { extractSource } from './extract-source';
import { htmlFileOf, type RouteInfo, searchDocumentsOf } from './index';
import { readFrontmatter } from './read-frontmatter';

/** `docs/en/docs/intro/x.mdx` -> `/en/docs/intro/x`; an `index` page is its folder (`/en/`). */
export function routeOfSource(docsRoot: string, file: string): RouteInfo | null {
  const relative = path.relative(docsRoot, file).split(path.sep).join('/');
  const match = /^([^/]+)\/(.*)\.mdx?$/.exec(relative);
  const lang = langs.find((l) => l === match?.[1]);
  if (!match || !lang) return null;
  const page = (match[2] ?? '').replace(/(^|\/)index$/, '$1');
  const prefix = lang === defaultLang ? '' : `/${lang}`;
  return { routePath: `${prefix}/${page}`, absolutePath: file };
}

async function sourceFiles(docsRoot: string): Promise<string[]> {
  const entries = await readdir(docsRoot, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name) && !e.parentPath.includes('_data'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

export class DevSearchIndex {
  readonly #docsRoot: string;
  /** Extracted pages by source file, with the modification time they were read at. */
  readonly #pages = new Map<string, { mtime: number; page: ExtractedPage | null }>();
  #version = 0;
  #dirty = true;
  #building: Promise<Map<Lang, string>> | undefined;
  #files = new Map<Lang, string>();

  constructor(docsRoot: string) {
    this.#docsRoot = docsRoot;
  }

  /** Something under docs/ changed: the next request rebuilds. */
  invalidate(): void {
    this.#dirty = true;
  }

  /** The index files of every locale (JSON), rebuilt first when pages changed. */
  async files(): Promise<Map<Lang, string>> {
    if (this.#dirty && !this.#building) {
      this.#dirty = false;
      this.#building = this.#build().finally(() => {
        this.#building = undefined;
      });
    }
    if (this.#building) this.#files = await this.#building;
    return this.#files;
  }

  manifest(files: Map<Lang, string>): SearchManifest {
    return {
      indexes: Object.fromEntries(
        [...files.keys()].map((lang) => [lang, `/${INDEX_DIR}/${lang}.dev-${this.#version}.json`]),
      ),
    };
  }

  async #build(): Promise<Map<Lang, string>> {
    const routes: RouteInfo[] = [];
    const byHtmlFile = new Map<string, ExtractedPage | null>();
    for (const file of await sourceFiles(this.#docsRoot)) {
      const route = routeOfSource(this.#docsRoot, file);
      if (!route) continue;
      const mtime = (await stat(file)).mtimeMs;
      let cached = this.#pages.get(file);
      if (cached?.mtime !== mtime) {
        const source = await readFile(file, 'utf8');
        cached = { mtime, page: extractSource(source, readFrontmatter(source).data) };
        this.#pages.set(file, cached);
      }
      routes.push(route);
      byHtmlFile.set(htmlFileOf(route.routePath), cached.page);
    }
    const documents = await searchDocumentsOf(routes, (file) => byHtmlFile.get(file));
    this.#version++;
    return new Map(
      [...documents].map(([lang, docs]) => [
        lang,
        JSON.stringify(SearchIndex.build(lang, docs).toFile()),
      ]),
    );
  }
}
