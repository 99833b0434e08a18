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
 *   14.6 KB; tests/contract/seo-and-host-files.test.ts checks it): no reader waits longer;
 *   a page whose twin at 8 would not fit is made again at 10 (retryAtQuality10),
 *   and the build saves 1 s of CPU here, 12 s on a 500-operation API.
 * (The 100 KB rule against 9 for every file but the entries and the pages,
 * when it came: this site's twins 2.4 % smaller for 0.7 s more CPU; a
 * 500-operation API's 0.6 % smaller in 3.6 s less.)
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
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

/** What the first round trip of a connection carries: 10 TCP segments of 1460 bytes. */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

/**
 * Whether a page's twin at quality 8 misses the first round trip and is made again at 10
 * (about 8 % fewer bytes): the few long pages below 100 KB, such as the changelog, which
 * grows with each release. Only these pay 10's time.
 */
export function retryAtQuality10(
  relativePath: string,
  bytes: number,
  brotliBytes: number,
): boolean {
  return (
    /\.html$/.test(relativePath) &&
    brotliQuality(relativePath, bytes) < 10 &&
    brotliBytes > FIRST_ROUND_TRIP_BYTES
  );
}

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

/** A file compressed, as it was when read: a later change of it is seen by its size or time. */
interface Compressed {
  size: number;
  mtimeMs: number;
  gzipBytes: number;
  brotliBytes: number;
}

/**
 * Precompression of one build folder, in as many passes as its files become final: a build
 * starts one when its browser assets are written and one when its pages are, so the CPU
 * that rendering the pages leaves idle compresses them (zlib works off the main thread).
 * `finish()` compresses what is left, and again any file changed since its pass.
 */
export class Precompression {
  readonly #outDir: string;
  readonly #concurrency: number;
  readonly #done = new Map<string, Compressed>();
  /** Files waiting or being compressed. */
  readonly #pending = new Set<string>();
  readonly #queue: string[] = [];
  readonly #workers = new Set<Promise<void>>();
  #failure: unknown;

  constructor(outDir: string, concurrency = 4) {
    this.#outDir = outDir;
    this.#concurrency = concurrency;
  }

  /** Starts compressing the build folder's files not compressed yet; does not wait. */
  start(): void {
    // A listing that fails here (a folder removed while walked) is redone by finish().
    this.#enqueue().catch(() => {});
  }

  /** Compresses every file not compressed as it is now; resolves when all twins are written. */
  async finish(): Promise<PrecompressFigures> {
    await this.#enqueue();
    await this.#drain();
    if (this.#failure) throw this.#failure;
    // A file removed after its pass (none is, today) must not leave its twins behind.
    for (const file of this.#done.keys()) {
      if (existsSync(file)) continue;
      await Promise.all([rm(`${file}.gz`, { force: true }), rm(`${file}.br`, { force: true })]);
      this.#done.delete(file);
    }
    const figures: PrecompressFigures = { files: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0 };
    for (const file of this.#done.values()) {
      figures.files += 1;
      figures.bytes += file.size;
      figures.gzipBytes += file.gzipBytes;
      figures.brotliBytes += file.brotliBytes;
    }
    return figures;
  }

  async #enqueue(): Promise<void> {
    for (const file of await filesUnder(this.#outDir)) {
      const relative = path.relative(this.#outDir, file);
      if (relative.startsWith('_') || !compressible.test(file) || this.#pending.has(file)) continue;
      const { size, mtimeMs } = await stat(file);
      if (size < minBytes) continue;
      const done = this.#done.get(file);
      if (done && done.size === size && done.mtimeMs === mtimeMs) continue;
      this.#pending.add(file);
      this.#queue.push(file);
    }
    while (this.#workers.size < Math.min(this.#concurrency, this.#queue.length)) {
      const worker: Promise<void> = this.#work()
        .catch((error: unknown) => {
          this.#failure ??= error;
        })
        .finally(() => this.#workers.delete(worker));
      this.#workers.add(worker);
    }
  }

  async #drain(): Promise<void> {
    while (this.#workers.size > 0) await Promise.all(this.#workers);
  }

  async #work(): Promise<void> {
    for (let file = this.#queue.shift(); file; file = this.#queue.shift()) {
      const compressed = await this.#compress(file);
      if (compressed) this.#done.set(file, compressed);
      this.#pending.delete(file);
    }
  }

  /** Writes a file's twins; undefined when the file was removed since it was listed. */
  async #compress(file: string): Promise<Compressed | undefined> {
    // Its time before its bytes: a change while it is read shows in the next pass.
    const read = await stat(file)
      .then(async ({ mtimeMs }) => ({ mtimeMs, body: await readFile(file) }))
      .catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      });
    if (!read) return undefined;
    const { mtimeMs, body } = read;
    const relative = path.relative(this.#outDir, file);
    const brotli = (quality: number) =>
      brotliAsync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
    const [gz, firstBr] = await Promise.all([
      gzipAsync(body, { level: 9 }),
      brotli(brotliQuality(relative, body.length)),
    ]);
    const br = retryAtQuality10(relative, body.length, firstBr.length) ? await brotli(10) : firstBr;
    const twin = async (suffix: string, bytes: Buffer): Promise<number> => {
      // Not smaller: no twin, nor one left by an earlier pass over the file's older content.
      if (bytes.length >= body.length) {
        await rm(`${file}${suffix}`, { force: true });
        return 0;
      }
      await writeFile(`${file}${suffix}`, bytes);
      return bytes.length;
    };
    return {
      size: body.length,
      mtimeMs,
      gzipBytes: await twin('.gz', gz),
      brotliBytes: await twin('.br', br),
    };
  }
}
