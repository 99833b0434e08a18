#!/usr/bin/env node
// `acmepay-developers mcp`: the documentation MCP server (mcp/README.md). In a
// checkout it runs the TypeScript sources through tsx; in the packed tarball,
// which has no sources, the bundle `npm pack` built (scripts/pack-mcp.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.join(packageRoot, 'mcp/cli.ts');
let cli;
if (existsSync(source)) {
  const { register } = await import('tsx/esm/api');
  register();
  cli = await import(pathToFileURL(source).href);
} else {
  cli = await import(pathToFileURL(path.join(packageRoot, 'dist/mcp/cli.mjs')).href);
}
const exit = await cli.runCli(process.argv.slice(2), { packageRoot });
if (exit !== undefined) process.exitCode = exit;
