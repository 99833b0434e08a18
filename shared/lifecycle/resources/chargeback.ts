/**
 * A chargeback (`chargeback` of a card transaction): the cardholder disputes
 * the payment with the issuer. Its events carry the whole transaction.
 */
import type { FieldRules, Lifecycle } from '../types';

const undecided: FieldRules = {
  closed_at: { is: 'null', because: 'a chargeback is closed only once won or lost' },
};

const decided: FieldRules = {
  closed_at: { is: 'instant', because: 'a won or lost chargeback has the moment it closed' },
};

export const chargeback: Lifecycle = {
  name: 'chargeback',
  schema: 'Chargeback',
  idPrefix: 'cb_',
  stateField: 'status',
  placement: { kind: 'embedded', parent: 'transaction', field: 'chargeback', many: false },
  template: { example: 'CardTransactionChargeback', path: 'chargeback' },
  createdField: 'created_at',
  creation: {
    name: 'open',
    state: 'open',
    event: 'transaction.chargeback',
    by: 'issuer',
    parentStates: ['paid'],
    parentWhen: { field: 'payment_method', in: ['credit_card'] },
    fromParent: { amount: '^amount' },
    because: 'a chargeback disputes a paid card payment',
  },
  states: {
    open: {
      meaning: 'Send your evidence before defense_deadline.',
      fields: undecided,
      balance: [{ account: 'available', sign: -1, fields: ['amount'] }],
    },
    under_review: {
      meaning: 'The issuer is judging it.',
      fields: undecided,
      balance: [{ account: 'available', sign: -1, fields: ['amount'] }],
    },
    won: { final: true, meaning: 'The amount came back to your balance.', fields: decided },
    lost: {
      final: true,
      meaning: 'The amount went to the cardholder.',
      fields: decided,
      balance: [{ account: 'available', sign: -1, fields: ['amount'] }],
    },
  },
  always: {
    amount: {
      is: 'at-most',
      of: '^amount',
      because: 'a chargeback disputes at most what was paid',
    },
    defense_deadline: {
      is: 'derived',
      by: 'deadline',
      days: 10,
      endOfDay: true,
      because: 'the defense deadline is the end of the 10th day after the chargeback opened',
    },
  },
  transitions: [
    {
      name: 'review',
      from: ['open'],
      to: 'under_review',
      event: 'transaction.chargeback_updated',
      by: 'issuer',
    },
    {
      name: 'win',
      from: ['under_review'],
      to: 'won',
      event: 'transaction.chargeback_updated',
      by: 'issuer',
    },
    {
      name: 'lose',
      from: ['open', 'under_review'],
      to: 'lost',
      event: 'transaction.chargeback_updated',
      by: 'issuer',
      because: 'a chargeback without a defense by its deadline is lost',
    },
  ],
};
