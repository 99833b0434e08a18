import { createRequire } from 'node:module';
import path from 'node:path';
import type { RspressPlugin, UserConfig } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { docgenOncePerBuild } from '../../plugins/writers-handbook/docgen-once';

type Handler = (context: unknown) => unknown;

/** A stand-in for the docgen plugin: its virtual module's handler counts its runs. */
function countingDocgen() {
  const runs = { count: 0 };
  const plugin: RspressPlugin = {
    name: 'counting-docgen',
    beforeBuild(config) {
      config.builderConfig ??= {};
      config.builderConfig.plugins = [
        ...(config.builderConfig.plugins ?? []),
        {
          name: 'rsbuild:virtual-module',
          setup(api: { transform: (d: unknown, h: Handler) => void }) {
            api.transform({ test: 'map.js' }, () => {
              runs.count += 1;
              return `export default ${runs.count};`;
            });
          },
        },
      ];
    },
  };
  return { plugin, runs };
}

/** Sets the builder plugins up (once, as Rsbuild does) and transforms once per environment (a build has three). */
async function transformPerEnvironment(config: UserConfig, environments: number) {
  const [virtual] = (config.builderConfig?.plugins ?? []) as {
    setup: (api: unknown) => void;
  }[];
  let handler: Handler | undefined;
  virtual?.setup({ transform: (_d: unknown, h: Handler) => (handler = h) });
  const answers: unknown[] = [];
  for (let i = 0; i < environments; i++) answers.push(await handler?.({}));
  return answers;
}

describe('docgenOncePerBuild', () => {
  it('computes the props tables once in a production build, however many environments', async () => {
    const { plugin, runs } = countingDocgen();
    const config: UserConfig = {};
    await docgenOncePerBuild(plugin).beforeBuild?.(config, true);
    const answers = await transformPerEnvironment(config, 3);
    expect(runs.count).toBe(1);
    expect(answers).toEqual(['export default 1;', 'export default 1;', 'export default 1;']);
  });

  it('leaves the dev server regenerating the tables on every transform', async () => {
    const { plugin, runs } = countingDocgen();
    const config: UserConfig = {};
    await docgenOncePerBuild(plugin).beforeBuild?.(config, false);
    await transformPerEnvironment(config, 3);
    expect(runs.count).toBe(3);
  });

  it('still finds the virtual module @rspress/plugin-api-docgen adds (fails on an upgrade that changes it)', async () => {
    // The plugin's ESM build reads a bare `__dirname` that Rspress' config loader provides.
    const entry = createRequire(import.meta.url).resolve('@rspress/plugin-api-docgen');
    (globalThis as { __dirname?: string }).__dirname ??= path.dirname(entry);
    const { pluginApiDocgen } = await import('@rspress/plugin-api-docgen');
    const config: UserConfig = { builderConfig: { plugins: [] } };
    await docgenOncePerBuild(pluginApiDocgen({ entries: {} })).beforeBuild?.(config, true);
    const names = (config.builderConfig?.plugins ?? []).map((p) =>
      p && typeof p === 'object' && 'name' in p ? p.name : undefined,
    );
    expect(names).toEqual(['rsbuild:virtual-module']);
  });
});
