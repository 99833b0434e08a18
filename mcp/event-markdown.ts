/**
 * A webhook event as get_operation answers it: when it is sent, the headers
 * of a delivery, the JSON Schema of its body and its example, what the
 * endpoint answers, and its place in the webhook guide.
 */
import { brand } from '../config/brand';
import type { AgentEvent } from '../shared/api/agent-model';
import { parameterTable, tableCell } from './operation-markdown';
import type { Translate } from './text';
import { jsonBlock } from './tool-kit';

export function eventMarkdown(event: AgentEvent, guideUrl: string, t: Translate): string {
  const out: string[] = [
    `# ${event.name}`,
    '',
    `${t('mcpEventKind')} · \`${event.operationId}\``,
    '',
    `${t('mcpEventGuide')}: ${guideUrl}`,
  ];
  if (event.description) out.push('', event.description.trim());
  out.push('', t('mcpEventDelivery', { brand: brand.name }));
  if (event.headers.length > 0) out.push('', parameterTable(event.headers, t));
  const { payload } = event;
  out.push('', `## ${t('mcpEventBody')} (\`${payload.mediaType}\`)`);
  if (payload.schema !== undefined)
    out.push('', `${t('mcpJsonSchema')}:`, '', jsonBlock(payload.schema));
  for (const example of payload.examples)
    out.push(
      '',
      `${t('mcpExample')}${example.summary ? ` (${example.summary})` : ''}:`,
      '',
      `\`\`\`json\n${example.json}\n\`\`\``,
    );
  if (event.responses.length > 0) {
    out.push('', `## ${t('mcpEventAnswer')}`, '');
    for (const response of event.responses)
      out.push(
        `- ${response.status}${response.description ? `: ${tableCell(response.description)}` : ''}`,
      );
  }
  return `${out.join('\n')}\n`;
}
