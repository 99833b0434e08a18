import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { Precompression } from '../../scripts/hosting/precompress';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function buildFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompression-'));
  dirs.push(dir);
  return dir;
}

const text = (word: string) => `<p>${word}</p>\n`.repeat(400);
const gunzipped = (file: string) => gunzipSync(readFileSync(`${file}.gz`)).toString();
const unbrotlied = (file: string) => brotliDecompressSync(readFileSync(`${file}.br`)).toString();

describe('precompression in passes, as the build writes its files', () => {
  it('compresses what an early pass found, then what came after it', async () => {
    const dir = buildFolder();
    const early = path.join(dir, 'early.js');
    const late = path.join(dir, 'late.html');
    writeFileSync(early, text('early'));
    const precompression = new Precompression(dir);
    precompression.start();
    writeFileSync(late, text('late'));
    const figures = await precompression.finish();
    expect(figures.files).toBe(2);
    for (const file of [early, late]) {
      expect(gunzipped(file)).toBe(readFileSync(file, 'utf8'));
      expect(unbrotlied(file)).toBe(readFileSync(file, 'utf8'));
    }
  });

  it('compresses again a file changed after its pass, and drops the twins of a removed one', async () => {
    const dir = buildFolder();
    const changed = path.join(dir, 'changed.css');
    const removed = path.join(dir, 'removed.md');
    writeFileSync(changed, text('before'));
    writeFileSync(removed, text('gone'));
    const precompression = new Precompression(dir);
    precompression.start();
    await precompression.finish();
    expect(gunzipped(changed)).toBe(text('before'));
    writeFileSync(changed, text('after!'));
    // Same size, and a clock too coarse to tell: the time is set apart on purpose.
    const later = new Date(Date.now() + 5000);
    utimesSync(changed, later, later);
    rmSync(removed);
    const figures = await precompression.finish();
    expect(gunzipped(changed)).toBe(text('after!'));
    expect(unbrotlied(changed)).toBe(text('after!'));
    expect(existsSync(`${removed}.gz`)).toBe(false);
    expect(existsSync(`${removed}.br`)).toBe(false);
    expect(figures.files).toBe(1);
  });

  it('leaves out small files, host instructions and binary files', async () => {
    const dir = buildFolder();
    writeFileSync(path.join(dir, 'small.js'), 'x'.repeat(100));
    writeFileSync(path.join(dir, '_headers'), text('header'));
    writeFileSync(path.join(dir, 'image.png'), text('png'));
    const figures = await new Precompression(dir).finish();
    expect(figures.files).toBe(0);
  });
});
