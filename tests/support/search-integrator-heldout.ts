/**
 * The integrator query set, held-out part: the same classes as
 * search-integrator-queries.ts, other queries. Never tuned on: the engine,
 * the index and the content are changed by looking at the tuning part only,
 * and of this part only the aggregate figures (hit@1, hit@8 per locale) are
 * read. A query here that fails says the fixes did not generalise; the
 * answer is a general fix, never a change aimed at the query (and a query
 * found wrong is corrected for what a good answer is, not for what the engine
 * returns).
 */
import type { Lang } from '../../config/locales';
import {
  ANTICIPATE,
  AUTH,
  BALANCE,
  BALANCE_TRANSACTIONS,
  CANCEL,
  CANCEL_CASHOUT,
  CAPTURE,
  CARDS,
  CASHOUT,
  CASHOUT_HOOKS,
  CREATE,
  DELIVERY_STATUS,
  DISPUTES,
  ERRORS,
  GET_ANTICIPATION,
  GET_CASHOUT,
  GET_FEE,
  GET_TRANSACTION,
  INFRACTION_HOOKS,
  type IntegratorQuery,
  LIST_RECEIVABLES,
  LIST_TRANSACTIONS,
  PAYMENT_METHODS,
  QUOTE_ANTICIPATION,
  RECURRING,
  RECURRING_CHARGE_OPS,
  REFUNDS,
  SAVED_CARDS,
  SCHEDULE_CHARGE,
  SETTLEMENT,
  START,
  SUBMIT_DEFENSE,
  SUBMIT_EVIDENCE,
  TEST_DATA,
  THREE_DS,
  TX_HOOKS,
  WEBHOOK_RETRIES,
} from './search-integrator-queries';

const RESPOND = [`${TX_HOOKS}#respond`, `${CASHOUT_HOOKS}#respond`, `${INFRACTION_HOOKS}#delivery`];
const SIGNATURE_AND_REPLAY = [
  `${TX_HOOKS}#verify-signature`,
  `${TX_HOOKS}#ordering`,
  `${CASHOUT_HOOKS}#verify-signature`,
  `${INFRACTION_HOOKS}#verify-signature`,
];
const PAID_EVENT = [`${TX_HOOKS}#events`, `${TX_HOOKS}#event.transaction.paid`, TX_HOOKS];

/**
 * Second batch (held-out part): the same classes over the settlement,
 * disputes and recurring Pix content, written with the tuning batch and never
 * tuned on.
 */
