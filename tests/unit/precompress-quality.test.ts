import { describe, expect, it } from 'vitest';
import { brotliQuality } from '../../scripts/hosting/precompress';

describe('brotli quality of the precompressed twins', () => {
  it('is highest for the entry scripts and stylesheet every first visit loads', () => {
    expect(brotliQuality('static/js/lib-react.597b74fdca.js')).toBe(11);
    expect(brotliQuality('static/js/index.73bc9b6672.js')).toBe(11);
    expect(brotliQuality('static/css/styles.0c5579f12b.css')).toBe(11);
  });

  it('is 10 for pages and 9 for lazy chunks and other files (build time)', () => {
    expect(brotliQuality('en/docs/intro/getting-started.html')).toBe(10);
    expect(brotliQuality('index.html')).toBe(10);
    expect(brotliQuality('static/js/async/m.695a65f479.js')).toBe(9);
    expect(brotliQuality('en/docs/intro/getting-started.md')).toBe(9);
    expect(brotliQuality('en/llms-full.txt')).toBe(9);
    expect(brotliQuality('static/search/index.pt-BR.json')).toBe(9);
  });
});
