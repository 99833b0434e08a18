/**
 * The search ranking set: queries written the way readers type them (no
 * accents, plurals, verb forms, typos, pasted paths and methods), each with
 * the page it must return first (`first`) or among the 8 suggestions.
 * Used by tests/contract/search-ranking.test.ts (against the built index) and by
 * the bench (query latency over the whole set).
 *
 * `page` is locale-free; a page ending in `/` matches any page under it.
 */
import type { Lang } from '../../config/locales';

export interface RankingQuery {
  query: string;
  page: string;
  first?: boolean;
  /**
   * Among the first `top` pages: where the page that explains comes first
   * (the guide the glossary names) and this one, which lists, right after it.
   */
  top?: number;
}

/** Queries on the guides (and the blog: it is searched too, ranked below the docs). */
export const guideQueries: Record<Lang, RankingQuery[]> = {
  en: [
    { query: 'authentication', page: '/docs/intro/authentication', first: true },
    { query: 'autentication', page: '/docs/intro/authentication', first: true },
    { query: 'api key', page: '/docs/intro/authentication', first: true },
    { query: 'secret key', page: '/docs/intro/authentication' },
    { query: 'rotate keys', page: '/docs/intro/authentication', first: true },
    { query: 'key rotation', page: '/docs/intro/authentication', first: true },
    { query: 'leaked key', page: '/docs/intro/authentication', first: true },
    { query: '401', page: '/docs/intro/authentication', first: true },
    // The error catalogue's entry answers a bare status first; the guide follows.
    { query: '403 forbidden', page: '/docs/api/errors', first: true },
    { query: 'rate limit', page: '/docs/intro/authentication', first: true },
    { query: '429', page: '/docs/api/errors', first: true },
    { query: '429', page: '/docs/intro/authentication' },
    { query: 'Authorization: Bearer', page: '/docs/intro/authentication', first: true },
    { query: 'sk_test', page: '/docs/intro/getting-started', first: true },
    { query: 'sandbox', page: '/docs/intro/getting-started' },
    { query: 'getting started', page: '/docs/intro/getting-started', first: true },
    { query: 'glossary', page: '/docs/reference/glossary', first: true },
    { query: 'pix qr code', page: '/docs/intro/getting-started', first: true },
    { query: 'copia e cola', page: '/docs/intro/getting-started', first: true },
    { query: 'create pix charge', page: '/docs/intro/getting-started', first: true },
    { query: 'base url', page: '/docs/intro/getting-started', first: true },
    { query: 'environments', page: '/docs/intro/getting-started' },
    { query: 'tokenize card', page: '/docs/intro/card-tokenization', first: true },
    { query: 'card tokenization', page: '/docs/intro/card-tokenization', first: true },
    { query: 'tokenizing', page: '/docs/intro/card-tokenization', first: true },
    { query: 'tokens expire', page: '/docs/intro/card-tokenization', first: true },
    { query: 'hosted fields', page: '/docs/intro/card-tokenization', first: true },
    { query: 'installments', page: '/docs/intro/card-tokenization' },
    { query: 'declined card', page: '/docs/intro/card-tokenization', first: true },
    { query: '3ds', page: '/docs/intro/3ds-authentication' },
    { query: '3-d secure', page: '/docs/intro/3ds-authentication', first: true },
    { query: 'challenge flow', page: '/docs/intro/3ds-authentication', first: true },
    { query: 'frictionless', page: '/docs/intro/3ds-authentication', first: true },
    { query: 'liability shift', page: '/docs/intro/3ds-authentication', first: true },
    { query: 'eci', page: '/docs/intro/3ds-authentication', first: true },
    { query: 'webhook signature', page: '/docs/webhook/transaction', first: true },
    { query: 'verify signature node', page: '/docs/webhook/transaction', first: true },
    { query: 'hmac', page: '/docs/webhook/transaction' },
    { query: 'signatures', page: '/docs/webhook/transaction' },
    { query: 'webhoks', page: '/docs/webhook/transaction' },
    { query: 'retries', page: '/docs/webhook/transaction' },
    { query: 'idempotency', page: '/docs/webhook/transaction' },
    { query: 'duplicate events', page: '/docs/webhook/transaction' },
    { query: 'transaction.paid', page: '/docs/webhook/transaction', first: true },
    // The guide that explains partial refunds first; the event's own entry among the first three.
    { query: 'partially refunded', page: '/docs/guides/refunds', first: true },
    { query: 'partially refunded', page: '/docs/webhook/transaction', top: 3 },
    { query: 'refunds', page: '/docs/webhook/transaction' },
    { query: 'refunded', page: '/docs/webhook/transaction' },
    { query: 'delivery status', page: '/docs/webhook/transaction' },
    { query: 'cashout failed', page: '/docs/webhook/cashout', first: true },
    { query: 'cash out', page: '/docs/webhook/cashout' },
    { query: 'payout', page: '/docs/webhook/cashout', first: true },
    { query: 'cashout.completed', page: '/docs/webhook/cashout', first: true },
    { query: 'reconciliation', page: '/docs/webhook/cashout', first: true },
    { query: 'POST /cashouts', page: '/docs/webhook/cashout' },
    { query: 'infraction', page: '/docs/webhook/infraction', first: true },
    { query: 'med', page: '/docs/webhook/infraction', first: true },
    { query: 'blocked balance', page: '/docs/webhook/infraction', first: true },
    { query: 'infraction deadlines', page: '/docs/webhook/infraction', first: true },
    { query: '/transactions/{id}/refund', page: '/docs/webhook/transaction' },
    { query: 'GET /transactions/{id}', page: '/docs/intro/getting-started' },
    { query: 'tls deprecation', page: '/blog/tls-and-http-webhooks-deprecation' },
    { query: 'plain http webhooks', page: '/blog/tls-and-http-webhooks-deprecation' },
    // The integrator pages: going live, the changelog, errors, test data.
    { query: 'pix devolucao', page: '/docs/guides/refunds' },
    { query: 'refund while MED infraction open', page: '/docs/guides/refunds' },
    { query: 'refund_window_expired', page: '/docs/api/errors' },
    { query: 'error codes', page: '/docs/api/errors' },
    { query: 'going live checklist', page: '/docs/guides/going-live', first: true },
    { query: 'breaking change', page: '/docs/guides/changelog' },
    { query: 'deprecation policy', page: '/docs/guides/changelog' },
  ],
  'pt-BR': [
    { query: 'autenticacao', page: '/docs/intro/authentication', first: true },
    { query: 'autenticação', page: '/docs/intro/authentication', first: true },
    { query: 'autenticaçao', page: '/docs/intro/authentication', first: true },
    { query: 'autenticar', page: '/docs/intro/authentication', first: true },
    { query: 'chave de api', page: '/docs/intro/authentication', first: true },
    { query: 'chaves de api', page: '/docs/intro/authentication', first: true },
    { query: 'chave secreta', page: '/docs/intro/authentication' },
    { query: 'rotacao de chaves', page: '/docs/intro/authentication', first: true },
    { query: 'rotacionar chave', page: '/docs/intro/authentication', first: true },
    { query: 'chave vazada', page: '/docs/intro/authentication', first: true },
    { query: 'vazamento de chave', page: '/docs/intro/authentication', first: true },
    { query: '401', page: '/docs/intro/authentication', first: true },
    { query: 'erro 403', page: '/docs/intro/authentication', first: true },
    { query: 'limite de requisicoes', page: '/docs/intro/authentication', first: true },
    { query: '429', page: '/docs/api/errors', first: true },
    { query: '429', page: '/docs/intro/authentication' },
    { query: 'credenciais', page: '/docs/intro/authentication', first: true },
    { query: 'sandbox', page: '/docs/intro/getting-started' },
    { query: 'primeiros passos', page: '/docs/intro/getting-started', first: true },
    { query: 'glossario', page: '/docs/reference/glossary', first: true },
    { query: 'cobranca pix', page: '/docs/intro/getting-started', first: true },
    { query: 'criar cobrança pix', page: '/docs/intro/getting-started', first: true },
    { query: 'qr code', page: '/docs/intro/getting-started', first: true },
    { query: 'copia e cola', page: '/docs/intro/getting-started', first: true },
    { query: 'ambientes', page: '/docs/intro/getting-started' },
    { query: 'url base', page: '/docs/intro/getting-started', first: true },
    { query: 'tarifa', page: '/docs/intro/getting-started' },
    { query: 'tokenizacao', page: '/docs/intro/card-tokenization', first: true },
    { query: 'tokenizar cartao', page: '/docs/intro/card-tokenization', first: true },
    { query: 'cartoes', page: '/docs/intro/card-tokenization', first: true },
    { query: 'parcelas', page: '/docs/intro/card-tokenization', first: true },
    { query: 'recusa', page: '/docs/intro/card-tokenization', first: true },
    { query: 'cartao recusado', page: '/docs/intro/card-tokenization', first: true },
    { query: 'campos hospedados', page: '/docs/intro/card-tokenization', first: true },
    { query: '3ds', page: '/docs/intro/3ds-authentication' },
    { query: 'autenticacao 3ds', page: '/docs/intro/3ds-authentication', first: true },
    { query: 'desafio', page: '/docs/intro/3ds-authentication', first: true },
    { query: 'sem atrito', page: '/docs/intro/3ds-authentication', first: true },
    { query: 'eci', page: '/docs/intro/3ds-authentication', first: true },
    { query: 'liability shift', page: '/docs/intro/3ds-authentication', first: true },
    { query: 'assinatura do webhook', page: '/docs/webhook/transaction', first: true },
    { query: 'verificar assinatura', page: '/docs/webhook/transaction', first: true },
    { query: 'assinaturas', page: '/docs/webhook/transaction' },
    { query: 'hmac', page: '/docs/webhook/transaction' },
    { query: 'webhok', page: '/docs/webhook/transaction' },
    { query: 'novas tentativas', page: '/docs/webhook/transaction' },
    { query: 'idempotencia', page: '/docs/webhook/transaction' },
    { query: 'duplicatas', page: '/docs/webhook/transaction' },
    { query: 'transacoes', page: '/docs/webhook/transaction' },
    { query: 'transaçoes', page: '/docs/webhook/transaction' },
    { query: 'transação paga', page: '/docs/webhook/transaction' },
    { query: 'transaction.paid', page: '/docs/webhook/transaction', first: true },
    { query: 'estorno', page: '/docs/guides/refunds', first: true },
    { query: 'estorno', page: '/docs/api/user-transaction-controller-refund-transaction' },
    { query: 'estornos parciais', page: '/docs/webhook/transaction' },
    { query: 'reembolso', page: '/docs/guides/refunds', first: true },
    { query: 'status de entrega', page: '/docs/webhook/transaction' },
    { query: 'saque', page: '/docs/webhook/cashout', first: true },
    { query: 'saques', page: '/docs/webhook/cashout', first: true },
    { query: 'cash-out', page: '/docs/webhook/cashout' },
    { query: 'cashout', page: '/docs/webhook/cashout', first: true },
    { query: 'cash out', page: '/docs/webhook/cashout' },
    { query: 'saque falhou', page: '/docs/webhook/cashout', first: true },
    { query: 'reconciliacao', page: '/docs/webhook/cashout', first: true },
    { query: 'POST /cashouts', page: '/docs/webhook/cashout' },
    { query: 'infracao', page: '/docs/webhook/infraction', first: true },
    { query: 'infrações', page: '/docs/webhook/infraction', first: true },
    { query: 'med', page: '/docs/webhook/infraction', first: true },
    { query: 'saldo bloqueado', page: '/docs/webhook/infraction', first: true },
    { query: 'prazos', page: '/docs/webhook/infraction', first: true },
    { query: '/transactions/{id}/refund', page: '/docs/webhook/transaction' },
    { query: 'GET /transactions/{id}', page: '/docs/intro/getting-started' },
    { query: 'descontinuacao tls', page: '/blog/tls-and-http-webhooks-deprecation' },
    // As páginas do integrador: entrada em produção, changelog, erros, dados de teste.
    { query: 'devolucao pix 90 dias', page: '/docs/guides/refunds' },
    { query: 'estorno parcial cartao', page: '/docs/guides/refunds' },
    { query: 'infraction_open', page: '/docs/api/errors' },
    { query: 'codigos de erro', page: '/docs/api/errors' },
    { query: 'entrada em producao', page: '/docs/guides/going-live' },
    { query: 'mudanca incompativel', page: '/docs/guides/changelog' },
    { query: 'politica de descontinuacao', page: '/docs/guides/changelog' },
  ],
};

