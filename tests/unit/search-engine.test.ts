import { describe, expect, it } from 'vitest';
import type { SearchDocument } from '../../shared/search/engine/search-document';
import { SearchIndex } from '../../shared/search/engine/search-index';

function doc(
  partial: Partial<SearchDocument> & { pageUrl: string; title: string },
): SearchDocument {
  const anchor = partial.anchor ?? '';
  return {
    id: anchor ? `${partial.pageUrl}#${anchor}` : partial.pageUrl,
    anchor,
    headings: [],
    text: '',
    code: '',
    api: '',
    path: '',
    section: 'guides',
    method: '',
    ...partial,
  };
}

const documents: SearchDocument[] = [
  doc({
    pageUrl: '/en/docs/intro/authentication',
    title: 'Authentication',
    text: 'Every call is authenticated by an API key sent in the Authorization header.',
  }),
  doc({
    pageUrl: '/en/docs/intro/authentication',
    anchor: 'key-rotation',
    title: 'Authentication',
    headings: ['Key rotation'],
    text: 'Rotate keys without downtime. Refunds made with a leaked key are listed in the dashboard.',
  }),
  doc({
    pageUrl: '/en/docs/webhook/transaction',
    title: 'Transaction webhooks',
    text: 'We send a webhook when a transaction changes: paid, refunded, canceled.',
    code: 'app.post("/webhooks", verifySignature)',
  }),
  doc({
    pageUrl: '/en/docs/webhook/transaction',
    anchor: 'refunds',
    title: 'Transaction webhooks',
    headings: ['Refunds'],
    text: 'A refund sends transaction.refunded.',
  }),
  doc({
    pageUrl: '/en/docs/api/refund-transaction',
    title: 'Refund a transaction',
    section: 'api',
    method: 'POST',
    path: '/transactions/{id}/refund',
    api: 'POST refundTransaction Refund a transaction id amount reason',
    text: 'Refunds all or part of a paid transaction.',
  }),
  doc({
    pageUrl: '/en/docs/api/get-balance',
    title: 'Get the wallet balance',
    section: 'api',
    method: 'GET',
    path: '/wallet/balance',
    api: 'GET getBalance Get the wallet balance',
    text: 'Returns the available and blocked balance.',
  }),
];

const index = SearchIndex.build('en', documents);
const urls = (query: string, options = {}) =>
  index.search({ query, ...options }).hits.map((h) => h.url);

