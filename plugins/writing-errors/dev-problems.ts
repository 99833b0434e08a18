/**
 * Problems found outside the bundler (the API generator refusing a spec) reported as build
 * errors of the dev server, so Rsbuild's overlay shows them on the page being edited and
 * clears them when they are fixed, instead of a line in a terminal nobody watches.
 *
 * The generator's watcher (plugins/api-reference) writes the current problem, or nothing,
 * to a status file; every compilation depends on that file and adds its text as an error.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

/** One status file per source of problems, under .generated/ (git-ignored). */
export function problemFile(root: string, source: string): string {
  return path.join(root, '.generated/dev-problems', `${source}.txt`);
}

/** Records the current problem of `source` ('' when there is none). */
export async function reportProblem(root: string, source: string, problem: string): Promise<void> {
  const file = problemFile(root, source);
  await mkdir(path.dirname(file), { recursive: true });
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
  // Rewriting the same text would start a rebuild for nothing.
  if (previous !== problem) await writeFile(file, problem);
}

export function devProblemsPlugin(root: string, sources: readonly string[]): RsbuildPlugin {
  return {
    name: 'ap-dev-problems',
    apply: 'serve',
    setup(api) {
      api.onAfterCreateCompiler(({ compiler }) => {
        const compilers = 'compilers' in compiler ? compiler.compilers : [compiler];
        // The browser's compiler is the one whose errors reach the overlay.
        const web = compilers.find((c) => c.options.name === 'web') ?? compilers[0];
        if (!web) return;
        web.hooks.thisCompilation.tap('ap-dev-problems', (compilation) => {
          for (const source of sources) {
            const file = problemFile(root, source);
            // A file that does not exist yet is a *missing* dependency (rebuild when it
            // appears): as a file dependency, the watcher reports it removed on start, and
            // every dev server start rebuilt once for nothing.
            if (!existsSync(file)) {
              compilation.missingDependencies.add(file);
              continue;
            }
            compilation.fileDependencies.add(file);
            const problem = readFileSync(file, 'utf8').trim();
            if (problem) compilation.errors.push(new web.webpack.WebpackError(problem));
          }
        });
      });
    },
  };
}
