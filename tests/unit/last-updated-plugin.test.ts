import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pluginLastUpdatedDate } from '../../plugins/last-updated';
import { apiPageSources } from '../../scripts/api/page-sources';

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

describe('last-updated of a generated page', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A checkout whose contract was last committed on `day`; the page is generated now. */
  function checkout(day: string) {
    dir = mkdtempSync(path.join(tmpdir(), 'ap-last-updated-'));
    mkdirSync(path.join(dir, 'openapi'), { recursive: true });
    writeFileSync(path.join(dir, 'openapi/openapi.yaml'), 'openapi: 3.1.0\n');
    const git = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: dir,
        env: {
          ...process.env,
          GIT_AUTHOR_DATE: `${day}T12:00:00Z`,
          GIT_COMMITTER_DATE: `${day}T12:00:00Z`,
          GIT_AUTHOR_NAME: 'Contract Author',
          GIT_AUTHOR_EMAIL: 'a@example.com',
          GIT_COMMITTER_NAME: 'Contract Author',
          GIT_COMMITTER_EMAIL: 'a@example.com',
        },
      });
    git('init', '-q');
    git('add', '.');
    git('commit', '-q', '-m', 'contract');
    const page = path.join(dir, 'docs/en/docs/api/create-a-thing.mdx');
    mkdirSync(path.dirname(page), { recursive: true });
    writeFileSync(page, '# Generated now\n');
    return page;
  }

  async function dateOf(page: string) {
    const plugin = pluginLastUpdatedDate({
      docsRoot: path.join(dir, 'docs'),
      author: true,
      generatedFrom: apiPageSources,
    });
    const data = { _filepath: page, lang: 'en' } as Parameters<
      NonNullable<typeof plugin.extendPageData>
    >[0] & { lastUpdatedDate?: { iso: string; author?: string } };
    await plugin.extendPageData?.(data, true);
    return data.lastUpdatedDate;
  }

  it('is the last commit of the contract, not the day it was generated', async () => {
    const page = checkout('2026-11-20');
    expect(await dateOf(page)).toMatchObject({
      iso: '2026-11-20T12:00:00.000Z',
      author: 'Contract Author',
    });
  });

  it('outside a checkout, is the contract file’s date, not the generated file’s', async () => {
    const page = checkout('2026-11-20');
    rmSync(path.join(dir, '.git'), { recursive: true, force: true });
    const contractTime = new Date('2026-10-01T08:00:00Z');
    utimesSync(path.join(dir, 'openapi/openapi.yaml'), contractTime, contractTime);
    expect(await dateOf(page)).toEqual({
      iso: '2026-10-01T08:00:00.000Z',
      text: 'October 1, 2026',
    });
  });
});
