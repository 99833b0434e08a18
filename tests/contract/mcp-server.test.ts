/**
 * The documentation MCP server (mcp/), started as editors start it (a child
 * process on stdio, `node bin/acmepay-developers.mjs mcp`) and driven by the
 * SDK's client over the production build: every tool, its answers checked
 * against the build's own files and engine, and the bad input an agent may
 * send (unknown pages, paths outside the site, empty and 10 MB arguments, a
 * site that answers garbage), after which the server must still answer.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { brand } from '../../config/brand';
import type { Lang } from '../../config/locales';
import type { AgentIndex, AgentOperation } from '../../shared/api/agent-model';
import { webhookFamilyGuide } from '../../shared/api/webhook-guides';
import { buildDir } from '../support/hosting-cases';
import {
  callTool,
  isRunning,
  type McpSession,
  projectRoot,
  startMcpSession,
} from '../support/mcp-session';
import { loadBuiltIndex, suggestions } from '../support/search-ranking';
import { baseUrl } from '../support/served-site';

const run = promisify(execFile);
const launcher = path.join(projectRoot, 'bin/acmepay-developers.mjs');
const site = new URL(brand.docsUrl).origin;
const tenMegabytes = 'x'.repeat(10 * 1024 * 1024);

async function builtJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(path.join(buildDir, file), 'utf8')) as T;
}

/** The path and anchor of a result's URL, decoded as the index stores them. */
function sitePathOf(url: string): string {
  const { pathname, hash } = new URL(url);
  return decodeURIComponent(`${pathname}${hash}`);
}

let session: McpSession;

beforeAll(async () => {
  session = await startMcpSession({ args: [launcher, 'mcp'] });
}, 160_000);
afterAll(() => session?.close());

describe('the MCP server on stdio', () => {
  it('lists its six tools, each described, with an input schema', async () => {
    const { tools } = await session.client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'get_error',
      'get_operation',
      'get_page',
      'list_test_scenarios',
      'search_docs',
      'simulate',
    ]);
    for (const tool of tools) {
      expect(tool.description?.length ?? 0, tool.name).toBeGreaterThan(100);
      expect(tool.inputSchema.type, tool.name).toBe('object');
      expect(Object.keys(tool.inputSchema.properties ?? {}).length, tool.name).toBeGreaterThan(0);
    }
    const search = tools.find((t) => t.name === 'search_docs');
    expect(search?.inputSchema.required).toEqual(['query']);
    expect(search?.inputSchema.properties?.locale).toMatchObject({ enum: ['pt-BR', 'en'] });
  });

  it('offers llms.txt and llms-full.txt of each locale as resources', async () => {
    const { resources } = await session.client.listResources();
    expect(resources.map((r) => r.uri).sort()).toEqual(
      [
        `${site}/en/llms-full.txt`,
        `${site}/en/llms.txt`,
        `${site}/llms-full.txt`,
        `${site}/llms.txt`,
      ].sort(),
    );
    const read = await session.client.readResource({ uri: `${site}/en/llms.txt` });
    const content = read.contents[0];
    expect(content?.mimeType).toBe('text/markdown');
    expect(content && 'text' in content ? content.text : '').toBe(
      await readFile(path.join(buildDir, 'en/llms.txt'), 'utf8'),
    );
  });
});

