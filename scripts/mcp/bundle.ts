/**
 * `npm pack`'s first step (`prepack`): bundles the MCP server (mcp/cli.ts and
 * everything it imports, dependencies included) into dist/mcp/cli.mjs, the
 * file the packed package runs (bin/acmepay-developers.mjs), so the tarball
 * needs neither the TypeScript sources nor tsx. Also checks that the build the
 * tarball ships (doc_build/) is there: the server reads it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '../..');
export const bundleFile = path.join(root, 'dist/mcp/cli.mjs');

export async function bundleMcpServer(): Promise<void> {
  for (const file of ['doc_build/search-manifest.json', 'doc_build/mcp/index.json']) {
    if (!existsSync(path.join(root, file)))
      throw new Error(
        `${file} is missing: run \`npm run build\` before \`npm pack\` (the package ships the built docs).`,
      );
  }
  await build({
    entryPoints: [path.join(root, 'mcp/cli.ts')],
    outfile: bundleFile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // CommonJS dependencies inside an ES module bundle still call require().
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    legalComments: 'linked',
    logLevel: 'warning',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  bundleMcpServer().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
