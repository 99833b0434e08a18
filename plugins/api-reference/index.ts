/**
 * Rspress plugin: in the dev server, regenerates the API reference whenever a
 * file under openapi/ changes, so the open page updates (hot update) without
 * restarting the server; only the files whose content changed are rewritten
 * (`sync`), so only their pages rebuild. Builds need nothing here: `npm run
 * build` runs the generator first (package.json `prebuild`).
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
      const { recordApiReference } = await import('../../scripts/api/generation-stamp');
      try {
        const result = await generateApiReference({ root, mode: 'sync' });
        await recordApiReference(root);
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
  // `predev` has generated the pages (or found them current): nothing runs until the spec
  // changes. A warm-up run here doubled the start's work and took the CPU the first pages
  // compile with; the first edit pays for loading the generator instead, once.
  const watcher = watch(dir, { recursive: true }, () => {
    clearTimeout(timer);
    // Editors save in several steps (truncate, write, rename): wait for quiet.
    timer = setTimeout(regenerate, 60);
  });
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
