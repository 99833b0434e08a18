/**
 * Every error code a text names is one the API returns, with the status it
 * returns it with: the error catalogue (`x-error-codes` in the spec) is the one
 * definition. A code is named
 * - next to its status: "`401 expired_api_key`", "`422` `invalid_pix_key`",
 *   "`infraction_open` (409)";
 * - in a table with a `code` column (its status from a status column, or from
 *   the heading above: "### 401: …");
 * - as a link to its catalogue entry (`/docs/api/errors#<code>`);
 * - in a JSON example's `error` object (its `type` must go with the status).
 * An error type next to a status ("409 conflict_error") must be that status's type.
 */
import type { TxtNode, TxtParentNode } from '@textlint/ast-node-types';
import type { TextlintRuleModule, TextlintRuleReporter } from '@textlint/types';
import { type ContractFacts, contractFacts } from '../contract/contract-facts';

const CODE = '[a-z][a-z0-9]*(?:_[a-z0-9]+)+';
/** "401 expired_api_key", "`422` `invalid_pix_key`", "[`409 infraction_open`](…)". */
const STATUS_THEN_CODE = new RegExp(
  `(?<![\\w.,/-])([1-5]\\d\\d)[\\s\`*_\\[]{1,4}(${CODE})(?![\\w-])`,
  'g',
);
/** "`infraction_open` (409)", "invalid_pix_key (HTTP 422)". */
const CODE_THEN_STATUS = new RegExp(
  `(?<![\\w.-])(${CODE})\`?\\s*\\((?:HTTP\\s*)?([1-5]\\d\\d)\\)`,
  'g',
);
const CATALOGUE_LINK = /\/docs\/api\/errors#([a-z0-9_]+)/g;
const HEADER_CODE = /^(?:`?(?:error\.)?code`?|c[oó]digo|erro|error)$/i;
const HEADER_STATUS = /^(?:status|http|status http|http status)$/i;

export interface ErrorCodeOptions {
  root: string;
}

