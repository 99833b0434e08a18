/**
 * Runs @rspress/plugin-api-docgen as the site build does (pluginWritersHandbook's entries or
 * others) and returns its virtual module's tables: `<Component>-<lang>` -> Markdown.
 * `regenerate()` runs docgen again, as the dev server does when a component file changes.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { UserConfig } from '@rspress/core';
import { docgenModuleSource } from '../../plugins/writers-handbook/docgen-on-first-use';

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

export async function docgenTables(entries: Record<string, string>, appDir: string) {
  const pluginApiDocgen = await loadPlugin();
  const plugin = pluginApiDocgen({ entries, appDir });
  const config = {
    lang: 'pt-BR',
    themeConfig: { locales: [{ lang: 'pt-BR' }, { lang: 'en' }] },
  } as unknown as UserConfig;
  // As the dev server computes them (plugins/writers-handbook/docgen-on-first-use.ts): each
  // read runs the plugin again, as an edit to a documented component does.
  const read = async (): Promise<Record<string, string>> => {
    const code = await docgenModuleSource(plugin, config, { addDependency: () => {} }, appDir);
    return JSON.parse(code.replace(/^export default /, '').replace(/;\s*$/, ''));
  };
  return { tables: await read(), regenerate: read };
}
