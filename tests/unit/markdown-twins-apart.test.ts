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
type CompilerHook = (params: { bundlerConfigs: { name?: string }[] }) => void;
type RspackHook = (
  config: { dependencies?: string[] },
  utils: { environment: { name: string }; environments: Record<string, unknown> },
) => void;

/** The plugin's two hooks, as Rsbuild would call them. */
function hooksOf(split: boolean): {
  modifyConfig: ConfigHook;
  modifyRspack: RspackHook;
  beforeCompiler: CompilerHook;
} {
  const hooks: {
    modifyConfig?: ConfigHook;
    modifyRspack?: RspackHook;
    beforeCompiler?: CompilerHook;
  } = {};
  const api = {
    onBeforeCreateCompiler: (hook: CompilerHook) => {
      hooks.beforeCompiler = hook;
    },
    modifyRsbuildConfig: (hook: ConfigHook) => {
      hooks.modifyConfig = hook;
    },
    modifyRspackConfig: (hook: RspackHook) => {
      hooks.modifyRspack = hook;
    },
  };
  void environmentsPlugin(() => split).setup(api as unknown as RsbuildPluginAPI);
  const { modifyConfig, modifyRspack, beforeCompiler } = hooks;
  if (!modifyConfig || !modifyRspack || !beforeCompiler) throw new Error('a hook is missing');
  return { modifyConfig, modifyRspack, beforeCompiler };
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

    // The parent compiles all it configured.
    const parentConfigs = [{ name: 'web' }, { name: 'node' }];
    hooksOf(true).beforeCompiler({ bundlerConfigs: parentConfigs });
    expect(parentConfigs.map((c) => c.name)).toEqual(['web', 'node']);

    process.env[MARKDOWN_TWINS_CHILD_VARIABLE] = '1';
    const { modifyConfig, modifyRspack, beforeCompiler } = hooksOf(false);
    const child = rspressEnvironments();
    modifyConfig(child);
    // `web` stays configured (Rspress extracts the pages' data then) but is not compiled.
    expect(Object.keys(child.environments ?? {})).toEqual(['web', 'node_md']);
    expect(child.environments?.node_md?.output?.cleanDistPath).toBe(false);
    const configs = [{ name: 'web' }, { name: 'node_md' }];
    beforeCompiler({ bundlerConfigs: configs });
    expect(configs.map((c) => c.name)).toEqual(['node_md']);
    // `node_md` waits for nothing (a compilation left out would stop Rspack).
    const rspack: { dependencies?: string[] } = {};
    modifyRspack(rspack, {
      environment: { name: 'node_md' },
      environments: { web: {}, node_md: {} },
    });
    expect(rspack.dependencies).toBeUndefined();
  });
});