describe('search engine', () => {
  it('ranks a page with a searchWeight below 1 under an equal page without one', () => {
    const twin = (pageUrl: string, weight?: number) =>
      doc({
        pageUrl,
        title: 'Chargebacks',
        text: 'A chargeback takes the amount back from your balance.',
        ...(weight !== undefined ? { weight } : {}),
      });
    const search = (docs: SearchDocument[]) =>
      SearchIndex.build('en', docs)
        .search({ query: 'chargeback' })
        .hits.map((h) => h.url);
    // Same text: the summary page (weight 0.6) comes second whatever the order of the index.
    expect(
      search([twin('/en/docs/guides/going-live', 0.6), twin('/en/docs/webhook/transaction')]),
    ).toEqual(['/en/docs/webhook/transaction', '/en/docs/guides/going-live']);
    expect(
      search([twin('/en/docs/webhook/transaction'), twin('/en/docs/guides/going-live', 0.6)])[0],
    ).toBe('/en/docs/webhook/transaction');
  });

  it('ranks a title match above body mentions', () => {
    expect(urls('authentication')[0]).toBe('/en/docs/intro/authentication');
    expect(urls('refund')[0]).toBe('/en/docs/api/refund-transaction');
  });

  it('ranks a heading match above a body mention of the same word', () => {
    const hits = urls('rotation');
    expect(hits[0]).toBe('/en/docs/intro/authentication#key-rotation');
  });

  it('matches a pasted path exactly, whatever the parameter is called', () => {
    expect(urls('/transactions/{id}/refund')[0]).toBe('/en/docs/api/refund-transaction');
    expect(urls('/transactions/{transactionId}/refund')[0]).toBe('/en/docs/api/refund-transaction');
    expect(urls('POST /transactions/tr_123abc/refund')[0]).toBe('/en/docs/api/refund-transaction');
  });

  it('matches HTTP methods', () => {
    expect(urls('GET')[0]).toBe('/en/docs/api/get-balance');
    expect(urls('POST refund')[0]).toBe('/en/docs/api/refund-transaction');
  });

  it('matches the last word as a prefix while typing, not once it is complete', () => {
    expect(urls('authent')).toContain('/en/docs/intro/authentication');
    expect(urls('downt')).toContain('/en/docs/intro/authentication#key-rotation');
    expect(urls('downt ')).toEqual([]);
  });

  it('tolerates one typo in words of five letters or more', () => {
    expect(urls('autentication')[0]).toBe('/en/docs/intro/authentication');
    expect(urls('balanse')[0]).toBe('/en/docs/api/get-balance');
    expect(urls('kye ')).toEqual([]);
  });

  it('ranks hits with every word first, and hits with some of the words after them', () => {
    const found = urls('refund leaked');
    expect(found[0]).toBe('/en/docs/intro/authentication#key-rotation');
    // Sections with "refund" alone still compete (all words and any word are ranked together).
    expect(found).toContain('/en/docs/api/refund-transaction');
    expect(urls('balance zzzzqqq')[0]).toBe('/en/docs/api/get-balance');
  });

  it('returns nothing for stop words only or gibberish', () => {
    expect(urls('the of and ')).toEqual([]);
    expect(urls('qwxzv ')).toEqual([]);
  });

  it('filters within or outside a docs section', () => {
    const within = urls('refund', { scope: { mode: 'within', section: 'api' } });
    expect(within).toEqual(['/en/docs/api/refund-transaction']);
    const outside = urls('refund', { scope: { mode: 'outside', section: 'api' } });
    expect(outside.length).toBeGreaterThan(0);
    expect(outside.every((u) => !u.includes('/api/'))).toBe(true);
  });

  it('shows at most perPage hits of a page before the other pages, and caps the total', () => {
    const capped = index.search({ query: 'refund', perPage: 1 });
    const pages = capped.hits.map((h) => h.pageUrl);
    const distinct = new Set(pages).size;
    // One hit per page first; a page's further hits come after every other page's.
    expect(new Set(pages.slice(0, distinct)).size).toBe(distinct);
    expect(pages.length).toBeGreaterThan(distinct);
    expect(index.search({ query: 'refund', limit: 2 }).hits).toHaveLength(2);
    expect(index.search({ query: 'refund', limit: 2 }).total).toBeGreaterThan(2);
  });

  it('reads a method and a path as that operation, not every operation of the method sharing a word', () => {
    const op = (name: string, title: string, path: string) =>
      doc({
        pageUrl: `/en/docs/api/${name}`,
        title,
        section: 'api',
        method: 'GET',
        path,
        api: `GET ${name} id`,
      });
    const reference = SearchIndex.build('en', [
      op('getTransaction', 'Get a transaction', '/transactions/{id}'),
      op('getBalanceTransaction', 'Get a balance transaction', '/wallet/balance-transactions/{id}'),
      op('getChargeback', 'Get a chargeback', '/chargebacks/{id}'),
      doc({
        pageUrl: '/en/docs/start',
        anchor: 'fetch',
        title: 'Getting started',
        headings: ['Fetch the transaction'],
        text: 'Confirm the status with GET /transactions/{id} before releasing the order.',
      }),
    ]);
    const shown = reference.search({ query: 'GET /transactions/{id}' }).hits.map((h) => h.url);
    const place = (url: string) => (shown.includes(url) ? shown.indexOf(url) : shown.length);
    expect(shown[0]).toBe('/en/docs/api/getTransaction');
    // The guide that uses this path comes before operations whose paths only share its words.
    expect(place('/en/docs/start#fetch')).toBeLessThan(place('/en/docs/api/getBalanceTransaction'));
    expect(place('/en/docs/start#fetch')).toBeLessThan(place('/en/docs/api/getChargeback'));
  });

  it("shows another page's hit before a subsection whose parent section is shown already", () => {
    const guide = (anchor: string, headings: string[], text: string) =>
      doc({ pageUrl: '/en/docs/start', anchor, title: 'Getting started', headings, text });
    const nested = SearchIndex.build('en', [
      guide('create', ['Create the Pix charge'], 'Create a Pix charge with a POST.'),
      guide('fee', ['Create the Pix charge', 'Check the fee'], 'The fee of a Pix charge.'),
      doc({
        pageUrl: '/en/docs/api/create',
        title: 'Create a transaction',
        section: 'api',
        text: 'Creates a Pix charge or a card payment.',
      }),
    ]);
    const shown = (perPage: number) =>
      nested.search({ query: 'create pix charge', perPage }).hits.map((h) => h.url);
    // The subsection comes second by score, but the parent's link opens it already.
    expect(shown(Number.POSITIVE_INFINITY).slice(0, 2)).toEqual([
      '/en/docs/start#create',
      '/en/docs/start#fee',
    ]);
    expect(shown(2)).toEqual([
      '/en/docs/start#create',
      '/en/docs/api/create',
      '/en/docs/start#fee',
    ]);
  });

  it('marks the matched words in title, headings and snippet, whatever their form', () => {
    const [hit] = index.search({ query: 'refunds' }).hits.filter((h) => h.url.endsWith('#refunds'));
    expect(hit).toBeDefined();
    const marked = (t: { text: string; marks: [number, number][] }) =>
      t.marks.map(([s, e]) => t.text.slice(s, e));
    expect(marked(hit?.headings[0] ?? { text: '', marks: [] })).toEqual(['Refunds']);
    expect(marked(hit?.snippet ?? { text: '', marks: [] })).toEqual([
      'refund',
      'transaction.refunded',
    ]);
  });

  it("reads a logged endpoint's version and instance IDs as no words: the operation answers", () => {
    const docs = [
      doc({
        pageUrl: '/en/docs/api/capture-transaction',
        title: 'Capture an authorization',
        section: 'api',
        method: 'POST',
        path: '/transactions/{id}/capture',
        api: 'POST captureTransaction id amount',
        text: 'Captures all or part of an authorized card transaction.',
      }),
      doc({
        pageUrl: '/en/docs/intro/cards',
        anchor: 'capture',
        title: 'Card payments',
        headings: ['Authorize now, capture later'],
        text: 'Capture within 7 days.',
        code: 'POST /v2/transactions/{id}/capture { "amount": 500 }',
      }),
    ];
    const first = (query: string) =>
      SearchIndex.build('en', docs).search({ query }).hits[0]?.pageUrl;
    expect(first('/v2/transactions/{id}/capture')).toBe('/en/docs/api/capture-transaction');
    expect(first('POST /v2/transactions/tr_9Zk2x/capture')).toBe(
      '/en/docs/api/capture-transaction',
    );
  });

  it("opens a logged operation's own errors for the status it answered, not any error of that status", () => {
    const errors = '/en/docs/api/errors';
    const entry = (anchor: string, status: string, text: string, answers: string[]) =>
      doc({
        pageUrl: errors,
        anchor,
        title: 'Error codes',
        section: 'api',
        headings: [status, anchor],
        text,
        answers,
      });
    const auth = ['POST /transactions/{}/cancel', 'POST /transactions/{}/capture'];
    const docs = [
      doc({
        pageUrl: errors,
        anchor: 'status-409',
        title: 'Error codes',
        section: 'api',
        headings: ['409 Conflict'],
        text: 'The request conflicts with the state of the resource.',
      }),
      entry(
        'transaction_not_cancelable',
        '409 Conflict',
        '409 The transaction is not in a state that can be canceled: capture transactions are refunded instead.',
        ['409 POST /transactions/{}/cancel'],
      ),
      entry('transaction_not_capturable', '409 Conflict', '409 Not an authorized card payment.', [
        '409 POST /transactions/{}/capture',
      ]),
    ];
    docs.push(
      doc({
        pageUrl: '/en/docs/api/capture',
        title: 'Capture a transaction',
        section: 'api',
        method: 'POST',
        path: '/transactions/{id}/capture',
        text: 'Captures an authorized card payment.',
      }),
    );
    const firstError = (query: string, all = docs) =>
      SearchIndex.build('en', all)
        .search({ query })
        .hits.find((h) => h.pageUrl === errors)?.url;
    expect(firstError('POST /v2/transactions/tr_1Ab2/capture 409')).toBe(
      `${errors}#transaction_not_capturable`,
    );
    expect(firstError('HTTP/1.1 409 Conflict /v2/transactions/tr_1Ab2/capture')).toBe(
      `${errors}#transaction_not_capturable`,
    );
    // No path, or errors every operation answers (401), change nothing.
    expect(firstError('409 canceled refunded')).toBe(`${errors}#transaction_not_cancelable`);
    const withAuth = [
      ...docs,
      entry(
        'invalid_api_key',
        '401 Unauthorized',
        '401 The key is wrong.',
        auth.map((a) => `401 ${a}`),
      ),
      entry(
        'missing_api_key',
        '401 Unauthorized',
        '401 No key was sent.',
        auth.map((a) => `401 ${a}`),
      ),
      doc({
        pageUrl: errors,
        anchor: 'status-401',
        title: 'Error codes',
        section: 'api',
        headings: ['401 Unauthorized'],
        text: 'The API key is missing or wrong: 401.',
      }),
    ];
    expect(firstError('POST /v2/transactions/tr_1Ab2/capture 401', withAuth)).not.toMatch(
      /_api_key$/,
    );
  });

  it('opens the error a log line names with its status, above the operation that answered it', () => {
    const errors = '/en/docs/api/errors';
    const error = (anchor: string, text: string) =>
      doc({
        pageUrl: errors,
        anchor,
        title: 'Error codes',
        section: 'api',
        headings: ['422 Unprocessable Entity', anchor],
        text,
        answers: ['422 POST /cashouts'],
      });
    const docs = [
      doc({
        pageUrl: '/en/docs/api/create-cashout',
        title: 'Create a cash-out',
        section: 'api',
        method: 'POST',
        path: '/cashouts',
        api: 'POST createCashout Create a cash-out amount pix_key',
        text: 'Sends a Pix cash-out to a Pix key. A Pix key that is not valid answers 422 invalid_pix_key.',
      }),
      error('insufficient_balance', '422 The available balance does not cover the cash-out.'),
      error('invalid_pix_key', '422 The Pix key is not in the DICT.'),
    ];
    const first = (query: string) => SearchIndex.build('en', docs).search({ query }).hits[0]?.url;
    expect(first('POST /v2/cashouts 422 invalid_pix_key')).toBe(`${errors}#invalid_pix_key`);
    // Without the code, the operation the line names stays first.
    expect(first('POST /v2/cashouts 422')).toBe('/en/docs/api/create-cashout');
  });

  it('opens the error a pasted error body names by its code, above a guide its message words match', () => {
    const errors = '/en/docs/api/errors';
    const docs = [
      doc({
        pageUrl: '/en/docs/guides/refunds',
        anchor: 'card',
        title: 'Refunds',
        headings: ['Card refunds'],
        text: 'A card refund can be requested within 180 days; after that window the refund has expired and the API answers refund_window_expired.',
      }),
      doc({
        pageUrl: errors,
        anchor: 'refund_window_expired',
        title: 'Error codes',
        section: 'api',
        headings: ['422 Unprocessable Entity', 'refund_window_expired'],
        text: 'The transaction is past its refund window.',
        answers: ['422 POST /transactions/{id}/refund'],
      }),
    ];
    const first = (query: string) => SearchIndex.build('en', docs).search({ query }).hits[0]?.url;
    expect(
      first(
        '{"error":{"code":"refund_window_expired","message":"Card refund window has expired"}}',
      ),
    ).toBe(`${errors}#refund_window_expired`);
    expect(first('error_code=refund_window_expired card refund expired')).toBe(
      `${errors}#refund_window_expired`,
    );
    // Without the code key, the words decide as before.
    expect(first('refund_window_expired card refund window expired')).toBe(
      '/en/docs/guides/refunds#card',
    );
  });

  it("drops a provider's name of several words only when typed together", () => {
    const docs = [
      doc({
        pageUrl: '/en/docs/intro/card-tokenization',
        anchor: 'browser',
        title: 'Card tokenization',
        headings: ['Collecting the card in the browser'],
        text: 'Hosted fields collect the card in the checkout form.',
      }),
      doc({
        pageUrl: '/en/docs/guides/settlement',
        anchor: 'when',
        title: 'Settlement',
        headings: ['When money becomes available'],
        text: 'Mercado rules: a charge pago (paid) today settles in 30 days; pago pago pago.',
      }),
    ];
    const first = (query: string) =>
      SearchIndex.build('pt-BR', docs).search({ query }).hits[0]?.url;
    expect(first('checkout do mercado pago')).toBe('/en/docs/intro/card-tokenization#browser');
    expect(first('checkout igual ao mercado pago')).toBe(
      '/en/docs/intro/card-tokenization#browser',
    );
    // Alone, `pago` is a word of the language.
    expect(first('checkout pago')).toBe('/en/docs/guides/settlement#when');
  });

  it("answers a failed request's wording with the guide that explains its status, a bare status with the catalogue", () => {
    const errors = '/en/docs/api/errors';
    const docs = [
      doc({
        pageUrl: errors,
        anchor: 'status-429',
        title: 'Error codes',
        section: 'api',
        headings: ['429 Too Many Requests'],
        text: 'Too many requests in a short time.',
        weight: 0.6,
      }),
      doc({
        pageUrl: '/en/docs/intro/authentication',
        anchor: 'rate-limits',
        title: 'Authentication',
        headings: ['Rate limits'],
        keywords: 'rate limit 429',
        text: 'The limit is 100 requests per second per key; above it you get a 429. Wait for Retry-After.',
      }),
      doc({
        pageUrl: '/en/docs/guides/going-live',
        title: 'Going live',
        text: 'Check every request: a failed request with an error status code is logged with its response.',
      }),
      doc({
        pageUrl: '/en/docs/intro/authentication',
        anchor: 'error-401',
        title: 'Authentication',
        headings: ['401: who are you?'],
        text: 'The API could not identify a valid key.',
      }),
      doc({
        pageUrl: errors,
        anchor: 'status-401',
        title: 'Error codes',
        section: 'api',
        headings: ['401 Unauthorized'],
        text: 'The key is missing or not valid.',
        weight: 0.6,
      }),
    ];
    const index = SearchIndex.build('en', docs);
    const urls = (query: string) => index.search({ query }).hits.map((h) => h.url);
    expect(urls('Request failed with status code 429')[0]).toBe(
      '/en/docs/intro/authentication#rate-limits',
    );
    expect(urls('AxiosError: Request failed with status code 429')[0]).toBe(
      '/en/docs/intro/authentication#rate-limits',
    );
    expect(urls('429').slice(0, 2)).toEqual([
      `${errors}#status-429`,
      '/en/docs/intro/authentication#rate-limits',
    ]);
    // A section headed by the status is all about it: it stays above the catalogue.
    expect(urls('401')[0]).toBe('/en/docs/intro/authentication#error-401');
  });

  it("keeps a glossary form's score when another section gains questions", () => {
    const base = [
      doc({
        pageUrl: '/en/docs/guides/refunds',
        title: 'Give money back',
        keywords: 'refund',
        text: 'One operation gives money back.',
      }),
      doc({
        pageUrl: '/en/docs/guides/settlement',
        anchor: 'when',
        title: 'Settlement',
        headings: ['When money becomes available'],
        keywords: 'settlement',
        text: 'Card payments settle in 30 days.',
      }),
    ];
    const withQuestions = base.map((d) =>
      d.anchor === 'when'
        ? {
            ...d,
            questions: 'When is my payday? \n How many days until the money is in my account?',
          }
        : d,
    );
    const score = (docs: SearchDocument[]) =>
      SearchIndex.build('en', docs).search({ query: 'refund' }).hits[0]?.score;
    expect(score(withQuestions)).toBe(score(base));
    // The questions are searched.
    expect(SearchIndex.build('en', withQuestions).search({ query: 'payday' }).hits[0]?.url).toBe(
      '/en/docs/guides/settlement#when',
    );
  });

  it('ranks the guide the glossary names for a term above a post whose title names it', () => {
    const docs = [
      doc({
        pageUrl: '/en/blog/infraction-med-webhooks',
        title: 'Infraction webhooks: know about Pix disputes the moment they open',
        section: '',
        date: '2026-03-02',
        text: 'Pix has its own dispute process. Disputes open in the payer bank app.',
      }),
      doc({
        pageUrl: '/en/docs/webhook/infraction',
        title: 'Infraction webhooks (MED)',
        keywords: 'dispute contestation',
        text: 'When a payment you received is disputed, an infraction opens.',
      }),
    ];
    const first = (query: string) =>
      SearchIndex.build('en', docs).search({ query }).hits[0]?.pageUrl;
    expect(first('dispute')).toBe('/en/docs/webhook/infraction');
    // News-like: the post.
    expect(first('new dispute webhooks')).toBe('/en/blog/infraction-med-webhooks');
  });

  it('reads the words after "before" or "antes" as when, not what: the task is the operation named first', () => {
    const operation = (lang: 'en' | 'pt-BR', slug: string, title: string, text: string) =>
      doc({
        pageUrl: `${lang === 'en' ? '/en' : ''}/docs/api/${slug}`,
        title,
        section: 'api',
        method: 'POST',
        path: `/transactions/{id}/${slug}`,
        api: `POST ${slug}Transaction id`,
        text,
      });
    const en = [
      operation(
        'en',
        'capture',
        'Capture a transaction',
        'Captures an authorization, all or part of it, before it expires.',
      ),
      operation(
        'en',
        'cancel',
        'Cancel a transaction',
        'Cancels an authorization: the amount goes back to the buyer.',
      ),
    ];
    const pt = [
      operation(
        'pt-BR',
        'capture',
        'Capturar uma transação',
        'Captura uma autorização, toda ou parte dela.',
      ),
      operation(
        'pt-BR',
        'cancel',
        'Cancelar uma transação',
        'Cancela uma autorização: o valor volta para o comprador.',
      ),
    ];
    const first = (lang: 'en' | 'pt-BR', docs: SearchDocument[], query: string) =>
      SearchIndex.build(lang, docs).search({ query }).hits[0]?.pageUrl;
    expect(first('en', en, 'cancel an authorization before capture')).toBe('/en/docs/api/cancel');
    expect(first('en', en, 'capture an authorization before it expires')).toBe(
      '/en/docs/api/capture',
    );
    expect(first('pt-BR', pt, 'cancelar autorizacao antes da captura')).toBe('/docs/api/cancel');
    // Typed first, the word is what the reader asks about.
    expect(first('en', en, 'before capture')).toBe('/en/docs/api/capture');
  });

  it('finds the word the guides use for a time limit or a duplicate, by the word readers type', () => {
    const en = [
      doc({
        pageUrl: '/en/docs/guides/refunds',
        anchor: 'pix',
        title: 'Refunds',
        headings: ['Pix refund'],
        text: 'The Pix rules allow a refund for a 90-day window after the payment.',
      }),
      doc({
        pageUrl: '/en/docs/guides/refunds',
        anchor: 'card',
        title: 'Refunds',
        headings: ['Card refunds'],
        text: 'A card refund goes back to the card.',
      }),
    ];
    const pt = [
      doc({
        pageUrl: '/docs/guides/refunds',
        anchor: 'pix',
        title: 'Estornos',
        headings: ['Estorno de Pix'],
        text: 'As regras do Pix permitem estornar numa janela de 90 dias.',
      }),
      doc({
        pageUrl: '/docs/webhook/transaction',
        anchor: 'deduplication',
        title: 'Webhooks de transação',
        headings: ['Idempotência e duplicatas'],
        text: 'Guarde o webhook-id: duplicatas não inserem nada.',
      }),
    ];
    const urls = (lang: 'en' | 'pt-BR', docs: SearchDocument[], query: string) =>
      SearchIndex.build(lang, docs)
        .search({ query })
        .hits.map((h) => h.url);
    expect(urls('en', en, 'deadline')).toEqual(['/en/docs/guides/refunds#pix']);
    expect(urls('pt-BR', pt, 'prazo')).toEqual(['/docs/guides/refunds#pix']);
    expect(urls('pt-BR', pt, 'duplicado')).toEqual(['/docs/webhook/transaction#deduplication']);
  });

  it('ranks a dated changelog entry below the guide whose words its heading repeats, unless news is asked', () => {
    const docs = [
      doc({
        pageUrl: '/en/docs/guides/changelog',
        anchor: 'test-cards',
        title: 'Changelog',
        headings: ['Entries', 'MED refunds, and test card numbers for the card fields'],
        date: '2026-11-27',
        weight: 0.6,
        text: 'New sandbox values: Visa and Mastercard test card numbers.',
      }),
      doc({
        pageUrl: '/en/docs/intro/test-data',
        anchor: 'cards',
        title: 'Test data',
        headings: ['Test cards'],
        weight: 0.6,
        text: 'Card numbers for the sandbox: each one forces an outcome.',
      }),
    ];
    const first = (query: string) => SearchIndex.build('en', docs).search({ query }).hits[0]?.url;
    expect(first('sandbox test card numbers')).toBe('/en/docs/intro/test-data#cards');
    expect(first('new test card numbers')).toBe('/en/docs/guides/changelog#test-cards');
  });

  it("answers a glossary term with the guide that explains it, not another guide's section named after it", () => {
    const docs = [
      doc({
        pageUrl: '/en/docs/guides/settlement',
        anchor: 'sandbox',
        title: 'Settlement and reconciliation',
        headings: ['Test it in the sandbox'],
        text: 'In the sandbox, a test card settles its receivable 10 seconds after the payment.',
      }),
      doc({
        pageUrl: '/en/docs/start',
        anchor: 'api-keys',
        title: 'Getting started',
        headings: ['Get your sandbox secret key'],
        text: 'Create a sandbox secret key in the dashboard: the sandbox moves no real money.',
      }),
      doc({
        pageUrl: '/en/docs/glossary',
        anchor: 'term-sandbox',
        title: 'Glossary',
        headings: ['sandbox'],
        text: 'The test environment.',
        weight: 0.25,
        forms: ['sandbox'],
        guide: '/en/docs/start',
      }),
    ];
    const shown = (list: SearchDocument[]) =>
      SearchIndex.build('en', list)
        .search({ query: 'sandbox', limit: 8 })
        .hits.map((h) => h.url)
        .filter((url) => !url.includes('glossary'));
    expect(shown(docs)[0]).toBe('/en/docs/start#api-keys');
    // An operation titled with the term is as much about it: no guide is favoured then.
    const operation = doc({
      pageUrl: '/en/docs/api/create-sandbox-key',
      title: 'Create a sandbox secret key',
      section: 'api',
      method: 'POST',
      text: 'Creates a secret key for the sandbox.',
    });
    const withoutEntry = docs.filter((d) => !d.forms);
    expect(shown([...docs, operation])).toEqual(shown([...withoutEntry, operation]));
  });

  it("reads a post's title as a headline in a news query: the post that names every word first", () => {
    // The post's title names the query among editorial words (2 of its 6), the operation's
    // title names one of its two words; typed as news, the announcement comes first.
    const docs = [
      doc({
        pageUrl: '/en/blog/api-2-0-0',
        title: 'API 2.0.0: Standard Webhooks signatures',
        section: '',
        date: '2026-03-25',
        text: 'Signatures follow Standard Webhooks.',
      }),
      doc({
        pageUrl: '/en/blog/cash-out-api-launch',
        title: 'The cash-out API is live: Pix payouts from your balance',
        section: '',
        date: '2025-05-20',
        text: 'Until today, moving money out of your balance meant a manual transfer in the dashboard. From now on the cash-out API does it: a cash-out sends a Pix transfer from your available balance to any Pix key, with the same authentication and webhooks as the rest of the API.',
      }),
      doc({
        pageUrl: '/en/docs/api/list-cashouts',
        title: 'List cash-outs',
        section: 'api',
        method: 'GET',
        path: '/cashouts',
        api: 'GET listCashouts List cash-outs status created_from created_to',
        text: 'Lists the cash-outs of the account, newest first, paginated by cursor; filter them by status and by creation date. Every list of the API answers the same envelope with data and next_cursor.',
      }),
    ];
    const first = (query: string) =>
      SearchIndex.build('en', docs).search({ query }).hits[0]?.pageUrl;
    expect(first('new cash-out api')).toBe('/en/blog/cash-out-api-launch');
    // Not news: the reference first, as before.
    expect(first('cash-out api')).toBe('/en/docs/api/list-cashouts');
  });

  it("reads a word of the other language as the API's own name: the operation it names first", () => {
    // In Portuguese, `refund` is the operation's path and operationId, while the guide's title
    // says it only through the translation (`estorno`, `devolução`); in English the guide's
    // title is the word as typed and stays first.
    const pt = [
      doc({
        pageUrl: '/docs/guides/refunds',
        title: 'Estornos e devoluções',
        text: 'Estorno de cartão e devolução Pix: quando cada um se aplica e o que muda no saldo.',
      }),
      doc({
        pageUrl: '/docs/guides/refunds',
        anchor: 'full-and-partial',
        title: 'Estornos e devoluções',
        headings: ['Estorno total e parcial'],
        text: 'Um estorno parcial devolve parte do valor; o refunded_amount soma os estornos.',
        code: 'POST /v2/transactions/tr_1/refund { "amount": 500 }',
      }),
      doc({
        pageUrl: '/docs/api/refund-transaction',
        title: 'Estornar uma transação',
        section: 'api',
        method: 'POST',
        path: '/transactions/{id}/refund',
        api: 'POST refundTransaction Estornar uma transação id amount',
        text: 'Estorna toda ou parte de uma transação paga.',
      }),
    ];
    expect(SearchIndex.build('pt-BR', pt).search({ query: 'refund' }).hits[0]?.pageUrl).toBe(
      '/docs/api/refund-transaction',
    );
    const en = [
      doc({
        pageUrl: '/en/docs/guides/refunds',
        title: 'Refunds',
        keywords: 'refund',
        text: 'Card refunds and Pix refunds: when each applies, the refund window, what a refund changes in the balance, and the refund webhooks.',
      }),
      doc({
        pageUrl: '/en/docs/api/refund-transaction',
        title: 'Refund a transaction',
        section: 'api',
        method: 'POST',
        path: '/transactions/{id}/refund',
        api: 'POST refundTransaction Refund a transaction id amount',
        text: 'Refunds all or part of a paid transaction.',
      }),
    ];
    expect(SearchIndex.build('en', en).search({ query: 'refunds' }).hits[0]?.pageUrl).toBe(
      '/en/docs/guides/refunds',
    );
  });

  it("reads an operation title's action as the task: without it, a concept word goes to the guide section that names it", () => {
    const docs = [
      doc({
        pageUrl: '/en/docs/api/get-chargeback',
        title: 'Get a chargeback',
        section: 'api',
        method: 'GET',
        path: '/chargebacks/{id}',
        api: 'GET getChargeback Get a chargeback id',
        text: 'Returns a chargeback: its status, reason, amount and the deadline to answer it.',
      }),
      doc({
        pageUrl: '/en/docs/guides/disputes',
        anchor: 'deadlines',
        title: 'Disputes and chargebacks',
        headings: ['Deadlines by card brand'],
        text: 'Chargeback deadlines depend on the card brand: answer each chargeback before its deadline, or the chargeback is lost.',
      }),
      doc({
        pageUrl: '/en/docs/guides/disputes',
        anchor: 'lifecycle',
        title: 'Disputes',
        headings: ['Chargeback lifecycle'],
        text: 'A chargeback opens, is under review, then is won or lost.',
      }),
    ];
    const first = (query: string) =>
      SearchIndex.build('en', docs).search({ query, limit: 8 }).hits[0]?.url;
    expect(first('chargeback deadlines')).toBe('/en/docs/guides/disputes#deadlines');
    expect(first('chargebak deadlnes')).toBe('/en/docs/guides/disputes#deadlines');
    // With the action typed, the query asks for the operation.
    expect(first('get a chargeback deadline')).toBe('/en/docs/api/get-chargeback');
    // What the operation names whole stays its own.
    expect(first('get chargeback')).toBe('/en/docs/api/get-chargeback');
  });

  it("puts the section whose heading names the query before its page's top part, which sums the page up", () => {
    const docs = [
      doc({
        pageUrl: '/en/docs/intro/3ds',
        title: '3DS authentication',
        text: '3DS authenticates the cardholder with the issuer: a frictionless 3DS flow when the issuer trusts the purchase, a challenge otherwise. Frictionless flows keep conversion high.',
      }),
      doc({
        pageUrl: '/en/docs/intro/3ds',
        anchor: 'flows',
        title: '3DS authentication',
        headings: ['Frictionless or challenge: how the issuer decides'],
        text: 'The issuer decides whether 3DS runs frictionless or with a challenge; the status says which.',
      }),
      doc({
        pageUrl: '/en/docs/intro/3ds',
        anchor: 'eci',
        title: '3DS authentication',
        headings: ['What the ECI tells you'],
        text: 'The ECI value says whether liability shifted.',
      }),
    ];
    const urls = (query: string) =>
      SearchIndex.build('en', docs)
        .search({ query, limit: 8 })
        .hits.map((h) => h.url);
    expect(urls('how to know if 3ds was frictionless').slice(0, 2)).toEqual([
      '/en/docs/intro/3ds#flows',
      '/en/docs/intro/3ds',
    ]);
    // A query the top part names and no heading does keeps the top part first.
    expect(urls('3ds issuer purchase')[0]).toBe('/en/docs/intro/3ds');
  });

  it("puts a guide's section before its page's top part when it covers as much of the query and a word more", () => {
    const guide = SearchIndex.build('en', [
      doc({
        pageUrl: '/en/docs/webhook/cashout',
        title: 'Cash-out webhooks',
        text: 'Paying suppliers from the available balance: a cash-out pays suppliers from the available balance.',
      }),
      doc({
        pageUrl: '/en/docs/webhook/cashout',
        anchor: 'reconciliation',
        title: 'Cash-out webhooks',
        headings: ['Reconciliation'],
        text: 'At the end of the day, compare the events you received with your own records, and check that the balance the wallet reports as available matches what you expect.',
      }),
    ]);
    const urls = (index: SearchIndex, query: string) =>
      index.search({ query, limit: 8 }).hits.map((h) => h.url);
    expect(urls(guide, 'check my available balance before paying suppliers')).toEqual([
      '/en/docs/webhook/cashout#reconciliation',
      '/en/docs/webhook/cashout',
    ]);
    // The words of the page's title alone: the section adds nothing, the top part stays first.
    expect(urls(guide, 'cash-out webhooks')[0]).toBe('/en/docs/webhook/cashout');

    // An operation's top part is its answer: the parts of its form come after it.
    const operation = SearchIndex.build('en', [
      doc({
        pageUrl: '/en/docs/api/cancel-transaction',
        title: 'Cancel a transaction',
        section: 'api',
        method: 'POST',
        path: '/transactions/{id}/cancel',
        api: 'POST cancelTransaction Cancel a transaction',
        text: 'Cancels an authorized card transaction before capture.',
      }),
      doc({
        pageUrl: '/en/docs/api/cancel-transaction',
        anchor: 'parameters',
        title: 'Cancel a transaction',
        section: 'api',
        headings: ['Parameters'],
        text: 'id: the transaction. reason: why it is canceled, shown to the customer.',
      }),
    ]);
    expect(urls(operation, 'cancel a transaction reason')).toEqual([
      '/en/docs/api/cancel-transaction',
      '/en/docs/api/cancel-transaction#parameters',
    ]);
  });

  it("gives a heading's bonus by the query's rare words it names, not its common ones", () => {
    const text = 'Webhooks arrive as events happen; retries can change their order.';
    const docs = [
      doc({
        pageUrl: '/en/docs/guides/refunds',
        anchor: 'webhooks',
        title: 'Refunds',
        headings: ['Webhooks'],
        text,
      }),
      doc({
        pageUrl: '/en/docs/webhook/transaction',
        anchor: 'ordering',
        title: 'Transaction webhooks',
        headings: ['Order and replay'],
        text: `${text} Apply an event in order of its time.`,
      }),
      // Most of the site talks about webhooks: the word says little about a section.
      ...['a', 'b', 'c', 'd', 'e', 'f'].map((page) =>
        doc({
          pageUrl: `/en/docs/other/${page}`,
          title: `Other ${page}`,
          text: 'Webhooks tell your server what changed.',
        }),
      ),
    ];
    const first = (query: string) =>
      SearchIndex.build('en', docs).search({ query, limit: 8 }).hits[0]?.url;
    expect(first('do webhooks arrive in order')).toBe('/en/docs/webhook/transaction#ordering');
    // A heading that names the query's rarer word keeps its full bonus.
    expect(first('refunds webhooks')).toBe('/en/docs/guides/refunds#webhooks');
  });

  it('reads a 4-letter word the index does not know as one edit from one it knows', () => {
    const docs = [
      doc({
        pageUrl: '/en/docs/intro/test-data',
        anchor: 'cards',
        title: 'Test data',
        headings: ['Test cards'],
        text: 'Card numbers that approve, decline or ask for 3DS in the sandbox.',
      }),
      doc({
        pageUrl: '/en/docs/guides/cart',
        title: 'Checkout cart',
        text: 'Keep the cart in your session.',
      }),
    ];
    const urls = (query: string) =>
      SearchIndex.build('en', docs)
        .search({ query, limit: 8 })
        .hits.map((h) => h.url);
    expect(urls('tste cads')[0]).toBe('/en/docs/intro/test-data#cards');
    // A word the index knows is what was meant: `cart` does not find the cards.
    expect(urls('cart')).toEqual(['/en/docs/guides/cart']);
  });

  it('answers a question for a quantity with the guide that states it, not the operation of that action', () => {
    const docs = [
      doc({
        pageUrl: '/en/docs/api/capture',
        title: 'Capture an authorized payment',
        section: 'api',
        method: 'POST',
        path: '/transactions/{id}/capture',
        api: 'POST captureTransaction id amount',
        text: 'Captures an authorized card payment, in full or in part, before the authorization expires.',
      }),
      doc({
        pageUrl: '/en/docs/cards',
        anchor: 'capture',
        title: 'Card capture',
        headings: ['When to capture'],
        text: 'Capture within 7 days: an authorization you do not capture expires and the hold on the card is released. Capture when you ship; a capture may take part of the amount.',
      }),
    ];
    const first = (query: string) =>
      SearchIndex.build('en', docs).search({ query, limit: 8 }).hits[0]?.url;
    expect(first('how long do i have to capture')).toBe('/en/docs/cards#capture');
    // The task itself still opens the operation.
    expect(first('capture an authorized payment')).toBe('/en/docs/api/capture');
  });

  it('gives a near-tie to the page met first in the sidebar', () => {
    const twin = (pageUrl: string, order: number) =>
      doc({
        pageUrl,
        anchor: 'retries',
        title: 'Webhooks',
        headings: ['Retries'],
        text: 'Failed deliveries are retried up to 8 times.',
        order,
      });
    for (const docs of [
      [twin('/en/docs/webhook/cashout', 7), twin('/en/docs/webhook/transaction', 6)],
      [twin('/en/docs/webhook/transaction', 6), twin('/en/docs/webhook/cashout', 7)],
    ]) {
      const hits = SearchIndex.build('en', docs).search({ query: 'retries' }).hits;
      expect(hits.map((h) => h.pageUrl)).toEqual([
        '/en/docs/webhook/transaction',
        '/en/docs/webhook/cashout',
      ]);
    }
  });

  it('answers the same after warming up', () => {
    const warmed = SearchIndex.build('en', documents);
    warmed.warmUp();
    expect(warmed.search({ query: 'refund' }).hits.map((h) => h.url)).toEqual(urls('refund'));
  });

  it('survives a round trip through the index file', () => {
    const reloaded = SearchIndex.load(JSON.parse(JSON.stringify(index.toFile())));
    expect(reloaded.search({ query: 'rotation' }).hits.map((h) => h.url)).toEqual(urls('rotation'));
  });
});
