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
 *   `blogPost`, which the blog plugin derives first).
 *
 * It must be registered after every plugin whose `extendPageData` reads
 * these fields (Rspress starts the hooks in plugin order and this one is
 * synchronous). The site search reads the source files, not this data.
 */
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';

/** Frontmatter keys other pages' data keeps (cheap, and what a theme may ask of another page). */
export const keptFrontmatter = ['title', 'pageType', 'sidebar', 'search', 'overview'] as const;

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

export function pluginPageDataTrim(): RspressPlugin {
  return {
    name: 'page-data-trim',
    extendPageData(page, isProd) {
      // The dev server keeps everything (tools and hot reload may look at it).
      if (isProd) trimPageData(page);
    },
  };
}
