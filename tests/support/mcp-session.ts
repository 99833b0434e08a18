/**
 * The documentation MCP server as an editor runs it: a child process spoken
 * to over stdin/stdout by the SDK's own client (`StdioClientTransport`).
 */
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

export const projectRoot = path.resolve(import.meta.dirname, '../..');

export interface McpSession {
  client: Client;
  /** The server process's id, to check it is still running. */
  pid: () => number | null;
  stderr: () => string;
  close: () => Promise<void>;
}

/** How long a start may take before the test gives up. */
const START_TIMEOUT_MS = 150_000;

export async function startMcpSession(options: {
  command?: string;
  args: string[];
  cwd?: string;
  env?: Record<string, string>;
}): Promise<McpSession> {
  const transport = new StdioClientTransport({
    command: options.command ?? process.execPath,
    args: options.args,
    cwd: options.cwd ?? projectRoot,
    env: { ...(process.env as Record<string, string>), ...options.env },
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const client = new Client({ name: 'acmepay-docs-tests', version: '1.0.0' });
  try {
    // npm, npx and tsx start slowly on a loaded machine: more than the SDK's 60 s default.
    await client.connect(transport, { timeout: START_TIMEOUT_MS });
  } catch (error) {
    throw new Error(`the MCP server did not start: ${(error as Error).message}\n${stderr}`);
  }
  return {
    client,
    pid: () => transport.pid,
    stderr: () => stderr,
    close: () => client.close(),
  };
}

/** A tool's answer: its text, whether it is an error, and its structured content. */
export async function callTool(
  session: McpSession,
  name: string,
  args: Record<string, unknown>,
): Promise<{ text: string; isError: boolean; structured: Record<string, unknown> }> {
  const result = (await session.client.callTool({ name, arguments: args })) as CallToolResult;
  const text = result.content.map((item) => (item.type === 'text' ? item.text : '')).join('\n');
  return {
    text,
    isError: result.isError === true,
    structured: (result.structuredContent ?? {}) as Record<string, unknown>,
  };
}

/** True while the process runs. */
export function isRunning(pid: number | null): boolean {
  if (pid === null) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