const secondBatch: Record<Lang, IntegratorQuery[]> = {
  en: [
    {
      class: 'pasted',
      query: '{"code":"transaction_not_anticipatable"}',
      answers: [`${ERRORS}#transaction_not_anticipatable`, `${SETTLEMENT}#anticipation`],
    },
    {
      class: 'pasted',
      query: '"code": "invalid_evidence_file"',
      answers: [`${ERRORS}#invalid_evidence_file`, `${DISPUTES}#evidence`],
    },
    {
      class: 'pasted',
      query: 'HTTP/1.1 409 Conflict recurrence_not_active',
      answers: [`${ERRORS}#recurrence_not_active`, RECURRING],
    },
    {
      class: 'hurried',
      query: 'can the payer cancel a pix automatico',
      answers: [`${RECURRING}#cancellation`],
    },
    {
      class: 'hurried',
      query: 'how much does a card payment cost',
      answers: [`${SETTLEMENT}#rates`, GET_FEE],
    },
    { class: 'hurried', query: 'what does the eci mean', answers: [`${THREE_DS}#eci`] },
    { class: 'competitor', query: 'transfer to bank account', answers: [CASHOUT_HOOKS, CASHOUT] },
    {
      class: 'competitor',
      query: 'upload dispute evidence',
      answers: [`${DISPUTES}#evidence`, SUBMIT_EVIDENCE],
    },
    {
      class: 'competitor',
      query: 'instant payouts of card sales',
      answers: [`${SETTLEMENT}#anticipation`, ANTICIPATE],
    },
    {
      class: 'field',
      query: 'anticipation.monthly_rate',
      answers: [`${SETTLEMENT}#anticipation`, QUOTE_ANTICIPATION, ANTICIPATE, GET_ANTICIPATION],
    },
    {
      class: 'field',
      query: 'retry_dates',
      answers: [`${RECURRING}#retries`, RECURRING_CHARGE_OPS],
    },
    {
      class: 'field',
      query: 'balance_after',
      answers: [`${SETTLEMENT}#statement`, BALANCE_TRANSACTIONS],
    },
    { class: 'typo', query: 'setlement statment', answers: [`${SETTLEMENT}#statement`] },
    {
      class: 'typo',
      query: 'reciveables list',
      answers: [LIST_RECEIVABLES, `${SETTLEMENT}#when`],
    },
    {
      class: 'typo',
      query: 'infracton defense',
      answers: [SUBMIT_DEFENSE, `${DISPUTES}#med-defense`, `${INFRACTION_HOOKS}#what-to-do`],
    },
    {
      class: 'task',
      query: 'schedule a recurring pix charge',
      answers: [SCHEDULE_CHARGE, `${RECURRING}#scheduling`],
    },
    { class: 'task', query: 'reconcile payments every day', answers: [`${SETTLEMENT}#daily-job`] },
    {
      class: 'task',
      query: 'cancel a pending cashout',
      answers: [CANCEL_CASHOUT, `${CASHOUT_HOOKS}#cancel`],
    },
  ],
  'pt-BR': [
    {
      class: 'pasted',
      query: '{"code":"transaction_not_anticipatable"}',
      answers: [`${ERRORS}#transaction_not_anticipatable`, `${SETTLEMENT}#anticipation`],
    },
    {
      class: 'pasted',
      query: '"code": "invalid_evidence_file"',
      answers: [`${ERRORS}#invalid_evidence_file`, `${DISPUTES}#evidence`],
    },
    {
      class: 'pasted',
      query: 'HTTP/1.1 409 Conflict recurring_charge_not_cancelable',
      answers: [`${ERRORS}#recurring_charge_not_cancelable`, `${RECURRING}#cancellation`],
    },
    {
      class: 'hurried',
      query: 'pagador pode cancelar pix automatico',
      answers: [`${RECURRING}#cancellation`],
    },
    {
      class: 'hurried',
      query: 'quanto custa uma venda no cartao',
      answers: [`${SETTLEMENT}#rates`, GET_FEE],
    },
    { class: 'hurried', query: 'o que e eci', answers: [`${THREE_DS}#eci`] },
    { class: 'competitor', query: 'payout', answers: [CASHOUT_HOOKS, CASHOUT] },
    {
      class: 'competitor',
      query: 'upload de evidencias da disputa',
      answers: [`${DISPUTES}#evidence`, SUBMIT_EVIDENCE],
    },
    {
      class: 'competitor',
      query: 'recebimento antecipado',
      answers: [`${SETTLEMENT}#anticipation`, ANTICIPATE],
    },
    {
      class: 'field',
      query: 'monthly_rate',
      answers: [`${SETTLEMENT}#anticipation`, QUOTE_ANTICIPATION, ANTICIPATE, GET_ANTICIPATION],
    },
    {
      class: 'field',
      query: 'recurring_charge.retry_dates',
      answers: [`${RECURRING}#retries`, RECURRING_CHARGE_OPS],
    },
    {
      class: 'field',
      query: 'balance_after',
      answers: [`${SETTLEMENT}#statement`, BALANCE_TRANSACTIONS],
    },
    {
      class: 'typo',
      query: 'extarto conciliaçao',
      answers: [`${SETTLEMENT}#statement`, `${SETTLEMENT}#daily-job`],
    },
    { class: 'typo', query: 'recebivies', answers: [LIST_RECEIVABLES, `${SETTLEMENT}#when`] },
    {
      class: 'typo',
      query: 'defesa infraçao med',
      answers: [SUBMIT_DEFENSE, `${DISPUTES}#med-defense`, `${INFRACTION_HOOKS}#what-to-do`],
    },
    {
      class: 'task',
      query: 'agendar cobranca pix automatico',
      answers: [SCHEDULE_CHARGE, `${RECURRING}#scheduling`],
    },
    { class: 'task', query: 'conciliar pagamentos todo dia', answers: [`${SETTLEMENT}#daily-job`] },
    {
      class: 'task',
      query: 'cancelar saque pendente',
      answers: [CANCEL_CASHOUT, `${CASHOUT_HOOKS}#cancel`],
    },
  ],
};

