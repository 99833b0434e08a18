/**
 * Precompressed twins (`file.gz`, `file.br`) of the build's text files, at
 * the highest levels (too slow per request, free once at build time); nginx
 * serves them with `gzip_static` / `brotli_static`. A twin that would not be
 * smaller is not written.
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
/**
 * Brotli's best level costs about 5 s per MB here; past this size (the
 * diagram library) level 9 takes a fifth of the time for about 10 % more bytes.
 */
const brotliBestMaxBytes = 512 * 1024;

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
  for (const file of await filesUnder(outDir)) {
    const relative = path.relative(outDir, file);
    if (relative.startsWith('_') || !compressible.test(file)) continue;
    if ((await stat(file)).size >= minBytes) candidates.push(file);
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
            [constants.BROTLI_PARAM_QUALITY]:
              body.length > brotliBestMaxBytes ? 9 : constants.BROTLI_MAX_QUALITY,
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
