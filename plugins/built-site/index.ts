/**
 * Rspress plugin, registered last: everything after a production build, in
 * the build itself (`rspress build` and `npm run build` give the same site).
 *
 * - Rspress builds into a staging folder (staging.ts); it replaces the build
 *   folder only when every step below succeeded.
 * - The built pages are read and parsed once (read-built-site.ts), and that
 *   one read feeds, in order: the blog feeds (plugins/blog), the link check
 *   (plugins/link-check, which also sees the feeds), the search index
 *   (plugins/search-index) and the host files with the precompressed twins
 *   (scripts/generate-hosting-files.ts, last: they cover all of the above).
 *
 * Rspress starts all plugins' afterBuild hooks at once; no other plugin of
 * this site has one, so nothing writes into the build while this one works.
 *
 * The precompressed twins are begun earlier, as the build's files become final: the browser
 * assets once their compilation is done, the pages once they are rendered (the Markdown twins'
 * compilation then leaves a core idle). The last step compresses the rest.
 */
import { rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
// Rsbuild's types, as Rspress' own declarations import them (@rsbuild/core comes with @rspress/core).
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { Precompression } from '../../scripts/hosting/precompress';
import { acquireBuildLock } from '../../scripts/lib/build-lock';
import type { RouteInfo } from '../search-index';
import type { BuiltSiteOptions } from './finish-build';
import {
  buildMarkdownTwinsApart,
  environmentsPlugin,
  isMarkdownTwinsChild,
  splitsAt,
} from './markdown-twins-apart';
import {
  type BuildFolders,
  buildFolders,
  clearLeftovers,
  failedBuildNotice,
  leftoverNotice,
  publishStaging,
} from './staging';

export function pluginBuiltSite(options: BuiltSiteOptions): RspressPlugin {
  let routes: RouteInfo[] = [];
  let folders: BuildFolders | undefined;
  let published = false;
  let precompression: Precompression | undefined;
  /** Whether this build's Markdown twins are built by a child process (markdown-twins-apart.ts). */
  let split = false;
  /** The child build of the Markdown twins, when this build split. */
  let twinsApart: Promise<void> | undefined;
  // The child that builds only the Markdown twins writes into its parent's staging folder and
  // does nothing else of this plugin: the parent holds the lock and finishes the build.
  const child = isMarkdownTwinsChild();
  const earlyPrecompression: RsbuildPlugin = {
    name: 'acmepay:early-precompression',
    setup(api) {
      // Rspress compiles `web` (browser assets), then `node` (renders the pages), then
      // `node_md` (the Markdown twins): see `compiledAfter` in markdown-twins-apart.ts.
      api.onAfterEnvironmentCompile(({ environment }) => {
        if (environment.name === 'web' || environment.name === 'node') precompression?.start();
      });
    },
  };
  return {
    name: 'built-site',
    builderConfig: { plugins: [earlyPrecompression, environmentsPlugin(() => split)] },
    config(config, _utils, isProd) {
      if (!isProd) return config;
      if (child) return { ...config, outDir: buildFolders(config.outDir ?? 'doc_build').staging };
      folders = buildFolders(config.outDir ?? 'doc_build');
      // One build at a time in a checkout; a second one stops here, naming the first, and
      // touches nothing of it (scripts/lib/build-lock.ts).
      acquireBuildLock(folders.lock, 'rspress build');
      for (const note of clearLeftovers(folders)) console.warn(`warn    ${note}`);
      precompression = new Precompression(folders.staging);
      const watched = folders;
      // Rspress exits on a failed build (its CLI calls process.exit(1)), whichever step failed.
      process.on('exit', (code) => {
        if (code !== 0 && !published) console.error(failedBuildNotice(watched));
      });
      return { ...config, outDir: folders.staging };
    },
    // Rsbuild empties its output folder only when it is inside the project; a staging folder
    // left by a failed build must not leak into this one wherever `outDir` points.
    async beforeBuild(_config, isProd) {
      if (!isProd || !folders) return;
      if (twinsApart) await twinsApart;
      else await rm(folders.staging, { recursive: true, force: true });
    },
    routeGenerated(generated, isProd) {
      routes = generated.map((r) => ({ routePath: r.routePath, absolutePath: r.absolutePath }));
      split = isProd && folders !== undefined && splitsAt(routes.length);
      if (!split || !folders) return;
      // Started here rather than in beforeBuild, where other plugins' hooks (the props tables)
      // hold this process' thread: the child works beside them on the second core.
      rmSync(folders.staging, { recursive: true, force: true, maxRetries: 5 });
      twinsApart = buildMarkdownTwinsApart();
      // Awaited in beforeBuild; a failure before then is not an unhandled rejection.
      twinsApart.catch(() => {});
    },
    async afterBuild(config, isProd) {
      if (!isProd || !folders) return;
      const started = performance.now();
      const { finishBuild } = await import('./finish-build');
      const summary = await finishBuild(
        path.resolve(config.outDir ?? folders.staging),
        routes,
        options,
        precompression,
      );
      const result = await publishStaging(folders);
      published = true;
      const leftover = leftoverNotice(result);
      if (leftover) console.warn(`warn    ${leftover}`);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `built site: ${summary}; published to ${path.relative(process.cwd(), folders.final)}/ (${seconds} s after Rspress)`,
      );
    },
  };
}
