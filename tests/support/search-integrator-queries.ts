/**
 * The integrator query set, tuning part: queries written the way integrators
 * type when they are stuck, by class, each with the answers a good search
 * gives (a page, or a page's section or field anchor). Written before looking
 * at what the engine returns for them, and scored as the navbar box shows
 * them (8 suggestions): hit@1 when the first suggestion is one of the
 * answers, hit@8 when one of them is among the 8.
 *
 * Its held-out twin (search-integrator-heldout.ts) has other queries of the
 * same classes and is never tuned on: only its aggregate figures are read.
 *
 * Answers name a page and, where it matters, the section (`#anchor`), never
 * the wording: the prose moves under the set. A page without anchor accepts
 * any of its sections.
 */
import type { Lang } from '../../config/locales';

export type QueryClass =
  /** A pasted error body or JSON fragment. */
  | 'pasted'
  /** A line from the integrator's own logs. */
  | 'log'
  /** A question typed in a hurry: lower case, no accents, no punctuation. */
  | 'hurried'
  /** Another provider's word, or something this API does not offer. */
  | 'competitor'
  /** A field path from a payload or a response. */
  | 'field'
  /** Two edits away from the right words. */
  | 'typo'
  /** A task in a few words. */
  | 'task';

export interface IntegratorQuery {
  query: string;
  class: QueryClass;
  /** Locale-free; a page, `page#anchor`, or a prefix of pages ending in `*`. */
  answers: readonly string[];
}

export const CREATE = '/docs/api/user-transaction-controller-create-transaction';
export const CASHOUT = '/docs/api/user-cashout-controller-create';
export const CAPTURE = '/docs/api/user-transaction-controller-capture-transaction';
export const REFUND = '/docs/api/user-transaction-controller-refund-transaction';
export const LIST_TRANSACTIONS = '/docs/api/user-transaction-controller-get-transactions';
export const LIST_CASHOUTS = '/docs/api/user-cashout-controller-get-all';
export const GET_TRANSACTION = '/docs/api/user-transaction-controller-get-transaction';
export const GET_FEE = '/docs/api/user-transaction-controller-get-fee';
export const GET_CASHOUT = '/docs/api/user-cashout-controller-get-by-id';
export const BALANCE = '/docs/api/user-wallet-controller-get-balance';
export const DELIVERY_STATUS = '/docs/api/user-transaction-controller-update-delivery-status';
export const ERRORS = '/docs/api/errors';
export const AUTH = '/docs/intro/authentication';
export const START = '/docs/intro/getting-started';
export const CARDS = '/docs/intro/card-tokenization';
export const THREE_DS = '/docs/intro/3ds-authentication';
export const TEST_DATA = '/docs/intro/test-data';
export const TX_HOOKS = '/docs/webhook/transaction';
export const CASHOUT_HOOKS = '/docs/webhook/cashout';
export const INFRACTION_HOOKS = '/docs/webhook/infraction';
export const REFUNDS = '/docs/guides/refunds';
export const GOING_LIVE = '/docs/guides/going-live';
export const GLOSSARY = '/docs/reference/glossary';
export const CANCEL = '/docs/api/user-transaction-controller-cancel-transaction';
export const DISPUTES = '/docs/guides/disputes';
export const SETTLEMENT = '/docs/guides/settlement';
export const RECURRING = '/docs/guides/recurring-pix';
export const CANCEL_CASHOUT = '/docs/api/user-cashout-controller-cancel';
export const GET_CHARGEBACK = '/docs/api/user-chargeback-controller-get-by-id';
export const SUBMIT_EVIDENCE = '/docs/api/user-chargeback-controller-submit-evidence';
export const SUBMIT_DEFENSE = '/docs/api/user-infraction-controller-submit-defense';
export const ANTICIPATE = '/docs/api/user-anticipation-controller-create';
export const QUOTE_ANTICIPATION = '/docs/api/user-anticipation-controller-quote';
export const GET_ANTICIPATION = '/docs/api/user-anticipation-controller-get-by-id';
export const LIST_RECEIVABLES = '/docs/api/user-receivable-controller-get-all';
export const CREATE_RECURRENCE = '/docs/api/user-recurrence-controller-create';
export const CANCEL_RECURRENCE = '/docs/api/user-recurrence-controller-cancel';
export const SCHEDULE_CHARGE = '/docs/api/user-recurring-charge-controller-schedule';
export const RECURRING_CHARGE_OPS = '/docs/api/user-recurring-charge-controller-*';
export const BALANCE_TRANSACTIONS = '/docs/api/user-wallet-controller-get-balance-transaction*';

/** Where the site says which payment methods exist and what to use instead of the others. */
export const PAYMENT_METHODS = `${START}#payment-methods`;
/** Where the card guide says cards are not stored, and what to do instead. */
export const SAVED_CARDS = `${CARDS}#saved-cards`;

export const WEBHOOK_RETRIES = [
  `${TX_HOOKS}#retries`,
  `${CASHOUT_HOOKS}#retries`,
  `${INFRACTION_HOOKS}#delivery`,
];
const VERIFY_SIGNATURE = [
  `${TX_HOOKS}#verify-signature`,
  `${TX_HOOKS}#verify-library`,
  `${CASHOUT_HOOKS}#verify-signature`,
  `${INFRACTION_HOOKS}#verify-signature`,
];

/**
 * Second batch (tuning part), written from the content of the settlement,
 * disputes and recurring Pix guides and their operations before looking at
 * what the engine returns: three queries per class and language.
 */
