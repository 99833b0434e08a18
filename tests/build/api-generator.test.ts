/**
 * The API reference generator on the real spec (every operation becomes the
 * right page), on each kind of invalid spec (clear message, exit code 1, old
 * pages kept), on a breaking change without its changelog entry
 * (tests/unit/changelog.test.ts has the release check itself), on the
 * hostile-strings fixture, and its determinism.
 */
import path from 'node:path';
import type { SidebarData } from '@rspress/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { sidebarFor } from '../../config/navigation';
import { codeLinesHtml } from '../../shared/api/code-lines';
import type {
  ApiOperationPageData,
  ApiOverviewPageData,
  ApiSidebarData,
  ApiWebhookFamilyData,
} from '../../shared/api/page-model';
import { ERRORS_SLUG, OVERVIEW_SLUG } from '../../shared/api/slug';
import {
  countLinks,
  DEFER_GROUPS_FROM_LINKS,
} from '../../theme/components/Sidebar/sidebar-deferral';
import { type ApiProject, createApiProject, projectRoot } from '../support/api-project';
import { copyOfGeneratedApi } from '../support/generated-api';

const LANGS = ['pt-BR', 'en'] as const;

/** The ten operations of the contract (notes/api-contract.md) and their page titles. */
const OPERATIONS = [
  [
    'UserTransactionController_createTransaction',
    'post',
    '/transactions',
    'user-transaction-controller-create-transaction',
    'Create a transaction',
    'Criar uma transação',
  ],
  [
    'UserTransactionController_getTransactions',
    'get',
    '/transactions',
    'user-transaction-controller-get-transactions',
    'List transactions',
    'Listar transações',
  ],
  [
    'UserTransactionController_getFee',
    'get',
    '/transactions/fee',
    'user-transaction-controller-get-fee',
    'Get the fee of a payment',
    'Consultar a tarifa de um pagamento',
  ],
  [
    'UserTransactionController_captureTransaction',
    'post',
    '/transactions/{id}/capture',
    'user-transaction-controller-capture-transaction',
    'Capture an authorized payment',
    'Capturar um pagamento autorizado',
  ],
  [
    'UserTransactionController_cancelTransaction',
    'post',
    '/transactions/{id}/cancel',
    'user-transaction-controller-cancel-transaction',
    'Cancel an authorization',
    'Cancelar uma autorização',
  ],
  [
    'UserTransactionController_getTransaction',
    'get',
    '/transactions/{id}',
    'user-transaction-controller-get-transaction',
    'Get a transaction',
    'Consultar uma transação',
  ],
  [
    'UserTransactionController_refundTransaction',
    'post',
    '/transactions/{id}/refund',
    'user-transaction-controller-refund-transaction',
    'Refund a transaction',
    'Estornar ou devolver uma transação',
  ],
  [
    'UserTransactionController_updateDeliveryStatus',
    'patch',
    '/transactions/{id}/delivery-status',
    'user-transaction-controller-update-delivery-status',
    'Update the delivery status',
    'Atualizar o status de entrega',
  ],
  [
    'UserCashoutController_create',
    'post',
    '/cashouts',
    'user-cashout-controller-create',
    'Create a cash-out',
    'Criar um cash-out',
  ],
  [
    'UserCashoutController_getAll',
    'get',
    '/cashouts',
    'user-cashout-controller-get-all',
    'List cash-outs',
    'Listar cash-outs',
  ],
  [
    'UserCashoutController_getById',
    'get',
    '/cashouts/{id}',
    'user-cashout-controller-get-by-id',
    'Get a cash-out',
    'Consultar um cash-out',
  ],
  [
    'UserCashoutController_cancel',
    'post',
    '/cashouts/{id}/cancel',
    'user-cashout-controller-cancel',
    'Cancel a cash-out',
    'Cancelar um cash-out',
  ],
  [
    'UserChargebackController_getById',
    'get',
    '/chargebacks/{id}',
    'user-chargeback-controller-get-by-id',
    'Get a chargeback',
    'Consultar um chargeback',
  ],
  [
    'UserChargebackController_submitEvidence',
    'post',
    '/chargebacks/{id}/evidence',
    'user-chargeback-controller-submit-evidence',
    'Submit chargeback evidence',
    'Enviar provas de um chargeback',
  ],
  [
    'UserInfractionController_submitDefense',
    'post',
    '/infractions/{id}/defense',
    'user-infraction-controller-submit-defense',
    'Submit a MED defense',
    'Enviar a defesa de um MED',
  ],
  [
    'UserWalletController_getBalance',
    'get',
    '/wallet/balance',
    'user-wallet-controller-get-balance',
    'Get the balance',
    'Consultar o saldo',
  ],
  [
    'UserTransactionController_getInstallments',
    'get',
    '/transactions/installments',
    'user-transaction-controller-get-installments',
    'List the installment options of an amount',
    'Listar as opções de parcelamento de um valor',
  ],
  [
    'UserAnticipationController_quote',
    'get',
    '/transactions/{id}/anticipation-quote',
    'user-anticipation-controller-quote',
    'Quote an anticipation',
    'Simular uma antecipação',
  ],
  [
    'UserAnticipationController_create',
    'post',
    '/transactions/{id}/anticipation',
    'user-anticipation-controller-create',
    "Anticipate a payment's receivables",
    'Antecipar os recebíveis de um pagamento',
  ],
  [
    'UserReceivableController_getAll',
    'get',
    '/receivables',
    'user-receivable-controller-get-all',
    'List receivables',
    'Listar recebíveis',
  ],
  [
    'UserReceivableController_getById',
    'get',
    '/receivables/{id}',
    'user-receivable-controller-get-by-id',
    'Get a receivable',
    'Consultar um recebível',
  ],
  [
    'UserAnticipationController_getById',
    'get',
    '/anticipations/{id}',
    'user-anticipation-controller-get-by-id',
    'Get an anticipation',
    'Consultar uma antecipação',
  ],
  [
    'UserWalletController_getBalanceTransactions',
    'get',
    '/wallet/balance-transactions',
    'user-wallet-controller-get-balance-transactions',
    'List balance transactions',
    'Listar os lançamentos do saldo',
  ],
  [
    'UserWalletController_getBalanceTransaction',
    'get',
    '/wallet/balance-transactions/{id}',
    'user-wallet-controller-get-balance-transaction',
    'Get a balance transaction',
    'Consultar um lançamento do saldo',
  ],
  [
    'UserRecurrenceController_create',
    'post',
    '/recurrences',
    'user-recurrence-controller-create',
    'Create a recurrence',
    'Criar uma recorrência',
  ],
  [
    'UserRecurrenceController_getById',
    'get',
    '/recurrences/{id}',
    'user-recurrence-controller-get-by-id',
    'Get a recurrence',
    'Consultar uma recorrência',
  ],
  [
    'UserRecurrenceController_cancel',
    'post',
    '/recurrences/{id}/cancel',
    'user-recurrence-controller-cancel',
    'Cancel a recurrence',
    'Cancelar uma recorrência',
  ],
  [
    'UserRecurringChargeController_schedule',
    'post',
    '/recurrences/{id}/charges',
    'user-recurring-charge-controller-schedule',
    'Schedule a recurring charge',
    'Agendar uma cobrança recorrente',
  ],
  [
    'UserRecurringChargeController_getById',
    'get',
    '/recurring-charges/{id}',
    'user-recurring-charge-controller-get-by-id',
    'Get a recurring charge',
    'Consultar uma cobrança recorrente',
  ],
  [
    'UserRecurringChargeController_cancel',
    'post',
    '/recurring-charges/{id}/cancel',
    'user-recurring-charge-controller-cancel',
    'Cancel a recurring charge',
    'Cancelar uma cobrança recorrente',
  ],
] as const;

