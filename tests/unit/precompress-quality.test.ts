import { describe, expect, it } from 'vitest';
import {
  brotliQuality,
  FIRST_ROUND_TRIP_BYTES,
  LARGE_FILE_BYTES,
  retryAtQuality10,
} from '../../scripts/hosting/precompress';

const small = 20_000;

describe('brotli quality of the precompressed twins', () => {
  it('is highest for the entry scripts and stylesheet every first visit loads', () => {
    expect(brotliQuality('static/js/lib-react.597b74fdca.js', 189_165)).toBe(11);
    expect(brotliQuality('static/js/index.73bc9b6672.js', 150_450)).toBe(11);
    expect(brotliQuality('static/css/styles.0c5579f12b.css', 123_393)).toBe(11);
    expect(brotliQuality('static/js/styles.ec14a3699c.js', 1_100)).toBe(11);
  });

  it('is 10 for other files of 100 KB or more, 8 below (build time)', () => {
    for (const file of [
      'en/docs/intro/getting-started.html',
      'index.html',
      'static/js/async/m.695a65f479.js',
      'en/docs/intro/getting-started.md',
      'en/llms-full.txt',
      'static/search/index.pt-BR.json',
    ]) {
      expect(brotliQuality(file, small), file).toBe(8);
      expect(brotliQuality(file, LARGE_FILE_BYTES - 1), file).toBe(8);
      expect(brotliQuality(file, LARGE_FILE_BYTES), file).toBe(10);
    }
  });

  it('is 10 again for a page below 100 KB whose twin at 8 misses the first round trip', () => {
    const page = 'docs/guides/changelog.html';
    expect(retryAtQuality10(page, 67_445, FIRST_ROUND_TRIP_BYTES + 135)).toBe(true);
    expect(retryAtQuality10(page, 67_445, FIRST_ROUND_TRIP_BYTES)).toBe(false);
    // Not for other files, nor for those already at 10 or 11.
    expect(retryAtQuality10('docs/guides/changelog.md', 60_000, 20_000)).toBe(false);
    expect(retryAtQuality10(page, LARGE_FILE_BYTES, 20_000)).toBe(false);
    expect(retryAtQuality10('static/js/index.73bc9b6672.js', 60_000, 20_000)).toBe(false);
  });
});
