/**
 * Compares a screenshot with its reviewed baseline (pixelmatch on pngjs
 * images). Node only (the visual tests).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export interface Comparison {
  /** Pixels that differ beyond pixelmatch's colour threshold. */
  differentPixels: number;
  /** differentPixels / all pixels. */
  ratio: number;
  /** Where the highlighted difference was written (only when the images differ). */
  diffFile?: string;
}

/**
 * Differing pixels allowed (0.01 % of the image: about 130 px at 1440 x 900).
 * Pictures of the same build on the same machine are pixel-identical
 * (pixelmatch already discounts anti-aliasing), while one changed sidebar
 * label differs by about 650 px (0.05 %): a looser bound lets such changes pass.
 */
export const MAX_DIFF_RATIO = 0.0001;

export function comparePng(actual: Buffer, baselineFile: string, diffDir: string): Comparison {
  const a = PNG.sync.read(actual);
  const b = PNG.sync.read(readFileSync(baselineFile));
  if (a.width !== b.width || a.height !== b.height) {
    return { differentPixels: Number.POSITIVE_INFINITY, ratio: 1 };
  }
  const diff = new PNG({ width: a.width, height: a.height });
  const differentPixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, {
    threshold: 0.1,
  });
  const ratio = differentPixels / (a.width * a.height);
  if (differentPixels === 0) return { differentPixels, ratio };
  mkdirSync(diffDir, { recursive: true });
  const name = path.basename(baselineFile, '.png');
  const diffFile = path.join(diffDir, `${name}.diff.png`);
  writeFileSync(diffFile, PNG.sync.write(diff));
  writeFileSync(path.join(diffDir, `${name}.actual.png`), actual);
  return { differentPixels, ratio, diffFile };
}

export function hasBaseline(file: string): boolean {
  return existsSync(file);
}
