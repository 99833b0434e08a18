import { describe, expect, it } from 'vitest';
import { budgets } from '../../scripts/bench/budgets';
import { type McpRun, mcpRows } from '../../scripts/bench/mcp-server';

const MB = 1024 * 1024;
const run = (startMs: number, firstSearchMs: number, peakMb: number): McpRun => ({
  startMs,
  firstSearchMs,
  rssStartedBytes: 60 * MB,
  rssSearchedBytes: 90 * MB,
  rssAllToolsBytes: peakMb * MB,
});

describe('bench: the MCP server figures', () => {
  it('prints the medians of each way of starting it', () => {
    const [row] = mcpRows(
      new Map([['bundle', [run(300, 100, 110), run(200, 90, 100), run(900, 400, 150)]]]),
    );
    expect(row).toEqual([
      'bundle',
      'start 300 ms; first search 100 ms; RSS 60 MB started, 90 MB after a search; 110 MB after every tool; (median of 3)',
    ]);
  });

  it('marks each figure over its budget', () => {
    const over = run(
      budgets.mcpStartMs + 1,
      budgets.mcpFirstSearchMs + 1,
      budgets.mcpRssBytes / MB + 1,
    );
    const [row] = mcpRows(new Map([['checkout', [over]]]));
    expect(row?.[1].match(/✗/g)).toHaveLength(3);
    const [within] = mcpRows(new Map([['checkout', [run(100, 100, 100)]]]));
    expect(within?.[1]).not.toContain('✗');
  });
});
