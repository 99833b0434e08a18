/**
 * The MCP server as a package and as the "AI tools" page describes it: the
 * package's name, command and shipped files, and, in both languages of the
 * page, the tools it lists and the editor setups it gives (valid JSON, the
 * server's name, a command that starts it) checked against the server itself.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { describe, expect, it } from 'vitest';
import { brandTokens, docsMcp } from '../../config/brand';
import { langs } from '../../config/locales';
import { createDocsServer } from '../../mcp/server';
import { directorySource } from '../../mcp/site-source';

const root = path.resolve(import.meta.dirname, '../..');
const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  name: string;
  bin: Record<string, string>;
  scripts: Record<string, string>;
  files: string[];
};

function pageSource(lang: string): string {
  let text = readFileSync(path.join(root, 'docs', lang, 'docs/intro/ai-tools.mdx'), 'utf8');
  for (const [token, value] of Object.entries(brandTokens)) text = text.replaceAll(token, value);
  return text;
}

async function serverTools(): Promise<string[]> {
  const server = createDocsServer(directorySource(root, 'https://docs.example'));
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'test', version: '1' });
  await client.connect(clientSide);
  const { tools } = await client.listTools();
  await client.close();
  return tools.map((t) => t.name).sort();
}

describe('the MCP server package', () => {
  it('is run by `npx <package> mcp` and `npm run mcp`, with the name the docs give', () => {
    expect(packageJson.name).toBe(docsMcp.packageName);
    const bin = packageJson.bin[docsMcp.packageName];
    expect(bin).toBe('bin/acmepay-developers.mjs');
    expect(existsSync(path.join(root, bin ?? ''))).toBe(true);
    expect(packageJson.scripts.mcp).toBe(`node ${bin} mcp`);
    // The tarball carries the command, its bundle and the built docs it reads.
    expect(packageJson.files).toEqual(
      expect.arrayContaining([
        'bin/',
        'dist/mcp/',
        'doc_build/**/*.md',
        'doc_build/search-manifest.json',
      ]),
    );
  });
});

describe.each(langs)('the AI tools page (%s)', (lang) => {
  const source = pageSource(lang);

  it('lists exactly the tools the server has', async () => {
    const listed = [...source.matchAll(/^\| `([a-z_]+)` \|/gm)].map((m) => m[1]).sort();
    expect(listed).toEqual(await serverTools());
  });

  it('gives each editor a valid setup that starts the server by its name', () => {
    const blocks = [
      ...source.matchAll(/```json title="([^"]+)" source=editor-setup\n([\s\S]*?)```/g),
    ];
    expect(blocks.map((b) => b[1])).toEqual(['.mcp.json', '.cursor/mcp.json', '.vscode/mcp.json']);
    for (const [, file, json] of blocks) {
      const config = JSON.parse(json ?? '') as Record<
        string,
        Record<string, { type?: string; command: string; args: string[] }>
      >;
      // VS Code reads `servers`; Claude Code and Cursor read `mcpServers`.
      const servers = file === '.vscode/mcp.json' ? config.servers : config.mcpServers;
      const server = servers?.[docsMcp.serverName];
      expect(server, file).toBeDefined();
      expect(server?.command).toBe('npx');
      expect(server?.args.slice(-2)).toEqual([docsMcp.packageName, 'mcp']);
      if (file !== '.cursor/mcp.json') expect(server?.type).toBe('stdio');
    }
    expect(source).toContain(
      `claude mcp add --scope project ${docsMcp.serverName} -- npx -y --package=`,
    );
  });
});