/**
 * Third batch (held-out part), written in session 5 with the tuning batch
 * and never tuned on: only its aggregate figures are read.
 */
const thirdBatch: Record<Lang, IntegratorQuery[]> = {
  en: [
    {
      class: 'pasted',
      query:
        '{"error":{"code":"transaction_not_cancelable","message":"Transaction cannot be canceled"',
      answers: [`${ERRORS}#transaction_not_cancelable`, CANCEL],
    },
    {
      class: 'pasted',
      query: '"type":"invalid_request_error","code":"parameter_missing","param":"pix.expires_in"',
      answers: [`${ERRORS}#parameter_missing`],
    },
    {
      class: 'pasted',
      query: 'HTTP 422 amount_too_small',
      answers: [`${ERRORS}#amount_too_small`],
    },
    {
      class: 'log',
      query: 'GET /v2/transactions/tr_01HZ 404 resource_not_found',
      answers: [`${ERRORS}#resource_not_found`],
    },
    {
      class: 'log',
      query: 'received infraction.opened for tr_7Gq, balance blocked',
      answers: [
        `${INFRACTION_HOOKS}#blocked-balance`,
        `${INFRACTION_HOOKS}#events`,
        `${INFRACTION_HOOKS}#what-to-do`,
      ],
    },
    {
      class: 'log',
      query: 'RateLimit-Remaining: 0',
      answers: [`${AUTH}#rate-limits`, `${ERRORS}#rate_limit_exceeded`],
    },
    {
      class: 'hurried',
      query: 'how long does a pix refund take',
      answers: [`${REFUNDS}#pix`, `${REFUNDS}#at-a-glance`],
    },
    {
      class: 'hurried',
      query: 'can i cancel a cashout',
      answers: [`${CASHOUT_HOOKS}#cancel`, CANCEL_CASHOUT],
    },
    { class: 'hurried', query: 'what happens if my webhook is down', answers: WEBHOOK_RETRIES },
    { class: 'competitor', query: 'payment_intent.succeeded', answers: PAID_EVENT },
    { class: 'competitor', query: 'transfer to bank account', answers: [CASHOUT_HOOKS, CASHOUT] },
    { class: 'competitor', query: 'Stripe customer saved card', answers: [SAVED_CARDS] },
    { class: 'field', query: 'card.holderName', answers: [CREATE, `${CARDS}#browser`] },
    { class: 'field', query: 'customer[document][type]', answers: [CREATE] },
    {
      class: 'field',
      query: 'failureReason',
      answers: [CASHOUT_HOOKS, GET_CASHOUT, CASHOUT],
    },
    { class: 'typo', query: 'chargebak reazon codes', answers: [`${DISPUTES}#reason-codes`] },
    { class: 'typo', query: 'setlement statment', answers: [`${SETTLEMENT}#statement`] },
    {
      class: 'typo',
      query: 'infracton dedline',
      answers: [
        `${INFRACTION_HOOKS}#deadlines`,
        `${DISPUTES}#deadlines`,
        `${DISPUTES}#med-defense`,
      ],
    },
    { class: 'task', query: 'how do I check my balance', answers: [BALANCE] },
    {
      class: 'task',
      query: 'how can I simulate a paid pix in sandbox',
      answers: [`${START}#simulate-payment`, TEST_DATA],
    },
    {
      class: 'task',
      query: 'how to schedule a recurring pix charge',
      answers: [SCHEDULE_CHARGE, `${RECURRING}#scheduling`],
    },
  ],
  'pt-BR': [
    {
      class: 'pasted',
      query: '{"error":{"code":"transaction_not_cancelable","message":"',
      answers: [`${ERRORS}#transaction_not_cancelable`, CANCEL],
    },
    {
      class: 'pasted',
      query: '"code":"parameter_missing","param":"pix.expires_in"',
      answers: [`${ERRORS}#parameter_missing`],
    },
    {
      class: 'pasted',
      query: 'HTTP 422 amount_too_small',
      answers: [`${ERRORS}#amount_too_small`],
    },
    {
      class: 'log',
      query: 'GET /v2/transactions/tr_01HZ 404 resource_not_found',
      answers: [`${ERRORS}#resource_not_found`],
    },
    {
      class: 'log',
      query: 'recebi infraction.opened, saldo bloqueado',
      answers: [
        `${INFRACTION_HOOKS}#blocked-balance`,
        `${INFRACTION_HOOKS}#events`,
        `${INFRACTION_HOOKS}#what-to-do`,
      ],
    },
    {
      class: 'log',
      query: 'RateLimit-Remaining: 0',
      answers: [`${AUTH}#rate-limits`, `${ERRORS}#rate_limit_exceeded`],
    },
    {
      class: 'hurried',
      query: 'quanto tempo demora a devolucao do pix',
      answers: [`${REFUNDS}#pix`, `${REFUNDS}#at-a-glance`],
    },
    {
      class: 'hurried',
      query: 'da pra cancelar um saque',
      answers: [`${CASHOUT_HOOKS}#cancel`, CANCEL_CASHOUT],
    },
    { class: 'hurried', query: 'o que acontece se meu webhook cair', answers: WEBHOOK_RETRIES },
    { class: 'competitor', query: 'payment_intent.succeeded', answers: PAID_EVENT },
    { class: 'competitor', query: 'payout para conta bancaria', answers: [CASHOUT_HOOKS, CASHOUT] },
    { class: 'competitor', query: 'salvar cartao do cliente', answers: [SAVED_CARDS] },
    { class: 'field', query: 'card.holderName', answers: [CREATE, `${CARDS}#browser`] },
    { class: 'field', query: 'customer[document][type]', answers: [CREATE] },
    {
      class: 'field',
      query: 'failureReason',
      answers: [CASHOUT_HOOKS, GET_CASHOUT, CASHOUT],
    },
    { class: 'typo', query: 'codigos de motvo chargebak', answers: [`${DISPUTES}#reason-codes`] },
    { class: 'typo', query: 'extarto liquidacao', answers: [`${SETTLEMENT}#statement`] },
    {
      class: 'typo',
      query: 'przo da infrçao',
      answers: [
        `${INFRACTION_HOOKS}#deadlines`,
        `${DISPUTES}#deadlines`,
        `${DISPUTES}#med-defense`,
      ],
    },
    { class: 'task', query: 'consultar saldo', answers: [BALANCE] },
    {
      class: 'task',
      query: 'simular pagamento pix no sandbox',
      answers: [`${START}#simulate-payment`, TEST_DATA],
    },
    {
      class: 'task',
      query: 'agendar cobranca pix automatico',
      answers: [SCHEDULE_CHARGE, `${RECURRING}#scheduling`],
    },
  ],
};

