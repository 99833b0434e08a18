/** Modules that exist only inside the site build. */

/**
 * Rspress' generated modules, as plugins/route-data leaves them in a production build:
 * the route table is empty (routes come a section at a time, theme/route-data), the page
 * list too (each page's data comes with its route), and the sidebars are filled in as
 * their sections load.
 */
declare module 'virtual-routes' {
  import type { Route } from '@rspress/shared';
  export const routes: Route[];
}
declare module 'virtual-site-data' {
  import type { SiteData } from '@rspress/shared';

  const siteData: SiteData;
  export default siteData;
}
declare module 'virtual-page-data' {
  import type { PageIndexInfo } from '@rspress/shared';
  export const pageData: { pages: Omit<PageIndexInfo, 'content' | '_filepath'>[] };
}

/** The section list plugins/route-data generates (see theme/route-data/README.md). */
declare module 'virtual-route-data' {
  import type { Route } from '@rspress/shared';
  export interface SectionModule {
    /** The sidebar of the section's key, as Rspress normalizes it. */
    sidebar?: unknown[];
    /** A small section's routes. */
    routes?: (Route & { version: string })[];
    /** A large section's buckets (see shared/route-data/route-key.ts `bucketOf`). */
    buckets?: (() => Promise<{ routes: (Route & { version: string })[] }>)[];
  }
  export interface Section {
    lang: string;
    version: string;
    /** The sidebar key (`/en/docs/api/`), or null for the locale's other pages. */
    prefix: string | null;
    load: () => Promise<SectionModule>;
  }
  export const defaultLang: string;
  export const langs: string[];
  export const sections: Section[];
  /** Every route at once (the dev server), or null when they come by section. */
  export const eagerRoutes: Route[] | null;
  /** What the not-found page knows of each page of a locale. */
  export interface PageListEntry {
    routePath: string;
    title: string;
    lang: string;
    frontmatter: { pageType?: string };
  }
  /** Each locale's pages, for the not-found page. */
  export const pageLists: Record<string, () => Promise<{ pages: PageListEntry[] }>>;
}

/** rspress-plugin-mermaid's renderer, aliased by plugins/lazy-mermaid.ts. */
declare module 'ap-mermaid-renderer' {
  import type { FC } from 'react';

  const MermaidRenderer: FC<{ code: string; config?: Record<string, unknown> }>;
  export default MermaidRenderer;
}

/** Build-time flags Rspress defines (import.meta.env.SSG_MD: rendering the Markdown twins of pages). */
interface ImportMetaEnv {
  readonly SSG_MD?: boolean;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/**
 * @rspress/plugin-api-docgen's props tables: `<Component>-<lang>` -> Markdown table
 * (plugins/writers-handbook; read by theme/components/handbook/PropsTable.tsx).
 */
declare module 'rspress-plugin-api-docgen-map' {
  const apiDocMap: Record<string, string>;
  export default apiDocMap;
}

/** The home sample highlighted at build time (plugins/hero-sample): each sample's `<code>` HTML. */
declare module 'virtual-hero-sample' {
  export const highlighted: readonly string[];
}
