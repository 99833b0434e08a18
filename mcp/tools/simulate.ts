/**
 * simulate: sends a request to the Try it simulator (the console's third
 * server choice), which answers as the sandbox would, offline and with no
 * account: the key, the body, Idempotency-Key, the sandbox's test values and
 * their later steps, resources kept across calls (create, then read, list,
 * refund). The request is checked first as the console checks it.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { fillParams } from '../../i18n/feature-text';
import { tryItText } from '../../i18n/try-it';
import { apiPath, matchOperation, operationList } from '../operation-match';
import type { SiteData } from '../site-data';
import { answer, errorResult, localeArgument, ToolError } from '../tool-kit';
import { simulateRequest } from '../try-it-adapter';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const MAX_PATH_LENGTH = 4096;
const MAX_HEADERS = 50;
/** Far above any request the API takes (a transaction with 100 items is a few KB). */
const MAX_BODY_BYTES = 1024 * 1024;

export function registerSimulate(server: McpServer, data: SiteData): void {
  server.registerTool(
    'simulate',
    {
      title: 'Send a request to the sandbox simulator',
      description:
        'Sends an Acme Pay API request to the simulator the reference pages\' "Try it" uses: it answers as the sandbox would, with no account and no network. It checks what the API checks (the key: send `Authorization: Bearer sk_test_` followed by anything; the body against the schema; Idempotency-Key replays), plays the sandbox test values (see list_test_scenarios: a card token that is refused, a Pix amount that is paid after a few seconds) and keeps what you create for the life of this server, so you can create a charge, read it, list it and refund it. Scenario steps that come later happen when due: read the resource again after the seconds they take.',
      inputSchema: {
        request: z
          .object({
            method: z
              .string()
              .max(10)
              .describe(`HTTP method: ${METHODS.join(', ')}.`),
            path: z
              .string()
              .max(MAX_PATH_LENGTH)
              .describe(
                'Path with its query string (/transactions?status=paid), or a full sandbox URL.',
              ),
            headers: z
              .record(z.string().max(256), z.string().max(8192))
              .optional()
              .describe('Request headers: Authorization, Idempotency-Key...'),
            body: z
              .union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())])
              .optional()
              .describe('The JSON body, as an object or as JSON text.'),
          })
          .describe('The HTTP request, as it would be sent to the sandbox.'),
        locale: localeArgument,
      },
      outputSchema: {
        status: z.number(),
        headers: z.record(z.string(), z.string()),
        body: z.unknown(),
      },
      annotations: { readOnlyHint: false, idempotentHint: false, openWorldHint: false },
    },
    ({ request, locale }) =>
      answer(locale, async (t, lang) => {
        const method = request.method.trim().toUpperCase();
        const index = await data.agentIndex(lang);
        const servers = index.servers.map((s) => s.url);
        const target = request.path.trim();
        const path = apiPath(target, servers);
        const shown = target.length > 120 ? `${target.slice(0, 120)}…` : target;
        if (!path.startsWith('/') || /[\s\\]/.test(path))
          throw new ToolError(t('mcpSimulateBadUrl', { input: shown }));
        const headers = request.headers ?? {};
        if (Object.keys(headers).length > MAX_HEADERS)
          throw new ToolError(
            t('mcpSimulateTooLarge', { what: 'headers', limit: `${MAX_HEADERS} headers` }),
          );
        const body =
          request.body === undefined
            ? undefined
            : typeof request.body === 'string'
              ? request.body
              : JSON.stringify(request.body, null, 2);
        if (body !== undefined && Buffer.byteLength(body) > MAX_BODY_BYTES)
          throw new ToolError(
            t('mcpSimulateTooLarge', { what: 'body', limit: `${MAX_BODY_BYTES} bytes` }),
          );
        const match = matchOperation(`${method} ${path}`, index.operations, servers);
        if (match.kind !== 'found')
          throw new ToolError(
            `${t('mcpSimulateUnknown', { method, path: shown })}\n${operationList(index.operations)}`,
          );
        const operation = await data.operation(lang, match.operation.slug);
        const query = (() => {
          const at = target.indexOf('?');
          return new URLSearchParams(at === -1 ? '' : target.slice(at + 1).replace(/#.*$/s, ''));
        })();
        const outcome = simulateRequest(operation, {
          method,
          path,
          query,
          headers,
          ...(body !== undefined ? { body } : {}),
        });
        if (outcome.kind === 'no-simulator')
          throw new ToolError(t('mcpSimulateNoSimulator', { method, path: operation.path }));
        if (outcome.kind === 'problems')
          return errorResult(
            [
              t('mcpSimulateInvalid'),
              ...outcome.problems.map(
                (p) =>
                  `- ${p.where}: ${fillParams(tryItText[lang][p.message.key], p.message.params)}`,
              ),
            ].join('\n'),
          );
        const { status, statusText, headers: answerHeaders, body: answerBody } = outcome.outcome;
        let parsed: unknown = answerBody;
        try {
          parsed = JSON.parse(answerBody);
        } catch {
          // Not JSON: shown as text.
        }
        const text = [
          t('mcpSimulateAnswer'),
          '',
          `HTTP ${status} ${statusText}`,
          ...answerHeaders.map(([name, value]) => `${name}: ${value}`),
          '',
          '```json',
          answerBody,
          '```',
          '',
          t('mcpSimulateMemory'),
        ].join('\n');
        return {
          content: [{ type: 'text', text }],
          structuredContent: {
            status,
            headers: Object.fromEntries(answerHeaders),
            body: parsed,
          },
        };
      }),
  );
}
