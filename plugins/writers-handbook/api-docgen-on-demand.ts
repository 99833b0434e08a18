/**
 * @rspress/plugin-api-docgen, imported when its `beforeBuild` first runs rather than with the
 * config: importing it loads TypeScript (react-docgen-typescript), half a second that every
 * dev server start paid though the dev server needs it only for a handbook component page
 * (docgen-on-first-use.ts). A build imports it at its start, as before.
 *
 * Only `beforeBuild` is kept: the plugin's other parts (its global `<API>` component, its
 * search-index hook, a `config` hook that only defaults `markdown`) are not used here (see
 * index.ts).
 */
import type { RspressPlugin } from '@rspress/core';
import type { pluginApiDocgen } from '@rspress/plugin-api-docgen';

export type ApiDocgenOptions = NonNullable<Parameters<typeof pluginApiDocgen>[0]>;

export function apiDocgenOnDemand(options: ApiDocgenOptions): RspressPlugin {
  let plugin: Promise<RspressPlugin> | undefined;
  return {
    name: '@rspress/plugin-api-docgen',
    async beforeBuild(config, isProd) {
      plugin ??= import('@rspress/plugin-api-docgen').then((m) => m.pluginApiDocgen(options));
      await (await plugin).beforeBuild?.(config, isProd);
    },
  };
}
