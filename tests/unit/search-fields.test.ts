import { describe, expect, it } from 'vitest';
import { FieldDocuments } from '../../plugins/search-index/field-documents';
import { schemaFields } from '../../shared/api/field-anchors';
import type {
  ApiOperationPageData,
  ApiWebhookFamilyData,
  SchemaNode,
} from '../../shared/api/page-model';
import { createAnalyzer } from '../../shared/search/analysis/analyzer';
import { crossLanguageTerms } from '../../shared/search/analysis/bilingual-terms';
import { buildQuery } from '../../shared/search/engine/build-query';
import { editDistance, Vocabulary } from '../../shared/search/engine/did-you-mean';
import { SearchIndex } from '../../shared/search/engine/search-index';
import { typoTolerance } from '../../shared/search/engine/typo-tolerance';

const text = (types: string[], extra: Partial<SchemaNode> = {}): SchemaNode => ({
  types,
  ...extra,
});

const transaction: SchemaNode = text(['object'], {
  variants: {
    kind: 'oneOf',
    options: [
      {
        label: 'pix',
        schema: text(['object'], {
          properties: [
            { name: 'amount', required: true, schema: text(['integer']) },
            {
              name: 'pix',
              required: true,
              schema: text(['object'], {
                properties: [{ name: 'qr_code', required: false, schema: text(['string']) }],
              }),
            },
          ],
        }),
      },
      {
        label: 'credit_card',
        schema: text(['object'], {
          properties: [
            { name: 'amount', required: true, schema: text(['integer']) },
            {
              name: 'status',
              required: true,
              schema: text(['string'], { enum: ['"paid"', '"refused"'] }),
            },
          ],
        }),
      },
    ],
  },
});

describe('field anchors', () => {
  it('names every field by its path, alternatives included, shared fields once', () => {
    const fields = schemaFields(transaction, 'response-201');
    expect(fields.map((f) => f.anchor)).toEqual([
      'response-201.amount',
      'response-201.pix',
      'response-201.pix.qr_code',
      'response-201.status',
    ]);
    expect(fields.find((f) => f.path === 'status')?.options).toEqual([1]);
  });
});

describe('field-level search entries', () => {
  const page = {
    url: '/en/docs/api/create',
    title: 'Create a transaction',
    section: 'api' as const,
  };
  const data = {
    kind: 'operation',
    method: 'post',
    path: '/transactions',
    parameters: [
      {
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        deprecated: false,
        schema: text(['string']),
      },
    ],
    responses: [
      {
        status: '201',
        headers: [],
        content: { mediaType: 'application/json', schema: transaction, examples: [] },
      },
      {
        status: '400',
        headers: [],
        content: { mediaType: 'application/json', schema: transaction, examples: [] },
      },
    ],
  } as unknown as ApiOperationPageData;
  const fields = new FieldDocuments();
  fields.addOperation(page, data);
  const index = SearchIndex.build('en', fields.documents);

  it('indexes fields, enum values and headers of successful responses only', () => {
    const anchors = fields.documents.map((d) => d.id.split('#')[1]);
    expect(anchors).toContain('header.Idempotency-Key');
    expect(anchors).toContain('response-201.pix.qr_code');
    expect(anchors).toContain('response-201.status=refused');
    expect(anchors.some((a) => a?.startsWith('response-400'))).toBe(false);
  });

  it('answers a pasted path or name with the field, its type and operation', () => {
    for (const query of ['pix.qr_code', 'qr_code']) {
      const [hit] = index.search({ query }).hits;
      expect(hit?.url).toBe('/en/docs/api/create#response-201.pix.qr_code');
      expect(hit?.field).toEqual({ kind: 'field', type: 'string' });
      expect(hit?.title.text).toBe('Create a transaction');
    }
    expect(index.search({ query: 'Idempotency-Key' }).hits[0]?.field?.kind).toBe('header');
    expect(index.search({ query: 'refused' }).hits[0]?.headings[0]?.text).toBe('status = refused');
  });
});