type Json = Record<string, unknown>;
const spec = parse(
  (await import('node:fs')).readFileSync(path.join(projectRoot, 'openapi/openapi.yaml'), 'utf8'),
) as Json;

function specOperation(method: string, route: string): Json {
  return ((spec.paths as Json)[route] as Json)[method] as Json;
}

/** Parameter names of an operation, straight from the YAML ($refs followed by hand). */
function specParameterNames(operation: Json): string[] {
  const components = (spec.components as Json).parameters as Json;
  return ((operation.parameters as Json[] | undefined) ?? []).map((p) => {
    const ref = p.$ref as string | undefined;
    return String((ref ? (components[ref.split('/').at(-1) as string] as Json) : p).name);
  });
}

function json<T>(project: ApiProject, relative: string): T {
  return JSON.parse(project.read(relative)) as T;
}

describe('the generator on the real spec', () => {
  // What `npm run build` generated (tests/support/generate-api-once.ts), in a copy of its own.
  const project = copyOfGeneratedApi();
  afterAll(() => project.dispose());

  it('writes exactly the overview, the error catalogue and every operation page in each locale', () => {
    for (const lang of LANGS) {
      const pages = [...project.outputs().keys()]
        .filter((f) => f.startsWith(`docs/${lang}/docs/api/`) && f.endsWith('.mdx'))
        .map((f) => path.basename(f, '.mdx'))
        .sort();
      expect(pages).toEqual(
        ['documentacao-de-api', 'errors', ...OPERATIONS.map((o) => o[3])].sort(),
      );
    }
  });

  describe.each(OPERATIONS)('%s', (operationId, method, route, slug, titleEn, titlePt) => {
    it.each(LANGS)('%s page: slug, title, method, path, parameters, responses', (lang) => {
      const mdx = project.read(`docs/${lang}/docs/api/${slug}.mdx`);
      expect(mdx).toContain(`title: ${JSON.stringify(lang === 'en' ? titleEn : titlePt)}`);
      expect(mdx).toContain(`import page from './_data/${slug}.json';`);
      // The site search reads the operation from the frontmatter.
      const front = parse(mdx.split(/^---$/m)[1] ?? '') as { api: Record<string, unknown> };
      expect(front.api).toMatchObject({ method: method.toUpperCase(), path: route, operationId });
      const page = json<ApiOperationPageData>(project, `docs/${lang}/docs/api/_data/${slug}.json`);
      const operation = specOperation(method, route);
      expect(page.operationId).toBe(operationId);
      expect(page.slug).toBe(slug);
      expect(page.method).toBe(method);
      expect(page.path).toBe(route);
      expect(page.summary).toBe(lang === 'en' ? titleEn : titlePt);
      expect(page.parameters.map((p) => p.name).sort()).toEqual(
        specParameterNames(operation).sort(),
      );
      expect(page.responses.map((r) => r.status)).toEqual(
        Object.keys(operation.responses as Json).sort(),
      );
      expect(page.samples[0]?.snippets.map((s) => s.id)).toEqual([
        'curl',
        'node',
        'python',
        'php',
        'java',
        'go',
        'csharp',
        'ruby',
      ]);
      expect(page.servers.map((s) => s.url)).toEqual([
        'https://api.acmepay.example/v2',
        'https://sandbox.api.acmepay.example/v2',
      ]);
    });
  });

  it('code samples use the sandbox URL, the auth header and the example body', () => {
    const page = json<ApiOperationPageData>(
      project,
      'docs/en/docs/api/_data/user-transaction-controller-create-transaction.json',
    );
    const text = (html: string) =>
      html
        .replace(/<[^>]+>/g, '')
        .replace(/&#x3C;/g, '<')
        .replace(/&#x27;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&');
    expect(page.samples.map((s) => s.exampleName)).toEqual([
      'pix',
      'credit_card',
      'credit_card_without_3ds',
    ]);
    for (const snippet of page.samples[0]?.snippets ?? []) {
      const code = text(codeLinesHtml(page.samples[0]?.styles ?? [], snippet.lines));
      expect(code, snippet.id).toContain('https://sandbox.api.acmepay.example/v2/transactions');
      expect(code, snippet.id).toContain('sk_test_YOUR_SECRET_KEY');
      expect(code, snippet.id).toContain('Bearer');
      expect(code, snippet.id).toContain('order-1042');
      expect(code, snippet.id).toContain('Idempotency-Key');
    }
    const getOne = json<ApiOperationPageData>(
      project,
      'docs/en/docs/api/_data/user-transaction-controller-get-transaction.json',
    );
    const getOneSamples = getOne.samples[0];
    expect(
      text(codeLinesHtml(getOneSamples?.styles ?? [], getOneSamples?.snippets[0]?.lines ?? [])),
    ).toContain('/v2/transactions/tr_8Kp2mQ7xL4vN9a');
  });

  it('resolves $refs and keeps schema names, alternatives and nullability', () => {
    const page = json<ApiOperationPageData>(
      project,
      'docs/en/docs/api/_data/user-transaction-controller-create-transaction.json',
    );
    const body = page.requestBody?.content?.schema;
    expect(body?.name).toBe('CreateTransactionRequest');
    expect(body?.variants?.discriminator).toBe('payment_method');
    expect(body?.variants?.options.map((o) => o.label)).toEqual(['pix', 'credit_card']);
    const card = body?.variants?.options[1]?.schema;
    expect(card?.composedOf).toEqual(['TransactionRequestBase']);
    expect(card?.properties?.find((p) => p.name === 'card')?.required).toBe(true);
    const transaction = page.responses.find((r) => r.status === '201')?.content?.schema;
    expect(transaction?.name).toBe('Transaction');
    expect(transaction?.properties?.find((p) => p.name === 'pix')?.schema.nullable).toBe(true);
    expect(page.responses.find((r) => r.status === '429')?.headers.map((h) => h.name)).toContain(
      'Retry-After',
    );
  });

  it('fills brand facts from config/brand.ts and localizes texts', () => {
    const pt = json<ApiOverviewPageData>(
      project,
      'docs/pt-BR/docs/api/_data/documentacao-de-api.json',
    );
    const en = json<ApiOverviewPageData>(
      project,
      'docs/en/docs/api/_data/documentacao-de-api.json',
    );
    expect(en.title).toBe('Acme Pay API');
    expect(pt.title).toBe('API Acme Pay');
    expect(pt.conventionsHtml).toContain('Valores em centavos');
    expect(en.conventionsHtml).toContain('Amounts in cents');
    expect(pt.tags.map((t) => t.label)).toEqual([
      'Transações',
      'Cash-outs',
      'Carteira',
      'Liquidação',
      'Disputas',
      'Pix recorrente',
    ]);
    const published = JSON.parse(
      project.read('.generated/api-reference/public/openapi.json'),
    ) as Json;
    expect((published.info as Json).title).toBe('Acme Pay API');
    expect(project.read('.generated/api-reference/public/openapi.yaml')).toContain(
      'https://sandbox.api.acmepay.example/v2',
    );
  });

  it('writes the sidebar grouped by tag, in spec order', () => {
    const sidebar = json<ApiSidebarData>(project, '.generated/api-reference/sidebar.json');
    expect(sidebar.en.groups.map((g) => g.label)).toEqual([
      'Transactions',
      'Cash-outs',
      'Wallet',
      'Settlement',
      'Disputes',
      'Recurring Pix',
    ]);
    expect(sidebar.en.groups[0]?.items[0]?.slug).toBe(
      'user-transaction-controller-create-transaction',
    );
    expect(sidebar['pt-BR'].groups[2]?.items.map((i) => i.text)).toEqual([
      'Consultar o saldo',
      'Listar os lançamentos do saldo',
      'Consultar um lançamento do saldo',
    ]);
    // Small enough to be written whole into every page (theme/components/Sidebar): it works
    // without JavaScript.
    for (const lang of ['en', 'pt-BR'] as const)
      for (const entries of Object.values(sidebarFor(lang, sidebar)))
        expect(countLinks(entries as SidebarData)).toBeLessThan(DEFER_GROUPS_FROM_LINKS);
  });

  it('groups webhooks in three families with every event type of the contract', () => {
    const events = (family: string) =>
      json<ApiWebhookFamilyData>(
        project,
        `docs/en/docs/api/_data/webhooks-${family}.json`,
      ).events.map((e) => e.name);
    expect(events('transaction')).toHaveLength(11);
    expect(events('transaction')).toContain('transaction.authorized');
    expect(events('cashout')).toEqual([
      'cashout.created',
      'cashout.processing',
      'cashout.completed',
      'cashout.failed',
      'cashout.canceled',
    ]);
    expect(events('infraction')).toEqual([
      'infraction.opened',
      'infraction.updated',
      'infraction.closed',
    ]);
  });

  // The Postman and Insomnia files are among the outputs: their ids must be stable too.
  it('is deterministic: a second run (here, in this process) gives byte-identical files', async () => {
    const first = project.outputs();
    expect([...first.keys()]).toContain(
      '.generated/api-reference/public/en/postman/acme-pay.postman_collection.json',
    );
    await project.generate();
    expect(project.outputs()).toEqual(first);
  });
});

/** Each kind of defect: how it is planted and what the message must say. */
const DEFECTS: [name: string, plant: (p: ApiProject) => void, expected: RegExp[]][] = [
  [
    'a YAML syntax error',
    (p) =>
      p.edit('openapi/openapi.yaml', (t) =>
        t.replace(/^ {2}title: .*$/m, '  title: "unterminated'),
      ),
    [/openapi\/openapi\.yaml: line \d+, column \d+/, /YAML syntax error/],
  ],
  [
    'a tab-indented line (one message, not one per echo of it)',
    (p) =>
      p.edit('openapi/openapi.yaml', (t) =>
        t.replace('      summary: Get the balance\n', '\tsummary: Get the balance\n'),
      ),
    [
      /Invalid API spec \(1 problem\):\n {2}openapi\/openapi\.yaml: line \d+, column 1: YAML syntax error: Tabs are not allowed as indentation\n*$/,
    ],
  ],
  [
    'an unclosed quote, reported where it opens',
    (p) =>
      p.edit('openapi/openapi.yaml', (t) =>
        t.replace('      summary: Get the balance\n', '      summary: "Get the balance\n'),
      ),
    [/line (\d+), column 16: YAML syntax error: the " opened here is never closed/],
  ],
  [
    'a description of 1 MB',
    (p) =>
      p.edit('openapi/openapi.yaml', (t) =>
        t.replace(
          '      description: What a payment costs.\n',
          `      description: "${'Lorem ipsum dolor sit amet. '.repeat(36_000)}"\n`,
        ),
      ),
    [
      /line \d+, column 20 \(\/components\/schemas\/Fee\/description\): description is 1,008,000 characters long, above the limit of 20,000/,
    ],
  ],
  [
    'a summary longer than a title can be',
    (p) =>
      p.edit('openapi/openapi.yaml', (t) =>
        t.replace('      summary: Get the balance\n', `      summary: ${'Balance '.repeat(40)}\n`),
      ),
    [
      /\(\/paths\/~1wallet~1balance\/get\/summary\): summary is 319 characters long, above the limit of 200/,
    ],
  ],
  [
    'a $ref pointing to itself through a property',
    (p) =>
      p.edit('openapi/openapi.yaml', (t) =>
        t.replace(
          '        payment_method: { $ref: "#/components/schemas/PaymentMethod" }\n        installments:',
          '        payment_method: { $ref: "#/components/schemas/PaymentMethod" }\n        next: { $ref: "#/components/schemas/Fee/properties/next" }\n        installments:',
        ),
      ),
    [
      /line \d+, column 23 \(\/components\/schemas\/Fee\/properties\/next\/\$ref\): \$ref #\/components\/schemas\/Fee\/properties\/next points to itself/,
    ],
  ],
  [
    'a pure $ref alias cycle used as a schema',
    (p) =>
      p.edit('openapi/openapi.yaml', (t) =>
        t
          .replace(
            '  schemas:\n',
            '  schemas:\n    LoopA: { $ref: "#/components/schemas/LoopB" }\n    LoopB: { $ref: "#/components/schemas/LoopA" }\n',
          )
          .replace(
            'schema: { $ref: "#/components/schemas/Fee" }',
            'schema: { $ref: "#/components/schemas/LoopA" }',
          ),
      ),
    [
      /line \d+, column 20 \(\/components\/schemas\/LoopA\/\$ref\): \$ref cycle #\/components\/schemas\/LoopA -> #\/components\/schemas\/LoopB -> #\/components\/schemas\/LoopA/,
    ],
  ],
  [
    'a schema violation',
    (p) =>
      p.edit('openapi/openapi.yaml', (t) => t.replace('          description: The balance.\n', '')),
    [
      /openapi\/openapi\.yaml: line \d+, column \d+ \(\/paths\/~1wallet~1balance\/get\/responses\/200\)/,
      /must have required property 'description'/,
    ],
  ],
  [
    'an unresolvable $ref',
    (p) =>
      p.edit('openapi/openapi.yaml', (t) =>
        t.replace(
          /(schema: \{ \$ref: ["'])#\/components\/schemas\/Fee(["'] \})/,
          '$1#/components/schemas/Fees$2',
        ),
      ),
    [
      /line \d+, column \d+ \(\/paths\/~1transactions~1fee\/get\/responses\/200\/content\/application~1json\/schema\/\$ref\)/,
      /#\/components\/schemas\/Fees/,
    ],
  ],
  [
    'a duplicate operationId',
    (p) =>
      p.edit('openapi/openapi.yaml', (t) =>
        t.replace(
          'operationId: UserCashoutController_getById',
          'operationId: UserCashoutController_getAll',
        ),
      ),
    [
      /\(\/paths\/~1cashouts~1\{id\}\/get\/operationId\)/,
      /duplicate operationId "UserCashoutController_getAll" \(also at \/paths\/~1cashouts\/get\)/,
    ],
  ],
  [
    'a missing operationId',
    (p) =>
      p.edit('openapi/openapi.yaml', (t) =>
        t.replace('      operationId: UserWalletController_getBalance\n', ''),
      ),
    [/\(\/paths\/~1wallet~1balance\/get\)/, /GET \/wallet\/balance has no operationId/],
  ],
  [
    'an operation without a tag',
    (p) =>
      p.edit('openapi/openapi.yaml', (t) =>
        t.replace(
          '      operationId: UserWalletController_getBalance\n      tags: [Wallet]\n',
          '      operationId: UserWalletController_getBalance\n',
        ),
      ),
    [/\(\/paths\/~1wallet~1balance\/get\)/, /has no tag/],
  ],
  [
    'an overlay action that matches nothing',
    (p) =>
      p.edit('openapi/overlays/pt-BR.yaml', (t) =>
        t.replace("$.paths['/wallet/balance'].get", "$.paths['/wallet/balances'].get"),
      ),
    [
      /openapi\/overlays\/pt-BR\.yaml: line \d+, column \d+ \(\/actions\/\d+\/target\)/,
      /matches nothing/,
    ],
  ],
  [
    'a text without translation',
    (p) =>
      p.edit('openapi/openapi.yaml', (t) =>
        t.replace(
          '      summary: List cash-outs\n',
          "      summary: List cash-outs\n      externalDocs: { url: 'https://example.com', description: 'Cash-out guide' }\n",
        ),
      ),
    [
      /openapi\/overlays\/pt-BR\.yaml: \/paths\/~1cashouts\/get\/externalDocs\/description/,
      /no pt-BR text for openapi\/openapi\.yaml line \d+/,
    ],
  ],
];

DEFECTS.push(
  [
    'an error example with an undeclared code',
    (p) =>
      p.edit('openapi/openapi.yaml', (t) =>
        t.replace('code: invalid_pix_key\n', 'code: pix_key_invalid\n'),
      ),
    [
      /openapi\/openapi\.yaml: line \d+, column \d+ \(\/paths\/~1cashouts\/post\/responses\/422\/content\/application~1json\/examples\/invalid_pix_key\/value\/error\/code\)/,
      /unknown error code "pix_key_invalid" \(POST \/cashouts 422\): declare it under "x-error-codes"/,
    ],
  ],
  [
    'an error example whose doc_url is not its entry',
    (p) =>
      p.edit('openapi/openapi.yaml', (t) =>
        t.replace('/docs/api/errors#amount_too_small"', '/docs/api/errors#amount_too_large"'),
      ),
    [
      /\/examples\/amount_too_small\/value\/error\/doc_url\)/,
      /the "amount_too_small" example \(POST \/transactions 422\) must have doc_url "https:\/\/developers\.acmepay\.example\/docs\/api\/errors#amount_too_small"/,
    ],
  ],
  [
    'a declared code with an unknown retry kind',
    (p) =>
      p.edit('openapi/openapi.yaml', (t) =>
        t.replace(/(\n {2}internal_error:\n {4}status: 500\n {4}retry:) yes/, '$1 always'),
      ),
    [
      /\(\/x-error-codes\/internal_error\/retry\)/,
      /"retry" of "internal_error" must be one of no, after-fix, after-wait, yes/,
    ],
  ],
  [
    'an error code without its pt-BR texts',
    (p) =>
      p.edit('openapi/overlays/pt-BR.yaml', (t) =>
        t.replace(
          / {2}- target: \$\['x-error-codes'\]\.invalid_pix_key\n(?: {4}.*\n| {6}.*\n)+/,
          '',
        ),
      ),
    [/openapi\/overlays\/pt-BR\.yaml: \/x-error-codes\/invalid_pix_key\/meaning/, /no pt-BR text/],
  ],
);

describe('the generator refuses an invalid spec', () => {
  // In this process (what the command runs, without a start of tsx per case); the test below
  // runs the command itself on the first case.
  it.each(DEFECTS)(
    '%s: names file, location and reason, exits 1, keeps the old pages',
    async (_name, plant, expected) => {
      // The pages of the real spec in place: a refused spec must leave them as they were.
      const project = copyOfGeneratedApi();
      try {
        const before = project.outputs();
        plant(project);
        const { code, stderr } = await project.runInProcess();
        expect(code).toBe(1);
        for (const pattern of expected) expect(stderr).toMatch(pattern);
        expect(project.outputs()).toEqual(before);
      } finally {
        project.dispose();
      }
    },
  );
});

describe('the command (tsx scripts/generate-api-pages.ts) on an invalid spec', () => {
  it('exits 1, printing what the generator reports, and keeps the old pages', async () => {
    const [name, plant, expected] = DEFECTS[0] ?? [];
    if (!plant || !expected) throw new Error('no defect to plant');
    const project = copyOfGeneratedApi();
    try {
      const before = project.outputs();
      plant(project);
      const { code, stderr } = await project.runCli();
      expect(code, name).toBe(1);
      for (const pattern of expected) expect(stderr).toMatch(pattern);
      expect(stderr).toBe((await project.runInProcess()).stderr);
      expect(project.outputs()).toEqual(before);
    } finally {
      project.dispose();
    }
  });
});

describe('the generator refuses a breaking change the changelog does not announce', () => {
  it('stops the generator (the build) with exit code 1', async () => {
    const project = createApiProject();
    try {
      project.edit('openapi/openapi.yaml', (t) => {
        const doc = parse(t, { maxAliasCount: -1 }) as {
          components: { schemas: { CreateCashoutRequest: { required?: string[] } } };
        };
        expect(doc.components.schemas.CreateCashoutRequest.required).toEqual(['amount', 'pix_key']);
        return t.replace(
          '      required: [amount, pix_key]\n',
          '      required: [amount, pix_key, description]\n',
        );
      });
      const { code, stderr } = await project.runCli();
      expect(code).toBe(1);
      expect(stderr).toMatch(/breaking change to POST \/cashouts since release 2\.0\.0/);
    } finally {
      project.dispose();
    }
  });
});

describe('the generator on the hostile-strings fixture', () => {
  let project: ApiProject;
  beforeAll(async () => {
    project = createApiProject(path.join(projectRoot, 'tests/fixtures/api/hostile'));
    await project.generate();
  });
  afterAll(() => project.dispose());

  it('keeps every spec string out of the MDX body and neutralizes < > in the frontmatter', () => {
    for (const [file, text] of project.outputs()) {
      if (!file.endsWith('.mdx')) continue;
      const [, frontmatter = '', body = ''] = text.split(/^---$/m);
      // The body is fixed text: a notice, the imports (components, page data), the
      // escaped title and one element; operation pages add the "Try it" console, whose
      // data is imported on demand.
      const operation = !file.endsWith(`${OVERVIEW_SLUG}.mdx`);
      const lines = body
        .trim()
        .split('\n')
        .filter((l) => l.trim());
      expect(lines.shift(), file).toMatch(
        /^\{\/\* Generated by scripts\/generate-api-pages\.ts from openapi\/: do not edit\. \*\/\}$/,
      );
      if (file.endsWith(`/${ERRORS_SLUG}.mdx`)) {
        // The error catalogue: fixed text, headings made of status codes and error codes
        // (lower_snake_case, checked by the generator) and elements reading the page data.
        expect(lines.shift(), file).toMatch(
          /^import \{ ApiErrorEntry, ApiErrorsIntro \} from '[./\w]+\/theme\/components\/api\/ApiErrorCatalogue';$/,
        );
        expect(lines.shift(), file).toBe("import page from './_data/errors.json';");
        for (const line of lines)
          expect(line, file).toMatch(
            /^(# [\p{L} ]+|<ApiErrorsIntro \/>|## \d{3} [A-Za-z ]+ \{#status-\d{3}\}|### `[a-z][a-z0-9_]*` \{#[a-z][a-z0-9_]*\}|<ApiErrorEntry entry=\{page\.groups\[\d+\]\.entries\[\d+\]\} \/>)$/u,
          );
        expect(frontmatter, file).not.toMatch(/[<>]/);
        continue;
      }
      expect(lines.shift(), file).toMatch(
        /^import \{ Api(OperationPage|Overview) \} from '[./\w]+\/theme\/components\/api\/Api(OperationPage|Overview)';$/,
      );
      if (operation)
        expect(lines.shift(), file).toMatch(
          /^import \{ ApiTryIt \} from '[./\w]+\/theme\/components\/api\/try-it\/ApiTryIt';$/,
        );
      const dataImport = lines.shift() ?? '';
      expect(dataImport, file).toMatch(/^import page from '\.\/_data\/[a-z0-9-]+\.json';$/);
      const slug = /_data\/([a-z0-9-]+)\.json/.exec(dataImport)?.[1];
      // Every ASCII punctuation character of the title is escaped: none is left bare.
      const title = lines.shift() ?? '';
      expect(title, file).toMatch(/^# /);
      expect(title.slice(2).replace(/\\[!-/:-@[-`{-~]/g, ''), file).not.toMatch(/[!-/:-@[-`{-~]/);
      expect(lines.shift(), file).toBe(
        operation
          ? `<ApiOperationPage page={page} tryIt={<ApiTryIt page={page} loadData={() => import('./_data/${slug}.try-it.json')} />} />`
          : '<ApiOverview page={page} />',
      );
      expect(lines, file).toEqual([]);
      expect(frontmatter, file).not.toMatch(/[<>]/);
      expect(() => parse(frontmatter), file).not.toThrow();
    }
  });

  it('removes bidi controls from every generated text: titles, labels, sidebar', () => {
    // Left in, `\u202egnp.exe\u202c` shows as `exe.png`.
    const bidi = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
    const generated = [...project.outputs()].filter(([file]) => !file.includes('public/openapi'));
    expect(generated.length).toBeGreaterThan(10);
    for (const [file, text] of generated) expect(text, file).not.toMatch(bidi);
    for (const lang of LANGS) {
      const page = json<ApiOperationPageData>(
        project,
        `docs/${lang}/docs/api/_data/user-transaction-controller-create-transaction.json`,
      );
      expect(page.summary).toContain('gnp.exe');
    }
    const sidebar = project.read('.generated/api-reference/sidebar.json');
    expect(sidebar).toContain('gnp.exe');
  });

  it('sanitizes every HTML field: no script, event handler, javascript: URL or iframe', () => {
    const htmlFields: string[] = [];
    const collect = (value: unknown, key = '') => {
      if (typeof value === 'string' && /html$/i.test(key)) htmlFields.push(value);
      else if (Array.isArray(value)) for (const v of value) collect(v);
      else if (value && typeof value === 'object')
        for (const [k, v] of Object.entries(value)) collect(v, k);
    };
    for (const [file, text] of project.outputs())
      if (file.endsWith('.json') && file.includes('_data')) collect(JSON.parse(text));
    expect(htmlFields.length).toBeGreaterThan(20);
    for (const html of htmlFields) {
      expect(html).not.toMatch(/<script|<iframe|<style|<img|<svg/i);
      expect(html).not.toMatch(/<[a-z][^>]*\son\w+=/i);
      expect(html).not.toMatch(/javascript:/i);
    }
    const page = json<ApiOperationPageData>(
      project,
      'docs/en/docs/api/_data/user-transaction-controller-create-transaction.json',
    );
    expect(page.descriptionHtml).toContain('{props.x}');
    expect(page.descriptionHtml).toContain('href="/en/docs/intro/authentication"');
    expect(page.summary).toContain('<script>');
  });
});
