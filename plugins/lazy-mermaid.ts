/**
 * Makes rspress-plugin-mermaid's diagrams lazy: pages import a small wrapper
 * (theme/components/LazyMermaid/MermaidRender.tsx) instead of the renderer,
 * so mermaid (about 90 KB gzip and more per diagram type) loads after the page
 * shows, with a spinner if it takes more than 200 ms, and is no longer part
 * of the route chunk that every navigation to the page waits for.
 */
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

const projectRoot = path.resolve(import.meta.dirname, '..');

/** The wrapper; its file name must stay MermaidRender (the MDX tag name comes from it). */
const lazyRenderer = path.join(projectRoot, 'theme/components/LazyMermaid/MermaidRender.tsx');

/** How the wrapper imports the real renderer (declared in theme/env.d.ts). */
export const ORIGINAL_RENDERER_ALIAS = 'ap-mermaid-renderer';

export function lazyMermaid(plugin: RspressPlugin): RspressPlugin {
  const original = plugin.markdown?.globalComponents?.find((file) =>
    file.endsWith(`${path.sep}MermaidRender.tsx`),
  );
  if (!original) {
    throw new Error(
      `lazyMermaid: ${plugin.name} no longer registers MermaidRender.tsx; update plugins/lazy-mermaid.ts.`,
    );
  }
  return {
    ...plugin,
    markdown: {
      ...plugin.markdown,
      globalComponents: plugin.markdown?.globalComponents?.map((file) =>
        file === original ? lazyRenderer : file,
      ),
    },
    builderConfig: {
      ...plugin.builderConfig,
      resolve: {
        ...plugin.builderConfig?.resolve,
        alias: { [ORIGINAL_RENDERER_ALIAS]: original },
      },
    },
  };
}
