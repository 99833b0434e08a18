import type { UserConfig } from '@rspress/core';
import { expect, it, vi } from 'vitest';
import { apiDocgenOnDemand } from '../../plugins/writers-handbook/api-docgen-on-demand';

const imported = vi.hoisted(() => ({ instances: [] as unknown[], calls: [] as unknown[][] }));
vi.mock('@rspress/plugin-api-docgen', () => ({
  pluginApiDocgen: (options: unknown) => {
    imported.instances.push(options);
    return {
      name: '@rspress/plugin-api-docgen',
      beforeBuild: (config: UserConfig, isProd: boolean) => {
        imported.calls.push([config, isProd]);
      },
    };
  },
}));

it('imports @rspress/plugin-api-docgen (and TypeScript with it) only when its beforeBuild runs, once', async () => {
  const options = { entries: { Components: 'barrel.ts' }, appDir: '/project' };
  const plugin = apiDocgenOnDemand(options);
  expect(imported.instances).toEqual([]);
  const config: UserConfig = {};
  await plugin.beforeBuild?.(config, false);
  await plugin.beforeBuild?.(config, true);
  expect(imported.instances).toEqual([options]);
  expect(imported.calls).toEqual([
    [config, false],
    [config, true],
  ]);
});
