/**
 * Rspress plugin: in the dev server, prints the content checks' warnings
 * (`npm run lint:content`: terminology, headings, images, URLs) with
 * file:line:column, once at start and again for each page saved. Builds and
 * `npm test` run the same checks through `npm run lint:content`; here they only
 * warn, so a writer sees them while writing without the server stopping.
 */
import { existsSync, readFileSync, watch } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { afterDevStart } from '../dev-start';

interface WatcherState {
  close: () => void;
}

/** Rspress restarts re-evaluate the config: one watcher per process, not per load. */
const STATE_KEY = Symbol.for('acmepay.content-lint.watcher');
type GlobalWithWatcher = typeof globalThis & { [STATE_KEY]?: WatcherState };

const PREFIX = '[content]';

/** Where the warnings go (the terminal; a test collects them). */
export interface ContentLintOutput {
  warn: (line: string) => void;
  log: (line: string) => void;
}

const terminal: ContentLintOutput = {
  warn: (line) => console.warn(line),
  log: (line) => console.log(line),
};

/** Watches docs/ under `root`: checks every page after `initialDelayMs`, then each page saved. */
export function startContentWatcher(
  root: string,
  output: ContentLintOutput = terminal,
  initialDelayMs = 2000,
): WatcherState {
  const docs = path.join(root, 'docs');
  const pending = new Set<string>();
  const lastChecked = new Map<string, string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  /** Checks the given pages (all of them when `files` is undefined) and prints what it finds. */
  const check = (files: string[] | undefined) => {
    running = running.then(async () => {
      // Loaded on demand: the server is ready before the checks' modules are.
      const { contentFiles, formatProblem, lintContent } = await import(
        '../../scripts/content-lint/lint-content'
      );
      try {
        const targets = files ?? contentFiles(root);
        const { problems } = await lintContent({ root, files: targets });
        for (const problem of problems) output.warn(`${PREFIX} ${formatProblem(problem)}`);
        if (files === undefined) {
          output.log(
            problems.length === 0
              ? `${PREFIX} ${targets.length} pages checked, no problems`
              : `${PREFIX} ${problems.length} problems in ${targets.length} pages: \`npm run lint:content -- --fix\` fixes the ones marked (fixable)`,
          );
        } else if (problems.length === 0) {
          const names = targets.map((f) => path.relative(root, f)).join(', ');
          output.log(`${PREFIX} ${names}: no problems`);
        }
      } catch (error) {
        output.warn(`${PREFIX} the content checks failed: ${String(error)}`);
      }
    });
  };

  const watcher = watch(docs, { recursive: true }, (_event, name) => {
    if (!name || !/\.mdx?$/.test(name)) return;
    const relative = name.toString();
    // The API reference is generated: its source is openapi/, not these files.
    if (/^[^/\\]+[/\\]docs[/\\]api[/\\]/.test(relative)) return;
    pending.add(path.join(docs, relative));
    clearTimeout(timer);
    // Editors save in several steps (truncate, write, rename): wait for quiet.
    timer = setTimeout(() => {
      // One save can fire several events: a page is checked again only when its text changed.
      const files = [...pending].filter((f) => {
        if (!existsSync(f)) return false;
        const text = readFileSync(f, 'utf8');
        if (lastChecked.get(f) === text) return false;
        lastChecked.set(f, text);
        return true;
      });
      pending.clear();
      if (files.length > 0) check(files);
    }, 100);
  });
  // After start-up: the first check must not delay the server being ready.
  setTimeout(() => check(undefined), initialDelayMs).unref();
  return { close: () => watcher.close() };
}

export function pluginContentLint(options: { root: string }): RspressPlugin {
  return {
    name: 'content-lint',
    beforeBuild(_config, isProd) {
      if (isProd) return;
      const g = globalThis as GlobalWithWatcher;
      if (g[STATE_KEY]) return;
      // Once the first page is up: checking every page must not delay it.
      const pending = afterDevStart().then(() => startContentWatcher(options.root, terminal, 0));
      g[STATE_KEY] = { close: () => void pending.then((watcher) => watcher.close()) };
    },
  };
}
