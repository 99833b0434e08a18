/**
 * get_operation: an API operation as the reference page documents it, or a
 * webhook event as its guide does, from the data the build publishes for AI
 * tools (`<locale>/mcp/operations/`, `<locale>/mcp/events/`).
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { eventMarkdown } from '../event-markdown';
import { operationMarkdown } from '../operation-markdown';
import { eventList, matchEvent, matchOperation, operationList } from '../operation-match';
import type { SiteData } from '../site-data';
import { answer, localeArgument, siteUrl, ToolError, textResult } from '../tool-kit';

const MAX_INPUT_LENGTH = 2048;

export function registerGetOperation(server: McpServer, data: SiteData): void {
  server.registerTool(
    'get_operation',
    {
      title: 'Read an API operation',
      description:
        'Returns one operation of the Acme Pay API as Markdown: what it does, servers and authentication, parameters, the JSON Schema of the request body and of each response (with an example), the error codes each error response documents, and the request sample in every language of the reference page (cURL, Node.js, Python, PHP, Java, Go, C#, Ruby). Name it by operationId (UserTransactionController_createTransaction), by method and path (POST /transactions, GET /transactions/tr_123, a full sandbox URL) or by its reference page URL. A webhook event name (transaction.paid, cashout.canceled) returns the event instead: when it is sent, the delivery headers, the JSON Schema of its body and an example.',
      inputSchema: {
        operation: z
          .string()
          .max(MAX_INPUT_LENGTH)
          .describe(
            'operationId, "METHOD /path" (template or real path, or a full URL), the page URL, or a webhook event name.',
          ),
        locale: localeArgument,
      },
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    ({ operation: input, locale }) =>
      answer(locale, async (t, lang) => {
        const index = await data.agentIndex(lang);
        const event = matchEvent(input, index.events);
        if (event) {
          const found = await data.event(lang, event.name);
          return textResult(eventMarkdown(found, siteUrl(data, found.page), t));
        }
        const match = matchOperation(
          input,
          index.operations,
          index.servers.map((s) => s.url),
        );
        const shown = input.length > 120 ? `${input.slice(0, 120)}…` : input;
        if (match.kind === 'ambiguous')
          throw new ToolError(
            `${t('mcpOperationAmbiguous', { input: shown })}\n${operationList(match.candidates)}`,
          );
        if (match.kind === 'none')
          throw new ToolError(
            [
              t('mcpOperationUnknown', { input: shown }),
              operationList(index.operations),
              ...(index.events.length > 0 ? [t('mcpEventList'), eventList(index.events)] : []),
            ].join('\n'),
          );
        const operation = await data.operation(lang, match.operation.slug);
        return textResult(operationMarkdown(operation, siteUrl(data, operation.page), t));
      }),
  );
}