describe('search_docs', () => {
  // The last three fill the box with more than two sections of one page unless the per-page
  // cap is the box's; the first three open the getting-started guide.
  it.each([
    ['idempotency', 'pt-BR', true],
    ['idempotency', 'en', true],
    ['chave idempotente', 'pt-BR', true],
    ['autenticação', 'pt-BR', false],
    ['authentication', 'en', false],
    ['api key', 'en', false],
  ] as [string, Lang, boolean][])(
    '“%s” (%s): the search box’s results, in its order (getting-started first: %s)',
    async (query, locale, gettingStartedFirst) => {
      const { isError, structured, text } = await callTool(session, 'search_docs', {
        query,
        locale,
      });
      expect(isError, text).toBe(false);
      const results = structured.results as { url: string }[];
      const box = suggestions(loadBuiltIndex(locale), query);
      expect(results.map((r) => sitePathOf(r.url))).toEqual(box.map((hit) => hit.url));
      if (!gettingStartedFirst) return;
      const guide =
        locale === 'en' ? '/en/docs/intro/getting-started' : '/docs/intro/getting-started';
      expect(results[0] && new URL(results[0].url).pathname).toBe(guide);
    },
  );

  it('answers each result with its title, section, URL with #anchor and snippet, in the caller’s language', async () => {
    const { structured, text } = await callTool(session, 'search_docs', {
      query: 'Idempotency-Key',
      locale: 'en',
    });
    const results = structured.results as {
      title: string;
      section: string;
      url: string;
      snippet: string;
    }[];
    expect(results.length).toBeGreaterThan(0);
    for (const r of results) {
      expect(r.title).not.toBe('');
      expect(new URL(r.url).origin).toBe(site);
      expect(r.snippet).not.toBe('');
    }
    expect(results.some((r) => new URL(r.url).hash !== '' && r.section !== '')).toBe(true);
    expect(text).toContain('in the English docs');
    const pt = await callTool(session, 'search_docs', { query: 'Idempotency-Key' });
    expect(pt.text).toContain('na documentação em português');
  });

  it('finding nothing, says so and gives the other language’s results, as the search box does', async () => {
    const pt = loadBuiltIndex('pt-BR');
    const en = loadBuiltIndex('en');
    // A word of the English guides that the Portuguese pages do not have.
    const twin = await readFile(path.join(buildDir, 'en/docs/intro/getting-started.md'), 'utf8');
    const word = [...new Set(twin.match(/\b[a-z]{7,}\b/g) ?? [])].find(
      (w) =>
        pt.search({ query: w, limit: 1 }).total === 0 &&
        en.search({ query: w, limit: 1 }).total > 0,
    );
    expect(word).toBeDefined();
    const { isError, text, structured } = await callTool(session, 'search_docs', {
      query: word,
      locale: 'pt-BR',
    });
    expect(isError).toBe(false);
    expect(text).toContain(`Nada na documentação em português corresponde a “${word}”`);
    expect(text).toContain('A documentação em inglês tem isto:');
    const other = structured.otherLanguage as { locale: string; results: { url: string }[] };
    expect(other.locale).toBe('en');
    expect(other.results[0]?.url).toMatch(new RegExp(`^${site}/en/`));
  });

  it('refuses an empty query, a 10 MB one and an unknown locale, and keeps answering', async () => {
    const empty = await callTool(session, 'search_docs', { query: '   ' });
    expect(empty.isError).toBe(true);
    expect(empty.text).toContain('A busca está vazia');
    const huge = await callTool(session, 'search_docs', { query: tenMegabytes });
    expect(huge.isError).toBe(true);
    expect(huge.text).toMatch(/query/);
    const locale = await callTool(session, 'search_docs', { query: 'pix', locale: 'fr' });
    expect(locale.isError).toBe(true);
    expect(locale.text).toMatch(/locale/);
    expect((await callTool(session, 'search_docs', { query: 'pix' })).isError).toBe(false);
    expect(isRunning(session.pid())).toBe(true);
  });

  it('a message too large to read (20 MB): a JSON-RPC error for that request, and the session goes on', async () => {
    await expect(
      callTool(session, 'search_docs', { query: 'x'.repeat(20 * 1024 * 1024) }),
    ).rejects.toThrow(/over 16777216 bytes: it was not read/);
    expect((await callTool(session, 'search_docs', { query: 'pix' })).isError).toBe(false);
  });
});

