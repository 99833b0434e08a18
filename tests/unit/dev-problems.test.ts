/**
 * The dev server's problem status files (plugins/writing-errors/dev-problems.ts): a problem
 * reported there is an error of the browser's compilation (the overlay shows it), and a
 * file not written yet does not make the watcher rebuild the site on start.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  devProblemsPlugin,
  problemFile,
  reportProblem,
} from '../../plugins/writing-errors/dev-problems';

interface FakeCompilation {
  fileDependencies: Set<string>;
  missingDependencies: Set<string>;
  errors: Error[];
}

/** One compilation of a fake `web` compiler with the plugin applied. */
function compileOnce(root: string): FakeCompilation {
  let onCompilation: ((c: FakeCompilation) => void) | undefined;
  const web = {
    options: { name: 'web' },
    webpack: { WebpackError: Error },
    hooks: {
      thisCompilation: {
        tap: (_name: string, handler: (c: FakeCompilation) => void) => {
          onCompilation = handler;
        },
      },
    },
  };
  const plugin = devProblemsPlugin(root, ['openapi']);
  plugin.setup({
    onAfterCreateCompiler: (handler: (params: { compiler: unknown }) => void) =>
      handler({ compiler: { compilers: [web] } }),
  } as never);
  const compilation: FakeCompilation = {
    fileDependencies: new Set(),
    missingDependencies: new Set(),
    errors: [],
  };
  onCompilation?.(compilation);
  return compilation;
}

let root = '';
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('dev problem status files', () => {
  it('a file not written yet is a missing dependency: no rebuild on start, one when it appears', () => {
    root = mkdtempSync(path.join(tmpdir(), 'dev-problems-'));
    const compilation = compileOnce(root);
    expect([...compilation.missingDependencies]).toEqual([problemFile(root, 'openapi')]);
    expect(compilation.fileDependencies.size).toBe(0);
    expect(compilation.errors).toEqual([]);
  });

  it('a reported problem is an error of the compilation, and its file a dependency', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'dev-problems-'));
    await reportProblem(root, 'openapi', 'openapi/openapi.yaml:12: an operation has no responses');
    const compilation = compileOnce(root);
    expect([...compilation.fileDependencies]).toEqual([problemFile(root, 'openapi')]);
    expect(compilation.errors.map((e) => e.message)).toEqual([
      'openapi/openapi.yaml:12: an operation has no responses',
    ]);
  });

  it('a problem fixed (the file emptied) is no error any more', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'dev-problems-'));
    await reportProblem(root, 'openapi', 'openapi/openapi.yaml:12: an operation has no responses');
    await reportProblem(root, 'openapi', '');
    const compilation = compileOnce(root);
    expect(compilation.fileDependencies.has(problemFile(root, 'openapi'))).toBe(true);
    expect(compilation.errors).toEqual([]);
  });
});
