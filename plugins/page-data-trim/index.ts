/**
 * Rspress bundles the data of every page into every page's main script
 * (`usePages()`), about 1.3 KB per page and growing with the API reference.
 * Much of it is never read there: the page being shown takes its outline,
 * title and frontmatter from its own route chunk, so other pages' copies
 * are dead weight. This plugin drops, from the bundled copy only:
 * - `toc` (each page's outline comes with its route chunk);
 * - `_relativePath` (only Rspress' edit link reads it, and the site has none);
 * - frontmatter keys other than those listed in `keptFrontmatter` (API
 *   operation facts, home hero and features, blog metadata — the blog reads
 *   `blogPost` and `blogPosts`, which the blog plugin derives first);
 * - `ownPageFields` (description, last-updated date, a blog post's data, the
 *   blog list's posts, the id of the title heading, the routes of its
 *   translations, the home page's popular operations): only the page itself
 *   reads them (head tags, "Last updated", the post header and pager, the
 *   list, the title, hreflang, the home page), so they move into its route
 *   chunk.
 *
 * It must be registered after every plugin whose `extendPageData` reads
 * these fields (Rspress starts the hooks in plugin order and this one is
 * synchronous). The site search reads the source files, not this data.
 */
import path from 'node:path';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import type { Plugin } from 'unified';
import { POPULAR_OPERATIONS_FIELD } from '../../shared/home/popular-operations';
import { TITLE_ID_FIELD } from '../../shared/page-title-id';
import { TRANSLATIONS_FIELD } from '../../shared/route-data/page-translations';

/** Frontmatter keys other pages' data keeps (cheap, and what a theme may ask of another page). */
export const keptFrontmatter = ['title', 'pageType', 'sidebar', 'search', 'overview'] as const;

/**
 * Page data only the page itself reads. Rspress builds the bundled list from the page objects'
 * own enumerable keys (`{ content, ...rest }` in createPageData), so these become
 * non-enumerable there: still readable by build code (llms.txt reads `description`), left out
 * of the bundle. The page's MDX carries them instead (`remarkOwnPageData`), and Rspress'
 * `initPageData` merges a route chunk's page meta into `usePage()`.
 */
export const ownPageFields = [
  'description',
  'lastUpdatedDate',
  'blogPost',
  'blogPosts',
  TITLE_ID_FIELD,
  TRANSLATIONS_FIELD,
  POPULAR_OPERATIONS_FIELD,
] as const;

const mdxPage = /\.mdx?$/;

export function trimPageData(page: PageIndexInfo): void {
  Reflect.deleteProperty(page, 'toc');
  Reflect.deleteProperty(page, '_relativePath');
  const frontmatter = page.frontmatter ?? {};
  page.frontmatter = Object.fromEntries(
    Object.entries(frontmatter).filter(([key]) =>
      (keptFrontmatter as readonly string[]).includes(key),
    ),
  );
}

/**
 * Hides the own fields from the bundled list. The last-updated plugin may set its date
 * later (its hook awaits git): assigning to a non-enumerable property keeps it hidden.
 */
export function hideOwnPageFields(page: PageIndexInfo): void {
  for (const key of ownPageFields) {
    Object.defineProperty(page, key, {
      value: Reflect.get(page, key),
      writable: true,
      configurable: true,
      enumerable: false,
    });
  }
}

/** The own fields of a page, by source file: read when its MDX compiles (after every hook). */
export function ownPageData(page: PageIndexInfo): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const key of ownPageFields) {
    const value = Reflect.get(page, key);
    if (value !== undefined) fields[key] = value;
  }
  return fields;
}

interface PageMetaData {
  pageMeta?: Record<string, unknown>;
}

export function pluginPageDataTrim(): RspressPlugin {
  const pagesByFile = new Map<string, PageIndexInfo>();
  /** Copies a page's own fields into the page meta Rspress compiles into its route chunk. */
  const remarkOwnPageData: Plugin = function () {
    const data = this.data() as PageMetaData;
    return (_tree, file) => {
      const page = file.path ? pagesByFile.get(path.resolve(file.path)) : undefined;
      if (page && data.pageMeta) Object.assign(data.pageMeta, ownPageData(page));
    };
  };
  return {
    name: 'page-data-trim',
    markdown: { remarkPlugins: [remarkOwnPageData] },
    extendPageData(page, isProd) {
      // The dev server keeps everything (tools and hot reload may look at it).
      if (!isProd) return;
      trimPageData(page);
      // Only Markdown pages have page meta to carry the fields.
      if (page._filepath && mdxPage.test(page._filepath)) {
        pagesByFile.set(path.resolve(page._filepath), page);
        hideOwnPageFields(page);
      }
    },
  };
}
