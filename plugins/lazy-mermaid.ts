/**
 * Makes rspress-plugin-mermaid's diagrams lazy: pages import a small wrapper
 * (theme/components/LazyMermaid/MermaidRender.tsx) instead of the renderer,
 * so mermaid (about 90 KB gzip and more per diagram type) loads after the page
 * shows, with a spinner if it takes more than 200 ms, and is no longer part
 * of the route chunk that every navigation to the page waits for.
 */
import path from 'node:path';
// Rsbuild's types, as Rspress' own declarations import them (@rsbuild/core comes with @rspress/core).
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';

const projectRoot = path.resolve(import.meta.dirname, '..');

/** The wrapper; its file name must stay MermaidRender (the MDX tag name comes from it). */
const lazyRenderer = path.join(projectRoot, 'theme/components/LazyMermaid/MermaidRender.tsx');

/** What the alias points to in the server bundles: renders nothing (the renderer only runs in the browser). */
const serverStub = path.join(projectRoot, 'theme/components/LazyMermaid/server-stub.tsx');

/**
 * The server bundles (page rendering, Markdown twins) get the stub: LazyPart
 * never renders the renderer there, and compiling mermaid for them was about
 * a quarter of the clean build time.
 */
const serverBundlesWithoutMermaid: RsbuildPlugin = {
  name: 'ap-mermaid-server-stub',
  setup(api) {
    api.modifyBundlerChain((chain, { environment }) => {
      if (environment.name !== 'web') chain.resolve.alias.set(ORIGINAL_RENDERER_ALIAS, serverStub);
    });
  },
};

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
      plugins: [...(plugin.builderConfig?.plugins ?? []), serverBundlesWithoutMermaid],
    },
  };
}
