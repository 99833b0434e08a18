/**
 * Precompressed twins (`file.gz`, `file.br`) of the build's text files, made
 * once at build time; nginx serves them with `gzip_static` / `brotli_static`.
 * A twin that would not be smaller is not written.
 *
 * Brotli's quality follows what the file costs readers (measured on this
 * build: 13 MB of text, 2 cores): quality 11 takes about 1.2 s per MB for 2 %
 * fewer bytes than 10 and 6 % fewer than 9, so it is kept for the scripts and
 * stylesheet every first visit loads; pages get 10; the rest (lazy chunks such
 * as the diagram library, Markdown twins, feeds, search indexes) gets 9, which
 * keeps the whole step to a few seconds (it was 15 s at 11 everywhere).
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
/** Brotli quality for a file, by its path relative to the build folder. */
export function brotliQuality(relativePath: string): number {
  const file = relativePath.split(path.sep).join('/');
  // Entry scripts and stylesheets: static/js/*.js and static/css/*.css, not static/js/async/.
  if (/^static\/(?:js|css)\/[^/]+$/.test(file)) return constants.BROTLI_MAX_QUALITY;
  if (file.endsWith('.html')) return 10;
  return 9;
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
    if ((await stat(file)).size < minBytes) continue;
    candidates.push(file);
    quality.set(file, brotliQuality(relative));
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
            [constants.BROTLI_PARAM_QUALITY]: quality.get(file) ?? 9,
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
