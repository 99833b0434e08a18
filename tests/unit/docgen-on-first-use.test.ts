import type { RspressPlugin, UserConfig } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import {
  DOCGEN_MODULE,
  docgenOnFirstUse,
  type VirtualModuleApi,
} from '../../plugins/writers-handbook/docgen-on-first-use';

type Handler = Parameters<VirtualModuleApi['transform']>[1];

/** A stand-in for the docgen plugin: `beforeBuild` computes the tables (counted) and registers their module. */
function countingDocgen() {
  const runs = { beforeBuild: 0 };
  const plugin: RspressPlugin = {
    name: 'counting-docgen',
    beforeBuild(config) {
      runs.beforeBuild += 1;
      const answer = `export default ${runs.beforeBuild};`;
      config.builderConfig ??= {};
      config.builderConfig.plugins = [
        ...(config.builderConfig.plugins ?? []),
        {
          name: 'rsbuild:virtual-module',
          setup(api: VirtualModuleApi) {
            api.transform({ test: 'map.js' }, ({ addDependency }) => {
              addDependency('/project/barrel.ts');
              return answer;
            });
          },
        },
      ];
    },
  };
  return { plugin, runs };
}

/** Sets the registered builder plugin up as Rsbuild would, recording what it asks for. */
function setUp(config: UserConfig) {
  const plugins = (config.builderConfig?.plugins ?? []) as {
    name: string;
    setup: (api: unknown) => void;
  }[];
  const used: { plugin: unknown; args: unknown[] }[] = [];
  const aliases: Record<string, string> = {};
  let test = '';
  let handler: Handler | undefined;
  const VirtualModulesPlugin = class {};
  const api: VirtualModuleApi = {
    context: { rootPath: '/project' },
    modifyBundlerChain: (modify) =>
      modify(
        {
          plugin: () => ({ use: (plugin, args) => used.push({ plugin, args }) }),
          resolve: { alias: { set: (name, file) => (aliases[name] = file) } },
        },
        { rspack: { experiments: { VirtualModulesPlugin } } },
      ),
    transform: (descriptor, h) => {
      test = descriptor.test;
      handler = h;
    },
  };
  for (const plugin of plugins) plugin.setup(api);
  return { names: plugins.map((p) => p.name), used, aliases, test, handler, VirtualModulesPlugin };
}

describe('docgenOnFirstUse', () => {
  it('in the dev server, registers the tables module without computing them', async () => {
    const { plugin, runs } = countingDocgen();
    const config: UserConfig = {};
    await docgenOnFirstUse(plugin).beforeBuild?.(config, false);
    expect(runs.beforeBuild).toBe(0);
    const { names, used, aliases, test, VirtualModulesPlugin } = setUp(config);
    expect(names).toEqual(['docgen-on-first-use']);
    // The module resolves (to an in-memory file) before anything computed it.
    expect(aliases[DOCGEN_MODULE]).toBe(test);
    expect(used).toEqual([{ plugin: VirtualModulesPlugin, args: [{ [test]: '' }] }]);
  });

  it('computes the tables on the first compile of their module, and again on each later one', async () => {
    const { plugin, runs } = countingDocgen();
    const config: UserConfig = {};
    await docgenOnFirstUse(plugin).beforeBuild?.(config, false);
    const { handler } = setUp(config);
    const dependencies: string[] = [];
    const context = { addDependency: (file: string) => dependencies.push(file) };
    expect(await handler?.(context)).toBe('export default 1;');
    expect(runs.beforeBuild).toBe(1);
    // The plugin's dependencies reach Rsbuild, so an edit compiles the module again.
    expect(dependencies).toEqual(['/project/barrel.ts']);
    expect(await handler?.(context)).toBe('export default 2;');
    // Nothing the plugin registers while computing reaches the real config.
    expect(setUp(config).names).toEqual(['docgen-on-first-use']);
  });

  it('leaves a production build to the plugin itself (tables computed before bundling)', async () => {
    const { plugin, runs } = countingDocgen();
    const config: UserConfig = {};
    await docgenOnFirstUse(plugin).beforeBuild?.(config, true);
    expect(runs.beforeBuild).toBe(1);
    expect(setUp(config).names).toEqual(['rsbuild:virtual-module']);
  });
});