const secondBatch: Record<Lang, IntegratorQuery[]> = {
  en: [
    {
      class: 'pasted',
      query: '{"error":{"code":"chargeback_not_open","message":"',
      answers: [`${ERRORS}#chargeback_not_open`, `${DISPUTES}#evidence`],
    },
    {
      class: 'pasted',
      query: '"code": "installment_amount_too_small"',
      answers: [
        `${ERRORS}#installment_amount_too_small`,
        `${SETTLEMENT}#installments`,
        `${CARDS}#installments-and-fees`,
      ],
    },
    {
      class: 'pasted',
      query: 'HTTP/1.1 409 Conflict cashout_not_cancelable',
      answers: [`${ERRORS}#cashout_not_cancelable`, `${CASHOUT_HOOKS}#cancel`],
    },
    {
      class: 'hurried',
      query: 'how long do i have to send chargeback evidence',
      answers: [`${DISPUTES}#deadlines`, `${DISPUTES}#evidence`],
    },
    {
      class: 'hurried',
      query: 'when does card money become available',
      answers: [`${SETTLEMENT}#when`],
    },
    {
      class: 'hurried',
      query: 'who pays the interest on installments',
      answers: [`${SETTLEMENT}#installments`],
    },
    { class: 'competitor', query: 'payout', answers: [CASHOUT_HOOKS, CASHOUT] },
    { class: 'competitor', query: 'capture later', answers: [`${CARDS}#capture`, CAPTURE] },
    { class: 'competitor', query: 'subscription billing', answers: [RECURRING, SAVED_CARDS] },
    {
      class: 'field',
      query: 'debtor.document.number',
      answers: [CREATE_RECURRENCE, `${RECURRING}#authorization`],
    },
    {
      class: 'field',
      query: 'card.installment_financing',
      answers: [`${SETTLEMENT}#installments`, CREATE],
    },
    {
      class: 'field',
      query: 'chargeback.network_reason_code',
      answers: [
        `${DISPUTES}#reason-codes`,
        GET_CHARGEBACK,
        `${CREATE}#response-201.chargeback.network_reason_code`,
      ],
    },
    { class: 'typo', query: 'chargbak deadlnes', answers: [`${DISPUTES}#deadlines`] },
    {
      class: 'typo',
      query: 'anticipaton fee',
      answers: [`${SETTLEMENT}#anticipation`, QUOTE_ANTICIPATION],
    },
    {
      class: 'typo',
      query: 'recuring pix cancelation',
      answers: [`${RECURRING}#cancellation`, CANCEL_RECURRENCE],
    },
    { class: 'task', query: 'cancel a transaction', answers: [CANCEL, `${CARDS}#capture`] },
    {
      class: 'task',
      query: 'submit evidence for a chargeback',
      answers: [SUBMIT_EVIDENCE, `${DISPUTES}#evidence`],
    },
    {
      class: 'task',
      query: 'anticipate receivables',
      answers: [ANTICIPATE, `${SETTLEMENT}#anticipation`],
    },
  ],
  'pt-BR': [
    {
      class: 'pasted',
      query: '{"error":{"code":"chargeback_not_open","message":"',
      answers: [`${ERRORS}#chargeback_not_open`, `${DISPUTES}#evidence`],
    },
    {
      class: 'pasted',
      query: '"code":"invalid_due_date"',
      answers: [`${ERRORS}#invalid_due_date`, `${RECURRING}#scheduling`],
    },
    {
      class: 'pasted',
      query: 'HTTP/1.1 409 Conflict cashout_not_cancelable',
      answers: [`${ERRORS}#cashout_not_cancelable`, `${CASHOUT_HOOKS}#cancel`],
    },
    {
      class: 'hurried',
      query: 'qual o prazo pra mandar provas do chargeback',
      answers: [`${DISPUTES}#deadlines`, `${DISPUTES}#evidence`],
    },
    {
      class: 'hurried',
      query: 'quando o dinheiro do cartao fica disponivel',
      answers: [`${SETTLEMENT}#when`],
    },
    {
      class: 'hurried',
      query: 'quem paga os juros do parcelamento',
      answers: [`${SETTLEMENT}#installments`],
    },
    { class: 'competitor', query: 'transferencia para conta', answers: [CASHOUT_HOOKS, CASHOUT] },
    { class: 'competitor', query: 'capturar depois', answers: [`${CARDS}#capture`, CAPTURE] },
    {
      class: 'competitor',
      query: 'assinatura recorrente no cartao',
      answers: [SAVED_CARDS, RECURRING],
    },
    {
      class: 'field',
      query: 'debtor.document.number',
      answers: [CREATE_RECURRENCE, `${RECURRING}#authorization`],
    },
    {
      class: 'field',
      query: 'card.installment_financing',
      answers: [`${SETTLEMENT}#installments`, CREATE],
    },
    {
      class: 'field',
      query: 'chargeback.network_reason_code',
      answers: [
        `${DISPUTES}#reason-codes`,
        GET_CHARGEBACK,
        `${CREATE}#response-201.chargeback.network_reason_code`,
      ],
    },
    { class: 'typo', query: 'prazso chargebak', answers: [`${DISPUTES}#deadlines`] },
    {
      class: 'typo',
      query: 'antecipaçao taxa',
      answers: [`${SETTLEMENT}#anticipation`, QUOTE_ANTICIPATION],
    },
    {
      class: 'typo',
      query: 'cancelameto recorrencia pix',
      answers: [`${RECURRING}#cancellation`, CANCEL_RECURRENCE],
    },
    { class: 'task', query: 'cancelar transacao cartao', answers: [CANCEL, `${CARDS}#capture`] },
    {
      class: 'task',
      query: 'enviar provas de chargeback',
      answers: [SUBMIT_EVIDENCE, `${DISPUTES}#evidence`],
    },
    {
      class: 'task',
      query: 'antecipar recebiveis',
      answers: [ANTICIPATE, `${SETTLEMENT}#anticipation`],
    },
  ],
};

/**
 * Third batch (tuning part), written in session 5 from the content and the
 * spec before looking at what the engine returns: three queries per class and
 * language, field paths in the spellings clients use (camelCase, brackets).
 */
const thirdBatch: Record<Lang, IntegratorQuery[]> = {
  en: [
    {
      class: 'pasted',
      query:
        '{"error":{"type":"invalid_request_error","code":"transaction_not_capturable","message":"',
      answers: [`${ERRORS}#transaction_not_capturable`, `${CARDS}#capture`],
    },
    {
      class: 'pasted',
      query: '"code":"refund_amount_too_large","param":"amount"',
      answers: [`${ERRORS}#refund_amount_too_large`, `${REFUNDS}#full-and-partial`],
    },
    {
      class: 'pasted',
      query: '403 Forbidden {"code":"ip_not_allowed"}',
      answers: [`${ERRORS}#ip_not_allowed`, `${AUTH}#error-403`],
    },
    {
      class: 'log',
      query: 'ERROR 2026-11-27T10:02:11Z POST /v2/cashouts 422 invalid_pix_key',
      answers: [`${ERRORS}#invalid_pix_key`, `${CASHOUT_HOOKS}#create-cashout`],
    },
    {
      class: 'log',
      query: 'webhook-signature header missing, rejecting event',
      answers: VERIFY_SIGNATURE,
    },
    {
      class: 'log',
      query: 'transaction.refused tr_9x2 refusal_reason=insufficient_funds',
      answers: [`${CARDS}#declines`, `${CARDS}#refusals`],
    },
    {
      class: 'hurried',
      query: 'whats the difference between test and live keys',
      answers: [`${AUTH}#key-types`, `${START}#environments`],
    },
    {
      class: 'hurried',
      query: 'do webhooks arrive in order',
      answers: [
        `${TX_HOOKS}#ordering`,
        `${TX_HOOKS}#deduplication`,
        `${CASHOUT_HOOKS}#deduplication`,
      ],
    },
    {
      class: 'hurried',
      query: 'how to know if 3ds was frictionless',
      answers: [`${THREE_DS}#flows`, `${THREE_DS}#statuses`],
    },
    {
      class: 'competitor',
      query: 'capture_method manual',
      answers: [`${CARDS}#capture`, CAPTURE, CREATE],
    },
    { class: 'competitor', query: 'customer object', answers: [CREATE, SAVED_CARDS] },
    {
      class: 'competitor',
      query: 'dispute evidence upload',
      answers: [SUBMIT_EVIDENCE, `${DISPUTES}#evidence`],
    },
    { class: 'field', query: 'card.threeDs.eci', answers: [CREATE, `${THREE_DS}#eci`] },
    {
      class: 'field',
      query: 'pix_key[type]',
      answers: [CASHOUT, `${CASHOUT_HOOKS}#create-cashout`],
    },
    {
      class: 'field',
      query: 'refundedAmount',
      answers: [`${REFUNDS}#full-and-partial`, CREATE, GET_TRANSACTION, REFUND],
    },
    {
      class: 'typo',
      query: 'idempotancy kee reused',
      answers: [`${ERRORS}#idempotency_key_reused`, `${START}#idempotency`],
    },
    { class: 'typo', query: 'tokenizaton lifecyle', answers: [`${CARDS}#token-lifecycle`] },
    { class: 'typo', query: 'webhok signture', answers: VERIFY_SIGNATURE },
    {
      class: 'task',
      query: 'how do I refund part of a payment',
      answers: [`${REFUNDS}#full-and-partial`, REFUND],
    },
    {
      class: 'task',
      query: 'how do I test a declined card',
      answers: [TEST_DATA, `${CARDS}#declines`],
    },
    {
      class: 'task',
      query: 'how do I rotate my api key',
      answers: [`${AUTH}#key-rotation`, `${AUTH}#rotation-procedure`],
    },
  ],
  'pt-BR': [
    {
      class: 'pasted',
      query: '{"error":{"code":"transaction_not_capturable"',
      answers: [`${ERRORS}#transaction_not_capturable`, `${CARDS}#capture`],
    },
    {
      class: 'pasted',
      query: '"code":"refund_amount_too_large","param":"amount"',
      answers: [`${ERRORS}#refund_amount_too_large`, `${REFUNDS}#full-and-partial`],
    },
    {
      class: 'pasted',
      query: '403 Forbidden {"code":"ip_not_allowed"}',
      answers: [`${ERRORS}#ip_not_allowed`, `${AUTH}#error-403`],
    },
    {
      class: 'log',
      query: 'erro ao criar saque: 422 invalid_pix_key',
      answers: [`${ERRORS}#invalid_pix_key`, `${CASHOUT_HOOKS}#create-cashout`],
    },
    {
      class: 'log',
      query: 'assinatura do webhook invalida, evento rejeitado',
      answers: VERIFY_SIGNATURE,
    },
    {
      class: 'log',
      query: 'transaction.refused refusal_reason=insufficient_funds',
      answers: [`${CARDS}#declines`, `${CARDS}#refusals`],
    },
    {
      class: 'hurried',
      query: 'qual a diferenca entre chave de teste e producao',
      answers: [`${AUTH}#key-types`, `${START}#environments`],
    },
    {
      class: 'hurried',
      query: 'webhook chega fora de ordem',
      answers: [
        `${TX_HOOKS}#ordering`,
        `${TX_HOOKS}#deduplication`,
        `${CASHOUT_HOOKS}#deduplication`,
      ],
    },
    {
      class: 'hurried',
      query: 'como saber se o 3ds foi sem desafio',
      answers: [`${THREE_DS}#flows`, `${THREE_DS}#statuses`],
    },
    {
      class: 'competitor',
      query: 'capture_method manual',
      answers: [`${CARDS}#capture`, CAPTURE, CREATE],
    },
    { class: 'competitor', query: 'cadastro de cliente', answers: [CREATE, SAVED_CARDS] },
    {
      class: 'competitor',
      query: 'disputa evidencias upload',
      answers: [SUBMIT_EVIDENCE, `${DISPUTES}#evidence`],
    },
    { class: 'field', query: 'card.threeDs.eci', answers: [CREATE, `${THREE_DS}#eci`] },
    {
      class: 'field',
      query: 'pix_key[type]',
      answers: [CASHOUT, `${CASHOUT_HOOKS}#create-cashout`],
    },
    {
      class: 'field',
      query: 'refundedAmount',
      answers: [`${REFUNDS}#full-and-partial`, CREATE, GET_TRANSACTION, REFUND],
    },
    {
      class: 'typo',
      query: 'idempotencai chave reutilizda',
      answers: [`${ERRORS}#idempotency_key_reused`, `${START}#idempotency`],
    },
    { class: 'typo', query: 'ciclo de vdia do tokn', answers: [`${CARDS}#token-lifecycle`] },
    { class: 'typo', query: 'asinatura webhok', answers: VERIFY_SIGNATURE },
    {
      class: 'task',
      query: 'como devolver parte de um pagamento',
      answers: [`${REFUNDS}#full-and-partial`, REFUND],
    },
    {
      class: 'task',
      query: 'como testar cartao recusado',
      answers: [TEST_DATA, `${CARDS}#declines`],
    },
    {
      class: 'task',
      query: 'como trocar a chave de api',
      answers: [`${AUTH}#key-rotation`, `${AUTH}#rotation-procedure`],
    },
  ],
};

