import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pluginLastUpdatedDate } from '../../plugins/last-updated';

/**
 * Rspress starts its built-in last-updated plugin (a second walk of git, for
 * page data nothing reads) when the config it loads has
 * `themeConfig.lastUpdated`; ours sets that setting in its config hook,
 * after Rspress chose its built-in plugins. This drives Rspress' own plugin
 * driver, so an upgrade that changes when the built-in starts fails here.
 */
describe('last-updated: one plugin, one walk of git', () => {
  it('keeps Rspress built-in last-updated plugin off and still turns the line on', async () => {
    // Internal to Rspress on purpose: this checks the internals the setting relies on.
    const { PluginDriver } = await import('@rspress/core/dist/node/PluginDriver.js');
    const driver = await PluginDriver.create(
      {
        themeConfig: { darkMode: 'light' },
        mediumZoom: false,
        plugins: [pluginLastUpdatedDate({ docsRoot: 'docs', author: true })],
      },
      true,
    );
    const names = (driver.getPlugins() as { name: string }[]).map((p) => p.name);
    expect(names).toEqual(['last-updated-date']);
    const config = await driver.modifyConfig();
    expect(config.themeConfig).toEqual({ darkMode: 'light', lastUpdated: { author: true } });
  });

  it('starts the built-in plugin when the setting is in the loaded config (what we avoid)', async () => {
    // Internal to Rspress on purpose: this checks the internals the setting relies on.
    const { PluginDriver } = await import('@rspress/core/dist/node/PluginDriver.js');
    const driver = await PluginDriver.create(
      { themeConfig: { lastUpdated: true }, mediumZoom: false, plugins: [] },
      true,
    );
    expect((driver.getPlugins() as { name: string }[]).map((p) => p.name)).toEqual([
      '@rspress/plugin-last-updated',
    ]);
  });
});

it('the site config leaves the setting to the plugin', () => {
  const config = readFileSync(path.resolve(import.meta.dirname, '../../rspress.config.ts'), 'utf8');
  expect(config).not.toMatch(/^\s*lastUpdated:/m);
  expect(config).toContain('pluginLastUpdatedDate({');
});
