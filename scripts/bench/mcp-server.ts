/**
 * The docs' MCP server as an editor starts it: for each way of starting it
 * (the checkout's launcher through tsx, and the bundle `npm pack` ships),
 * alternated run by run, the time from spawn to the answer of `initialize`,
 * the first search (its index loaded on demand), and the resident memory
 * (VmRSS, Linux) once started, after that search and after a call of every
 * tool. Medians, marked against their budgets.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { bundleFile, bundleMcpServer } from '../mcp/bundle';
import { budgets, marked } from './budgets';
import { mb, type Row } from './format';

const root = path.resolve(import.meta.dirname, '../..');

export interface McpRun {
  startMs: number;
  firstSearchMs: number;
  rssStartedBytes: number;
  rssSearchedBytes: number;
  rssAllToolsBytes: number;
}

function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

const ways: Record<string, string[]> = {
  'checkout (tsx)': [path.join(root, 'bin/acmepay-developers.mjs'), 'mcp'],
  'bundle (npm pack)': [
    '--input-type=module',
    '-e',
    `const m = await import(${JSON.stringify(bundleFile)}); await m.runCli(['mcp'], { packageRoot: ${JSON.stringify(root)} });`,
  ],
};

const everyTool = [
  ['search_docs', { query: 'refund', locale: 'en' }],
  ['get_page', { url_or_path: '/docs/intro/getting-started' }],
  ['get_operation', { operation: 'POST /transactions' }],
  ['get_operation', { operation: 'transaction.paid' }],
  ['get_error', { code: 'invalid_pix_key' }],
  ['list_test_scenarios', {}],
  ['simulate', { request: { method: 'GET', path: '/wallet/balance' } }],
] as const;

async function once(args: string[]): Promise<McpRun> {
  const started = performance.now();
  const transport = new StdioClientTransport({ command: process.execPath, args, cwd: root });
  const client = new Client({ name: 'bench', version: '1' });
  await client.connect(transport);
  const startMs = performance.now() - started;
  const pid = transport.pid ?? 0;
  try {
    const rssStartedBytes = rssBytes(pid);
    const searchStarted = performance.now();
    await client.callTool({ name: 'search_docs', arguments: { query: 'idempotency' } });
    const firstSearchMs = performance.now() - searchStarted;
    const rssSearchedBytes = rssBytes(pid);
    for (const [name, args] of everyTool) await client.callTool({ name, arguments: args });
    return {
      startMs,
      firstSearchMs,
      rssStartedBytes,
      rssSearchedBytes,
      rssAllToolsBytes: rssBytes(pid),
    };
  } finally {
    await client.close();
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** One row per way of starting the server: medians, each marked against its budget. */
export function mcpRows(results: Map<string, McpRun[]>): Row[] {
  return [...results].map(([way, runs]) => {
    const start = median(runs.map((r) => r.startMs));
    const search = median(runs.map((r) => r.firstSearchMs));
    const peak = median(runs.map((r) => r.rssAllToolsBytes));
    return [
      way,
      [
        marked(`start ${start.toFixed(0)} ms`, start <= budgets.mcpStartMs),
        marked(`first search ${search.toFixed(0)} ms`, search <= budgets.mcpFirstSearchMs),
        `RSS ${mb(median(runs.map((r) => r.rssStartedBytes)))} started, ${mb(median(runs.map((r) => r.rssSearchedBytes)))} after a search`,
        marked(`${mb(peak)} after every tool`, peak <= budgets.mcpRssBytes),
        `(median of ${runs.length})`,
      ].join('; '),
    ];
  });
}

/** `runs` alternated rounds over the built site (doc_build/). */
export async function benchMcpServer(runs: number): Promise<Row[]> {
  await bundleMcpServer();
  const results = new Map<string, McpRun[]>();
  for (let i = 0; i < runs; i++) {
    for (const [way, args] of Object.entries(ways)) {
      const list = results.get(way) ?? [];
      list.push(await once(args));
      results.set(way, list);
    }
  }
  return mcpRows(results);
}