describe('get_page', () => {
  it.each([
    ['/en/docs/intro/getting-started', 'en/docs/intro/getting-started.md'],
    [`${site}/docs/webhook/transaction#deduplication`, 'docs/webhook/transaction.md'],
    ['docs/intro/authentication.md', 'docs/intro/authentication.md'],
    ['/en/docs/intro/test-data.html?ref=x', 'en/docs/intro/test-data.md'],
    ['/en/', 'en/index.md'],
    ['/docs', 'docs/index.md'],
  ])('%s: the Markdown twin %s', async (input, twin) => {
    const { isError, text } = await callTool(session, 'get_page', { url_or_path: input });
    expect(isError, text).toBe(false);
    expect(text).toBe(await readFile(path.join(buildDir, twin), 'utf8'));
  });

  it('an unknown page: a clear error with the pages its words find', async () => {
    const { isError, text } = await callTool(session, 'get_page', {
      url_or_path: '/en/docs/webhook/refunds',
      locale: 'en',
    });
    expect(isError).toBe(true);
    expect(text).toContain(`No page at /en/docs/webhook/refunds on ${site}`);
    expect(text).toContain(`${site}/en/docs/guides/refunds`);
  });

  it.each([
    ['/../../etc/passwd'],
    ['/docs/%2e%2e/%2e%2e/etc/passwd'],
    ['/docs/..%2f..%2fetc'],
    ['/docs\\..\\secret'],
    ['/docs/%00'],
    ['//evil.example/docs'],
    ['https://evil.example/docs/intro/getting-started'],
    ['file:///etc/passwd'],
    ['javascript:alert(1)'],
    ['a 10 MB argument', tenMegabytes],
  ] as [string, string?][])(
    'refuses a path outside the site: %s',
    async (label, value?: string) => {
      const { isError, text } = await callTool(session, 'get_page', {
        url_or_path: value ?? label,
        locale: 'en',
      });
      expect(isError).toBe(true);
      expect(text).toMatch(/not a (?:valid page path|page of)|url_or_path/);
      expect(text).not.toContain('root:');
    },
  );
});

describe('get_operation', () => {
  it.each([
    'POST /transactions',
    'UserTransactionController_createTransaction',
    'https://sandbox.api.acmepay.example/v2/transactions',
    `${site}/en/docs/api/user-transaction-controller-create-transaction`,
  ])('%s: the operation, its schemas and one sample per language', async (input) => {
    const operation = await builtJson<AgentOperation>(
      'en/mcp/operations/user-transaction-controller-create-transaction.json',
    );
    const method = input.startsWith('https://sandbox') ? 'POST ' : '';
    const { isError, text } = await callTool(session, 'get_operation', {
      operation: `${method}${input}`,
      locale: 'en',
    });
    expect(isError, text).toBe(false);
    expect(text).toContain('# Create a transaction');
    expect(text).toContain('`POST /transactions`');
    expect(text).toContain('## Request body (`application/json`, required)');
    expect(text).toContain('"discriminator"');
    expect(text).toContain('### 201');
    expect(text).toContain('`invalid_card_token`');
    for (const sample of operation.samples) {
      expect(text).toContain(`### ${sample.label}`);
      expect(text).toContain(sample.code);
    }
    expect(operation.samples.map((s) => s.id)).toEqual([
      'curl',
      'node',
      'python',
      'php',
      'java',
      'go',
      'csharp',
      'ruby',
    ]);
  });

  it('a real path finds its template, in Portuguese by default', async () => {
    const { isError, text } = await callTool(session, 'get_operation', {
      operation: 'POST /transactions/tr_8Kp2mQ7xL4vN9a/refund',
    });
    expect(isError).toBe(false);
    expect(text).toContain('`POST /transactions/{id}/refund`');
    expect(text).toContain('## Corpo da requisição');
    // `/transactions/fee` is its own operation, not `/transactions/{id}`.
    const fee = await callTool(session, 'get_operation', { operation: 'GET /transactions/fee' });
    expect(fee.text).toContain('`GET /transactions/fee`');
  });

  it('an unknown or ambiguous operation: an error listing the operations', async () => {
    const index = await builtJson<AgentIndex>('en/mcp/index.json');
    const unknown = await callTool(session, 'get_operation', {
      operation: 'DELETE /wallet',
      locale: 'en',
    });
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toContain('No operation or webhook event matches “DELETE /wallet”');
    for (const o of index.operations) expect(unknown.text).toContain(`\`${o.method} ${o.path}\``);
    expect(unknown.text).toContain('And sends these webhook events:');
    for (const e of index.events) expect(unknown.text).toContain(`- \`${e.name}\``);
    const ambiguous = await callTool(session, 'get_operation', {
      operation: '/transactions',
      locale: 'en',
    });
    expect(ambiguous.isError).toBe(true);
    expect(ambiguous.text).toContain('name the method too');
    const huge = await callTool(session, 'get_operation', { operation: tenMegabytes });
    expect(huge.isError).toBe(true);
  });
});