/**
 * Queries on the API reference (pages named as in the product spec). They run
 * once the API reference is built: its pages carry the `api` frontmatter the
 * index reads (method, path, operationId, summary, parameters).
 */
export const apiQueries: Record<Lang, RankingQuery[]> = {
  en: [
    {
      query: '/transactions/{id}/refund',
      page: '/docs/api/user-transaction-controller-refund-transaction',
      first: true,
    },
    {
      query: 'POST /transactions/{transactionId}/refund',
      page: '/docs/api/user-transaction-controller-refund-transaction',
      first: true,
    },
    {
      query: 'refund transaction',
      page: '/docs/api/user-transaction-controller-refund-transaction',
    },
    {
      query: 'POST /transactions',
      page: '/docs/api/user-transaction-controller-create-transaction',
    },
    {
      query: 'create transaction',
      page: '/docs/api/user-transaction-controller-create-transaction',
    },
    {
      query: 'GET /transactions/{id}',
      page: '/docs/api/user-transaction-controller-get-transaction',
    },
    { query: 'list transactions', page: '/docs/api/user-transaction-controller-get-transactions' },
    {
      query: '/transactions/fee',
      page: '/docs/api/user-transaction-controller-get-fee',
      first: true,
    },
    {
      query: 'delivery-status',
      page: '/docs/api/user-transaction-controller-update-delivery-status',
    },
    { query: 'wallet balance', page: '/docs/api/user-wallet-controller-get-balance' },
    {
      query: 'GET /wallet/balance',
      page: '/docs/api/user-wallet-controller-get-balance',
      first: true,
    },
    { query: 'POST /cashouts', page: '/docs/api/user-cashout-controller-create' },
    { query: 'GET /cashouts/{id}', page: '/docs/api/user-cashout-controller-get-by-id' },
    // The refunds guide comes first (its title is the word); the operation next.
    { query: 'refunds', page: '/docs/api/user-transaction-controller-refund-transaction' },
    { query: 'refunds', page: '/docs/guides/refunds', first: true },
    {
      query: 'delivery status',
      page: '/docs/api/user-transaction-controller-update-delivery-status',
      first: true,
    },
    { query: 'cash out', page: '/docs/api/user-cashout-controller-*', first: true },
    // The guide the glossary names for the term explains it (first, above); the operation right after.
    { query: 'blocked balance', page: '/docs/api/user-wallet-controller-get-balance', top: 2 },
    { query: 'POST', page: '/docs/api/', first: true },
    { query: 'GET', page: '/docs/api/', first: true },
    // A convention only the API overview explains (no guide covers pagination): found there.
    { query: 'pagination', page: '/docs/api/documentacao-de-api', first: true },
  ],
  'pt-BR': [
    {
      query: '/transactions/{id}/refund',
      page: '/docs/api/user-transaction-controller-refund-transaction',
      first: true,
    },
    {
      query: 'estornar transacao',
      page: '/docs/api/user-transaction-controller-refund-transaction',
    },
    { query: 'criar transação', page: '/docs/api/user-transaction-controller-create-transaction' },
    { query: 'listar transacoes', page: '/docs/api/user-transaction-controller-get-transactions' },
    { query: 'consultar tarifa', page: '/docs/api/user-transaction-controller-get-fee' },
    { query: 'saldo da carteira', page: '/docs/api/user-wallet-controller-get-balance' },
    {
      query: 'GET /wallet/balance',
      page: '/docs/api/user-wallet-controller-get-balance',
      first: true,
    },
    { query: 'criar cash-out', page: '/docs/api/user-cashout-controller-create' },
    { query: 'listar saques', page: '/docs/api/user-cashout-controller-get-all' },
    {
      query: 'status de entrega',
      page: '/docs/api/user-transaction-controller-update-delivery-status',
      first: true,
    },
    // O guia que ensina (primeiros passos, Criar uma cobrança Pix) primeiro; a operação logo depois.
    {
      query: 'criar cobrança pix',
      page: '/docs/api/user-transaction-controller-create-transaction',
      top: 2,
    },
    {
      query: 'estornos parciais',
      page: '/docs/api/user-transaction-controller-refund-transaction',
    },
    { query: 'estornos parciais', page: '/docs/guides/refunds', first: true },
    { query: 'cash-out', page: '/docs/api/user-cashout-controller-*', first: true },
    { query: 'POST', page: '/docs/api/', first: true },
    { query: 'GET', page: '/docs/api/', first: true },
    // As mesmas consultas que as páginas em inglês: método e caminho colados, a operação.
    { query: 'POST /cashouts', page: '/docs/api/user-cashout-controller-create' },
    {
      query: 'GET /transactions/{id}',
      page: '/docs/api/user-transaction-controller-get-transaction',
    },
    { query: 'cash out', page: '/docs/api/user-cashout-controller-*', first: true },
    // A convention only the API overview explains (no guide covers pagination): found there.
    { query: 'paginação', page: '/docs/api/documentacao-de-api', first: true },
  ],
};

