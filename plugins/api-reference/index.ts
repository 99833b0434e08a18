/**
 * Rspress plugin: in the dev server, regenerates the API reference whenever a
 * file under openapi/ changes, so the open page updates (hot update) without
 * restarting the server. Builds need nothing here: `npm run build` runs the
 * generator first (package.json `prebuild`).
 */
import { watch } from 'node:fs';
import path from 'node:path';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import { readApiSidebarData } from '../../config/api-sidebar-data';
import type { Lang } from '../../config/locales';
import {
  POPULAR_OPERATIONS_FIELD,
  resolvePopularOperations,
} from '../../shared/home/popular-operations';
import { afterDevStart } from '../dev-start';

interface WatcherState {
  close: () => void;
}

/** Rspress restarts re-evaluate the config: one watcher per process, not per load. */
const STATE_KEY = Symbol.for('acmepay.api-reference.watcher');
type GlobalWithWatcher = typeof globalThis & { [STATE_KEY]?: WatcherState };

function startWatcher(root: string): WatcherState {
  const dir = path.join(root, 'openapi');
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const regenerate = () => {
    running = running.then(async () => {
      const started = performance.now();
      // Loaded on demand: builds never pay for the generator's imports here.
      const { generateApiReference } = await import('../../scripts/api/generate-api-reference');
      const { SpecError } = await import('../../scripts/api/spec-error');
      const { reportProblem } = await import('../writing-errors/dev-problems');
      const { SPEC_PROBLEMS } = await import('../writing-errors');
      try {
        const result = await generateApiReference({ root, mode: 'sync' });
        await reportProblem(root, SPEC_PROBLEMS, '');
        console.log(
          `[api-reference] generated ${result.pages} pages in ${Math.round(performance.now() - started)} ms`,
        );
      } catch (error) {
        // Keep the previous pages; show why the new spec was refused, here and on the page.
        console.error(error instanceof SpecError ? error.message : error);
        await reportProblem(
          root,
          SPEC_PROBLEMS,
          `The API reference was not updated: ${error instanceof SpecError ? error.message : String(error)}`,
        );
      }
    });
  };
  const watcher = watch(dir, { recursive: true }, () => {
    clearTimeout(timer);
    // Editors save in several steps (truncate, write, rename): wait for quiet.
    timer = setTimeout(regenerate, 60);
  });
  // Warm up (imports, highlighter, caches) so the first edit regenerates fast;
  // the output is identical, so nothing is rewritten. Once the first page is
  // up: `predev` has just generated the pages, and the warm-up would take the
  // CPU the first compile needs.
  void afterDevStart().then(regenerate);
  return { close: () => watcher.close() };
}

export function pluginApiReference(options: { root: string }): RspressPlugin {
  return {
    name: 'api-reference',
    // A page's links to operations named in its frontmatter (the home page's popular
    // operations), titled from the API sidebar: the page does not load that sidebar.
    extendPageData(page) {
      const slugs = page.frontmatter?.popularOperations;
      if (!Array.isArray(slugs)) return;
      (page as PageIndexInfo & Record<string, unknown>)[POPULAR_OPERATIONS_FIELD] =
        resolvePopularOperations(
          slugs as string[],
          readApiSidebarData(options.root),
          page.lang as Lang,
        );
    },
    beforeBuild(_config, isProd) {
      if (isProd) return;
      const g = globalThis as GlobalWithWatcher;
      g[STATE_KEY] ??= startWatcher(options.root);
    },
  };
}
