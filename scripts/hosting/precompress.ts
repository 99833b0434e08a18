/**
 * Precompressed twins (`file.gz`, `file.br`) of the build's text files, made
 * once at build time; nginx serves them with `gzip_static` / `brotli_static`.
 * A twin that would not be smaller is not written.
 *
 * Brotli's quality follows what the file costs readers and what it costs the
 * build (measured on this site's files, 2 cores):
 * - quality 11 takes about 1.2 s per MB for 2 % fewer bytes than 10: kept for
 *   the scripts and stylesheet every first visit loads;
 * - files of 100 KB or more (the largest pages, search indexes, the diagram
 *   library, the largest chunks, downloads) get 10, 6-10 % smaller than 9.
 *   They are few, and each is a large part of what a reader downloads at once;
 * - the rest (most pages, lazy chunks, Markdown twins, feeds) gets 8: within
 *   0.4 % of 9's bytes for a sixth of its time (on this site, 0.35 s against
 *   2.2 s; 9 spends its time on block splitting that brings text files of
 *   this size almost nothing). A page below 100 KB is about 8 % larger at 8
 *   than at 10, but both fit the first round trip (10 TCP segments, about
 *   14.6 KB; tests/e2e/seo-and-host-files checks it): no reader waits longer,
 *   and the build saves 1 s of CPU here, 12 s on a 500-operation API.
 * (The 100 KB rule against 9 for every file but the entries and the pages,
 * when it came: this site's twins 2.4 % smaller for 0.7 s more CPU; a
 * 500-operation API's 0.6 % smaller in 3.6 s less.)
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const compressible = /\.(html|js|mjs|css|json|svg|xml|txt|md|map)$/;
/** Below this, compression saves less than a packet. */
const minBytes = 1024;
/** From this size on, a file that is no entry script or stylesheet gets quality 10. */
export const LARGE_FILE_BYTES = 100_000;

/** Brotli quality for a file, by its path relative to the build folder and its size. */
export function brotliQuality(relativePath: string, bytes: number): number {
  const file = relativePath.split(path.sep).join('/');
  // Entry scripts and stylesheets: static/js/*.js and static/css/*.css, not static/js/async/.
  if (/^static\/(?:js|css)\/[^/]+$/.test(file)) return constants.BROTLI_MAX_QUALITY;
  if (bytes >= LARGE_FILE_BYTES) return 10;
  return 8;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

export interface PrecompressFigures {
  files: number;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

export async function precompress(outDir: string, concurrency = 4): Promise<PrecompressFigures> {
  const candidates: string[] = [];
  const quality = new Map<string, number>();
  for (const file of await filesUnder(outDir)) {
    const relative = path.relative(outDir, file);
    if (relative.startsWith('_') || !compressible.test(file)) continue;
    const { size } = await stat(file);
    if (size < minBytes) continue;
    candidates.push(file);
    quality.set(file, brotliQuality(relative, size));
  }
  const figures: PrecompressFigures = { files: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0 };
  const queue = [...candidates];
  async function worker() {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const body = await readFile(file);
      const [gz, br] = await Promise.all([
        gzipAsync(body, { level: 9 }),
        brotliAsync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: quality.get(file) ?? 8,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
      ]);
      figures.files += 1;
      figures.bytes += body.length;
      if (gz.length < body.length) {
        await writeFile(`${file}.gz`, gz);
        figures.gzipBytes += gz.length;
      }
      if (br.length < body.length) {
        await writeFile(`${file}.br`, br);
        figures.brotliBytes += br.length;
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return figures;
}
