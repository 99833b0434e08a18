/**
 * A refund item (`refunds[]` of a transaction): a card refund, or a Pix
 * devolução, a Pix of its own with a `D…` end-to-end ID. Its events carry the
 * whole transaction.
 */
import type { Lifecycle } from '../types';

export const refund: Lifecycle = {
  name: 'refund',
  schema: 'Refund',
  idPrefix: 'rf_',
  stateField: 'status',
  placement: { kind: 'embedded', parent: 'transaction', field: 'refunds', many: true },
  template: { example: 'PixTransactionPartiallyRefunded', path: 'refunds.0' },
  createdField: 'created_at',
  creation: {
    name: 'request',
    state: 'pending',
    // The event says where the transaction's refunds stand once this one is counted.
    event: {
      field: 'refund_status',
      events: {
        partially_refunded: 'transaction.partially_refunded',
        refunded: 'transaction.refunded',
      },
    },
    by: 'you',
    parentStates: ['paid'],
    // A MED devolução (an accepted infraction's return, `reason: med`) is its own entry type.
    ledger: { type: 'refund', typeBy: { field: 'reason', types: { med: 'med_return' } } },
    because:
      'a refund is born pending: the answer to POST /transactions/{id}/refund, and the event it sends, show it before the money reached the customer',
  },
  states: {
    pending: {
      meaning: 'Sent; the money has not reached the customer yet.',
      fields: {
        end_to_end_id: {
          is: 'null',
          because: 'a devolução has its D… end-to-end ID once it is settled, not before',
        },
      },
      balance: [{ account: 'available', sign: -1, fields: ['amount'] }],
    },
    succeeded: {
      final: true,
      meaning: "The money reached the customer's card or account.",
      fields: {
        end_to_end_id: {
          when: { field: '^payment_method', in: ['pix'] },
          use: {
            is: 'end-to-end-id',
            prefix: 'D',
            initiator: 'provider',
            from: 'created_at',
            because:
              "a settled devolução has its own end-to-end ID: D, the provider's ISPB, the minute it was sent and 11 characters",
          },
          otherwise: { is: 'null', because: 'a card refund has no end-to-end ID' },
        },
      },
      balance: [{ account: 'available', sign: -1, fields: ['amount'] }],
    },
    failed: {
      final: true,
      meaning:
        "Refused by the payer's institution (a closed account): the amount is back in your balance and no longer counts in refunded_amount.",
      fields: {
        end_to_end_id: { is: 'null', because: 'a failed devolução was never settled' },
      },
    },
  },
  transitions: [
    {
      name: 'settle',
      from: ['pending'],
      to: 'succeeded',
      event: 'transaction.refund_updated',
      by: 'payer-bank',
    },
    {
      name: 'fail',
      from: ['pending'],
      to: 'failed',
      event: 'transaction.refund_updated',
      by: 'payer-bank',
      ledger: { type: 'refund_reversal' },
    },
  ],
  operations: [
    {
      operation: 'POST /transactions/{id}/refund',
      transition: 'request',
      refusal: 'transaction_not_refundable',
      guards: [
        {
          unless: { field: 'refund_status', notIn: ['refunded'] },
          error: 'transaction_not_refundable',
        },
        { unless: { field: 'chargeback', in: [null] }, error: 'transaction_not_refundable' },
        {
          // MED returns the money itself: a refund on top would pay the payer twice.
          unless: { not: { linked: 'infraction', inStates: ['open', 'under_review', 'accepted'] } },
          error: 'infraction_open',
        },
      ],
      limits: [
        {
          field: 'amount',
          atMost: { derived: 'refundable' },
          byDefault: { derived: 'refundable' },
          error: 'refund_amount_too_large',
        },
      ],
      body: { reason: { fallback: 'requested_by_customer' } },
      answers: 'parent',
    },
  ],
  sandboxFollowUp: { after: 2, transition: 'settle', alternatives: ['fail'] },
};
