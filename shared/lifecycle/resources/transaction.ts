/**
 * A transaction: a Pix charge or a card payment. Its `status` is the payment
 * only; refunds (`refund.ts`) and the chargeback (`chargeback.ts`) live inside
 * it, and a MED infraction (`infraction.ts`) is tied to it.
 */
import type { FieldRules, Lifecycle } from '../types';

/** Nothing was charged: no fee, nothing lands in the balance. */
const costsNothing: FieldRules = {
  fee_amount: { is: 'value', value: 0, because: 'a transaction that was never paid costs nothing' },
  net_amount: { is: 'value', value: 0, because: 'a transaction that was never paid costs nothing' },
};

/** Before a payment: no payment date, no Pix payer, no refund, no dispute. */
const unpaid: FieldRules = {
  paid_at: { is: 'null', because: 'only a paid transaction has paid_at' },
  refusal_reason: { is: 'null', because: 'refusal_reason is set only on a refused transaction' },
  'pix.end_to_end_id': {
    is: 'null',
    because: 'a Pix has its end-to-end ID once it is paid, not before',
  },
  'pix.payer': { is: 'null', because: 'the payer is known once the Pix is paid' },
  refunds: { is: 'value', value: [], because: 'only a paid transaction can be refunded' },
  chargeback: { is: 'null', because: 'only a paid card payment can be disputed' },
};

export const transaction: Lifecycle = {
  name: 'transaction',
  schema: 'Transaction',
  idPrefix: 'tr_',
  stateField: 'status',
  placement: { kind: 'collection', path: '/transactions' },
  createdField: 'created_at',
  updatedField: 'updated_at',
  creation: {
    name: 'create',
    state: { field: 'payment_method', states: { pix: 'pending', credit_card: 'processing' } },
    event: 'transaction.created',
    by: 'you',
    mirror: { 'card.three_ds': 'card.three_ds' },
    guards: [
      {
        unless: { derived: 'installment-minimum-met', is: true },
        error: 'installment_amount_too_small',
      },
    ],
    requestSwaps: [{ request: 'card.capture', equals: false, swap: { pay: 'authorize' } }],
    because:
      'transaction.created is sent first for every transaction, as its state at creation: pending for a Pix, processing for a card',
  },
  states: {
    pending: { meaning: 'A Pix awaiting payment.', fields: unpaid },
    processing: { meaning: 'A card payment being authorized.', fields: unpaid },
    authorized: {
      meaning: 'A card authorized and not captured (`capture: false`).',
      fields: unpaid,
    },
    paid: {
      final: true,
      meaning: 'A Pix paid or a card captured.',
      fields: {
        paid_at: { is: 'instant', because: 'a paid transaction has the moment it was paid' },
        refusal_reason: { is: 'null', because: 'a paid transaction was not refused' },
        'pix.end_to_end_id': {
          is: 'end-to-end-id',
          prefix: 'E',
          initiator: 'payer-bank',
          from: 'created_at',
          to: 'paid_at',
          because:
            "a paid Pix has its end-to-end ID: E, the payer's bank's ISPB, the minute it was paid and 11 characters",
        },
        'pix.payer': { is: 'derived', by: 'payer', because: 'a paid Pix names its payer' },
      },
      // What it lands in the balance is its receivables' (receivable.ts): Pix at once, cards per installment.
    },
    refused: {
      final: true,
      meaning: 'A card declined; `refusal_reason` says why.',
      fields: {
        ...unpaid,
        ...costsNothing,
        refusal_reason: { is: 'given', because: 'a refused transaction says why' },
      },
    },
    canceled: {
      final: true,
      meaning: 'A Pix expired unpaid, or an authorization canceled before capture.',
      fields: { ...unpaid, ...costsNothing },
    },
  },
  always: {
    fee_amount: {
      is: 'derived',
      by: 'fee',
      because: 'fee_amount is round(amount × fee_rate) + fixed_fee of the rate card',
    },
    net_amount: { is: 'derived', by: 'net', because: 'net_amount is amount - fee_amount' },
    refunded_amount: {
      is: 'derived',
      by: 'refunded-amount',
      because: 'refunded_amount adds up the refunds that have not failed',
    },
    refund_status: {
      is: 'derived',
      by: 'refund-status',
      because: 'refund_status follows refunded_amount: none, partially_refunded or refunded',
    },
    'pix.qr_code': {
      is: 'derived',
      by: 'pix-br-code',
      because: 'the copia e cola carries the charge: its field 54 is the amount, its CRC matches',
    },
    'pix.qr_code_url': {
      is: 'derived',
      by: 'pix-qr-url',
      because: "the QR code's image is named by the transaction's id",
    },
    'card.three_ds.eci': {
      is: 'derived',
      by: 'eci',
      because:
        'the ECI follows the 3-D Secure result and the brand (Visa, Elo, Amex 05/06/07, Mastercard 02/01/00); null where no result was issued',
    },
  },
  transitions: [
    {
      name: 'authorize',
      from: ['processing'],
      to: 'authorized',
      event: 'transaction.authorized',
      by: 'issuer',
      because: 'a card sent with capture: false stops at authorized',
    },
    {
      name: 'pay',
      from: ['pending', 'processing'],
      to: 'paid',
      event: 'transaction.paid',
      by: 'payer',
      because: 'a Pix is paid by its payer; a card with capture: true is authorized and captured',
    },
    {
      name: 'capture',
      from: ['authorized'],
      to: 'paid',
      event: 'transaction.paid',
      by: 'you',
    },
    {
      name: 'refuse',
      from: ['processing'],
      to: 'refused',
      event: 'transaction.refused',
      by: 'issuer',
      input: ['refusal_reason'],
    },
    {
      name: 'expire',
      from: ['pending'],
      to: 'canceled',
      event: 'transaction.canceled',
      by: 'clock',
    },
    {
      name: 'void',
      from: ['authorized'],
      to: 'canceled',
      event: 'transaction.canceled',
      by: 'you',
      because: 'an authorization is canceled by you, or after 7 days without capture',
    },
  ],
  operations: [
    {
      operation: 'POST /transactions/{id}/capture',
      transition: 'capture',
      refusal: 'transaction_not_capturable',
      limits: [
        {
          field: 'amount',
          atMost: 'amount',
          byDefault: 'amount',
          error: 'capture_amount_too_large',
        },
      ],
      answers: 'self',
    },
    {
      operation: 'POST /transactions/{id}/cancel',
      transition: 'void',
      refusal: 'transaction_not_cancelable',
      answers: 'self',
    },
  ],
  updates: [
    {
      name: 'delivery',
      event: 'transaction.delivery_status_updated',
      inStates: ['paid'],
      fields: ['delivery'],
      operation: 'PATCH /transactions/{id}/delivery-status',
      refusal: 'transaction_not_paid',
      body: { into: 'delivery', stamp: 'updated_at' },
    },
  ],
};
