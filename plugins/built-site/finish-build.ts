/**
 * The steps after a production build (see index.ts), in their own module: the plugin loads it
 * only when a build has finished, so the dev server never loads the search index, link check
 * and hosting modules it does not run (part of its start-up time).
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generateHostingFiles } from '../../scripts/generate-hosting-files';
import type { Precompression } from '../../scripts/hosting/precompress';
import type { BlogPlugin } from '../blog';
import { checkLinks, sourcesOfRoutes } from '../link-check';
import { type RouteInfo, searchDocumentsOf, writeSearchIndex } from '../search-index';
import { readBuiltSite } from './read-built-site';

export interface BuiltSiteOptions {
  /** Rspress' `root`, for messages about pages without a known source. */
  docsRoot: string;
  /** Folder served at the site root (the sharing image's fonts and logo). */
  publicDir: string;
  /** The blog plugin: its posts and feeds. */
  blog: Pick<BlogPlugin, 'postFiles' | 'feedFiles'>;
}

/**
 * Runs every step after the build on the staging folder `outDir`; `precompression`, when
 * given, is the one begun on it during the build.
 */
export async function finishBuild(
  outDir: string,
  routes: readonly RouteInfo[],
  options: BuiltSiteOptions,
  precompression?: Precompression,
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

  const sourceOf = sourcesOfRoutes(routes);
  checkLinks(
    pages.map((p) => ({ file: p.file, ...p.links })),
    (file) => existsSync(path.join(outDir, file)),
    sourceOf,
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
    precompression,
    sourceOf,
  });
  timed('hosting files and precompression');
  return `${pages.length} pages read once; ${feeds.size} feeds; ${hosting.scriptHashes} inline script hash(es) in the CSP; ${hosting.compressed.files} files precompressed (gzip + brotli); ${steps.join(', ')}`;
}