/**
 * A field path's answers: the field's own entry (the index has one per
 * field, on the first operation that has it) and the guide section that
 * explains the field.
 */
/**
 * Fourth batch (tuning part), written before running any of it: the way
 * integrators coming from Stripe, Adyen, Mercado Pago or PagSeguro type
 * (their event and object names, SDK field paths, log lines, hurried
 * questions). Five or six per class and language; the other half of the batch
 * is held out of the repository and scored apart.
 */
const fourthBatch: Record<Lang, IntegratorQuery[]> = {
  en: [
    {
      class: 'pasted',
      query: '{"error":{"code":"insufficient_balance","message":"Insufficient balance"',
      answers: [`${ERRORS}#insufficient_balance`, BALANCE, `${CASHOUT_HOOKS}#create-cashout`],
    },
    {
      class: 'pasted',
      query: '"code":"refund_window_expired"',
      answers: [`${ERRORS}#refund_window_expired`, `${REFUNDS}#card`],
    },
    {
      class: 'pasted',
      query: '429 Too Many Requests Retry-After: 2',
      answers: [`${AUTH}#rate-limits`, `${ERRORS}#rate_limit_exceeded`],
    },
    {
      class: 'pasted',
      query: '"status":"refused","refusal_reason":"insufficient_funds"',
      answers: [`${CARDS}#declines`, `${CARDS}#refusals`],
    },
    {
      class: 'pasted',
      query: '"failure_reason":"pix_key_not_found"',
      answers: [
        `${CASHOUT_HOOKS}#payload-failed`,
        `${CASHOUT}#response-201.failure_reason`,
        `${CASHOUT_HOOKS}#lifecycle`,
      ],
    },
    {
      class: 'log',
      query: 'POST /v2/transactions/tr_91x/refund -> 422 refund_amount_too_large',
      answers: [`${ERRORS}#refund_amount_too_large`, `${REFUNDS}#full-and-partial`],
    },
    {
      class: 'log',
      query: 'received transaction.refused for tr_3kd9 reason=do_not_honor',
      answers: [`${CARDS}#declines`, `${TX_HOOKS}#event.transaction.refused`],
    },
    {
      class: 'log',
      query: 'ECONNRESET on POST /v2/cashouts, retrying with the same Idempotency-Key',
      answers: [`${START}#idempotency`, `${START}#retry`],
    },
    {
      class: 'log',
      query: 'infraction.opened received for tr_1 amount blocked',
      answers: [
        `${INFRACTION_HOOKS}#what-to-do`,
        `${INFRACTION_HOOKS}#blocked-balance`,
        `${INFRACTION_HOOKS}#event.infraction.opened`,
      ],
    },
    {
      class: 'log',
      query: 'three_ds.status=challenge_required transaction pending',
      answers: [`${THREE_DS}#statuses`, `${THREE_DS}#flows`],
    },
    {
      class: 'hurried',
      query: 'how long until the pix qr code expires',
      answers: [
        `${CREATE}#body.pix.expires_in`,
        `${START}#create-pix-charge`,
        `${START}#show-qr-code`,
      ],
    },
    {
      class: 'hurried',
      query: 'why am i not getting webhooks',
      answers: [
        `${TX_HOOKS}#delivery`,
        `${TX_HOOKS}#checklist`,
        `${START}#webhook-endpoint`,
        `${GOING_LIVE}#webhooks`,
      ],
    },
    {
      class: 'hurried',
      query: 'when do i get paid for card sales',
      answers: [`${SETTLEMENT}#when`],
    },
    {
      class: 'hurried',
      query: 'whats the difference between cancel and refund',
      answers: [`${REFUNDS}#at-a-glance`, CANCEL],
    },
    { class: 'hurried', query: 'is there a sandbox base url', answers: [`${START}#environments`] },
    {
      class: 'competitor',
      query: 'charge.dispute.created',
      answers: [`${TX_HOOKS}#event.transaction.chargeback`, `${DISPUTES}#chargeback-lifecycle`],
    },
    {
      class: 'competitor',
      query: 'payment_intent.succeeded',
      answers: [
        `${TX_HOOKS}#event.transaction.paid`,
        `${TX_HOOKS}#events`,
        `${TX_HOOKS}#payload-paid`,
      ],
    },
    {
      class: 'competitor',
      query: 'adyen AUTHORISATION notification',
      answers: [`${TX_HOOKS}#event.transaction.authorized`, `${TX_HOOKS}#events`],
    },
    {
      class: 'competitor',
      query: 'customer.subscription.created',
      answers: [RECURRING, CREATE_RECURRENCE],
    },
    {
      class: 'competitor',
      query: 'mercado pago preapproval',
      answers: [RECURRING, CREATE_RECURRENCE],
    },
    {
      class: 'competitor',
      query: 'pagseguro notificationCode',
      answers: [`${TX_HOOKS}#delivery`, TX_HOOKS],
    },
    {
      class: 'field',
      query: 'response.data.refusal_reason',
      answers: [`${CREATE}#response-201.refusal_reason`, `${CARDS}#declines`],
    },
    { class: 'field', query: 'pix_key.type', answers: [`${CASHOUT}#body.pix_key.type`] },
    {
      class: 'field',
      query: 'card.installment_financing',
      answers: [
        `${CREATE}#body.card.installment_financing`,
        `${CREATE}#response-201.card.installment_financing`,
        `${SETTLEMENT}#installments`,
      ],
    },
    {
      class: 'field',
      query: 'balance.blocked',
      answers: [`${BALANCE}#response-200.blocked`, `${INFRACTION_HOOKS}#blocked-balance`],
    },
    {
      class: 'field',
      query: 'recurrence.retry_policy',
      answers: [`${CREATE_RECURRENCE}#body.retry_policy`, `${RECURRING}#retries`],
    },
    {
      class: 'field',
      query: 'data.delivery.tracking_code',
      answers: [`${CREATE}#response-201.delivery.tracking_code`, DELIVERY_STATUS],
    },
    {
      class: 'typo',
      query: 'idempotncy key reusd',
      answers: [`${ERRORS}#idempotency_key_reused`, `${START}#idempotency`],
    },
    {
      class: 'typo',
      query: 'webhok signatre',
      answers: [
        `${TX_HOOKS}#verify-signature`,
        `${TX_HOOKS}#verify-library`,
        `${CASHOUT_HOOKS}#verify-signature`,
        `${INFRACTION_HOOKS}#verify-signature`,
      ],
    },
    { class: 'typo', query: 'tokenise crad', answers: [CARDS, `${CARDS}#browser`] },
    { class: 'typo', query: 'infracton deadlnes', answers: [`${INFRACTION_HOOKS}#deadlines`] },
    { class: 'typo', query: 'sandbx test crads', answers: [TEST_DATA] },
    {
      class: 'task',
      query: 'how do i test a declined card',
      answers: [TEST_DATA, `${CARDS}#declines`],
    },
    {
      class: 'task',
      query: 'rotate api keys without downtime',
      answers: [`${AUTH}#rotation-procedure`, `${AUTH}#key-rotation`],
    },
    {
      class: 'task',
      query: 'respond to a chargeback',
      answers: [`${DISPUTES}#evidence`, SUBMIT_EVIDENCE],
    },
    { class: 'task', query: 'check my available balance', answers: [BALANCE] },
    {
      class: 'task',
      query: 'set up monthly pix billing',
      answers: [RECURRING, CREATE_RECURRENCE, `${RECURRING}#scheduling`],
    },
  ],
  'pt-BR': [
    {
      class: 'pasted',
      query: '{"code":"invalid_pix_key","message":"Chave Pix não encontrada"}',
      answers: [`${ERRORS}#invalid_pix_key`, `${CASHOUT_HOOKS}#create-cashout`],
    },
    {
      class: 'pasted',
      query: '{"error":{"type":"api_error","code":"internal_error"',
      answers: [`${ERRORS}#internal_error`],
    },
    {
      class: 'pasted',
      query: '"code":"capture_amount_too_large","param":"amount"',
      answers: [`${ERRORS}#capture_amount_too_large`, `${CARDS}#capture`],
    },
    {
      class: 'pasted',
      query: '"refund_status":"partially_refunded"',
      answers: [
        `${TX_HOOKS}#payload-partially-refunded`,
        `${REFUNDS}#full-and-partial`,
        `${CREATE}#response-201.refund_status`,
        `${TX_HOOKS}#event.transaction.partially_refunded`,
      ],
    },
    {
      class: 'pasted',
      query: '422 invalid_due_date',
      answers: [`${ERRORS}#invalid_due_date`, SCHEDULE_CHARGE, `${RECURRING}#scheduling`],
    },
    {
      class: 'log',
      query: 'erro ao criar saque: 422 insufficient_balance',
      answers: [`${ERRORS}#insufficient_balance`, `${CASHOUT_HOOKS}#create-cashout`, BALANCE],
    },
    {
      class: 'log',
      query: 'timeout no endpoint do webhook, acme reenviou',
      answers: [
        `${TX_HOOKS}#retries`,
        `${CASHOUT_HOOKS}#retries`,
        `${INFRACTION_HOOKS}#delivery`,
        `${TX_HOOKS}#respond`,
        `${CASHOUT_HOOKS}#respond`,
      ],
    },
    {
      class: 'log',
      query: 'POST /v2/transactions 401 Unauthorized',
      answers: [`${ERRORS}#invalid_api_key`, `${AUTH}#error-401`, `${AUTH}#sending-credentials`],
    },
    {
      class: 'log',
      query: 'transaction.chargeback_updated status=lost',
      answers: [
        `${TX_HOOKS}#event.transaction.chargeback_updated`,
        `${DISPUTES}#chargeback-lifecycle`,
      ],
    },
    {
      class: 'log',
      query: 'X-Request-Id: req_8sd7 500 internal_error',
      answers: [`${ERRORS}#internal_error`],
    },
    {
      class: 'hurried',
      query: 'quanto tempo o qr code pix vale',
      answers: [
        `${CREATE}#body.pix.expires_in`,
        `${START}#create-pix-charge`,
        `${START}#show-qr-code`,
      ],
    },
    {
      class: 'hurried',
      query: 'como saber se o pix foi pago',
      answers: [
        `${START}#receive-webhook`,
        `${TX_HOOKS}#event.transaction.paid`,
        `${START}#fetch-transaction`,
      ],
    },
    { class: 'hurried', query: 'quando cai o dinheiro do cartao', answers: [`${SETTLEMENT}#when`] },
    {
      class: 'hurried',
      query: 'webhook nao esta chegando o que fazer',
      answers: [`${TX_HOOKS}#delivery`, `${TX_HOOKS}#checklist`, `${START}#webhook-endpoint`],
    },
    {
      class: 'hurried',
      query: 'qual a diferenca entre cancelar e estornar',
      answers: [`${REFUNDS}#at-a-glance`, CANCEL],
    },
    {
      class: 'competitor',
      query: 'payment.updated mercado pago',
      answers: [`${TX_HOOKS}#events`, TX_HOOKS],
    },
    {
      class: 'competitor',
      query: 'pagseguro notificationCode',
      answers: [`${TX_HOOKS}#delivery`, TX_HOOKS],
    },
    {
      class: 'competitor',
      query: 'assinatura recorrente preapproval',
      answers: [RECURRING, CREATE_RECURRENCE],
    },
    { class: 'competitor', query: 'split de recebedores marketplace', answers: [PAYMENT_METHODS] },
    {
      class: 'competitor',
      query: 'cob txid pix cobranca imediata',
      answers: [`${START}#create-pix-charge`, CREATE],
    },
    {
      class: 'competitor',
      query: 'repasse para conta bancaria',
      answers: [`${CASHOUT_HOOKS}#create-cashout`, CASHOUT],
    },
    {
      class: 'field',
      query: 'transaction.refusalReason',
      answers: [`${CREATE}#response-201.refusal_reason`, `${CARDS}#declines`],
    },
    {
      class: 'field',
      query: 'debtor.bank_ispb',
      answers: [`${CREATE_RECURRENCE}#body.debtor.bank_ispb`],
    },
    {
      class: 'field',
      query: 'chargeback.network_reason_code',
      answers: [
        `${CREATE}#response-201.chargeback.network_reason_code`,
        `${DISPUTES}#reason-codes`,
        `${GET_CHARGEBACK}#response-200.network_reason_code`,
      ],
    },
    { class: 'field', query: 'body.pix_key.value', answers: [`${CASHOUT}#body.pix_key.value`] },
    { class: 'field', query: 'balance.pending', answers: [`${BALANCE}#response-200.pending`] },
    { class: 'typo', query: 'indempotencia chave', answers: [`${START}#idempotency`] },
    {
      class: 'typo',
      query: 'asinatura do webhok',
      answers: [
        `${TX_HOOKS}#verify-signature`,
        `${TX_HOOKS}#verify-library`,
        `${CASHOUT_HOOKS}#verify-signature`,
        `${INFRACTION_HOOKS}#verify-signature`,
      ],
    },
    { class: 'typo', query: 'contestaçao de chargebak', answers: [DISPUTES] },
    {
      class: 'typo',
      query: 'infraçao med prazo de defessa',
      answers: [`${INFRACTION_HOOKS}#deadlines`, `${DISPUTES}#med-defense`],
    },
    { class: 'typo', query: 'conciliacão diaira', answers: [`${SETTLEMENT}#daily-job`] },
    {
      class: 'task',
      query: 'testar cartao recusado no sandbox',
      answers: [TEST_DATA, `${CARDS}#declines`],
    },
    {
      class: 'task',
      query: 'trocar a chave secreta sem derrubar a api',
      answers: [`${AUTH}#rotation-procedure`, `${AUTH}#key-rotation`],
    },
    {
      class: 'task',
      query: 'enviar documentos de defesa de chargeback',
      answers: [`${DISPUTES}#evidence`, SUBMIT_EVIDENCE],
    },
    { class: 'task', query: 'consultar saldo da conta', answers: [BALANCE] },
    {
      class: 'task',
      query: 'gerar qr code pix',
      answers: [`${START}#create-pix-charge`, `${START}#show-qr-code`, CREATE],
    },
  ],
};