describe('field paths as clients spell them', () => {
  const charge = text(['object'], {
    properties: [
      { name: 'metadata', required: false, schema: text(['object']) },
      {
        name: 'pix',
        required: false,
        schema: text(['object'], {
          properties: [{ name: 'expires_in', required: false, schema: text(['integer']) }],
        }),
      },
      {
        name: 'customer',
        required: false,
        schema: text(['object'], {
          properties: [
            {
              name: 'document',
              required: false,
              schema: text(['object'], {
                properties: [{ name: 'type', required: false, schema: text(['string']) }],
              }),
            },
          ],
        }),
      },
    ],
  });
  const fields = new FieldDocuments();
  fields.addOperation(
    { url: '/en/docs/api/create', title: 'Create a transaction', section: 'api' },
    {
      kind: 'operation',
      method: 'post',
      path: '/transactions',
      parameters: [],
      requestBody: {
        required: true,
        content: { mediaType: 'application/json', schema: charge, examples: [] },
      },
      responses: [],
    } as unknown as ApiOperationPageData,
  );
  const guide = {
    id: '/en/docs/guides/pix#expiry',
    pageUrl: '/en/docs/guides/pix',
    anchor: 'expiry',
    title: 'Pix charges',
    headings: ['When the QR code expires'],
    text: 'A Pix charge expires in 3600 seconds unless you say otherwise; keep your order id in the metadata, and the customer document type is cpf or cnpj.',
    code: 'const charge = { pix: { expires_in: 3600 }, metadata: { order_id: "1234" } };',
    api: '',
    path: '',
    section: 'guides' as const,
    method: '',
  };
  const documentGuide = {
    ...guide,
    id: '/en/docs/guides/customers#document',
    pageUrl: '/en/docs/guides/customers',
    anchor: 'document',
    title: 'Customers',
    headings: ['Customer document type'],
    text: 'The customer document type is cpf for a person and cnpj for a company.',
  };
  const index = SearchIndex.build('en', [...fields.documents, guide, documentGuide]);
  const first = (query: string) => index.search({ query, limit: 8 }).hits[0]?.url;

  it('reads camelCase as the API spells it, snake_case', () => {
    expect(first('pix.expiresIn')).toBe('/en/docs/api/create#body.pix.expires_in');
    expect(first('data.pix.expiresIn')).toBe('/en/docs/api/create#body.pix.expires_in');
  });

  it('reads bracketed keys as path steps', () => {
    expect(first('customer[document][type]')).toBe(
      '/en/docs/api/create#body.customer.document.type',
    );
    expect(first("pix['expires_in']")).toBe('/en/docs/api/create#body.pix.expires_in');
  });

  it('reads member access and JSON Pointers as path steps', () => {
    expect(first('pix->expires_in')).toBe('/en/docs/api/create#body.pix.expires_in');
    expect(first('customer::document::type')).toBe(
      '/en/docs/api/create#body.customer.document.type',
    );
    expect(first('/pix/expiresIn')).toBe('/en/docs/api/create#body.pix.expires_in');
  });

  it('reads a payload path in its envelope as the field, not as the word `data`', () => {
    const fields = new FieldDocuments();
    fields.addOperation(
      { url: '/en/docs/api/create', title: 'Create a transaction', section: 'api' },
      {
        kind: 'operation',
        method: 'post',
        path: '/transactions',
        parameters: [],
        responses: [
          {
            status: '201',
            headers: [],
            content: {
              mediaType: 'application/json',
              schema: text(['object'], {
                properties: [{ name: 'refusal_reason', required: false, schema: text(['string']) }],
              }),
              examples: [],
            },
          },
        ],
      } as unknown as ApiOperationPageData,
    );
    // A list answers its items in `data`: the envelope's name is a field too.
    fields.addOperation({ url: '/en/docs/api/list', title: 'List transactions', section: 'api' }, {
      kind: 'operation',
      method: 'get',
      path: '/transactions',
      parameters: [],
      responses: [
        {
          status: '200',
          headers: [],
          content: {
            mediaType: 'application/json',
            schema: text(['object'], {
              properties: [{ name: 'data', required: false, schema: text(['array']) }],
            }),
            examples: [],
          },
        },
      ],
    } as unknown as ApiOperationPageData);
    const events = {
      ...guide,
      id: '/en/docs/webhook/transaction#events',
      pageUrl: '/en/docs/webhook/transaction',
      anchor: 'events',
      title: 'Transaction webhooks',
      headings: ['Transaction events'],
      text: 'Every event carries its object in data: read data, store data, answer 200 to the data.',
    };
    const refusals = {
      ...guide,
      id: '/en/docs/guides/cards#declines',
      pageUrl: '/en/docs/guides/cards',
      anchor: 'declines',
      title: 'Cards',
      headings: ['Declines'],
      text: 'A declined charge says why in refusal_reason.',
    };
    const withEnvelope = SearchIndex.build('en', [...fields.documents, events, refusals]);
    const [hit] = withEnvelope.search({ query: 'data.refusal_reason', limit: 8 }).hits;
    expect(hit?.url).toBe('/en/docs/api/create#response-201.refusal_reason');
  });

  it('finds the free-form object a path goes into', () => {
    expect(first('metadata.orderId')).toBe('/en/docs/api/create#body.metadata');
    // The key is known from a guide's code: the object still comes first, envelope or not.
    expect(first('data.metadata.order_id')).toBe('/en/docs/api/create#body.metadata');
  });
});

