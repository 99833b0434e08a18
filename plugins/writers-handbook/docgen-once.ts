/**
 * @rspress/plugin-api-docgen re-runs react-docgen-typescript (one TypeScript program per
 * documented component) every time its virtual module is transformed after the first: a
 * production build transforms it once per Rsbuild environment (web, node, node_md), so the
 * props tables were computed three times, about 2 s each. In a build the components cannot
 * change, so every environment after the first reuses the first answer; the dev server keeps
 * the plugin's behaviour (a changed doc comment updates the table).
 *
 * Written by hand: the plugin has no option for it (2.0.11). It wraps the Rsbuild plugin the
 * docgen plugin adds in `beforeBuild` and memoizes that plugin's `api.transform` handlers.
 */
import type { RspressPlugin } from '@rspress/core';

type BuilderPlugins = NonNullable<NonNullable<RspressPlugin['builderConfig']>['plugins']>;
type BuilderPlugin = Extract<BuilderPlugins[number], { setup: unknown }>;
/** The part of Rsbuild's plugin API this wraps (the docgen plugin's Rsbuild plugin is typed loosely). */
interface TransformApi {
  transform(descriptor: unknown, handler: (context: unknown) => unknown): void;
}

/** The name of the Rsbuild plugin the docgen plugin adds (its virtual module). */
const VIRTUAL_MODULE_PLUGIN = 'rsbuild:virtual-module';

/** A copy of `plugin` whose transform handlers answer once and then repeat that answer. */
export function memoizeTransforms(plugin: BuilderPlugin): BuilderPlugin {
  return {
    ...plugin,
    setup(api: TransformApi) {
      const memoizingApi = new Proxy(api, {
        get(target, key, receiver) {
          if (key !== 'transform') return Reflect.get(target, key, receiver);
          const transform: TransformApi['transform'] = (descriptor, handler) => {
            let answer: unknown;
            return target.transform(descriptor, (context) => {
              answer ??= handler(context);
              return answer;
            });
          };
          return transform;
        },
      });
      return plugin.setup(memoizingApi);
    },
  };
}

/** The docgen plugin, its tables computed once per production build. */
export function docgenOncePerBuild(docgen: RspressPlugin): RspressPlugin {
  const beforeBuild = docgen.beforeBuild;
  if (!beforeBuild) throw new Error('@rspress/plugin-api-docgen no longer has a beforeBuild hook');
  return {
    ...docgen,
    async beforeBuild(config, isProd) {
      await beforeBuild.call(docgen, config, isProd);
      if (!isProd) return;
      const plugins = config.builderConfig?.plugins ?? [];
      const index = plugins.findLastIndex(
        (p) =>
          typeof p === 'object' && p !== null && 'name' in p && p.name === VIRTUAL_MODULE_PLUGIN,
      );
      // The test of this module fails when an upgrade stops adding the plugin this wraps.
      if (index < 0)
        throw new Error(`@rspress/plugin-api-docgen added no ${VIRTUAL_MODULE_PLUGIN}`);
      plugins[index] = memoizeTransforms(plugins[index] as BuilderPlugin);
    },
  };
}