export const integratorQueries: Record<Lang, IntegratorQuery[]> = {
  en: [
    // Pasted errors and JSON.
    {
      class: 'pasted',
      query: '{"error":{"type":"invalid_request_error","code":"refund_window_expired"',
      answers: [`${ERRORS}#refund_window_expired`, `${REFUNDS}#card`, `${REFUNDS}#pix`],
    },
    {
      class: 'pasted',
      query: '"code": "invalid_card_token"',
      answers: [`${ERRORS}#invalid_card_token`, `${CARDS}#token-lifecycle`],
    },
    {
      class: 'pasted',
      query: 'HTTP/1.1 409 Conflict idempotency_key_reused',
      answers: [`${ERRORS}#idempotency_key_reused`],
    },
    {
      class: 'pasted',
      query: '{"code":"live_mode_not_enabled","message":',
      answers: [`${ERRORS}#live_mode_not_enabled`, `${AUTH}#error-403`],
    },
    {
      class: 'pasted',
      query: '429 Too Many Requests Retry-After: 1',
      answers: [`${AUTH}#rate-limits`, `${ERRORS}#rate_limit_exceeded`],
    },
    {
      class: 'pasted',
      query: '"refusal_reason": "do_not_honor"',
      answers: [`${CARDS}#declines`],
    },
    // Log lines.
    {
      class: 'log',
      query: 'POST /v2/transactions 401 Unauthorized',
      answers: [
        `${AUTH}#error-401`,
        `${ERRORS}#status-401`,
        `${ERRORS}#invalid_api_key`,
        `${ERRORS}#missing_api_key`,
      ],
    },
    {
      class: 'log',
      query: 'webhook delivery failed: timeout after 10000ms',
      answers: [`${TX_HOOKS}#respond`, `${CASHOUT_HOOKS}#respond`, ...WEBHOOK_RETRIES],
    },
    {
      class: 'log',
      query: 'signature verification failed: timestamp too old',
      answers: [...VERIFY_SIGNATURE, `${TX_HOOKS}#ordering`],
    },
    {
      class: 'log',
      query: '[webhook] cashout.failed co_8Yt3 failure_reason',
      answers: [CASHOUT_HOOKS],
    },
    {
      class: 'log',
      query: 'WebhookVerificationError: No matching signature found',
      answers: VERIFY_SIGNATURE,
    },
    // Hurried questions.
    { class: 'hurried', query: 'how long do i have to capture', answers: [`${CARDS}#capture`] },
    {
      class: 'hurried',
      query: 'can i refund pix after 90 days',
      answers: [`${REFUNDS}#pix`, `${REFUNDS}#at-a-glance`],
    },
    {
      class: 'hurried',
      query: 'why is my balance blocked',
      answers: [`${INFRACTION_HOOKS}#blocked-balance`],
    },
    { class: 'hurried', query: 'how many webhook retries', answers: WEBHOOK_RETRIES },
    {
      class: 'hurried',
      query: 'which ip do webhooks come from',
      answers: [`${TX_HOOKS}#sender-ips`],
    },
    {
      class: 'hurried',
      query: 'how long is the qr code valid',
      answers: [
        `${START}#create-pix-charge`,
        `${START}#show-qr-code`,
        `${CREATE}#body.pix.expires_in`,
      ],
    },
    // Other providers' words, and what is not offered.
    {
      class: 'competitor',
      query: 'PaymentIntent',
      answers: [CREATE, `${START}#create-pix-charge`, PAYMENT_METHODS, `${GLOSSARY}#cobranca`],
    },
    { class: 'competitor', query: 'boleto', answers: [PAYMENT_METHODS] },
    { class: 'competitor', query: 'debit card', answers: [PAYMENT_METHODS] },
    {
      class: 'competitor',
      query: 'split payment marketplace',
      answers: [PAYMENT_METHODS, `${CASHOUT_HOOKS}#create-cashout`],
    },
    {
      class: 'competitor',
      query: 'charge.succeeded webhook',
      answers: [`${TX_HOOKS}#events`, `${TX_HOOKS}#event.transaction.paid`, TX_HOOKS],
    },
    {
      class: 'competitor',
      query: 'saved cards',
      answers: [SAVED_CARDS, `${CARDS}#token-lifecycle`],
    },
    // Field paths.
    {
      class: 'field',
      query: 'data.pix.end_to_end_id',
      answers: [`${CREATE}#response-201.pix.end_to_end_id`, TX_HOOKS],
    },
    {
      class: 'field',
      query: 'card.three_ds.authentication_id',
      answers: [`${CREATE}#body.card.three_ds.authentication_id`, `${THREE_DS}#transaction`],
    },
    {
      class: 'field',
      query: 'refunds[].end_to_end_id',
      answers: [`${REFUNDS}#pix`, REFUND, `${CREATE}#response-201.refunds.end_to_end_id`],
    },
    {
      class: 'field',
      query: 'chargeback.defense_deadline',
      answers: [TX_HOOKS, `${CREATE}#response-201.chargeback.defense_deadline`],
    },
    {
      class: 'field',
      query: 'pagination.has_more',
      answers: [
        LIST_TRANSACTIONS,
        `${START}#fetch-transaction`,
        `${LIST_CASHOUTS}#response-200.pagination.has_more`,
      ],
    },
    {
      class: 'field',
      query: 'blocked_amount',
      answers: [
        `${INFRACTION_HOOKS}#blocked-balance`,
        `${INFRACTION_HOOKS}#infraction.payload.data.blocked_amount`,
      ],
    },
    // Two typos.
    {
      class: 'typo',
      query: 'idempotncy kye',
      // The getting-started guide's own Idempotency section came after the query was written.
      answers: [
        `${START}#idempotency`,
        `${START}#create-pix-charge`,
        `${START}#retry`,
        `${CASHOUT}#header.Idempotency-Key`,
      ],
    },
    { class: 'typo', query: 'webhok retrys', answers: WEBHOOK_RETRIES },
    { class: 'typo', query: 'liabilty shfit', answers: [`${THREE_DS}#liability-shift`] },
    {
      class: 'typo',
      query: 'card tokenisation expirey',
      answers: [`${CARDS}#token-lifecycle`],
    },
    {
      class: 'typo',
      query: 'refnd windw',
      answers: [
        `${REFUNDS}#at-a-glance`,
        `${REFUNDS}#card`,
        `${REFUNDS}#pix`,
        `${ERRORS}#refund_window_expired`,
      ],
    },
    { class: 'typo', query: 'reconcilation payouts', answers: [`${CASHOUT_HOOKS}#reconciliation`] },
    // Tasks.
    { class: 'task', query: 'launch to production steps', answers: [GOING_LIVE] },
    { class: 'task', query: 'revoke a leaked secret key', answers: [`${AUTH}#leaked-key`] },
    {
      class: 'task',
      query: 'verify webhook signature in python',
      answers: [`${TX_HOOKS}#verify-python`, `${TX_HOOKS}#verify-library`],
    },
    {
      class: 'task',
      query: 'capture part of an authorization',
      answers: [CAPTURE, `${CARDS}#capture`],
    },
    {
      class: 'task',
      query: 'test a declined card in sandbox',
      answers: [`${TEST_DATA}#cards`],
    },
    {
      class: 'task',
      query: 'pay a supplier with pix',
      answers: [CASHOUT, `${CASHOUT_HOOKS}#create-cashout`, CASHOUT_HOOKS],
    },
    { class: 'task', query: 'show pix qr code to customer', answers: [`${START}#show-qr-code`] },
    // Second batch, same classes.
    {
      class: 'hurried',
      query: 'do webhooks arrive in order',
      answers: [
        `${TX_HOOKS}#ordering`,
        `${TX_HOOKS}#deduplication`,
        `${CASHOUT_HOOKS}#deduplication`,
      ],
    },
    {
      class: 'hurried',
      query: 'is the webhook secret different in sandbox',
      answers: [`${TX_HOOKS}#delivery`, `${START}#webhook-endpoint`, `${START}#environments`],
    },
    {
      class: 'hurried',
      query: 'why did the card get declined',
      answers: [`${CARDS}#declines`, `${CARDS}#refusals`],
    },
    {
      class: 'hurried',
      query: 'can i refund more than once',
      answers: [`${REFUNDS}#full-and-partial`],
    },
    {
      class: 'hurried',
      query: 'what currency does the api use',
      answers: [`${START}#environments`],
    },
    {
      class: 'hurried',
      query: 'how long does a med return take',
      answers: [`${INFRACTION_HOOKS}#med-2`, `${INFRACTION_HOOKS}#deadlines`],
    },
    {
      class: 'task',
      query: 'list cashouts changed since yesterday',
      answers: [`${CASHOUT_HOOKS}#reconciliation`, LIST_CASHOUTS],
    },
    { class: 'task', query: 'cancel card authorization', answers: [CANCEL, `${CARDS}#capture`] },
    {
      class: 'task',
      query: 'restrict api key by ip',
      answers: [`${AUTH}#key-types`, `${ERRORS}#ip_not_allowed`],
    },
    {
      class: 'log',
      query: 'Idempotency-Key reused 409',
      answers: [`${ERRORS}#idempotency_key_reused`],
    },
    {
      class: 'log',
      query: 'level=warn msg="webhook retry" attempt=5',
      answers: WEBHOOK_RETRIES,
    },
    {
      class: 'log',
      query: 'POST /v2/transactions/tr_9Lm3/refund 422 refund_amount_too_large',
      answers: [`${ERRORS}#refund_amount_too_large`, `${REFUNDS}#full-and-partial`],
    },
    {
      class: 'pasted',
      query: '{"type":"transaction.chargeback","data":{',
      answers: [`${TX_HOOKS}#event.transaction.chargeback`, `${TX_HOOKS}#events`],
    },
    { class: 'pasted', query: '"status": "challenge_required"', answers: [`${THREE_DS}#statuses`] },
    { class: 'competitor', query: 'recurring payments', answers: [SAVED_CARDS, PAYMENT_METHODS] },
    {
      class: 'competitor',
      query: 'payout to bank account',
      answers: [CASHOUT_HOOKS, CASHOUT],
    },
    {
      class: 'field',
      query: 'three_ds.status',
      answers: [
        `${CREATE}#response-201.card.three_ds.status`,
        `${TX_HOOKS}#transaction.payload.data.card.three_ds.status`,
        `${THREE_DS}#statuses`,
      ],
    },
    {
      class: 'field',
      query: 'webhook-timestamp',
      answers: [
        `${TX_HOOKS}#transaction.header.webhook-timestamp`,
        `${CASHOUT_HOOKS}#cashout.header.webhook-timestamp`,
        `${INFRACTION_HOOKS}#infraction.header.webhook-timestamp`,
        `${TX_HOOKS}#delivery`,
        ...VERIFY_SIGNATURE,
      ],
    },
    {
      class: 'typo',
      query: 'chargebak webook',
      answers: [`${TX_HOOKS}#events`, `${TX_HOOKS}#event.transaction.chargeback`],
    },
    { class: 'typo', query: 'sandbx test cads', answers: [`${TEST_DATA}#cards`] },
    // Third batch, same classes.
    {
      class: 'pasted',
      query: '{"error":{"type":"invalid_request_error","code":"duplicate_external_id","message":"',
      answers: [`${ERRORS}#duplicate_external_id`, `${CASHOUT_HOOKS}#create-cashout`],
    },
    {
      class: 'pasted',
      query: '"code":"transaction_not_paid"',
      answers: [`${ERRORS}#transaction_not_paid`],
    },
    {
      class: 'pasted',
      query: 'HTTP/1.1 403 Forbidden ip_not_allowed',
      answers: [`${ERRORS}#ip_not_allowed`, `${AUTH}#error-403`],
    },
    {
      class: 'pasted',
      query: '"refusal_reason":"fraud_suspected"',
      answers: [`${CARDS}#declines`],
    },
    {
      class: 'log',
      query: 'POST /v2/transactions/tr_1Ab2/capture 409',
      answers: [`${ERRORS}#transaction_not_capturable`, CAPTURE],
    },
    { class: 'log', query: 'webhook endpoint returned 500, will retry', answers: WEBHOOK_RETRIES },
    {
      class: 'log',
      query: 'GET /v2/wallet/balance 401',
      answers: [
        `${AUTH}#error-401`,
        `${ERRORS}#status-401`,
        `${ERRORS}#invalid_api_key`,
        `${ERRORS}#missing_api_key`,
      ],
    },
    {
      class: 'hurried',
      query: 'what is the max installments',
      answers: [
        `${CARDS}#create-transaction`,
        `${CARDS}#installments-and-fees`,
        `${CREATE}#body.card.installments`,
      ],
    },
    {
      class: 'hurried',
      query: 'can i refund a chargeback',
      answers: [`${REFUNDS}#card`, `${ERRORS}#transaction_not_refundable`],
    },
    { class: 'hurried', query: 'how long do webhook retries last', answers: WEBHOOK_RETRIES },
    {
      class: 'hurried',
      query: 'where do i find my api key',
      answers: [`${START}#api-keys`, `${AUTH}#key-types`],
    },
    {
      class: 'competitor',
      query: 'charge.refunded',
      answers: [`${TX_HOOKS}#events`, `${TX_HOOKS}#event.transaction.refunded`],
    },
    {
      class: 'competitor',
      query: 'payout status',
      answers: [`${CASHOUT_HOOKS}#lifecycle`, `${CASHOUT_HOOKS}#events`],
    },
    {
      class: 'field',
      query: 'pix.payer',
      answers: [`${CREATE}#response-201.pix.payer`, `${START}#simulate-payment`],
    },
    {
      class: 'field',
      query: 'external_id',
      answers: [
        `${CREATE}#body.external_id`,
        `${CASHOUT}#body.external_id`,
        `${START}#create-pix-charge`,
      ],
    },
    {
      class: 'field',
      query: 'net_amount',
      answers: [`${CREATE}#response-201.net_amount`, `${START}#fee`],
    },
    { class: 'typo', query: 'capure autorization', answers: [`${CARDS}#capture`, CAPTURE] },
    { class: 'typo', query: 'idempotancy webhoks', answers: [`${TX_HOOKS}#deduplication`] },
    {
      class: 'task',
      query: 'send a partial refund',
      answers: [`${REFUNDS}#full-and-partial`, REFUND],
    },
    {
      class: 'task',
      query: 'defend a med infraction',
      answers: [`${INFRACTION_HOOKS}#what-to-do`, `${INFRACTION_HOOKS}#deadlines`],
    },
    ...secondBatch.en,
    ...thirdBatch.en,
    ...fourthBatch.en,
  ],
  'pt-BR': [
    // Erros e JSON colados.
    {
      class: 'pasted',
      query: '{"error":{"type":"invalid_request_error","code":"refund_amount_too_large"',
      answers: [`${ERRORS}#refund_amount_too_large`],
    },
    {
      class: 'pasted',
      query: '"code": "ip_not_allowed"',
      answers: [`${ERRORS}#ip_not_allowed`, `${AUTH}#error-403`],
    },
    {
      class: 'pasted',
      query: 'HTTP/1.1 409 Conflict duplicate_external_id',
      answers: [`${ERRORS}#duplicate_external_id`, `${CASHOUT_HOOKS}#create-cashout`],
    },
    {
      class: 'pasted',
      query: '"refusal_reason": "insufficient_funds"',
      answers: [`${CARDS}#declines`],
    },
    {
      class: 'pasted',
      query: '{"code":"invalid_pix_key"}',
      answers: [`${ERRORS}#invalid_pix_key`, `${CASHOUT_HOOKS}#create-cashout`],
    },
    // Linhas de log.
    {
      class: 'log',
      query: 'POST /v2/transactions 403 Forbidden',
      answers: [`${AUTH}#error-403`, `${ERRORS}#status-403`],
    },
    { class: 'log', query: 'webhook-signature invalida', answers: VERIFY_SIGNATURE },
    {
      class: 'log',
      query: 'cashout co_2Qw8 status=processing ha 2 horas',
      answers: [`${CASHOUT_HOOKS}#reconciliation`, `${CASHOUT_HOOKS}#lifecycle`],
    },
    {
      class: 'log',
      query: 'transaction.refused refusal_reason=authentication_failed',
      answers: [
        `${CARDS}#declines`,
        `${THREE_DS}#statuses`,
        `${TX_HOOKS}#event.transaction.refused`,
      ],
    },
    // Perguntas com pressa, sem acentos.
    { class: 'hurried', query: 'quanto tempo tenho pra capturar', answers: [`${CARDS}#capture`] },
    {
      class: 'hurried',
      query: 'posso estornar pix depois de 90 dias',
      answers: [`${REFUNDS}#pix`, `${REFUNDS}#at-a-glance`],
    },
    {
      class: 'hurried',
      query: 'por que meu saldo ta bloqueado',
      answers: [`${INFRACTION_HOOKS}#blocked-balance`],
    },
    {
      class: 'hurried',
      query: 'quantas tentativas de reenvio do webhook',
      answers: WEBHOOK_RETRIES,
    },
    { class: 'hurried', query: 'qual ip envia os webhooks', answers: [`${TX_HOOKS}#sender-ips`] },
    {
      class: 'hurried',
      query: 'quanto tempo o qr code vale',
      answers: [
        `${START}#create-pix-charge`,
        `${START}#show-qr-code`,
        `${CREATE}#body.pix.expires_in`,
      ],
    },
    // Palavras de outros provedores, e o que não é oferecido.
    { class: 'competitor', query: 'boleto', answers: [PAYMENT_METHODS] },
    { class: 'competitor', query: 'cartao de debito', answers: [PAYMENT_METHODS] },
    {
      class: 'competitor',
      query: 'split de pagamento',
      answers: [PAYMENT_METHODS, `${CASHOUT_HOOKS}#create-cashout`],
    },
    {
      class: 'competitor',
      query: 'PaymentIntent',
      answers: [CREATE, `${START}#create-pix-charge`, PAYMENT_METHODS, `${GLOSSARY}#cobranca`],
    },
    {
      class: 'competitor',
      query: 'cartao salvo',
      answers: [SAVED_CARDS, `${CARDS}#token-lifecycle`],
    },
    {
      class: 'competitor',
      query: 'repasse para vendedor',
      answers: [CASHOUT_HOOKS, CASHOUT, `${GLOSSARY}#cash-out`],
    },
    // Caminhos de campo.
    {
      class: 'field',
      query: 'data.pix.end_to_end_id',
      answers: [`${CREATE}#response-201.pix.end_to_end_id`, TX_HOOKS],
    },
    {
      class: 'field',
      query: 'card.three_ds.authentication_id',
      answers: [`${CREATE}#body.card.three_ds.authentication_id`, `${THREE_DS}#transaction`],
    },
    {
      class: 'field',
      query: 'refunds[].end_to_end_id',
      answers: [`${REFUNDS}#pix`, REFUND, `${CREATE}#response-201.refunds.end_to_end_id`],
    },
    {
      class: 'field',
      query: 'pagination.has_more',
      answers: [
        LIST_TRANSACTIONS,
        `${START}#fetch-transaction`,
        `${LIST_CASHOUTS}#response-200.pagination.has_more`,
      ],
    },
    {
      class: 'field',
      query: 'blocked_amount',
      answers: [
        `${INFRACTION_HOOKS}#blocked-balance`,
        `${INFRACTION_HOOKS}#infraction.payload.data.blocked_amount`,
      ],
    },
    // Dois erros de digitação.
    {
      class: 'typo',
      query: 'idempotecia chve',
      // The getting-started guide's own Idempotency section came after the query was written.
      answers: [
        `${START}#idempotency`,
        `${START}#create-pix-charge`,
        `${START}#retry`,
        `${CASHOUT}#header.Idempotency-Key`,
      ],
    },
    { class: 'typo', query: 'webook tentativs', answers: WEBHOOK_RETRIES },
    {
      class: 'typo',
      query: 'tranferencia de resposabilidade',
      answers: [`${THREE_DS}#liability-shift`],
    },
    { class: 'typo', query: 'estrono parcal', answers: [`${REFUNDS}#full-and-partial`] },
    { class: 'typo', query: 'concilaicao cash-out', answers: [`${CASHOUT_HOOKS}#reconciliation`] },
    // Tarefas.
    { class: 'task', query: 'colocar em producao passo a passo', answers: [GOING_LIVE] },
    { class: 'task', query: 'revogar chave secreta vazada', answers: [`${AUTH}#leaked-key`] },
    {
      class: 'task',
      query: 'verificar assinatura webhook em python',
      answers: [`${TX_HOOKS}#verify-python`, `${TX_HOOKS}#verify-library`],
    },
    {
      class: 'task',
      query: 'capturar parte da autorizacao',
      answers: [CAPTURE, `${CARDS}#capture`],
    },
    {
      class: 'task',
      query: 'testar cartao recusado no sandbox',
      answers: [`${TEST_DATA}#cards`],
    },
    {
      class: 'task',
      query: 'pagar fornecedor via pix',
      answers: [CASHOUT, `${CASHOUT_HOOKS}#create-cashout`, CASHOUT_HOOKS],
    },
    { class: 'task', query: 'mostrar qr code pro cliente', answers: [`${START}#show-qr-code`] },
    // Segundo lote, mesmas classes.
    {
      class: 'hurried',
      query: 'webhooks chegam em ordem',
      answers: [
        `${TX_HOOKS}#ordering`,
        `${TX_HOOKS}#deduplication`,
        `${CASHOUT_HOOKS}#deduplication`,
      ],
    },
    {
      class: 'hurried',
      query: 'o segredo do webhook e diferente no sandbox',
      answers: [`${TX_HOOKS}#delivery`, `${START}#webhook-endpoint`, `${START}#environments`],
    },
    {
      class: 'hurried',
      query: 'por que o cartao foi recusado',
      answers: [`${CARDS}#declines`, `${CARDS}#refusals`],
    },
    {
      class: 'hurried',
      query: 'posso estornar mais de uma vez',
      answers: [`${REFUNDS}#full-and-partial`],
    },
    { class: 'hurried', query: 'qual moeda a api aceita', answers: [`${START}#environments`] },
    {
      class: 'hurried',
      query: 'quanto tempo demora a devolucao do med',
      answers: [`${INFRACTION_HOOKS}#med-2`, `${INFRACTION_HOOKS}#deadlines`],
    },
    {
      class: 'task',
      query: 'listar saques alterados desde ontem',
      answers: [`${CASHOUT_HOOKS}#reconciliation`, LIST_CASHOUTS],
    },
    {
      class: 'task',
      query: 'cancelar autorizacao do cartao',
      answers: [CANCEL, `${CARDS}#capture`],
    },
    {
      class: 'task',
      query: 'restringir chave por ip',
      answers: [`${AUTH}#key-types`, `${ERRORS}#ip_not_allowed`],
    },
    {
      class: 'log',
      query: 'Idempotency-Key reutilizada 409',
      answers: [`${ERRORS}#idempotency_key_reused`],
    },
    {
      class: 'log',
      query: 'POST /v2/transactions/tr_9Lm3/refund 422 refund_amount_too_large',
      answers: [`${ERRORS}#refund_amount_too_large`, `${REFUNDS}#full-and-partial`],
    },
    { class: 'log', query: 'webhook falhou tentativa=5', answers: WEBHOOK_RETRIES },
    {
      class: 'pasted',
      query: '{"type":"transaction.chargeback","data":{',
      answers: [`${TX_HOOKS}#event.transaction.chargeback`, `${TX_HOOKS}#events`],
    },
    { class: 'pasted', query: '"status": "challenge_required"', answers: [`${THREE_DS}#statuses`] },
    { class: 'competitor', query: 'cobranca recorrente', answers: [SAVED_CARDS, PAYMENT_METHODS] },
    {
      class: 'competitor',
      query: 'transferir para conta bancaria',
      answers: [CASHOUT_HOOKS, CASHOUT],
    },
    {
      class: 'field',
      query: 'three_ds.status',
      answers: [
        `${CREATE}#response-201.card.three_ds.status`,
        `${TX_HOOKS}#transaction.payload.data.card.three_ds.status`,
        `${THREE_DS}#statuses`,
      ],
    },
    {
      class: 'field',
      query: 'webhook-timestamp',
      answers: [
        `${TX_HOOKS}#transaction.header.webhook-timestamp`,
        `${CASHOUT_HOOKS}#cashout.header.webhook-timestamp`,
        `${INFRACTION_HOOKS}#infraction.header.webhook-timestamp`,
        `${TX_HOOKS}#delivery`,
        ...VERIFY_SIGNATURE,
      ],
    },
    {
      class: 'typo',
      query: 'chargebak webook',
      answers: [`${TX_HOOKS}#events`, `${TX_HOOKS}#event.transaction.chargeback`],
    },
    { class: 'typo', query: 'sandbx cartoes de tste', answers: [`${TEST_DATA}#cards`] },
    // Terceiro lote, mesmas classes.
    {
      class: 'pasted',
      query: '{"error":{"type":"invalid_request_error","code":"duplicate_external_id","message":"',
      answers: [`${ERRORS}#duplicate_external_id`, `${CASHOUT_HOOKS}#create-cashout`],
    },
    {
      class: 'pasted',
      query: '"code":"transaction_not_paid"',
      answers: [`${ERRORS}#transaction_not_paid`],
    },
    {
      class: 'pasted',
      query: 'HTTP/1.1 403 Forbidden ip_not_allowed',
      answers: [`${ERRORS}#ip_not_allowed`, `${AUTH}#error-403`],
    },
    {
      class: 'pasted',
      query: '"refusal_reason":"fraud_suspected"',
      answers: [`${CARDS}#declines`],
    },
    {
      class: 'log',
      query: 'POST /v2/transactions/tr_1Ab2/capture 409',
      answers: [`${ERRORS}#transaction_not_capturable`, CAPTURE],
    },
    { class: 'log', query: 'endpoint do webhook respondeu 500', answers: WEBHOOK_RETRIES },
    {
      class: 'log',
      query: 'GET /v2/wallet/balance 401',
      answers: [
        `${AUTH}#error-401`,
        `${ERRORS}#status-401`,
        `${ERRORS}#invalid_api_key`,
        `${ERRORS}#missing_api_key`,
      ],
    },
    {
      class: 'hurried',
      query: 'qual o maximo de parcelas',
      answers: [
        `${CARDS}#create-transaction`,
        `${CARDS}#installments-and-fees`,
        `${CREATE}#body.card.installments`,
      ],
    },
    {
      class: 'hurried',
      query: 'posso estornar um chargeback',
      answers: [`${REFUNDS}#card`, `${ERRORS}#transaction_not_refundable`],
    },
    {
      class: 'hurried',
      query: 'por quanto tempo o webhook tenta de novo',
      answers: WEBHOOK_RETRIES,
    },
    {
      class: 'hurried',
      query: 'onde pego minha chave de api',
      answers: [`${START}#api-keys`, `${AUTH}#key-types`],
    },
    {
      class: 'competitor',
      query: 'charge.refunded',
      answers: [`${TX_HOOKS}#events`, `${TX_HOOKS}#event.transaction.refunded`],
    },
    {
      class: 'competitor',
      query: 'status do saque',
      answers: [`${CASHOUT_HOOKS}#lifecycle`, `${CASHOUT_HOOKS}#events`],
    },
    {
      class: 'field',
      query: 'pix.payer',
      answers: [`${CREATE}#response-201.pix.payer`, `${START}#simulate-payment`],
    },
    {
      class: 'field',
      query: 'external_id',
      answers: [
        `${CREATE}#body.external_id`,
        `${CASHOUT}#body.external_id`,
        `${START}#create-pix-charge`,
      ],
    },
    {
      class: 'field',
      query: 'net_amount',
      answers: [`${CREATE}#response-201.net_amount`, `${START}#fee`],
    },
    { class: 'typo', query: 'captrua autorizacao', answers: [`${CARDS}#capture`, CAPTURE] },
    { class: 'typo', query: 'idempotencai webhok', answers: [`${TX_HOOKS}#deduplication`] },
    {
      class: 'task',
      query: 'fazer estorno parcial',
      answers: [`${REFUNDS}#full-and-partial`, REFUND],
    },
    {
      class: 'task',
      query: 'defender infracao do med',
      answers: [`${INFRACTION_HOOKS}#what-to-do`, `${INFRACTION_HOOKS}#deadlines`],
    },
    ...secondBatch['pt-BR'],
    ...thirdBatch['pt-BR'],
    ...fourthBatch['pt-BR'],
  ],
};
