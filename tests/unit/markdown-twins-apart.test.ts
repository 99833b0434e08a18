import type { RsbuildConfig, RsbuildPluginAPI } from '@rsbuild/core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  environmentsPlugin,
  MARKDOWN_TWINS_CHILD_VARIABLE,
  SPLIT_FROM_PAGES,
  SPLIT_FROM_PAGES_VARIABLE,
  splitsAt,
} from '../../plugins/built-site/markdown-twins-apart';

type ConfigHook = (config: RsbuildConfig) => void;
type RspackHook = (
  config: { dependencies?: string[] },
  utils: { environment: { name: string }; environments: Record<string, unknown> },
) => void;

/** The plugin's two hooks, as Rsbuild would call them. */
function hooksOf(split: boolean): { modifyConfig: ConfigHook; modifyRspack: RspackHook } {
  const hooks: { modifyConfig?: ConfigHook; modifyRspack?: RspackHook } = {};
  const api = {
    modifyRsbuildConfig: (hook: ConfigHook) => {
      hooks.modifyConfig = hook;
    },
    modifyRspackConfig: (hook: RspackHook) => {
      hooks.modifyRspack = hook;
    },
  };
  void environmentsPlugin(() => split).setup(api as unknown as RsbuildPluginAPI);
  if (!hooks.modifyConfig || !hooks.modifyRspack) throw new Error('a hook is missing');
  return { modifyConfig: hooks.modifyConfig, modifyRspack: hooks.modifyRspack };
}

const rspressEnvironments = (): RsbuildConfig => ({
  environments: { web: { output: {} }, node: { output: {} }, node_md: { output: {} } },
});

afterEach(() => {
  delete process.env[MARKDOWN_TWINS_CHILD_VARIABLE];
});

describe('the Markdown twins in a process of their own', () => {
  it('splits from SPLIT_FROM_PAGES pages on, or from the number a test sets', () => {
    expect(splitsAt(SPLIT_FROM_PAGES - 1, {})).toBe(false);
    expect(splitsAt(SPLIT_FROM_PAGES, {})).toBe(true);
    expect(splitsAt(2, { [SPLIT_FROM_PAGES_VARIABLE]: '1' })).toBe(true);
    // Not a page count: the default holds.
    expect(splitsAt(2, { [SPLIT_FROM_PAGES_VARIABLE]: 'yes' })).toBe(false);
  });

  it('keeps all three environments, in order, when the build does not split', () => {
    const { modifyConfig, modifyRspack } = hooksOf(false);
    const config = rspressEnvironments();
    modifyConfig(config);
    expect(Object.keys(config.environments ?? {})).toEqual(['web', 'node', 'node_md']);
    expect(config.output?.cleanDistPath).toBeUndefined();
    const all = { web: {}, node: {}, node_md: {} };
    const order = ['web', 'node', 'node_md'].map((name) => {
      const rspack: { dependencies?: string[] } = {};
      modifyRspack(rspack, { environment: { name }, environments: all });
      return rspack.dependencies;
    });
    expect(order).toEqual([undefined, ['web'], ['node']]);
  });

  it('leaves the Markdown twins to the child and only them to it, neither emptying the output', () => {
    const parent = rspressEnvironments();
    hooksOf(true).modifyConfig(parent);
    expect(Object.keys(parent.environments ?? {})).toEqual(['web', 'node']);
    expect(parent.output?.cleanDistPath).toBe(false);
    expect(parent.environments?.web?.output?.cleanDistPath).toBe(false);

    process.env[MARKDOWN_TWINS_CHILD_VARIABLE] = '1';
    const { modifyConfig, modifyRspack } = hooksOf(false);
    const child = rspressEnvironments();
    modifyConfig(child);
    expect(Object.keys(child.environments ?? {})).toEqual(['node_md']);
    expect(child.environments?.node_md?.output?.cleanDistPath).toBe(false);
    // `node_md` alone waits for nothing (a missing dependency would stop Rspack).
    const rspack: { dependencies?: string[] } = {};
    modifyRspack(rspack, { environment: { name: 'node_md' }, environments: { node_md: {} } });
    expect(rspack.dependencies).toBeUndefined();
  });
});
