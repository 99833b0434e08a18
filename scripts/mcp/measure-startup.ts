/**
 * The MCP server's start and memory, as an editor sees them:
 * `npx tsx scripts/mcp/measure-startup.ts [runs]`. For each way of starting
 * it (the checkout's launcher through tsx, and the bundle `npm pack` ships),
 * alternated run by run: the time from spawn to the answer of `initialize`,
 * then the resident memory (VmRSS, Linux) once started, after the first
 * search (an index loaded) and after a call of every tool. Medians printed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { bundleFile, bundleMcpServer } from './bundle';

const root = path.resolve(import.meta.dirname, '../..');

function rssMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const ways = {
  'checkout (tsx)': [path.join(root, 'bin/acmepay-developers.mjs'), 'mcp'],
  'bundle (npm pack)': [
    '--input-type=module',
    '-e',
    `const m = await import(${JSON.stringify(bundleFile)}); await m.runCli(['mcp'], { packageRoot: ${JSON.stringify(root)} });`,
  ],
};

async function once(args: string[]) {
  const started = performance.now();
  const transport = new StdioClientTransport({ command: process.execPath, args, cwd: root });
  const client = new Client({ name: 'measure', version: '1' });
  await client.connect(transport);
  const startMs = performance.now() - started;
  const pid = transport.pid ?? 0;
  const rssStarted = rssMegabytes(pid);
  await client.callTool({ name: 'search_docs', arguments: { query: 'idempotency' } });
  const rssSearched = rssMegabytes(pid);
  for (const [name, args] of [
    ['search_docs', { query: 'refund', locale: 'en' }],
    ['get_page', { url_or_path: '/docs/intro/getting-started' }],
    ['get_operation', { operation: 'POST /transactions' }],
    ['get_error', { code: 'invalid_pix_key' }],
    ['list_test_scenarios', {}],
    ['simulate', { request: { method: 'GET', path: '/wallet/balance' } }],
  ] as const)
    await client.callTool({ name, arguments: args });
  const rssAll = rssMegabytes(pid);
  await client.close();
  return { startMs, rssStarted, rssSearched, rssAll };
}

const runs = Number(process.argv[2] ?? 5);
await bundleMcpServer();
const results = new Map<string, Awaited<ReturnType<typeof once>>[]>();
for (let i = 0; i < runs; i++) {
  for (const [name, args] of Object.entries(ways)) {
    const list = results.get(name) ?? [];
    list.push(await once(args));
    results.set(name, list);
  }
}
for (const [name, list] of results) {
  console.log(
    `${name}: start ${median(list.map((r) => r.startMs)).toFixed(0)} ms; RSS ${median(list.map((r) => r.rssStarted)).toFixed(0)} MB started, ${median(list.map((r) => r.rssSearched)).toFixed(0)} MB after a search, ${median(list.map((r) => r.rssAll)).toFixed(0)} MB after every tool (median of ${list.length})`,
  );
}
