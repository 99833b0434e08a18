/**
 * list_test_scenarios: the sandbox's test values (the spec's
 * `x-sandbox-scenarios`, as the Test data page lists them): per product, the
 * field and operation they go to, and per value what the API answers, what
 * happens next and which webhooks go out, in order.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { AgentScenario, AgentScenarioProduct } from '../../shared/api/agent-model';
import type { SiteData } from '../site-data';
import type { Translate } from '../text';
import { answer, localeArgument, siteUrl, ToolError, textResult } from '../tool-kit';

const MAX_INPUT_LENGTH = 200;

function cell(text: string): string {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}

function stepsText(scenario: AgentScenario, t: Translate): string {
  const steps = scenario.steps.map((step) => {
    const when =
      step.at === 0
        ? t('sandboxAnswerStep')
        : t('sandboxAfterSeconds', { seconds: String(step.at) });
    const status =
      typeof step.set.status === 'string' ? `\`${step.set.status}\`` : t('sandboxStatusUnchanged');
    const fields = Object.entries(step.set)
      .filter(([key]) => key !== 'status')
      .map(([key, value]) => ` \`${key}: ${JSON.stringify(value)}\``);
    return `${when} ${status}${fields.join('')}`;
  });
  const events = scenario.steps.flatMap((step) => step.events.map((e) => `\`${e}\``));
  return `${steps.join('; ')}; ${t('sandboxColumnWebhooks')}: ${events.join(', ')}`;
}

function productMarkdown(product: AgentScenarioProduct, url: string, t: Translate): string {
  const rows = product.scenarios.map((s) => {
    const scenario = s.description ? `${s.summary}: ${cell(s.description)}` : s.summary;
    return `| \`${String(s.value)}\` | ${cell(scenario)} | ${stepsText(s, t)} |`;
  });
  return [
    `## ${product.title} (\`${product.id}\`)`,
    ...(product.description ? ['', product.description.trim()] : []),
    '',
    t('sandboxSendAs', { field: product.field, operation: `${product.method} ${product.path}` }),
    url,
    '',
    `| ${t('sandboxColumnValue')} | ${t('sandboxColumnScenario')} | ${t('sandboxColumnAnswer')} |`,
    '| --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** Products an argument names: by id, or by a word of their title, field or operation. */
function productsFor(input: string, products: readonly AgentScenarioProduct[]) {
  const wanted = input.trim().toLowerCase();
  const byId = products.filter((p) => p.id === wanted);
  if (byId.length > 0) return byId;
  return products.filter((p) =>
    [p.title, p.field, p.operationId, `${p.method} ${p.path}`]
      .join(' ')
      .toLowerCase()
      .includes(wanted),
  );
}

export function registerListTestScenarios(server: McpServer, data: SiteData): void {
  server.registerTool(
    'list_test_scenarios',
    {
      title: 'List the sandbox test values',
      description:
        "Lists the sandbox's test values (magic card tokens, 3-D Secure authentication IDs, Pix amounts, cash-out Pix keys): for each, the request field and operation it goes to, the status the API answers, what happens next and the webhooks sent, in order. They work in the real sandbox and in the simulate tool. Filter by product: cards, three-ds, pix, cashouts (or a word of its name).",
      inputSchema: {
        product: z
          .string()
          .max(MAX_INPUT_LENGTH)
          .optional()
          .describe(
            'A product id (cards, three-ds, pix, cashouts) or a word of its name; all when left out.',
          ),
        locale: localeArgument,
      },
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    ({ product, locale }) =>
      answer(locale, async (t, lang) => {
        const { scenarios } = await data.agentIndex(lang);
        const products =
          product === undefined || product.trim() === ''
            ? scenarios
            : productsFor(product, scenarios);
        if (products.length === 0)
          throw new ToolError(
            t('mcpScenariosUnknownProduct', {
              product:
                product && product.length > 80 ? `${product.slice(0, 80)}…` : (product ?? ''),
              products: scenarios.map((p) => `${p.id} (${p.title})`).join(', '),
            }),
          );
        return textResult(
          [
            `# ${t('mcpScenariosTitle')}`,
            '',
            t('mcpScenariosIntro'),
            ...products.map((p) => `\n${productMarkdown(p, siteUrl(data, p.page), t)}`),
            '',
          ].join('\n'),
        );
      }),
  );
}
