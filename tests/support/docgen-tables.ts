/**
 * Runs @rspress/plugin-api-docgen as the site build does (pluginWritersHandbook's entries or
 * others) and returns its virtual module's tables: `<Component>-<lang>` -> Markdown.
 * `regenerate()` runs docgen again, as the dev server does when a component file changes.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { UserConfig } from '@rspress/core';

/**
 * The plugin's ESM build reads a bare `__dirname` (Rspress' config loader provides one);
 * outside Rspress it must exist before the module is evaluated.
 */
async function loadPlugin() {
  const entry = createRequire(import.meta.url).resolve('@rspress/plugin-api-docgen');
  const scope = globalThis as { __dirname?: string };
  scope.__dirname ??= path.dirname(entry);
  return (await import('@rspress/plugin-api-docgen')).pluginApiDocgen;
}

type Transform = (context: { addDependency: (file: string) => void }) => Promise<string>;

export async function docgenTables(entries: Record<string, string>, appDir: string) {
  const pluginApiDocgen = await loadPlugin();
  const plugin = pluginApiDocgen({ entries, appDir });
  const config = {
    lang: 'pt-BR',
    themeConfig: { locales: [{ lang: 'pt-BR' }, { lang: 'en' }] },
    builderConfig: { plugins: [] },
  } as unknown as UserConfig;
  await plugin.beforeBuild?.(config, false);
  const virtualModule = (config.builderConfig?.plugins ?? []).find(
    (p) => p && typeof p === 'object' && 'name' in p && p.name === 'rsbuild:virtual-module',
  ) as { setup: (api: unknown) => Promise<void> } | undefined;
  if (!virtualModule) throw new Error('plugin-api-docgen no longer registers its virtual module');
  let transform: Transform | undefined;
  await virtualModule.setup({
    context: { rootPath: appDir },
    modifyBundlerChain: () => {},
    transform: (_descriptor: unknown, handler: Transform) => {
      transform = handler;
    },
  });
  const read = async (): Promise<Record<string, string>> => {
    if (!transform) throw new Error('plugin-api-docgen registered no transform');
    const code = await transform({ addDependency: () => {} });
    return JSON.parse(code.replace(/^export default /, '').replace(/;\s*$/, ''));
  };
  // The first read returns what beforeBuild generated; later reads run docgen again.
  const first = await read();
  return { tables: first, regenerate: read };
}
