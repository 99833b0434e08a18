/**
 * An operation as get_operation answers it: its Markdown (what, where, how to
 * authenticate, its description), its parameters, the JSON Schemas of its
 * request body and of each response (a schema already shown is named, not
 * repeated), the error codes each error response documents, and the request
 * sample of every language of the reference page.
 */
import type { AgentOperation, AgentParameter } from '../shared/api/agent-model';
import type { Translate } from './text';
import { jsonBlock } from './tool-kit';

/** A Markdown table cell: one line, no column break. */
export function tableCell(text: string | undefined): string {
  return (text ?? '').replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}

function schemaType(parameter: AgentParameter): string {
  const schema = parameter.schema;
  if (typeof schema !== 'object') return '';
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  return typeof type === 'string' ? type : '';
}

export function parameterTable(parameters: AgentParameter[], t: Translate): string {
  const rows = parameters.map(
    (p) =>
      `| \`${p.name}\` | ${p.in} | ${schemaType(p)} | ${p.required ? t('mcpYes') : t('mcpNo')} | ${tableCell(p.description)} |`,
  );
  return [
    `| ${t('mcpColumnName')} | ${t('mcpColumnIn')} | ${t('mcpColumnType')} | ${t('mcpColumnRequired')} | ${t('mcpColumnDescription')} |`,
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

export function operationMarkdown(
  operation: AgentOperation,
  pageUrl: string,
  t: Translate,
): string {
  const out: string[] = [
    `# ${operation.summary}`,
    '',
    `\`${operation.method} ${operation.path}\` · \`${operation.operationId}\` · ${operation.tag}`,
    '',
    `${t('mcpOperationPage')}: ${pageUrl}`,
    `${t('mcpOperationServers')}: ${operation.servers.map((s) => `${s.environment} ${s.url}`).join(', ')}`,
  ];
  const bearer = operation.security.some((s) => s.type === 'http' && s.httpScheme === 'bearer');
  if (bearer) out.push(`${t('mcpOperationAuth')}: ${t('mcpOperationAuthBearer')}`);
  if (operation.deprecated) out.push('', `> ${t('mcpOperationDeprecated')}`);
  if (operation.description) out.push('', operation.description.trim());

  if (operation.parameters.length > 0)
    out.push('', `## ${t('apiParametersTitle')}`, '', parameterTable(operation.parameters, t));

  const body = operation.requestBody;
  if (body) {
    const required = body.required ? `, ${t('apiRequired')}` : '';
    out.push('', `## ${t('apiRequestBodyTitle')} (\`${body.mediaType}\`${required})`);
    if (body.description) out.push('', body.description.trim());
    if (body.schema !== undefined)
      out.push('', `${t('mcpJsonSchema')}:`, '', jsonBlock(body.schema));
  }

  out.push('', `## ${t('apiResponsesTitle')}`);
  const shown = new Map<string, string>();
  for (const response of operation.responses) {
    out.push(
      '',
      `### ${response.status}${response.description ? ` ${tableCell(response.description)}` : ''}`,
    );
    if (response.headers.length > 0)
      out.push(
        '',
        t('mcpResponseHeaders', {
          headers: response.headers.map((h) => `\`${h.name}\``).join(', '),
        }),
      );
    const codes = response.examples.flatMap((e) => (e.errorCode ? [`\`${e.errorCode}\``] : []));
    if (codes.length > 0) out.push('', t('mcpResponseErrorCodes', { codes: codes.join(', ') }));
    if (response.schema !== undefined) {
      const key = JSON.stringify(response.schema);
      const first = shown.get(key);
      if (first) out.push('', t('mcpSameSchema', { status: first }));
      else {
        shown.set(key, response.status);
        out.push(
          '',
          `${t('mcpJsonSchema')} (\`${response.mediaType ?? ''}\`):`,
          '',
          jsonBlock(response.schema),
        );
      }
    }
    const example = response.examples.find((e) => !e.errorCode);
    if (example)
      out.push(
        '',
        `${t('mcpExample')}${example.summary ? ` (${example.summary})` : ''}:`,
        '',
        `\`\`\`json\n${example.json}\n\`\`\``,
      );
  }

  if (operation.samples.length > 0) {
    out.push('', `## ${t('mcpSamplesTitle')}`, '', t('mcpSamplesIntro'));
    for (const sample of operation.samples)
      out.push('', `### ${sample.label}`, '', `\`\`\`${sample.language}\n${sample.code}\n\`\`\``);
  }
  return `${out.join('\n')}\n`;
}