const CREATE = '/docs/api/user-transaction-controller-create-transaction';
const CASHOUT = '/docs/api/user-cashout-controller-create';

/**
 * What integrators paste or type when stuck: field paths, enum
 * values, error codes, headers and webhook events (each answered by the
 * field's own anchor), the other language's word, two typos, questions, and
 * news-like queries; the same term in a guide and in a post. Each comes first
 * (`first`) or among the 8.
 */
export const pastedQueries: Record<Lang, RankingQuery[]> = {
  en: [
    // Fields, by path or by name.
    { query: 'pix.qr_code', page: `${CREATE}#response-201.pix.qr_code`, first: true },
    // A recurrence (journey 2) answers with a `qr_code` too, one level up: both are right.
    { query: 'qr_code', page: `${CREATE}#response-201.pix.qr_code`, top: 2 },
    { query: 'customer.document', page: `${CREATE}#body.customer.document`, first: true },
    // The recurrence's `debtor.document.number` ties with it (same words, same depth): the
    // API reference's order (transactions first) breaks the tie.
    { query: 'document.number', page: `${CREATE}#body.customer.document.number`, first: true },
    { query: 'three_ds.eci', page: `${CREATE}#response-201.card.three_ds.eci`, first: true },
    { query: 'refusal_reason', page: `${CREATE}#response-201.refusal_reason`, first: true },
    { query: 'expires_in', page: `${CREATE}#body.pix.expires_in`, first: true },
    {
      query: 'authentication_id',
      page: `${CREATE}#body.card.three_ds.authentication_id`,
      first: true,
    },
    { query: 'pix_key', page: `${CASHOUT}#body.pix_key`, first: true },
    { query: 'end_to_end_id', page: `${CASHOUT}#response-201.end_to_end_id`, first: true },
    // Headers.
    { query: 'Idempotency-Key', page: `${CASHOUT}#header.Idempotency-Key`, first: true },
    {
      query: 'RateLimit-Remaining',
      page: `${CASHOUT}#response-201.header.RateLimit-Remaining`,
      first: true,
    },
    { query: 'X-Request-Id', page: `${CASHOUT}#response-201.header.X-Request-Id`, first: true },
    {
      query: 'webhook-signature',
      page: '/docs/webhook/cashout#cashout.header.webhook-signature',
      first: true,
    },
    // Error codes and enum values.
    { query: 'insufficient_balance', page: '/docs/api/errors#insufficient_balance', first: true },
    {
      query: 'transaction_not_cancelable',
      page: '/docs/api/errors#transaction_not_cancelable',
      first: true,
    },
    { query: 'refused', page: '/docs/webhook/transaction#event.transaction.refused', first: true },
    // Webhook events.
    {
      query: 'transaction.paid',
      page: '/docs/webhook/transaction#event.transaction.paid',
      first: true,
    },
    { query: 'cashout.failed', page: '/docs/webhook/cashout#event.cashout.failed', first: true },
    // The other language's word.
    { query: 'saque', page: '/docs/webhook/cashout', first: true },
    { query: 'devolução', page: '/docs/guides/refunds', first: true },
    {
      query: 'estorno',
      page: '/docs/api/user-transaction-controller-refund-transaction',
      first: true,
    },
    { query: 'cobrança', page: CREATE, first: true },
    { query: 'homologação', page: '/docs/intro/getting-started', first: true },
    // Two typos.
    {
      query: 'cancle paymnet',
      page: '/docs/api/user-transaction-controller-cancel-transaction',
      first: true,
    },
    {
      query: 'refnud transacton',
      page: '/docs/api/user-transaction-controller-refund-transaction',
      first: true,
    },
    { query: 'webhok signatur', page: '/docs/webhook/transaction#verify-signature', first: true },
    // Questions.
    {
      query: 'how do I refund a transaction',
      page: '/docs/api/user-transaction-controller-refund-transaction',
      first: true,
    },
    {
      query: 'how can I cancel a payment',
      page: '/docs/api/user-transaction-controller-cancel-transaction',
      first: true,
    },
    {
      query: 'what is the rate limit',
      page: '/docs/intro/authentication#rate-limits',
      first: true,
    },
    {
      query: 'how to verify webhook signature',
      page: '/docs/webhook/transaction#verify-signature',
      first: true,
    },
    // News-like queries: the newest post; otherwise the guide above the post.
    { query: "what's new", page: '/blog/api-2-0-0', first: true },
    { query: 'new cash-out api', page: '/blog/cash-out-api-launch', first: true },
    { query: '3ds 2.2', page: '/docs/intro/3ds-authentication', first: true },
    // The same term in a guide and in a post: the guide (the glossary's guide for it) first.
    // Disputes have their own guide (chargebacks and MED defences): it answers, not the MED webhooks.
    { query: 'dispute', page: '/docs/guides/disputes', first: true },
    { query: 'disputes', page: '/docs/guides/disputes', first: true },
    { query: 'contestação', page: '/docs/guides/disputes', first: true },
    // More codes, events and headers.
    {
      query: 'refund_window_expired',
      page: '/docs/api/errors#refund_window_expired',
      first: true,
    },
    {
      query: 'infraction.opened',
      page: '/docs/webhook/infraction#event.infraction.opened',
      first: true,
    },
    { query: 'webhook-id', page: '/docs/webhook/cashout#cashout.header.webhook-id', first: true },
    { query: 'what is MED', page: '/docs/webhook/infraction', first: true },
    { query: 'tokenizaton', page: '/docs/intro/card-tokenization', first: true },
  ],
  'pt-BR': [
    { query: 'pix.qr_code', page: `${CREATE}#response-201.pix.qr_code`, first: true },
    // A recurrence (journey 2) answers with a `qr_code` too, one level up: both are right.
    { query: 'qr_code', page: `${CREATE}#response-201.pix.qr_code`, top: 2 },
    { query: 'customer.document', page: `${CREATE}#body.customer.document`, first: true },
    { query: 'document.number', page: `${CREATE}#body.customer.document.number`, first: true },
    { query: 'three_ds.eci', page: `${CREATE}#response-201.card.three_ds.eci`, first: true },
    { query: 'refusal_reason', page: `${CREATE}#response-201.refusal_reason`, first: true },
    { query: 'pix_key', page: `${CASHOUT}#body.pix_key`, first: true },
    { query: 'end_to_end_id', page: `${CASHOUT}#response-201.end_to_end_id`, first: true },
    { query: 'Idempotency-Key', page: `${CASHOUT}#header.Idempotency-Key`, first: true },
    {
      query: 'RateLimit-Remaining',
      page: `${CASHOUT}#response-201.header.RateLimit-Remaining`,
      first: true,
    },
    {
      query: 'webhook-signature',
      page: '/docs/webhook/cashout#cashout.header.webhook-signature',
      first: true,
    },
    { query: 'insufficient_balance', page: '/docs/api/errors#insufficient_balance', first: true },
    {
      query: 'transaction_not_cancelable',
      page: '/docs/api/errors#transaction_not_cancelable',
      first: true,
    },
    {
      query: 'transaction.paid',
      page: '/docs/webhook/transaction#event.transaction.paid',
      first: true,
    },
    { query: 'cashout.failed', page: '/docs/webhook/cashout#event.cashout.failed', first: true },
    // A palavra do outro idioma.
    {
      query: 'refund',
      page: '/docs/api/user-transaction-controller-refund-transaction',
      first: true,
    },
    { query: 'payout', page: '/docs/webhook/cashout', first: true },
    { query: 'withdrawal', page: '/docs/webhook/cashout', first: true },
    // O nome de outro provedor diz de quem é o vocabulário, não o que procurar.
    {
      query: 'regra do radar da stripe bloqueou pagamento',
      page: '/docs/intro/card-tokenization#declines',
      first: true,
    },
    { query: 'stripe elements', page: '/docs/intro/card-tokenization#browser', first: true },
    // As operações cujo título nomeia o termo vêm primeiro (como em "cash-out": consultar e enviar
    // provas); o guia que o explica vem logo depois delas.
    { query: 'chargeback', page: '/docs/guides/disputes', top: 3 },
    { query: 'sandbox', page: '/docs/intro/getting-started', first: true },
    // Dois erros de digitação.
    { query: 'estrono', page: '/docs/guides/refunds', first: true },
    {
      query: 'cancelr pagamneto',
      page: '/docs/api/user-transaction-controller-cancel-transaction',
      first: true,
    },
    { query: 'tokenizacao cartao', page: '/docs/intro/card-tokenization', first: true },
    // Perguntas.
    { query: 'como faço um estorno', page: '/docs/guides/refunds', first: true },
    // Regressão em aberto: os cancelamentos do Pix Automático passam à frente (o título desta
    // operação diz "autorização", não "transação"); ela tem de ficar entre as três primeiras.
    {
      query: 'como cancelar uma transação',
      page: '/docs/api/user-transaction-controller-cancel-transaction',
      top: 3,
    },
    {
      query: 'qual o limite de requisições',
      page: '/docs/intro/authentication#rate-limits',
      first: true,
    },
    {
      query: 'como verificar a assinatura do webhook',
      page: '/docs/webhook/transaction#verify-signature',
      first: true,
    },
    { query: 'o que é MED', page: '/docs/webhook/infraction', first: true },
    // Novidades: o post mais recente.
    { query: 'novidades', page: '/blog/api-2-0-0', first: true },
    { query: 'novo endpoint de tarifa', page: '/blog/fee-query-endpoint', first: true },
    {
      query: 'assinatura webhook',
      page: '/docs/webhook/transaction#verify-signature',
      first: true,
    },
    // O mesmo termo num guia e num post: o guia (o do glossário para o termo) primeiro.
    // As disputas têm o seu guia (chargebacks e defesas do MED): é ele que responde, não os webhooks do MED.
    { query: 'contestação', page: '/docs/guides/disputes', first: true },
    { query: 'disputa', page: '/docs/guides/disputes', first: true },
    { query: 'dispute', page: '/docs/guides/disputes', first: true },
    // Mais códigos, eventos, valores e cabeçalhos (os mesmos das páginas em inglês).
    { query: 'refused', page: '/docs/webhook/transaction#event.transaction.refused', first: true },
    {
      query: 'refund_window_expired',
      page: '/docs/api/errors#refund_window_expired',
      first: true,
    },
    {
      query: 'infraction.opened',
      page: '/docs/webhook/infraction#event.infraction.opened',
      first: true,
    },
    { query: 'X-Request-Id', page: `${CASHOUT}#response-201.header.X-Request-Id`, first: true },
    { query: 'webhook-id', page: '/docs/webhook/cashout#cashout.header.webhook-id', first: true },
    // Mais erros de digitação.
    { query: 'tokenizasao cartaoo', page: '/docs/intro/card-tokenization', first: true },
    { query: 'reconsiliacao saque', page: '/docs/webhook/cashout', first: true },
    { query: 'devolusao pix', page: '/docs/guides/refunds', first: true },
  ],
};
