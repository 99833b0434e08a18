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
 */
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { generateHostingFiles } from '../../scripts/generate-hosting-files';
import type { BlogPlugin } from '../blog';
import { checkLinks, sourcesOfRoutes } from '../link-check';
import { type RouteInfo, searchDocumentsOf, writeSearchIndex } from '../search-index';
import { readBuiltSite } from './read-built-site';
import { type BuildFolders, buildFolders, failedBuildNotice, publishStaging } from './staging';

export interface BuiltSiteOptions {
  /** Rspress' `root`, for messages about pages without a known source. */
  docsRoot: string;
  /** Folder served at the site root (the sharing image's fonts and logo). */
  publicDir: string;
  /** The blog plugin: its posts and feeds. */
  blog: Pick<BlogPlugin, 'postFiles' | 'feedFiles'>;
}

/** Runs every step after the build on the staging folder `outDir`. */
export async function finishBuild(
  outDir: string,
  routes: readonly RouteInfo[],
  options: BuiltSiteOptions,
): Promise<string> {
  // Seconds per step, printed with the summary: where the time after Rspress goes.
  const steps: string[] = [];
  let mark = performance.now();
  const timed = (step: string) => {
    const now = performance.now();
    steps.push(`${step} ${((now - mark) / 1000).toFixed(1)} s`);
    mark = now;
  };
  const pages = await readBuiltSite(outDir, new Set(options.blog.postFiles()));
  timed('read');
  const byFile = new Map(pages.map((p) => [p.file, p]));

  const feeds = options.blog.feedFiles((file) => byFile.get(file)?.document);
  for (const [file, xml] of feeds) {
    await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
    await writeFile(path.join(outDir, file), xml);
  }
  timed('feeds');

  checkLinks(
    pages.map((p) => ({ file: p.file, ...p.links })),
    (file) => existsSync(path.join(outDir, file)),
    sourcesOfRoutes(routes),
    options.docsRoot,
  );
  timed('links');

  await writeSearchIndex(
    outDir,
    await searchDocumentsOf([...routes], (file) => byFile.get(file)?.content),
  );
  timed('search index');

  const hosting = await generateHostingFiles({
    outDir,
    publicDir: options.publicDir,
    pages: pages.map((p) => p.hosting).sort((a, b) => a.route.localeCompare(b.route)),
  });
  timed('hosting files and precompression');
  return `${pages.length} pages read once; ${feeds.size} feeds; ${hosting.scriptHashes} inline script hash(es) in the CSP; ${hosting.compressed.files} files precompressed (gzip + brotli); ${steps.join(', ')}`;
}

export function pluginBuiltSite(options: BuiltSiteOptions): RspressPlugin {
  let routes: RouteInfo[] = [];
  let folders: BuildFolders | undefined;
  let published = false;
  return {
    name: 'built-site',
    config(config, _utils, isProd) {
      if (!isProd) return config;
      folders = buildFolders(config.outDir ?? 'doc_build');
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
      if (isProd && folders) await rm(folders.staging, { recursive: true, force: true });
    },
    routeGenerated(generated) {
      routes = generated.map((r) => ({ routePath: r.routePath, absolutePath: r.absolutePath }));
    },
    async afterBuild(config, isProd) {
      if (!isProd || !folders) return;
      const started = performance.now();
      const summary = await finishBuild(
        path.resolve(config.outDir ?? folders.staging),
        routes,
        options,
      );
      await publishStaging(folders);
      published = true;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `built site: ${summary}; published to ${path.relative(process.cwd(), folders.final)}/ (${seconds} s after Rspress)`,
      );
    },
  };
}
