/**
 * The site's two faces, cut down before the bundler reads them: the fontsource
 * files (Latin, variable weight 100–900 or 100–800, every OpenType feature) are
 * subset with HarfBuzz (subset-font) to the Latin characters of the pages, the
 * weights the styles use (400–700) and the default layout features. The text
 * face goes from 48 KB to about 29 KB, and it is on every first paint
 * (theme/styles/fonts.css preloads it). The files are written to `.generated/fonts/`
 * before every build and dev start; theme/styles/fonts.css points there.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import subsetFont from 'subset-font';
import { siteFaces } from './faces';

const require = createRequire(import.meta.url);

/** Subsetting takes seconds: a stamp of the inputs lets an unchanged set be reused. */
const STAMP = 'stamp.txt';

async function readOr(file: string, fallback: string): Promise<string> {
  return readFile(file, 'utf8').catch(() => fallback);
}

/** Writes every face's subset into `outDir` (file names from faces.ts), unless already there. */
export async function writeFontSubsets(outDir: string): Promise<void> {
  const sources = await Promise.all(
    siteFaces.map((face) => readFile(require.resolve(face.source))),
  );
  const stamp = createHash('sha256')
    .update(JSON.stringify(siteFaces))
    .update((await readOr(require.resolve('subset-font/package.json'), '')).trim())
    .update(Buffer.concat(sources))
    .digest('hex');
  if ((await readOr(path.join(outDir, STAMP), '')) === stamp) return;
  await mkdir(outDir, { recursive: true });
  await Promise.all(
    siteFaces.map(async (face, index) => {
      const subset = await subsetFont(sources[index] as Buffer, face.characters, {
        targetFormat: 'woff2',
        variationAxes: { wght: face.weights },
      });
      await writeFile(path.join(outDir, face.file), subset);
    }),
  );
  await writeFile(path.join(outDir, STAMP), stamp);
}

export function pluginFontSubset({ root }: { root: string }): RspressPlugin {
  return {
    name: 'ap-font-subset',
    async beforeBuild() {
      await writeFontSubsets(path.join(root, '.generated', 'fonts'));
    },
  };
}