describe('query analysis', () => {
  it('tolerates typos by word length: none on codes and short words, two on long words', () => {
    expect(typoTolerance('401')).toBe(0);
    expect(typoTolerance('sk_test')).toBe(0);
    expect(typoTolerance('pix')).toBe(0);
    expect(typoTolerance('token')).toBe(1);
    expect(typoTolerance('paymnet')).toBe(2);
  });

  it('maps the other language words onto this language (glossary)', () => {
    const en = crossLanguageTerms('en');
    expect(en.find((t) => t.word === 'saque')?.phrases).toContainEqual(['payout']);
    expect(en.find((t) => t.word === 'devolucao')?.phrases).toContainEqual(['Pix', 'refund']);
    // The same word in both languages is no translation.
    expect(en.find((t) => t.word === 'webhook')).toBeUndefined();
    const pt = crossLanguageTerms('pt-BR');
    expect(pt.find((t) => t.word === 'refund')?.phrases).toContainEqual(['estorno']);
    expect(createAnalyzer('en').crossLanguagePhrases('saques')).toContainEqual(['withdrawal']);
  });

  it('drops question words in both languages', () => {
    const en = createAnalyzer('en');
    const pt = createAnalyzer('pt-BR');
    expect(JSON.stringify(buildQuery('how do I refund a transaction', en)?.query)).toBe(
      JSON.stringify(buildQuery('refund transaction', en)?.query),
    );
    expect(JSON.stringify(buildQuery('como posso fazer um estorno', pt)?.query)).toBe(
      JSON.stringify(buildQuery('estorno', pt)?.query),
    );
  });
});

describe('did you mean', () => {
  it('measures edits and gives up past the limit', () => {
    expect(editDistance('refnud', 'refund', 2)).toBe(2);
    expect(editDistance('abc', 'xyzuvw', 2)).toBe(3);
  });

  it('suggests the nearest known word', () => {
    const vocabulary = new Vocabulary();
    vocabulary.add('Refund a transaction. Cash-out lifecycle');
    expect(vocabulary.nearest('trnsaction')).toBe('transaction');
    expect(vocabulary.nearest('zzzzzz')).toBeNull();
  });
});

describe('field-level search entries of a guide with two event families', () => {
  it('gives each family its own anchors, one entry each, so the index builds', () => {
    const guide = {
      url: '/en/docs/guides/settlement',
      title: 'Settlement',
      section: 'guides' as const,
    };
    const family = (name: string, type: string): ApiWebhookFamilyData => ({
      lang: 'en',
      family: name,
      headers: [],
      responses: [],
      events: [
        { name: `${name}.settled`, descriptionHtml: 'Settled.' },
      ] as ApiWebhookFamilyData['events'],
      payloads: [
        text(['object'], {
          properties: [
            {
              name: 'data',
              required: true,
              schema: text(['object'], {
                name: type,
                properties: [{ name: 'id', required: true, schema: text(['string']) }],
              }),
            },
          ],
        }),
      ],
    });
    const fields = new FieldDocuments();
    fields.addWebhookFamily(guide, family('receivable', 'Receivable'));
    fields.addWebhookFamily(guide, family('anticipation', 'Anticipation'));
    const ids = fields.documents.map((d) => d.id);
    expect(ids).toContain('/en/docs/guides/settlement#receivable.payload.data');
    expect(ids).toContain('/en/docs/guides/settlement#anticipation.payload.data');
    expect(new Set(ids).size).toBe(ids.length);
    expect(() => SearchIndex.build('en', fields.documents)).not.toThrow();
  });
});

describe('a field path whose leaf several resources share', () => {
  const body = (...names: string[]) =>
    text(['object'], {
      properties: names.map((name) => ({ name, required: true, schema: text(['integer']) })),
    });
  const fields = new FieldDocuments();
  const operation = (path: string, schema: SchemaNode) =>
    ({
      kind: 'operation',
      method: 'post',
      path,
      parameters: [],
      requestBody: {
        required: true,
        content: { mediaType: 'application/json', schema, examples: [] },
      },
      responses: [],
    }) as unknown as ApiOperationPageData;
  // The transaction comes first in the reference: an exact tie between the two goes to it.
  fields.addOperation(
    {
      url: '/en/docs/api/user-transaction-controller-create-transaction',
      title: 'Create a transaction',
      section: 'api',
    },
    operation('/transactions', body('amount', 'installments')),
  );
  fields.addOperation(
    {
      url: '/en/docs/api/user-cashout-controller-create',
      title: 'Create a cash-out',
      section: 'api',
    },
    operation('/cashouts', body('amount')),
  );
  const index = SearchIndex.build('en', fields.documents);
  const first = (query: string) => index.search({ query, limit: 8 }).hits[0]?.url;

  it("opens the entry of the object the path names: `cashout.amount` is the cash-out's amount", () => {
    expect(first('cashout.amount')).toBe('/en/docs/api/user-cashout-controller-create#body.amount');
    expect(first('transaction.amount')).toBe(
      '/en/docs/api/user-transaction-controller-create-transaction#body.amount',
    );
    // An object no entry belongs to changes nothing: the reference's order decides.
    expect(first('payment.amount')).toBe(
      '/en/docs/api/user-transaction-controller-create-transaction#body.amount',
    );
  });
});
