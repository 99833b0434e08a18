/**
 * How the browser finds the file of a chunk it loads on demand: Rspack's
 * runtime (`__webpack_require__.u`) lists every such chunk with its file
 * name, one entry per page of the site, in the main script. Pages' chunks and
 * route data are named after the build's hash instead (`[id].[fullhash]`,
 * set by plugins/route-data), so their file name follows from their id: here
 * their entries leave the list, and the function's last line computes them.
 * The other chunks (components shared by pages) keep their content hash and
 * their entry.
 *
 * Rspack writes that function, for a chunk file name given as a function,
 * as one `if (chunkId === …) return "…";` per chunk and a last `return` for
 * no chunk (`"" + chunkId + ".javascript"`); tests/unit/route-data-chunk-filenames.test.ts
 * builds a bundle with Rspack and fails when that shape changes.
 */
import path from 'node:path';
import type { Rspack } from '@rsbuild/core';
import { isPerPageChunk } from './chunk-kinds';

const FUNCTION_START = '__webpack_require__.u = (chunkId) => {';
/** A chunk named after the build's hash. */
const BY_BUILD_HASH =
  /^\s*if \(chunkId === (?:\d+|"[^"]*")\) return "[^"]*" \+ __webpack_require__\.h\(\)\.slice\(0, \d+\) \+ "\.js";\s*$/;
const LAST_RETURN = /^(\s*)return "" \+ chunkId \+ "\.javascript";?\s*$/;

export interface BuildHashNames {
  /** The folder of the chunks, as in the template (`static/js/async`). */
  dir: string;
  /** Characters of the build hash in the name (`[fullhash:10]`). */
  hashLength: number;
}

/**
 * The runtime `code` (unminified) with the entries of chunks named after the
 * build's hash replaced by one computed name. Unchanged when it has no such function.
 */
export function chunkNamesFromBuildHash(code: string, names: BuildHashNames): string {
  const start = code.indexOf(FUNCTION_START);
  if (start < 0) return code;
  const end = code.indexOf('\n}', start);
  if (end < 0) throw new Error('plugins/route-data: the chunk file name function has no end');
  let lastReturn = false;
  const lines = code
    .slice(start, end)
    .split('\n')
    .filter((line) => !BY_BUILD_HASH.test(line))
    .map((line) => {
      const match = LAST_RETURN.exec(line);
      if (!match) return line;
      lastReturn = true;
      return `${match[1]}return ${JSON.stringify(`${names.dir}/`)} + chunkId + "." + __webpack_require__.h().slice(0, ${names.hashLength}) + ".js";`;
    });
  if (!lastReturn) {
    throw new Error(
      'plugins/route-data: Rspack no longer writes the chunk file name function as this plugin ' +
        'expects (see plugins/route-data/chunk-filenames.ts)',
    );
  }
  return `${code.slice(0, start)}${lines.join('\n')}${code.slice(end)}`;
}

/**
 * Rspack plugin: names the chunks there is one of per page (chunk-kinds.ts)
 * after the build's hash, and removes their entries from the runtime's list.
 */
export class PerPageChunkNames {
  constructor(private readonly options: { pagesRoot: string; hashLength?: number }) {}

  apply(compiler: Rspack.Compiler): void {
    const hashLength = this.options.hashLength ?? 10;
    const previous = compiler.options.output.chunkFilename;
    const dir = typeof previous === 'string' ? path.posix.dirname(previous) : 'static/js/async';
    compiler.options.output.chunkFilename = (pathData, assetInfo) => {
      const chunk = pathData.chunk;
      if (chunk && 'groupsIterable' in chunk && isPerPageChunk(chunk, this.options.pagesRoot)) {
        return `${dir}/[id].[fullhash:${hashLength}].js`;
      }
      if (typeof previous === 'function') return previous(pathData, assetInfo);
      return previous ?? `${dir}/[name].[contenthash:${hashLength}].js`;
    };
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap(PerPageChunkNames.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        // Before minification, which would reshape the function.
        { name: PerPageChunkNames.name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!name.endsWith('.js')) continue;
            const code = source.source().toString();
            const changed = chunkNamesFromBuildHash(code, { dir, hashLength });
            if (changed !== code) compilation.updateAsset(name, new sources.RawSource(changed));
          }
        },
      );
    });
  }
}
