/**
 * Dev server: @rspress/plugin-api-docgen computes every props table in `beforeBuild`, so each
 * start waited about 1.5 s of TypeScript before the server listened, though only the
 * handbook's component pages read the tables and the dev server compiles a page when it is
 * first opened. Here the tables' module is registered empty-handed, and its first compile (the
 * first handbook component page opened) runs the plugin: its `beforeBuild` on a scratch config,
 * then the transform of the module it registers there, whose answer (the tables) and
 * dependencies (the barrel) are passed on. A later compile (a documented component changed)
 * runs it again, so the tables follow edits as before. A production build keeps the plugin's
 * own path (see docgen-once.ts).
 *
 * Written by hand: the plugin has no option to compute its tables on demand (2.0.x).
 */
import path from 'node:path';
import type { RspressPlugin, UserConfig } from '@rspress/core';

type BuilderPlugins = NonNullable<NonNullable<RspressPlugin['builderConfig']>['plugins']>;
type BuilderPlugin = Extract<BuilderPlugins[number], { setup: unknown }>;
interface TransformContext {
  addDependency(file: string): void;
}
type Transform = (context: TransformContext) => string | Promise<string>;
/** The part of Rsbuild's plugin API used here (and faked for the plugin's own module). */
export interface VirtualModuleApi {
  context: { rootPath: string };
  modifyBundlerChain(
    modify: (
      chain: {
        plugin(id: string): { use(plugin: unknown, args: unknown[]): unknown };
        resolve: { alias: { set(name: string, file: string): unknown } };
      },
      utils: { rspack: { experiments: { VirtualModulesPlugin: unknown } } },
    ) => void,
  ): void;
  transform(descriptor: { test: string }, handler: Transform): void;
}

/** The module the plugin's tables are imported from (theme/components/handbook/PropsTable). */
export const DOCGEN_MODULE = 'rspress-plugin-api-docgen-map';
/** The Rsbuild plugin the docgen plugin registers for that module. */
const VIRTUAL_MODULE_PLUGIN = 'rsbuild:virtual-module';

/**
 * Runs the docgen plugin as a build would (`beforeBuild`, then its module's first transform)
 * and returns the module's source: `export default {<Component>-<lang>: Markdown}`.
 */
export async function docgenModuleSource(
  docgen: RspressPlugin,
  config: UserConfig,
  context: TransformContext,
  rootPath: string,
): Promise<string> {
  const scratch: UserConfig = { ...config, builderConfig: { plugins: [] } };
  await docgen.beforeBuild?.(scratch, false);
  const registered = (scratch.builderConfig?.plugins ?? []).find(
    (p) => typeof p === 'object' && p !== null && 'name' in p && p.name === VIRTUAL_MODULE_PLUGIN,
  ) as BuilderPlugin | undefined;
  // The tests of this module fail when an upgrade stops registering it this way.
  if (!registered) throw new Error(`@rspress/plugin-api-docgen added no ${VIRTUAL_MODULE_PLUGIN}`);
  let transform: Transform | undefined;
  const api: VirtualModuleApi = {
    context: { rootPath },
    modifyBundlerChain: () => {},
    transform: (_descriptor, handler) => {
      transform = handler;
    },
  };
  await (registered.setup as (api: VirtualModuleApi) => unknown)(api);
  if (!transform) throw new Error('@rspress/plugin-api-docgen registered no transform');
  return transform(context);
}

/** The docgen plugin, its tables computed when the dev server first compiles their module. */
export function docgenOnFirstUse(docgen: RspressPlugin): RspressPlugin {
  return {
    ...docgen,
    async beforeBuild(config, isProd) {
      if (isProd) return docgen.beforeBuild?.(config, isProd);
      const onFirstUse: BuilderPlugin = {
        name: 'docgen-on-first-use',
        setup(api: VirtualModuleApi) {
          const file = path.join(
            api.context.rootPath,
            '.docgen-on-first-use',
            `${DOCGEN_MODULE}.js`,
          );
          api.modifyBundlerChain((chain, { rspack }) => {
            chain
              .plugin('DOCGEN_ON_FIRST_USE')
              .use(rspack.experiments.VirtualModulesPlugin, [{ [file]: '' }]);
            chain.resolve.alias.set(DOCGEN_MODULE, file);
          });
          api.transform({ test: file }, (context) =>
            docgenModuleSource(docgen, config, context, api.context.rootPath),
          );
        },
      };
      config.builderConfig ??= {};
      config.builderConfig.plugins = [...(config.builderConfig.plugins ?? []), onFirstUse];
    },
  };
}
