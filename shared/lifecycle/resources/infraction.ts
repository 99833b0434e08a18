/**
 * A MED infraction: the payer's bank disputes a Pix you received. The
 * provider, as the receiving institution, analyzes it (with your defense) and
 * decides; the merchant never accepts one.
 */
import type { Lifecycle } from '../types';
import { evidenceFiles } from './chargeback';

const blocking = [
  { account: 'available', sign: -1 as const, fields: ['blocked_amount'] },
  { account: 'blocked', sign: 1 as const, fields: ['blocked_amount'] },
];

export const infraction: Lifecycle = {
  name: 'infraction',
  schema: 'Infraction',
  idPrefix: 'inf_',
  stateField: 'status',
  placement: { kind: 'linked', parent: 'transaction', by: 'transaction_id', path: '/infractions' },
  template: { webhook: 'infraction.opened', path: 'data' },
  createdField: 'created_at',
  updatedField: 'updated_at',
  creation: {
    name: 'open',
    state: 'open',
    event: 'infraction.opened',
    by: 'payer-bank',
    parentStates: ['paid'],
    parentWhen: { field: 'payment_method', in: ['pix'] },
    fromParent: { amount: '^amount', blocked_amount: '^amount' },
    ledger: { type: 'med_block' },
    because: 'MED disputes a paid Pix you received',
  },
  states: {
    open: {
      meaning: 'The notification arrived; the amount is blocked.',
      fields: {
        resolution: { is: 'null', because: 'an infraction has no resolution while open' },
        defense: {
          is: 'null',
          because: 'your defense takes the infraction to analysis: an open one has none yet',
        },
      },
      balance: blocking,
    },
    under_review: {
      meaning: 'The provider is analyzing it, with your defense if you sent one.',
      fields: { resolution: { is: 'null', because: 'an infraction has no resolution while open' } },
      balance: blocking,
    },
    accepted: {
      meaning:
        'Upheld: the amount stays blocked until it goes back to the payer, when the infraction closes.',
      fields: { resolution: { is: 'value', value: 'accepted' } },
      balance: blocking,
    },
    rejected: {
      meaning: 'Dismissed: the block is released.',
      fields: { resolution: { is: 'value', value: 'rejected' } },
    },
    closed: {
      final: true,
      meaning: 'The process ended; resolution says how.',
      fields: {
        resolution: { is: 'given', because: 'a closed infraction says how it ended' },
        blocked_amount: { is: 'value', value: 0, because: 'nothing stays blocked once closed' },
      },
    },
  },
  always: {
    transaction_id: {
      is: 'copy',
      from: '^id',
      because: 'an infraction names the transaction it disputes',
    },
    end_to_end_id: {
      is: 'copy',
      from: '^pix.end_to_end_id',
      because: 'an infraction names the end-to-end ID of the Pix it disputes',
    },
    amount: { is: 'at-most', of: '^amount', because: 'MED disputes at most what was paid' },
    blocked_amount: {
      is: 'at-most',
      of: 'amount',
      because: 'the block never exceeds the disputed amount',
    },
    defense_deadline: {
      is: 'derived',
      by: 'deadline',
      days: 3,
      because: 'the defense deadline is 3 calendar days after the infraction opened',
    },
  },
  transitions: [
    {
      name: 'defend',
      from: ['open'],
      to: 'under_review',
      event: 'infraction.updated',
      by: 'you',
      input: ['defense'],
      because: 'a defense is sent once, while the infraction is open; the analysis starts with it',
    },
    {
      name: 'review',
      from: ['open'],
      to: 'under_review',
      event: 'infraction.updated',
      by: 'provider',
      because: 'without a defense, the analysis starts at defense_deadline',
    },
    {
      name: 'accept',
      from: ['open', 'under_review'],
      to: 'accepted',
      event: 'infraction.updated',
      by: 'provider',
    },
    {
      name: 'reject',
      from: ['open', 'under_review'],
      to: 'rejected',
      event: 'infraction.updated',
      by: 'provider',
      ledger: { type: 'med_release' },
    },
    {
      name: 'close',
      from: ['accepted', 'rejected'],
      to: 'closed',
      event: 'infraction.closed',
      by: 'provider',
      // After an acceptance the block ends here and the money goes back to the payer: a refund
      // of the transaction with reason `med` (the MED devolução) is born with the change, for
      // what was blocked. After a rejection the block was already released.
      ledger: { type: 'med_return' },
      creates: {
        lifecycle: 'refund',
        when: { field: 'status', in: ['accepted'] },
        input: { amount: 'blocked_amount' },
        fixed: { reason: 'med' },
      },
      because:
        'an accepted infraction closes when its amount has gone back to the payer (a refund with reason med); a rejected one once the block is released',
    },
  ],
  operations: [
    {
      operation: 'POST /infractions/{id}/defense',
      transition: 'defend',
      refusal: 'infraction_not_open',
      bodyInto: {
        into: 'defense',
        stamp: 'submitted_at',
        uploads: { field: 'files', ...evidenceFiles, error: 'invalid_evidence_file' },
      },
      answers: 'self',
    },
  ],
  // The provider decides after your defense; a rejection closes the infraction at once.
  sandboxFollowUp: {
    after: 10,
    transition: 'reject',
    alternatives: ['accept'],
    andThen: { reject: 'close' },
  },
  updates: [
    {
      name: 'block',
      event: 'infraction.updated',
      inStates: ['open', 'under_review'],
      fields: ['blocked_amount'],
      ledger: { type: 'med_block' },
    },
  ],
};
