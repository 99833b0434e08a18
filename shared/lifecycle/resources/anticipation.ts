/**
 * An anticipation (antecipação): the pending receivables of a card payment
 * credited to your available balance before their dates, for a fee of simple
 * interest at the rate card's monthly rate, pro rata per calendar day brought
 * forward, on each receivable's net amount.
 */
import type { FieldRules, Lifecycle } from '../types';

/** What the request fixed: the receivables it brings forward and what that costs. */
const quoted: FieldRules = {
  scheduled_for: {
    is: 'derived',
    by: 'anticipation-date',
    because:
      'an anticipation is credited on the day it is requested, if a business day before 15:00 (Brasília time), else on the next business day',
  },
  receivables: {
    is: 'derived',
    by: 'anticipation-receivables',
    because:
      'an anticipation brings forward every pending receivable of its payment due after its date, each with its days and fee',
  },
  amount: {
    is: 'derived',
    by: 'anticipation-amount',
    because: "an anticipation's amount is the sum of its receivables' net amounts",
  },
  fee_amount: {
    is: 'derived',
    by: 'anticipation-fee',
    because: "an anticipation's fee is the sum of its receivables' fees",
  },
};

export const anticipation: Lifecycle = {
  name: 'anticipation',
  schema: 'Anticipation',
  idPrefix: 'ant_',
  stateField: 'status',
  placement: {
    kind: 'linked',
    parent: 'transaction',
    by: 'transaction_id',
    path: '/anticipations',
  },
  template: { example: 'AnticipationPending' },
  createdField: 'created_at',
  updatedField: 'updated_at',
  creation: {
    name: 'request',
    state: 'pending',
    event: 'anticipation.created',
    by: 'you',
    parentStates: ['paid'],
    parentWhen: { field: 'payment_method', in: ['credit_card'] },
    because: 'an anticipation brings forward the receivables of a paid card payment',
  },
  states: {
    pending: {
      meaning: 'Accepted; its receivables are credited on `scheduled_for`.',
      fields: {
        ...quoted,
        completed_at: { is: 'null', because: 'a pending anticipation has not been credited yet' },
      },
    },
    completed: {
      final: true,
      meaning:
        'Credited: its receivables are anticipated, their net amount is in your available balance and the fee was charged.',
      fields: {
        completed_at: {
          is: 'instant',
          because: 'a completed anticipation has the moment it was credited',
        },
      },
      balance: [{ account: 'available', sign: -1, fields: ['fee_amount'] }],
    },
  },
  always: {
    transaction_id: {
      is: 'copy',
      from: '^id',
      because: 'an anticipation names the payment whose receivables it brings forward',
    },
    currency: {
      is: 'copy',
      from: '^currency',
      because: 'an anticipation is in its payment currency',
    },
    monthly_rate: {
      is: 'derived',
      by: 'anticipation-rate',
      because: "monthly_rate is the rate card's anticipation rate",
    },
    net_amount: { is: 'derived', by: 'net', because: 'net_amount is amount - fee_amount' },
  },
  transitions: [
    {
      name: 'complete',
      from: ['pending'],
      to: 'completed',
      event: 'anticipation.completed',
      by: 'provider',
      ledger: { type: 'anticipation_fee' },
      cascade: {
        lifecycle: 'receivable',
        transition: 'anticipate',
        items: 'receivables',
        input: { anticipation_id: 'id' },
      },
    },
  ],
  operations: [
    {
      operation: 'POST /transactions/{id}/anticipation',
      transition: 'request',
      refusal: 'transaction_not_anticipatable',
      guards: [
        {
          unless: { derived: 'anticipatable', is: true },
          error: 'transaction_not_anticipatable',
        },
      ],
      answers: 'self',
    },
  ],
  sandboxFollowUp: { after: 2, transition: 'complete', alternatives: [] },
};
