import { describe, expect, it } from 'vitest';
import { createAnalyzer } from '../../shared/search/analysis/analyzer';
import { fold } from '../../shared/search/analysis/fold';
import { singularizePortuguese } from '../../shared/search/analysis/languages/pt-BR';
import { normalizePath } from '../../shared/search/analysis/normalize-path';
import { scanTokens } from '../../shared/search/analysis/scan-tokens';

const pt = createAnalyzer('pt-BR');
const en = createAnalyzer('en');

/** The terms a whole text is indexed under. */
function indexTerms(analyzer: typeof pt, text: string): Set<string> {
  return new Set(analyzer.tokenize(text).flatMap((t) => analyzer.termsOf(t)));
}

/** True when a query word shares an index term with a written word. */
function meets(analyzer: typeof pt, query: string, written: string): boolean {
  const terms = indexTerms(analyzer, written);
  return analyzer.termsOf(query).some((t) => terms.has(t));
}

describe('folding', () => {
  it('lower-cases and strips accents and cedillas', () => {
    expect(fold('Autenticação')).toBe('autenticacao');
    expect(fold('TRANSAÇÕES')).toBe('transacoes');
    expect(fold('Código-fonte à vista')).toBe('codigo-fonte a vista');
  });

  it('unaccented queries meet accented words', () => {
    expect(meets(pt, 'autenticacao', 'Autenticação')).toBe(true);
    expect(meets(pt, 'transacao', 'a transação')).toBe(true);
    expect(meets(pt, 'cartao', 'Cartão')).toBe(true);
    expect(meets(pt, 'idempotencia', 'Idempotência')).toBe(true);
  });
});

describe('Portuguese stemming and plurals', () => {
  it('reduces plurals to the singular (RSLP rules)', () => {
    expect(singularizePortuguese('transacoes')).toBe('transacao');
    expect(singularizePortuguese('cartoes')).toBe('cartao');
    expect(singularizePortuguese('credenciais')).toBe('credencial');
    expect(singularizePortuguese('itens')).toBe('item');
    expect(singularizePortuguese('valores')).toBe('valor');
    expect(singularizePortuguese('chaves')).toBe('chave');
    expect(singularizePortuguese('status')).toBe('status');
    expect(singularizePortuguese('mais')).toBe('mais');
  });

  it.each([
    ['transações', 'transação'],
    ['transacoes', 'transação'],
    ['transação', 'transações'],
    ['cartões', 'cartão'],
    ['estornos', 'estorno'],
    ['estornar', 'estorno'],
    ['autenticar', 'autenticação'],
    ['credenciais', 'credencial'],
    ['pagamentos', 'pagamento'],
    ['assinaturas', 'assinatura'],
    ['tokenizar', 'tokenização'],
    ['saques', 'saque'],
  ])('%s meets %s', (query, written) => {
    expect(meets(pt, query, written)).toBe(true);
  });

  it('keeps unrelated words apart', () => {
    expect(meets(pt, 'saldo', 'saque')).toBe(false);
    expect(meets(pt, 'chave', 'cartão')).toBe(false);
  });
});

describe('English stemming', () => {
  it.each([
    ['refunds', 'refund'],
    ['refunded', 'refund'],
    ['refunding', 'refunds'],
    ['transactions', 'transaction'],
    ['authenticate', 'authentication'],
    ['webhooks', 'webhook'],
    ['signatures', 'signature'],
    ['statuses', 'status'],
    ['cashouts', 'cash-out'],
  ])('%s meets %s', (query, written) => {
    expect(meets(en, query, written)).toBe(true);
  });
});

describe('stop words', () => {
  it('drops common words from the index and queries', () => {
    expect(pt.termsOf('para')).toEqual([]);
    expect(pt.termsOf('não')).toEqual([]);
    expect(pt.termsOf('nao')).toEqual([]);
    expect(en.termsOf('the')).toEqual([]);
    expect(en.termsOf('what')).toEqual([]);
    expect(indexTerms(pt, 'Como criar uma cobrança')).not.toContain('como');
  });

  it('are per language: "do" is a Portuguese stop word, "post" no stop word anywhere', () => {
    expect(pt.isStopWord('do')).toBe(true);
    expect(en.termsOf('post')).toContain('post');
    expect(pt.termsOf('POST')).toContain('post');
    expect(en.termsOf('GET')).toContain('get');
  });
});

describe('tokens developers paste', () => {
  it('keeps endpoint paths whole, parameters normalised', () => {
    const tokens = scanTokens('Call POST /transactions/{id}/refund now');
    expect(tokens.map((t) => [t.kind, t.text])).toEqual([
      ['word', 'Call'],
      ['word', 'POST'],
      ['path', '/transactions/{id}/refund'],
      ['word', 'now'],
    ]);
    expect(normalizePath('/transactions/{transactionId}/refund')).toBe('/transactions/{}/refund');
    expect(normalizePath('/transactions/tr_8Kp2mQ7x/refund/')).toBe('/transactions/{}/refund');
    expect(normalizePath('transactions/:id/refund')).toBe('/transactions/{}/refund');
  });

  it('reads the path of a full URL and indexes it with and without the version', () => {
    const terms = indexTerms(en, 'curl https://api.acmepay.example/v2/transactions/123?limit=5');
    expect(terms).toContain('/v2/transactions/{}');
    expect(terms).toContain('/transactions/{}');
    expect(terms).toContain('acmepay');
    expect(terms).toContain('transactions');
  });

  it('indexes compounds whole and by their parts', () => {
    const terms = indexTerms(en, 'Send the Idempotency-Key header with sk_test_ keys');
    expect(terms).toContain('idempotencykey');
    expect(terms).toContain('idempotency');
    expect(terms).toContain('sk_test');
    expect(indexTerms(en, 'transaction.partially_refunded')).toContain(
      'transaction.partially_refunded',
    );
  });

  it('splits camelCase identifiers', () => {
    const terms = indexTerms(en, 'transactionId');
    expect(terms).toContain('transactionid');
    expect(terms).toContain('transaction');
  });

  it('does not take dates or and/or for paths', () => {
    expect(scanTokens('on 11/21/2026').some((t) => t.kind === 'path')).toBe(false);
    expect(scanTokens('and/or').some((t) => t.kind === 'path')).toBe(false);
  });
});

describe('synonyms', () => {
  it('expands a query word to its group, through stems', () => {
    expect(pt.synonymTerms('estornos')).toContain('reembols');
    expect(pt.synonymTerms('credenciais')).toContain('chave');
    expect(en.synonymTerms('payouts')).toContain('cashout');
    expect(en.synonymTerms('transaction')).toEqual([]);
  });
});
