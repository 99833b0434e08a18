/**
 * The chunks there is one of per page are named after the build's hash and
 * leave the runtime's list of chunk files (plugins/route-data/chunk-filenames.ts):
 * built here with the real Rspack, so the test fails when an upgrade changes
 * how Rspack writes that list, or which chunks count as per page.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PerPageChunkNames } from '../../plugins/route-data/chunk-filenames';

let dir = '';
let main = '';
let asyncFiles: string[] = [];

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'chunk-names-'));
  // Two "pages" loaded as routes, one loading data of its own; a component shared by both
  // pages, big enough to be split out; a lazily loaded component of the theme.
  write(
    'src/index.js',
    `const routes = [
  () => import(/* webpackChunkName: "route-a" */ './pages/a.js'),
  () => import(/* webpackChunkName: "route-b" */ './pages/b.js'),
  () => import(/* webpackChunkName: "rd-0" */ './data/section.js'),
  () => import(/* webpackChunkName: "search" */ './theme/search.js'),
];
globalThis.load = (i) => routes[i]();
`,
  );
  write(
    'src/pages/a.js',
    `import shared from '../theme/shared.js';\nexport default () => [shared, import('./a-data.json')];\n`,
  );
  write('src/pages/b.js', `import shared from '../theme/shared.js';\nexport default shared;\n`);
  write('src/pages/a-data.json', JSON.stringify({ tryIt: 'a'.repeat(100) }));
  write('src/data/section.js', 'export const sidebar = [];\n');
  write('src/theme/search.js', 'export default "search";\n');
  write('src/theme/shared.js', `export default ${JSON.stringify('x'.repeat(30_000))};\n`);
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: { index: './src/index.js' },
    output: {
      path: path.join(dir, 'dist'),
      filename: 'static/js/[name].[contenthash:10].js',
      chunkFilename: 'static/js/async/[name].[contenthash:10].js',
    },
    optimization: {
      minimize: false,
      splitChunks: { chunks: 'async', minSize: 10_000, cacheGroups: { default: { minChunks: 2 } } },
    },
    plugins: [new PerPageChunkNames({ pagesRoot: path.join(dir, 'src/pages') })],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else resolve();
    }),
  );
  const js = path.join(dir, 'dist/static/js');
  main = readFileSync(
    path.join(js, readdirSync(js).find((f) => f.startsWith('index.')) ?? ''),
    'utf8',
  );
  asyncFiles = readdirSync(path.join(js, 'async'));
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The runtime's `__webpack_require__.u`, run outside the bundle. */
function chunkFile(chunkId: string | number): string {
  const start = main.indexOf('__webpack_require__.u = ');
  const end = main.indexOf('\n}', start) + 2;
  const fullHash = /__webpack_require__\.h = \(\) => \("([0-9a-f]+)"\)/.exec(main)?.[1] ?? '';
  const __webpack_require__: { h: () => string; u?: (id: string | number) => string } = {
    h: () => fullHash,
  };
  new Function('__webpack_require__', main.slice(start, end))(__webpack_require__);
  return __webpack_require__.u?.(chunkId) ?? '';
}

/** The chunk ids the main script and the chunks load on demand. */
const idsLoaded = () =>
  [main, ...asyncFiles.map((f) => readFileSync(path.join(dir, 'dist/static/js/async', f), 'utf8'))]
    .flatMap((code) => [
      ...code.matchAll(/__webpack_require__\.e\((?:\/\*[^*]*\*\/\s*)?("[^"]+"|\d+)\)/g),
    ])
    .map((m) => JSON.parse(m[1] ?? '""') as string | number);

describe('per-page chunk names', () => {
  it('pages, route data and a page’s own data are named after the build hash', () => {
    const fullHash = /__webpack_require__\.h = \(\) => \("([0-9a-f]+)"\)/.exec(main)?.[1] ?? '';
    const byBuildHash = asyncFiles.filter((f) => f.includes(`.${fullHash.slice(0, 10)}.`));
    // route-a, route-b, rd-0 and a's data.
    expect(byBuildHash).toHaveLength(4);
    expect(asyncFiles.some((f) => f.startsWith('search.'))).toBe(true);
  });

  it('the runtime lists only the other chunks, and still finds every chunk', () => {
    const listed = [...main.matchAll(/if \(chunkId === /g)].length;
    // The theme's search and the split shared component.
    expect(listed).toBe(2);
    // Every chunk: the routes, the route data, the shared component, the search and, loaded
    // from inside page a's chunk, its data.
    const ids = new Set(idsLoaded());
    expect(ids.size).toBe(asyncFiles.length);
    for (const id of ids) {
      expect(asyncFiles, String(id)).toContain(path.posix.basename(chunkFile(id)));
    }
  });
});
