/** Modules that exist only inside the site build. */

/** Rspress' route table (generated); theme/logic/chunk-load-recovery.ts wraps `preload`. */
declare module 'virtual-routes' {
  import type { ReactElement } from 'react';
  export interface RouteEntry {
    path: string;
    element: ReactElement;
    filePath: string;
    preload: () => Promise<unknown>;
    lang: string;
    version: string;
  }
  export const routes: RouteEntry[];
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