export const heldOutQueries: Record<Lang, IntegratorQuery[]> = {
  en: [
    {
      class: 'pasted',
      query: '{"error":{"type":"invalid_request_error","code":"insufficient_balance","message":"',
      answers: [`${ERRORS}#insufficient_balance`],
    },
    {
      class: 'pasted',
      query: '"code":"infraction_open"',
      answers: [`${ERRORS}#infraction_open`, `${REFUNDS}#med`],
    },
    {
      class: 'pasted',
      query: '{"code": "transaction_not_capturable"}',
      answers: [`${ERRORS}#transaction_not_capturable`],
    },
    {
      class: 'pasted',
      query: 'HTTP/1.1 422 Unprocessable Entity amount_too_small',
      answers: [`${ERRORS}#amount_too_small`],
    },
    {
      class: 'pasted',
      query: '{"error":{"type":"authentication_error","code":"missing_api_key"}}',
      answers: [`${ERRORS}#missing_api_key`, `${AUTH}#error-401`],
    },
    { class: 'pasted', query: '"refusal_reason":"card_expired"', answers: [`${CARDS}#declines`] },
    {
      class: 'log',
      query: 'POST /v2/cashouts 422',
      answers: [`${CASHOUT_HOOKS}#create-cashout`, `${ERRORS}#status-422`, CASHOUT],
    },
    { class: 'log', query: 'webhook-timestamp too old, rejecting', answers: SIGNATURE_AND_REPLAY },
    {
      class: 'log',
      query: 'GET /v2/transactions/tr_8Kp2mQ7xL4vN9a 404',
      answers: [`${ERRORS}#resource_not_found`, `${ERRORS}#status-404`, GET_TRANSACTION],
    },
    {
      class: 'log',
      query: '429 rate_limit_exceeded Retry-After',
      answers: [`${AUTH}#rate-limits`, `${ERRORS}#rate_limit_exceeded`],
    },
    {
      class: 'log',
      query: 'infraction.opened inf_3Jk9 blocked_amount=15000',
      answers: [INFRACTION_HOOKS],
    },
    {
      class: 'hurried',
      query: 'how long until an unused card token expires',
      answers: [`${CARDS}#token-lifecycle`],
    },
    {
      class: 'hurried',
      query: 'can i use the sandbox key in production',
      answers: [`${AUTH}#key-types`, `${AUTH}#sending-credentials`, `${START}#environments`],
    },
    {
      class: 'hurried',
      query: 'how many secret keys can be active',
      answers: [`${AUTH}#key-rotation`, `${AUTH}#rotation-procedure`],
    },
    {
      class: 'hurried',
      query: 'what happens if i dont answer the webhook in 10 seconds',
      answers: RESPOND,
    },
    {
      class: 'hurried',
      query: 'when does the infraction defense deadline end',
      answers: [`${INFRACTION_HOOKS}#deadlines`],
    },
    {
      class: 'hurried',
      query: 'how fast does a pix refund arrive',
      answers: [`${REFUNDS}#pix`, `${REFUNDS}#at-a-glance`],
    },
    { class: 'competitor', query: 'boleto bancario', answers: [PAYMENT_METHODS] },
    { class: 'competitor', query: 'debit card payments', answers: [PAYMENT_METHODS] },
    {
      class: 'competitor',
      query: 'split payments between sellers',
      answers: [PAYMENT_METHODS, `${CASHOUT_HOOKS}#create-cashout`, CASHOUT_HOOKS],
    },
    {
      class: 'competitor',
      query: 'save card for future purchases',
      answers: [SAVED_CARDS, `${CARDS}#token-lifecycle`],
    },
    { class: 'competitor', query: 'payment_intent.succeeded', answers: PAID_EVENT },
    { class: 'competitor', query: 'PaymentIntent capture', answers: [`${CARDS}#capture`, CAPTURE] },
    {
      class: 'field',
      query: 'pix.expires_at',
      answers: [`${CREATE}#response-201.pix.expires_at`, `${START}#show-qr-code`],
    },
    {
      class: 'field',
      query: 'card.installments',
      answers: [
        `${CREATE}#body.card.installments`,
        `${CARDS}#installments-and-fees`,
        `${CARDS}#create-transaction`,
      ],
    },
    {
      class: 'field',
      query: 'refund_status',
      answers: [TX_HOOKS, `${CREATE}#response-201.refund_status`],
    },
    {
      class: 'field',
      query: 'data.updated_at',
      answers: [
        `${TX_HOOKS}#deduplication`,
        `${TX_HOOKS}#ordering`,
        `${TX_HOOKS}#transaction.payload.data.updated_at`,
        `${CREATE}#response-201.updated_at`,
      ],
    },
    {
      class: 'field',
      query: 'failure_reason',
      answers: [CASHOUT_HOOKS, `${CASHOUT}#response-201.failure_reason`, GET_CASHOUT],
    },
    {
      class: 'field',
      query: 'defense_deadline',
      answers: [INFRACTION_HOOKS],
    },
    { class: 'typo', query: 'autentication eror', answers: [AUTH] },
    { class: 'typo', query: 'tokenizaiton', answers: [CARDS] },
    {
      class: 'typo',
      query: 'reconcilation cashuot',
      answers: [`${CASHOUT_HOOKS}#reconciliation`],
    },
    { class: 'typo', query: '3ds chalenge flwo', answers: [`${THREE_DS}#flows`] },
    { class: 'typo', query: 'infration deadlnes', answers: [`${INFRACTION_HOOKS}#deadlines`] },
    { class: 'typo', query: 'partal refnud', answers: [`${REFUNDS}#full-and-partial`] },
    {
      class: 'task',
      query: 'rotate webhook signing secret',
      answers: [`${TX_HOOKS}#secret-rotation`],
    },
    {
      class: 'task',
      query: 'simulate pix payment in sandbox',
      answers: [`${START}#simulate-payment`, `${TEST_DATA}#pix`],
    },
    {
      class: 'task',
      query: 'check fee before charging',
      answers: [`${START}#fee`, GET_FEE],
    },
    {
      class: 'task',
      query: 'find transaction by external_id',
      answers: [`${START}#fetch-transaction`, LIST_TRANSACTIONS],
    },
    { class: 'task', query: 'update tracking code delivery', answers: [DELIVERY_STATUS] },
    {
      class: 'task',
      query: 'send pix payout to a random key',
      answers: [CASHOUT, `${CASHOUT_HOOKS}#create-cashout`],
    },
    { class: 'task', query: 'check available balance', answers: [BALANCE] },
    ...secondBatch.en,
    ...thirdBatch.en,
  ],
  'pt-BR': [
    {
      class: 'pasted',
      query:
        '{"error":{"type":"invalid_request_error","code":"transaction_not_refundable","message":',
      answers: [`${ERRORS}#transaction_not_refundable`],
    },
    {
      class: 'pasted',
      query: '"code":"refund_window_expired"',
      answers: [`${ERRORS}#refund_window_expired`],
    },
    {
      class: 'pasted',
      query: 'HTTP/1.1 422 Unprocessable Entity insufficient_balance',
      answers: [`${ERRORS}#insufficient_balance`],
    },
    {
      class: 'pasted',
      query: '{"error":{"type":"authentication_error","code":"invalid_api_key"}}',
      answers: [`${ERRORS}#invalid_api_key`, `${AUTH}#error-401`],
    },
    { class: 'pasted', query: '"refusal_reason":"lost_or_stolen"', answers: [`${CARDS}#declines`] },
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
      query: 'erro ao verificar assinatura: timestamp expirado',
      answers: SIGNATURE_AND_REPLAY,
    },
    {
      class: 'log',
      query: 'GET /v2/cashouts/co_9Zt1 404',
      answers: [`${ERRORS}#resource_not_found`, `${ERRORS}#status-404`, GET_CASHOUT],
    },
    {
      class: 'log',
      query: 'infraction.opened inf_7Hj2 blocked_amount',
      answers: [INFRACTION_HOOKS],
    },
    { class: 'log', query: 'timeout webhook 10s', answers: RESPOND },
    {
      class: 'hurried',
      query: 'quanto tempo dura o token do cartao',
      answers: [`${CARDS}#token-lifecycle`],
    },
    {
      class: 'hurried',
      query: 'posso usar chave de teste em producao',
      answers: [`${AUTH}#key-types`, `${AUTH}#sending-credentials`, `${START}#environments`],
    },
    {
      class: 'hurried',
      query: 'quantas chaves secretas ativas ao mesmo tempo',
      answers: [`${AUTH}#key-rotation`, `${AUTH}#rotation-procedure`],
    },
    {
      class: 'hurried',
      query: 'prazo pra defesa da infracao',
      answers: [`${INFRACTION_HOOKS}#deadlines`],
    },
    {
      class: 'hurried',
      query: 'em quanto tempo cai a devolucao pix',
      answers: [`${REFUNDS}#pix`, `${REFUNDS}#at-a-glance`],
    },
    {
      class: 'hurried',
      query: 'como saber se o pix foi pago',
      answers: [
        `${START}#receive-webhook`,
        `${START}#show-qr-code`,
        `${START}#fetch-transaction`,
        `${TX_HOOKS}#events`,
        `${TX_HOOKS}#event.transaction.paid`,
      ],
    },
    { class: 'competitor', query: 'boleto bancario', answers: [PAYMENT_METHODS] },
    { class: 'competitor', query: 'pagamento no debito', answers: [PAYMENT_METHODS] },
    {
      class: 'competitor',
      query: 'split marketplace',
      answers: [PAYMENT_METHODS, `${CASHOUT_HOOKS}#create-cashout`, CASHOUT_HOOKS],
    },
    {
      class: 'competitor',
      query: 'salvar cartao do cliente',
      answers: [SAVED_CARDS, `${CARDS}#token-lifecycle`],
    },
    { class: 'competitor', query: 'payment_intent.succeeded', answers: PAID_EVENT },
    { class: 'competitor', query: 'saque para conta bancaria', answers: [CASHOUT_HOOKS, CASHOUT] },
    {
      class: 'field',
      query: 'pix.expires_at',
      answers: [`${CREATE}#response-201.pix.expires_at`, `${START}#show-qr-code`],
    },
    {
      class: 'field',
      query: 'card.installments',
      answers: [
        `${CREATE}#body.card.installments`,
        `${CARDS}#installments-and-fees`,
        `${CARDS}#create-transaction`,
      ],
    },
    {
      class: 'field',
      query: 'refund_status',
      answers: [TX_HOOKS, `${CREATE}#response-201.refund_status`],
    },
    {
      class: 'field',
      query: 'failure_reason',
      answers: [CASHOUT_HOOKS, `${CASHOUT}#response-201.failure_reason`, GET_CASHOUT],
    },
    { class: 'field', query: 'defense_deadline', answers: [INFRACTION_HOOKS] },
    { class: 'typo', query: 'autenticaco errro', answers: [AUTH] },
    { class: 'typo', query: 'tokenizacoa', answers: [CARDS] },
    { class: 'typo', query: 'concilacao saqeu', answers: [`${CASHOUT_HOOKS}#reconciliation`] },
    { class: 'typo', query: 'desafoi 3ds', answers: [`${THREE_DS}#flows`] },
    { class: 'typo', query: 'prazoz infrasao', answers: [`${INFRACTION_HOOKS}#deadlines`] },
    {
      class: 'task',
      query: 'rotacionar segredo do webhook',
      answers: [`${TX_HOOKS}#secret-rotation`],
    },
    {
      class: 'task',
      query: 'simular pagamento pix no sandbox',
      answers: [`${START}#simulate-payment`, `${TEST_DATA}#pix`],
    },
    {
      class: 'task',
      query: 'consultar tarifa antes de cobrar',
      answers: [`${START}#fee`, GET_FEE],
    },
    {
      class: 'task',
      query: 'buscar transacao pelo external_id',
      answers: [`${START}#fetch-transaction`, LIST_TRANSACTIONS],
    },
    { class: 'task', query: 'atualizar codigo de rastreio', answers: [DELIVERY_STATUS] },
    {
      class: 'task',
      query: 'enviar pix para chave aleatoria',
      answers: [CASHOUT, `${CASHOUT_HOOKS}#create-cashout`],
    },
    { class: 'task', query: 'devolver dinheiro ao cliente pix', answers: [`${REFUNDS}#pix`] },
    { class: 'task', query: 'ver saldo disponivel', answers: [BALANCE] },
    ...secondBatch['pt-BR'],
    ...thirdBatch['pt-BR'],
  ],
};