describe('get_operation: the whole contract, webhook events included', () => {
  const spec = parse(readFileSync(path.join(projectRoot, 'openapi/openapi.yaml'), 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string }>>;
    webhooks: Record<string, { post: { operationId: string } }>;
  };
  const pathOperations = Object.entries(spec.paths).flatMap(([apiPath, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => [`${method.toUpperCase()} ${apiPath}`, String(op.operationId)]),
  );

  it.each(pathOperations)('%s (%s) is there', async (methodPath, operationId) => {
    const { isError, text } = await callTool(session, 'get_operation', {
      operation: operationId,
      locale: 'en',
    });
    expect(isError, text).toBe(false);
    expect(text).toContain(`\`${methodPath}\``);
  });

  it.each(Object.keys(spec.webhooks))(
    'the event %s: its delivery headers, body schema and example, and its place in the guide',
    async (name) => {
      const family = name.split('.')[0];
      const { isError, text } = await callTool(session, 'get_operation', {
        operation: name,
        locale: 'en',
      });
      expect(isError, text).toBe(false);
      expect(text).toContain(`# ${name}\n`);
      expect(text).toContain(`\`${spec.webhooks[name]?.post.operationId}\``);
      expect(text).toContain('| `webhook-signature` | header |');
      expect(text).toContain('## Body (`application/json`)');
      expect(text).toContain(`"type": "${name}"`);
      const guide = `${site}/en${webhookFamilyGuide(family ?? name)}#event.${name}`;
      expect(text).toContain(`Guide: ${guide}`);
      const html = await readFile(
        path.join(buildDir, `en${webhookFamilyGuide(family ?? name)}.html`),
        'utf8',
      );
      expect(html).toContain(`id="event.${name}"`);
    },
  );

  it('an event by its operationId or its guide URL, in Portuguese by default', async () => {
    const byId = await callTool(session, 'get_operation', {
      operation: spec.webhooks['cashout.canceled']?.post.operationId,
    });
    expect(byId.isError, byId.text).toBe(false);
    expect(byId.text).toContain('# cashout.canceled');
    expect(byId.text).toContain('evento de webhook');
    expect(byId.text).toContain('## Corpo (`application/json`)');
    const byGuide = await callTool(session, 'get_operation', {
      operation: `${site}/docs/webhook/transaction#event.transaction.chargeback_updated`,
    });
    expect(byGuide.text).toContain('# transaction.chargeback_updated');
  });
});

describe('get_error', () => {
  it.each(['en', 'pt-BR'] as Lang[])(
    'every catalogue code (%s): status, meaning, cause, what to do, retry',
    async (locale) => {
      const index = await builtJson<AgentIndex>(`${locale === 'en' ? 'en/' : ''}mcp/index.json`);
      expect(index.errors.length).toBeGreaterThan(10);
      for (const entry of index.errors) {
        const { isError, text } = await callTool(session, 'get_error', {
          code: entry.code,
          locale,
        });
        expect(isError, entry.code).toBe(false);
        expect(text).toContain(`# \`${entry.code}\` · HTTP ${entry.status}`);
        expect(text).toContain(entry.meaning.trim());
        expect(text).toContain(entry.action.trim());
        expect(text).toContain(`${site}${entry.page}`);
      }
    },
  );

  it('reads a pasted error body, lists a status’s codes, and names the closest codes of a typo', async () => {
    const body = await callTool(session, 'get_error', {
      code: '{"error":{"code":"insufficient_balance","message":"…"}}',
      locale: 'en',
    });
    expect(body.text).toContain('# `insufficient_balance` · HTTP 422');
    expect(body.text).toContain('**Retry?** Only after fixing the cause.');
    const status = await callTool(session, 'get_error', { code: '409', locale: 'en' });
    expect(status.text).toContain('Error codes answered with HTTP 409:');
    expect(status.text).toContain('`idempotency_key_reused`');
    const typo = await callTool(session, 'get_error', { code: 'pix_key_invalid', locale: 'en' });
    expect(typo.isError).toBe(true);
    expect(typo.text).toContain('The catalogue has no error code “pix_key_invalid”');
    expect(typo.text).toContain('`invalid_pix_key`');
  });
});

describe('list_test_scenarios', () => {
  it('every product and test value, with what follows', async () => {
    const index = await builtJson<AgentIndex>('mcp/index.json');
    const { isError, text } = await callTool(session, 'list_test_scenarios', {});
    expect(isError).toBe(false);
    expect(text).toContain('# Valores de teste do sandbox');
    for (const product of index.scenarios) {
      expect(text).toContain(`## ${product.title} (\`${product.id}\`)`);
      for (const scenario of product.scenarios) expect(text).toContain(`\`${scenario.value}\``);
    }
  });

  it('one product, and an unknown one', async () => {
    const pix = await callTool(session, 'list_test_scenarios', { product: 'pix', locale: 'en' });
    expect(pix.text).toContain('## Pix charges (`pix`)');
    expect(pix.text).not.toContain('(`cards`)');
    expect(pix.text).toContain('Send the value in `amount` of `POST /transactions`.');
    const unknown = await callTool(session, 'list_test_scenarios', {
      product: 'boleto',
      locale: 'en',
    });
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toContain('No test values for “boleto”. Products: cards');
  });

  it('links each product to its section of the Test data page', async () => {
    const index = await builtJson<AgentIndex>('en/mcp/index.json');
    const html = await readFile(path.join(buildDir, 'en/docs/intro/test-data.html'), 'utf8');
    for (const product of index.scenarios) {
      const anchor = product.page.split('#')[1];
      expect(html).toContain(`id="${anchor}"`);
    }
  });
});

describe('simulate', () => {
  const key = { Authorization: 'Bearer sk_test_mcp' };
  let pixBody: Record<string, unknown>;
  let cardBody: Record<string, unknown>;
  let scenarios: AgentIndex['scenarios'];

  beforeAll(async () => {
    const create = await builtJson<AgentOperation>(
      'en/mcp/operations/user-transaction-controller-create-transaction.json',
    );
    const examples = create.requestBody?.examples ?? [];
    pixBody = JSON.parse(examples.find((e) => e.name === 'pix')?.json ?? '{}');
    cardBody = JSON.parse(examples.find((e) => e.name === 'credit_card')?.json ?? '{}');
    scenarios = (await builtJson<AgentIndex>('en/mcp/index.json')).scenarios;
  });

  const testValue = (product: string, scenario: string) =>
    scenarios.find((p) => p.id === product)?.scenarios.find((s) => s.id === scenario)?.value;

  it('creates a Pix charge that a test amount pays a few seconds later; reads, replays and refunds it', async () => {
    const pix = scenarios.find((p) => p.id === 'pix');
    const paidLater = pix?.scenarios.find((s) => s.finalStatus === 'paid' && s.steps.length > 1);
    expect(paidLater).toBeDefined();
    const request = {
      method: 'POST',
      path: '/transactions',
      headers: { ...key, 'Idempotency-Key': 'mcp-test-1' },
      body: { ...pixBody, amount: paidLater?.value, external_id: 'mcp-pix-1' },
    };
    const created = await callTool(session, 'simulate', { request, locale: 'en' });
    expect(created.isError, created.text).toBe(false);
    expect(created.structured.status).toBe(201);
    const transaction = created.structured.body as { id: string; status: string };
    expect(transaction.id).toMatch(/^tr_/);
    expect(transaction.status).toBe(paidLater?.status);
    expect(created.text).toContain('HTTP 201 Created');

    const replay = await callTool(session, 'simulate', { request, locale: 'en' });
    // The same key and body: the first answer again, not a second charge.
    expect(replay.structured.status).toBe(201);
    expect((replay.structured.body as { id: string }).id).toBe(transaction.id);

    await expect
      .poll(
        async () => {
          const read = await callTool(session, 'simulate', {
            request: { method: 'GET', path: `/transactions/${transaction.id}`, headers: key },
          });
          return (read.structured.body as { status: string }).status;
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(paidLater?.finalStatus);

    const refund = await callTool(session, 'simulate', {
      request: {
        method: 'POST',
        path: `https://sandbox.api.acmepay.example/v2/transactions/${transaction.id}/refund`,
        headers: { ...key, 'Idempotency-Key': 'mcp-refund-1' },
        body: JSON.stringify({ amount: 1000 }),
      },
    });
    expect(refund.structured.status).toBe(200);
    expect(refund.structured.body).toMatchObject({ id: transaction.id, refunded_amount: 1000 });

    const listed = await callTool(session, 'simulate', {
      request: { method: 'GET', path: '/transactions?payment_method=pix', headers: key },
    });
    const ids = (listed.structured.body as { data: { id: string }[] }).data.map((t) => t.id);
    expect(ids).toContain(transaction.id);
  });

  it('plays a refused test card as the Test data page says', async () => {
    const token = testValue('cards', 'insufficient-funds');
    expect(token).toBeDefined();
    const { structured } = await callTool(session, 'simulate', {
      request: {
        method: 'POST',
        path: '/transactions',
        headers: key,
        body: {
          ...cardBody,
          external_id: 'mcp-card-1',
          card: { ...(cardBody.card as object), token },
        },
      },
    });
    expect(structured.body).toMatchObject({
      status: 'refused',
      refusal_reason: 'insufficient_funds',
    });
  });

  it('answers a missing or non-sandbox key as the API does', async () => {
    const request = { method: 'GET', path: '/wallet/balance' };
    const missing = await callTool(session, 'simulate', { request });
    expect(missing.structured.status).toBe(401);
    expect(missing.structured.body).toMatchObject({ error: { code: 'missing_api_key' } });
    const live = await callTool(session, 'simulate', {
      request: { ...request, headers: { Authorization: 'Bearer sk_live_123' } },
    });
    expect(live.structured.body).toMatchObject({ error: { code: 'invalid_api_key' } });
  });

  it('checks the request as Try it does before anything is answered', async () => {
    const invalid = await callTool(session, 'simulate', {
      request: {
        method: 'POST',
        path: '/transactions',
        headers: key,
        body: { ...pixBody, amount: 5 },
      },
      locale: 'en',
    });
    expect(invalid.isError).toBe(true);
    expect(invalid.text).toContain('Nothing sent: the request breaks the schema');
    expect(invalid.text).toContain('- body amount: Must be at least 100.');
    const brokenJson = await callTool(session, 'simulate', {
      request: { method: 'POST', path: '/transactions', headers: key, body: '{"amount": ' },
      locale: 'en',
    });
    expect(brokenJson.isError).toBe(true);
    expect(brokenJson.text).toContain('- body:');
  });

  it('refuses what no operation answers, and a 10 MB body', async () => {
    const unknown = await callTool(session, 'simulate', {
      request: { method: 'DELETE', path: '/transactions/tr_1', headers: key },
      locale: 'en',
    });
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toContain('No operation answers DELETE /transactions/tr_1');
    const huge = await callTool(session, 'simulate', {
      request: { method: 'POST', path: '/transactions', headers: key, body: tenMegabytes },
      locale: 'en',
    });
    expect(huge.isError).toBe(true);
    expect(huge.text).toContain('Nothing sent: body is over the limit');
    expect(isRunning(session.pid())).toBe(true);
  });
});

describe('--site: the deployed site over HTTP', () => {
  it('answers from a site served as production serves it, with URLs on its origin', async () => {
    const remote = await startMcpSession({ args: [launcher, 'mcp', '--site', baseUrl()] });
    try {
      const found = await callTool(remote, 'search_docs', {
        query: 'webhook signature',
        locale: 'en',
      });
      expect(found.isError, found.text).toBe(false);
      const first = (found.structured.results as { url: string }[])[0];
      expect(first?.url.startsWith(`${baseUrl()}/en/`)).toBe(true);
      const page = await callTool(remote, 'get_page', { url_or_path: first?.url ?? '' });
      expect(page.isError, page.text).toBe(false);
      expect(page.text.startsWith('#')).toBe(true);
      const error = await callTool(remote, 'get_error', { code: 'invalid_pix_key' });
      expect(error.text).toContain('HTTP 422');
    } finally {
      await remote.close();
    }
  });

  it('a site that answers garbage: clear tool errors, and the server stays up', async () => {
    // Every path answers 200 with an HTML app shell, except the manifest, which is not JSON.
    const garbage = http.createServer((req, res) => {
      if (req.url?.startsWith('/search-manifest.json')) {
        res.setHeader('content-type', 'application/json');
        res.end('{"indexes": ');
        return;
      }
      if (req.url?.includes('/mcp/')) {
        res.setHeader('content-type', 'application/json');
        res.end('{"format": 99}');
        return;
      }
      res.setHeader('content-type', 'text/html');
      res.end('<!doctype html><html><body>app</body></html>');
    });
    await new Promise<void>((resolve) => garbage.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(garbage.address() as AddressInfo).port}`;
    const remote = await startMcpSession({ args: [launcher, 'mcp', '--site', origin] });
    try {
      const search = await callTool(remote, 'search_docs', { query: 'pix', locale: 'en' });
      expect(search.isError).toBe(true);
      expect(search.text).toContain(
        `${origin} answered /search-manifest.json with something that is not JSON`,
      );
      const page = await callTool(remote, 'get_page', { url_or_path: '/docs', locale: 'en' });
      expect(page.isError).toBe(true);
      expect(page.text).toContain('something that is not Markdown');
      const operation = await callTool(remote, 'get_operation', {
        operation: 'POST /transactions',
      });
      expect(operation.isError).toBe(true);
      expect(operation.text).toContain('algo que não é JSON');
      expect(isRunning(remote.pid())).toBe(true);
      expect((await remote.client.listTools()).tools).toHaveLength(6);
    } finally {
      await remote.close();
      garbage.close();
    }
  });

  it('a site that does not answer: the reason, in the caller’s language', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const remote = await startMcpSession({ args: [launcher, 'mcp', '--site', origin] });
    try {
      const search = await callTool(remote, 'search_docs', { query: 'pix' });
      expect(search.isError).toBe(true);
      expect(search.text).toContain(`${origin} não respondeu /search-manifest.json`);
    } finally {
      await remote.close();
    }
  });

  it('refuses a --site that is not https (or http on localhost), before starting', async () => {
    const failed = await run(process.execPath, [launcher, 'mcp', '--site', 'http://docs.example'], {
      cwd: projectRoot,
      env: { ...process.env, LANG: 'en_US.UTF-8' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect('code' in failed && failed.code).toBe(2);
    expect('stderr' in failed && failed.stderr).toContain('--site must be an https:// URL');
  });
});
