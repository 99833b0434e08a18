import { describe, expect, it } from 'vitest';
import { glossaryKeywords, sidebarOrder } from '../../plugins/search-index/page-signals';
import { glossary } from '../../shared/glossary';
import { createAnalyzer } from '../../shared/search/analysis/analyzer';
import { markMatches } from '../../shared/search/engine/highlight';

describe('search page signals', () => {
  it("gives a guide the glossary's terms it explains, except those its title names", () => {
    // The disputes guide explains chargebacks and disputes; its title names "dispute".
    const disputes = glossaryKeywords('/docs/guides/disputes', 'en', 'Disputes');
    expect(disputes.get('')?.split(' ')).toEqual(
      expect.arrayContaining(['chargeback', 'contestation']),
    );
    expect(disputes.get('')?.split(' ')).not.toContain('dispute');
    const en = glossaryKeywords('/docs/webhook/infraction', 'en', 'Infraction webhooks (MED)');
    // "MED" is in the title: the title finds it; what the title does not say (its long form,
    // "also called") still finds the guide.
    expect(en.get('')).not.toMatch(/\bMED\b/);
    expect(en.get('')).toMatch(/Special Return Mechanism/);
    const pt = glossaryKeywords('/docs/guides/disputes', 'pt-BR', 'Disputas');
    expect(pt.get('')?.split(' ')).toEqual(expect.arrayContaining(['chargeback', 'contestação']));
    expect(
      glossaryKeywords('/blog/infraction-med-webhooks', 'en', 'Infraction webhooks').size,
    ).toBe(0);
  });

  it('gives the section a term is explained in the status the API answers with for it', () => {
    const sections = [
      { anchor: 'errors', heading: 'Authentication and permission errors' },
      { anchor: 'rate-limits', heading: 'Rate limits' },
    ];
    for (const lang of ['en', 'pt-BR'] as const) {
      const auth = glossaryKeywords('/docs/intro/authentication', lang, 'Authentication', sections);
      expect(auth.get('rate-limits')?.split(' ')).toContain('429');
      expect(auth.get('errors') ?? '').not.toMatch(/429/);
    }
  });

  it('has every status a term carries in its definition, in each language', () => {
    const withStatus = glossary.filter((entry) => entry.status !== undefined);
    expect(withStatus.map((entry) => entry.id)).toContain('rate-limit');
    for (const entry of withStatus) {
      for (const text of Object.values(entry.definition))
        expect(text).toContain(`\`${entry.status}\``);
    }
  });

  it("gives every form of a term: the other language, the avoided forms, other providers' names", () => {
    const en = glossaryKeywords('/docs/intro/authentication', 'en', 'Authentication');
    // "publishable key" is a form to avoid for "public key"; "chave pública" its Portuguese name.
    expect(en.get('')).toMatch(/publishable key/);
    expect(en.get('')).toMatch(/chave pública/);
    const start = glossaryKeywords('/docs/intro/getting-started', 'en', 'Getting started', [
      { anchor: 'payment-methods', heading: 'Payment methods' },
    ]);
    expect(start.get('')).toMatch(/PaymentIntent/);
    // A term whose guide names a section goes there.
    expect(start.get('payment-methods')).toMatch(/boleto/);
  });

  it("maps other providers' names and the other language's compounds onto the section that explains", () => {
    const pt = glossaryKeywords('/docs/intro/card-tokenization', 'pt-BR', 'Tokenização de cartão', [
      { anchor: 'capture', heading: 'Autorizar agora, capturar depois' },
      { anchor: 'saved-cards', heading: 'Sem cartões salvos nem cobranças recorrentes' },
    ]);
    // Stripe's and Adyen's names for a manual capture, and the English compound, which the
    // term table (one word to one word) does not carry.
    expect(pt.get('capture')).toMatch(/capture_method/);
    expect(pt.get('capture')).toMatch(/pre-authorization/);
    expect(pt.get('saved-cards')).toMatch(/SetupIntent/);
  });

  it('puts a term on the section whose heading names it', () => {
    const sections = [
      { anchor: 'statuses', heading: 'Authentication statuses' },
      { anchor: 'liability-shift', heading: 'Transferência de responsabilidade na prática' },
    ];
    const pt = glossaryKeywords(
      '/docs/intro/3ds-authentication',
      'pt-BR',
      'Autenticação 3DS',
      sections,
    );
    // The heading names the term: its other forms (the English name) go with it.
    expect(pt.get('liability-shift')).toMatch(/liability shift/);
    expect(pt.get('') ?? '').not.toMatch(/liability shift|responsabilidade/);
  });

  it('orders the pages as the docs sidebar does', () => {
    const transaction = sidebarOrder('/docs/webhook/transaction');
    const cashout = sidebarOrder('/docs/webhook/cashout');
    expect(transaction).toBeTypeOf('number');
    expect(cashout).toBeGreaterThan(transaction ?? Number.POSITIVE_INFINITY);
    expect(sidebarOrder('/docs/intro/getting-started')).toBe(0);
    expect(sidebarOrder('/blog/cash-out-api-launch')).toBeUndefined();
  });
});

describe('search highlighting', () => {
  const marked = (text: string, terms: string[], lang: 'en' | 'pt-BR' = 'pt-BR') => {
    const { marks } = markMatches(text, new Set(terms), createAnalyzer(lang));
    return marks.map(([s, e]) => text.slice(s, e));
  };

  it('marks accented, plural, camelCase and path forms, and only those', () => {
    const analyzer = createAnalyzer('pt-BR');
    const terms = [...analyzer.termsOf('transação'), ...analyzer.termsOf('/transactions/{id}')];
    expect(
      marked(
        'Ética: as Transações e a transacao, o transactionId e POST /transactions/{id}; nada mais.',
        [...terms, ...analyzer.termsOf('ética'), ...analyzer.termsOf('transaction')],
      ),
    ).toEqual(['Ética', 'Transações', 'transacao', 'transactionId', '/transactions/{id}']);
  });

  it('marks words whose stem changes their last letter', () => {
    const en = createAnalyzer('en');
    expect(marked('Our policies, and a policy.', en.termsOf('policy'), 'en')).toEqual([
      'policies',
      'policy',
    ]);
  });
});
