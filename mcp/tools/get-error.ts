/**
 * get_error: an entry of the error catalogue (the spec's `x-error-codes`), as
 * the catalogue page shows it: HTTP status, meaning, likely cause, what to do,
 * whether to retry, the operations that return it. Takes the code, an HTTP
 * status (its codes), or a whole error body as the API answered it.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { AgentError } from '../../shared/api/agent-model';
import type { ErrorRetryKind } from '../../shared/api/page-model';
import type { SiteData } from '../site-data';
import type { TextKey, Translate } from '../text';
import { answer, localeArgument, siteUrl, ToolError, textResult } from '../tool-kit';

/** Room for a pasted error body. */
const MAX_INPUT_LENGTH = 20_000;
const CLOSEST = 5;

const RETRY_TEXT: Record<ErrorRetryKind, TextKey> = {
  no: 'apiErrorRetryNo',
  'after-fix': 'apiErrorRetryAfterFix',
  'after-wait': 'apiErrorRetryAfterWait',
  yes: 'apiErrorRetryYes',
};

/** The code an argument names: itself, or the `error.code` of a pasted error body. */
function codeOf(input: string): string {
  const text = input.trim();
  if (text.startsWith('{')) {
    try {
      const body = JSON.parse(text) as { error?: { code?: unknown }; code?: unknown };
      const code = body.error?.code ?? body.code;
      if (typeof code === 'string') return code;
    } catch {
      // Not JSON: read it as a code.
    }
  }
  return text.replace(/^[`'"]+|[`'"]+$/g, '').toLowerCase();
}

/** Codes sharing the most words with `code` (`pix_key_invalid` -> `invalid_pix_key`). */
function closestCodes(code: string, errors: readonly AgentError[]): string[] {
  const words = new Set(code.split(/[^a-z0-9]+/).filter(Boolean));
  return errors
    .map((e) => ({
      code: e.code,
      shared: e.code.split('_').filter((w) => words.has(w)).length,
    }))
    .filter((e) => e.shared > 0)
    .sort((a, b) => b.shared - a.shared || a.code.localeCompare(b.code))
    .slice(0, CLOSEST)
    .map((e) => `\`${e.code}\``);
}

function entryMarkdown(error: AgentError, url: string, t: Translate): string {
  const returnedBy = error.operations
    .map((o) => `- \`${o.method} ${o.path}\` ${o.summary} (${o.operationId})`)
    .join('\n');
  return [
    `# \`${error.code}\` · HTTP ${error.status}${error.type ? ` · \`${error.type}\`` : ''}`,
    '',
    `**${t('apiErrorMeaning')}:** ${error.meaning.trim()}`,
    '',
    `**${t('apiErrorCause')}:** ${error.cause.trim()}`,
    '',
    `**${t('apiErrorAction')}:** ${error.action.trim()}`,
    '',
    `**${t('apiErrorRetry')}** ${t(RETRY_TEXT[error.retry])}`,
    '',
    `**${t('apiErrorReturnedBy')}:**`,
    returnedBy,
    '',
    `${t('mcpErrorEntry')}: ${url}`,
    '',
  ].join('\n');
}

export function registerGetError(server: McpServer, data: SiteData): void {
  server.registerTool(
    'get_error',
    {
      title: 'Explain an API error code',
      description:
        'Explains an error the Acme Pay API returns, from the error catalogue: its HTTP status, meaning, likely cause, what to do, whether to retry, and the operations that return it. Give the error.code (insufficient_balance), a whole error body as the API answered it, or an HTTP status (422) to list its codes.',
      inputSchema: {
        code: z
          .string()
          .max(MAX_INPUT_LENGTH)
          .describe('An error.code, an error body (JSON), or an HTTP status such as 409.'),
        locale: localeArgument,
      },
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    ({ code: input, locale }) =>
      answer(locale, async (t, lang) => {
        const { errors } = await data.agentIndex(lang);
        const code = codeOf(input);
        if (/^\d{3}$/.test(code)) {
          const withStatus = errors.filter((e) => e.status === Number(code));
          if (withStatus.length > 0)
            return textResult(
              [
                t('mcpErrorsWithStatus', { status: code }),
                '',
                ...withStatus.map((e) => `- \`${e.code}\`: ${e.meaning.trim()}`),
              ].join('\n'),
            );
        }
        const entry = errors.find((e) => e.code === code);
        if (entry) return textResult(entryMarkdown(entry, siteUrl(data, entry.page), t));
        const shown = code.length > 120 ? `${code.slice(0, 120)}…` : code;
        const closest = closestCodes(code, errors);
        throw new ToolError(
          [
            t('mcpErrorUnknown', { code: shown }),
            closest.length > 0
              ? t('mcpErrorClosest', { codes: closest.join(', ') })
              : t('mcpErrorAll', { codes: errors.map((e) => `\`${e.code}\``).join(', ') }),
          ].join(' '),
        );
      }),
  );
}