/** The text of a node without Markdown decoration, for table headers. */
function plain(node: TxtNode): string {
  return node.raw.replace(/[`*_|]/g, '').trim();
}

/** The contract's facts, or none when the spec is unreadable (lint-content reports that once). */
export function readFacts(root: string): ContractFacts | undefined {
  try {
    return contractFacts(root);
  } catch {
    return undefined;
  }
}

export function unknownCodeMessage(code: string, facts: ContractFacts): string {
  const close = [...facts.errorCodes.keys()].filter((c) => similar(c, code)).slice(0, 3);
  const hint = close.length > 0 ? ` Did you mean ${close.map((c) => `"${c}"`).join(' or ')}?` : '';
  return `"${code}" is not an error code of the API: the catalogue (x-error-codes in openapi/openapi.yaml) has no such code, so no response ever carries it.${hint} Name a code of the catalogue, or declare the new one there first. [error-code]`;
}

function wrongStatusMessage(code: string, said: number, facts: ContractFacts): string {
  const declared = facts.errorCodes.get(code);
  return `"${code}" is returned with status ${declared?.value}, not ${said} (${declared?.where}). [error-code]`;
}

/** Shares a word with it ("expired_api_key" ~ "invalid_api_key"). */
function similar(a: string, b: string): boolean {
  const words = new Set(a.split('_').filter((w) => w.length > 2));
  return b.split('_').some((w) => w !== 'api' && words.has(w)) || a.includes(b) || b.includes(a);
}

const reporter = ((context, rawOptions) => {
  const { Syntax, RuleError, report, locator } = context;
  const options = rawOptions as unknown as ErrorCodeOptions;
  const facts = readFacts(options.root);
  if (!facts) return {};
  /** The status of the nearest heading above that names one ("### 401: …"), per position. */
  const headingStatuses: { start: number; status: number | undefined }[] = [];

  const reported = new Set<number>();
  const check = (node: TxtNode, offset: number, length: number, code: string, status?: number) => {
    // A code in a table cell is seen by the cell's and by the table's scan: once.
    const at = node.range[0] + offset;
    if (reported.has(at)) return;
    reported.add(at);
    const padding = locator.range([offset, offset + length]);
    // An error type named with its status ("409 conflict_error") is right when the status is the type's.
    const typeStatus = facts.errorTypes.get(code);
    if (typeStatus !== undefined) {
      if (status !== undefined && status !== typeStatus)
        report(
          node,
          new RuleError(
            `"${code}" is the error type of status ${typeStatus}, not ${status}. [error-code]`,
            { padding },
          ),
        );
      return;
    }
    const declared = facts.errorCodes.get(code);
    if (!declared) report(node, new RuleError(unknownCodeMessage(code, facts), { padding }));
    else if (status !== undefined && declared.value !== status)
      report(node, new RuleError(wrongStatusMessage(code, status, facts), { padding }));
  };

  /** Status-and-code pairs and catalogue links in one block's source. */
  const scanText = (node: TxtNode) => {
    const raw = node.raw;
    for (const m of raw.matchAll(STATUS_THEN_CODE)) {
      const status = Number(m[1]);
      if (status < 400) continue;
      const code = m[2] as string;
      check(node, (m.index ?? 0) + m[0].length - code.length, code.length, code, status);
    }
    for (const m of raw.matchAll(CODE_THEN_STATUS)) {
      const status = Number(m[2]);
      if (status < 400) continue;
      check(node, m.index ?? 0, (m[1] as string).length, m[1] as string, status);
    }
    for (const m of raw.matchAll(CATALOGUE_LINK)) {
      const code = m[1] as string;
      check(node, (m.index ?? 0) + m[0].length - code.length, code.length, code);
    }
  };

  const scanJson = (node: TxtNode & { value?: string; lang?: string | null }) => {
    if (!/^jsonc?$/.test(node.lang ?? '') || typeof node.value !== 'string') return;
    let value: unknown;
    try {
      value = JSON.parse(node.value);
    } catch {
      return; // invalid JSON: the examples check reports it
    }
    const visit = (v: unknown): void => {
      if (Array.isArray(v)) {
        for (const item of v) visit(item);
        return;
      }
      if (typeof v !== 'object' || v === null) return;
      const error = (v as Record<string, unknown>).error;
      if (typeof error === 'object' && error !== null) {
        const { code, type } = error as Record<string, unknown>;
        if (typeof code === 'string') {
          const at = node.raw.indexOf(`"${code}"`);
          const offset = at < 0 ? 0 : at + 1;
          const declared = facts.errorCodes.get(code);
          const typeStatus = typeof type === 'string' ? facts.errorTypes.get(type) : undefined;
          if (!declared) check(node, offset, code.length, code);
          else if (typeStatus !== undefined && typeStatus !== declared.value)
            report(
              node,
              new RuleError(
                `"${code}" is returned with status ${declared.value} (${declared.where}), whose error type is not "${type}" (that type goes with ${typeStatus}). [error-code]`,
                { padding: locator.range([offset, offset + code.length]) },
              ),
            );
        }
      }
      for (const item of Object.values(v)) visit(item);
    };
    visit(value);
  };

  const statusAbove = (node: TxtNode): number | undefined => {
    let status: number | undefined;
    for (const h of headingStatuses) if (h.start <= node.range[0]) status = h.status;
    return status;
  };

  const scanTable = (table: TxtParentNode) => {
    const [head, ...rows] = table.children as TxtParentNode[];
    if (!head) return;
    const headers = (head.children as TxtNode[]).map(plain);
    const codeColumn = headers.findIndex((h) => HEADER_CODE.test(h));
    if (codeColumn < 0) return;
    const statusColumn = headers.findIndex((h) => HEADER_STATUS.test(h));
    for (const row of rows) {
      const cells = row.children as TxtNode[];
      const cell = cells[codeColumn];
      if (!cell) continue;
      const match = new RegExp(`\`(${CODE})\``).exec(cell.raw);
      if (!match) continue;
      const statusText =
        statusColumn >= 0 ? /\b([1-5]\d\d)\b/.exec(cells[statusColumn]?.raw ?? '') : null;
      const status = statusText ? Number(statusText[1]) : statusAbove(table);
      const code = match[1] as string;
      check(cell, match.index + 1, code.length, code, status);
    }
  };

  return {
    [Syntax.Header](node) {
      const status = /(?<![\d.])([45]\d\d)(?![\d.])/.exec(node.raw);
      headingStatuses.push({
        start: node.range[0],
        status: status ? Number(status[1]) : undefined,
      });
      scanText(node);
    },
    [Syntax.Paragraph](node) {
      scanText(node);
    },
    [Syntax.TableCell](node) {
      scanText(node);
    },
    [Syntax.Table](node) {
      scanTable(node as TxtParentNode);
    },
    [Syntax.CodeBlock](node) {
      scanJson(node);
    },
  };
}) as TextlintRuleReporter;

export const errorCodeRule: TextlintRuleModule = reporter;
