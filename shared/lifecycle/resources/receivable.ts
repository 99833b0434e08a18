/**
 * A receivable (recebível): the money a paid transaction lands in your
 * balance, one per installment the merchant finances (a Pix, or installments
 * the issuer finances, have one). It is born with the payment, `pending` until
 * its date and then `available`; a Pix is born `available`. An anticipation
 * moves pending ones to your available balance before their date.
 */
import type { FieldRules, Lifecycle } from '../types';

const inBalance = [{ account: 'available', sign: 1 as const, fields: ['net_amount'] }];

const notAnticipated: FieldRules = {
  anticipation_id: { is: 'null', because: 'only an anticipated receivable names its anticipation' },
};

export const receivable: Lifecycle = {
  name: 'receivable',
  schema: 'Receivable',
  idPrefix: 'rcv_',
  stateField: 'status',
  placement: { kind: 'linked', parent: 'transaction', by: 'transaction_id', path: '/receivables' },
  template: { example: 'ReceivablePending' },
  createdField: 'created_at',
  updatedField: 'updated_at',
  creation: {
    name: 'schedule',
    state: { field: '^payment_method', states: { pix: 'available', credit_card: 'pending' } },
    // Announced by the payment it comes from: transaction.paid.
    event: null,
    by: 'provider',
    withParent: {
      transitions: ['pay', 'capture'],
      count: 'receivable-count',
      index: 'installment',
    },
    ledger: { type: 'payment', fee: { field: 'fee_amount' } },
    because:
      'receivables are born with the payment: a Pix is available at once, a card installment is pending until its date',
  },
  states: {
    pending: {
      meaning: 'Waiting for its date (`scheduled_for`); counted in your pending balance.',
      fields: {
        ...notAnticipated,
        settled_at: { is: 'null', because: 'a pending receivable has not settled yet' },
      },
      balance: [{ account: 'pending', sign: 1, fields: ['net_amount'] }],
    },
    available: {
      final: true,
      meaning: 'Settled on its date: its net amount is in your available balance.',
      fields: {
        ...notAnticipated,
        settled_at: { is: 'instant', because: 'a settled receivable has the moment it settled' },
      },
      balance: inBalance,
    },
    anticipated: {
      final: true,
      meaning:
        'Settled before its date by an anticipation: its net amount is in your available balance, and the anticipation charged its fee.',
      fields: {
        anticipation_id: {
          is: 'given',
          because: 'an anticipated receivable names the anticipation that brought it forward',
        },
        settled_at: {
          is: 'instant',
          because: 'an anticipated receivable has the moment the anticipation credited it',
        },
      },
      balance: inBalance,
    },
  },
  always: {
    transaction_id: {
      is: 'copy',
      from: '^id',
      because: 'a receivable names the payment it comes from',
    },
    payment_method: {
      is: 'copy',
      from: '^payment_method',
      because: 'a receivable has the payment method of its payment',
    },
    installments: {
      is: 'derived',
      by: 'receivable-count',
      because:
        'a payment settles in one receivable per installment the merchant finances; a Pix, or installments the issuer finances, in one',
    },
    amount: {
      is: 'derived',
      by: 'receivable-amount',
      because:
        "a receivable is its installment's share of the payment's amount: equal cents, the first installment taking the leftover",
    },
    fee_amount: {
      is: 'derived',
      by: 'receivable-fee',
      because: "a receivable carries its share of the payment's fee, split as the amount is",
    },
    net_amount: { is: 'derived', by: 'net', because: 'net_amount is amount - fee_amount' },
    currency: { is: 'copy', from: '^currency', because: 'a receivable is in its payment currency' },
    scheduled_for: {
      is: 'derived',
      by: 'receivable-date',
      because:
        'a Pix settles on the day it is paid; card installment n settles 30 × n days after the payment, on the next business day when that date is not one (Brasília time)',
    },
  },
  transitions: [
    {
      name: 'settle',
      from: ['pending'],
      to: 'available',
      event: 'receivable.settled',
      by: 'clock',
      ledger: { type: 'settlement' },
      because: 'a receivable settles once, on its date, unless it was anticipated',
    },
    {
      name: 'anticipate',
      from: ['pending'],
      to: 'anticipated',
      event: 'receivable.anticipated',
      by: 'provider',
      input: ['anticipation_id'],
      ledger: { type: 'anticipation' },
      because: 'only a receivable still pending can be anticipated',
    },
  ],
};
