/**
 * Facts of the contract stated in a text (the signed content of a webhook
 * signature, the header names, the retry schedule, refund windows, limits, ID
 * prefixes, the fee formula, deprecation dates, which API sends which
 * webhooks, what a card token allows) must say what their one definition says
 * (contract/contract-facts.ts reads the spec and the changelog). The detectors
 * are in contract/fact-statements.ts; this rule feeds them every block of a
 * page, a string or a YAML text, and checks the retry-schedule tables.
 */
import type { TxtNode, TxtParentNode } from '@textlint/ast-node-types';
import type { TextlintRuleModule, TextlintRuleReporter } from '@textlint/types';
import type { ContractFacts } from '../contract/contract-facts';
import { DURATION, formatMinutes, minutesOf } from '../contract/durations';
import { type BlockContext, factFindings } from '../contract/fact-statements';
import { readFacts } from './error-code';

export interface ContractFactOptions {
  root: string;
}

/** Every duration of a cell, added up ("1 h 21 min" -> 81), or undefined when it has none. */
function cellMinutes(raw: string): number | undefined {
  let total: number | undefined;
  for (const m of raw.matchAll(DURATION)) {
    const minutes = minutesOf(m[1] as string, m[2] as string);
    if (minutes !== undefined) total = (total ?? 0) + minutes;
  }
  return total;
}

/** A retry-schedule table: its "wait" column is the delays, its "since the first" column their running sum. */
function scheduleProblems(
  table: TxtParentNode,
  facts: ContractFacts,
): { cell: TxtNode; message: string }[] {
  const [head, ...rows] = table.children as TxtParentNode[];
  if (!head) return [];
  const headers = (head.children as TxtNode[]).map((c) => c.raw.replace(/[|*`]/g, '').trim());
  const waitColumn = headers.findIndex((h) => /^(?:espera|wait)/i.test(h));
  const sinceColumn = headers.findIndex((h) => /desde a primeira|since the first/i.test(h));
  if (waitColumn < 0 && sinceColumn < 0) return [];
  const delays = facts.retryDelaysMinutes.value;
  const running = delays.map((_, i) => delays.slice(0, i + 1).reduce((a, b) => a + b, 0));
  const where = `x-policies.webhook-delivery.retry-delays-minutes, ${facts.retryDelaysMinutes.where}`;
  const problems: { cell: TxtNode; message: string }[] = [];
  const check = (column: number, expected: number[], what: string) => {
    if (column < 0) return;
    const cells = rows
      .map((row) => (row.children as TxtNode[])[column])
      .filter((cell): cell is TxtNode => cell !== undefined && cellMinutes(cell.raw) !== undefined)
      .filter((cell) => cellMinutes(cell.raw) !== 0);
    cells.forEach((cell, i) => {
      const stated = cellMinutes(cell.raw);
      const right = expected[i];
      if (right === undefined)
        problems.push({
          cell,
          message: `Webhooks are sent again ${delays.length} times (${where}): this table has a retry too many. [contract-fact]`,
        });
      else if (stated !== right)
        problems.push({
          cell,
          message: `Retry ${i + 1}: ${what} is ${formatMinutes(right)} (${where}), not ${formatMinutes(stated ?? 0)}. [contract-fact]`,
        });
    });
    if (cells.length > 0 && cells.length < expected.length)
      problems.push({
        cell: cells[cells.length - 1] as TxtNode,
        message: `Webhooks are sent again ${delays.length} times (${where}): this table stops after ${cells.length}. [contract-fact]`,
      });
  };
  check(waitColumn, delays, 'the wait before it');
  check(sinceColumn, running, 'the time since the first attempt');
  return problems;
}

const reporter = ((context, rawOptions) => {
  const { Syntax, RuleError, report, locator } = context;
  const facts = readFacts((rawOptions as unknown as ContractFactOptions).root);
  if (!facts) return {};
  const scan = (node: TxtNode, block: BlockContext) => {
    for (const finding of factFindings(node.raw, facts, block))
      report(
        node,
        new RuleError(finding.message, {
          padding: locator.range([finding.index, finding.index + finding.length]),
        }),
      );
  };
  /** The header of a cell's column and its row, when the cell is in a table's body. */
  const placeOf = (cell: TxtNode): BlockContext => {
    const row = cell.parent as TxtParentNode | undefined;
    const table = row?.parent as TxtParentNode | undefined;
    const head = table?.children[0] as TxtParentNode | undefined;
    if (!row || !head || head === row) return { code: false };
    const index = (row.children as TxtNode[]).indexOf(cell);
    return {
      code: false,
      column: (head.children[index] as TxtNode | undefined)?.raw,
      row: row.raw,
    };
  };
  return {
    [Syntax.Paragraph](node) {
      // A diagram's labels (mermaid, read as a paragraph of lines): each line says one thing.
      if (node.raw.startsWith('```')) {
        for (const line of (node as TxtParentNode).children as TxtNode[])
          scan(line, { code: false });
      } else scan(node, { code: false });
    },
    [Syntax.Header](node) {
      scan(node, { code: false });
    },
    [Syntax.TableCell](node) {
      scan(node, placeOf(node));
    },
    [Syntax.CodeBlock](node) {
      scan(node, { code: true });
    },
    [Syntax.Table](node) {
      for (const problem of scheduleProblems(node as TxtParentNode, facts))
        report(problem.cell, new RuleError(problem.message));
    },
  };
}) as TextlintRuleReporter;

export const contractFactRule: TextlintRuleModule = reporter;
