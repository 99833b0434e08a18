/**
 * How the documentation MCP server is started: `npm run -s mcp` and `npx
 * acmepay-developers mcp` in the checkout, and the tarball `npm pack` makes,
 * unpacked and run on its own (no sources, no node_modules), each spoken to
 * by the SDK's client over stdio. The tools themselves: mcp-server.test.ts.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { callTool, projectRoot, startMcpSession } from '../support/mcp-session';

const run = promisify(execFile);

describe('npm run mcp, npx from the checkout, and the packed tarball', () => {
  it('`npm run -s mcp` and `npx acmepay-developers mcp` start the same server', async () => {
    for (const [command, args] of [
      ['npm', ['run', '-s', 'mcp']],
      ['npx', ['--no-install', 'acmepay-developers', 'mcp']],
    ] as [string, string[]][]) {
      const started = await startMcpSession({ command, args });
      try {
        const { tools } = await started.client.listTools();
        expect(tools, command).toHaveLength(6);
      } finally {
        await started.close();
      }
    }
  }, 330_000);

  it('`npm pack`: the tarball runs on its own, no sources and no node_modules', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'mcp-pack-'));
    try {
      const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', dir], {
        cwd: projectRoot,
        maxBuffer: 64 * 1024 * 1024,
      });
      const [packed] = JSON.parse(stdout.slice(stdout.indexOf('['))) as {
        filename: string;
        files: { path: string }[];
      }[];
      const files = packed?.files.map((f) => f.path) ?? [];
      expect(files).toContain('dist/mcp/cli.mjs');
      expect(files).toContain('doc_build/en/mcp/index.json');
      expect(files.some((f) => f.startsWith('mcp/') || f.endsWith('.ts'))).toBe(false);
      await run('tar', ['xzf', path.join(dir, packed?.filename ?? ''), '-C', dir]);
      const unpacked = await startMcpSession({
        args: [path.join(dir, 'package/bin/acmepay-developers.mjs'), 'mcp'],
        cwd: dir,
      });
      try {
        const found = await callTool(unpacked, 'search_docs', { query: 'cash-out', locale: 'en' });
        expect(found.isError, found.text).toBe(false);
        const balance = await callTool(unpacked, 'simulate', {
          request: { method: 'GET', path: '/wallet/balance', headers: key() },
        });
        expect(balance.structured.status).toBe(200);
      } finally {
        await unpacked.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true, maxRetries: 5 });
    }
  }, 180_000);
});

function key() {
  return { Authorization: 'Bearer sk_test_mcp' };
}
