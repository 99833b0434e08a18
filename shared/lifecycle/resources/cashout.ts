/**
 * A cash-out: a Pix sent from your balance to a Pix key. The key is looked up
 * in DICT when the cash-out is created (a key not there is refused at once,
 * `422 invalid_pix_key`); what fails later fails once the Pix was sent.
 */
import type { Lifecycle } from '../types';

const reserved = [{ account: 'available', sign: -1 as const, fields: ['amount', 'fee_amount'] }];

export const cashout: Lifecycle = {
  name: 'cashout',
  schema: 'Cashout',
  idPrefix: 'co_',
  stateField: 'status',
  placement: { kind: 'collection', path: '/cashouts' },
  createdField: 'created_at',
  updatedField: 'updated_at',
  creation: {
    name: 'create',
    state: 'pending',
    event: 'cashout.created',
    by: 'you',
    ledger: { type: 'cashout', fee: { field: 'fee_amount' } },
  },
  states: {
    pending: {
      meaning: 'Accepted; amount and fee reserved; not sent yet.',
      balance: reserved,
    },
    processing: {
      meaning: "Sent to the SPI; waiting for the receiver's institution.",
      balance: reserved,
    },
    completed: {
      final: true,
      meaning: 'The money reached the Pix key.',
      fields: {
        completed_at: {
          is: 'instant',
          because: 'a completed cash-out has the moment it completed',
        },
        end_to_end_id: {
          is: 'end-to-end-id',
          prefix: 'E',
          initiator: 'provider',
          from: 'created_at',
          to: 'completed_at',
          because:
            "a completed cash-out has its end-to-end ID: E, the provider's ISPB (it sends the Pix), the minute it was sent and 11 characters",
        },
      },
      balance: reserved,
    },
    failed: {
      final: true,
      meaning:
        "Refused by the receiver's institution, or the key left DICT after creation; amount and fee are back in your balance.",
      fields: {
        failure_reason: { is: 'given', because: 'a failed cash-out says why in failure_reason' },
      },
    },
    canceled: {
      final: true,
      meaning: 'Canceled before it was sent, by you or by the provider; amount and fee are back.',
      fields: {
        cancellation_reason: {
          is: 'given',
          because: 'a canceled cash-out says why in cancellation_reason',
        },
      },
    },
  },
  always: {
    fee_amount: {
      is: 'derived',
      by: 'cashout-fee',
      because: 'a cash-out costs the fixed cash-out fee',
    },
    completed_at: { is: 'null', because: 'only a completed cash-out has completed_at' },
    end_to_end_id: {
      is: 'null',
      because: 'a cash-out has its end-to-end ID once completed, not before',
    },
    failure_reason: { is: 'null', because: 'failure_reason is set only on a failed cash-out' },
    cancellation_reason: {
      is: 'null',
      because: 'cancellation_reason is set only on a canceled cash-out',
    },
  },
  transitions: [
    {
      name: 'send',
      from: ['pending'],
      to: 'processing',
      event: 'cashout.processing',
      by: 'provider',
    },
    {
      name: 'complete',
      from: ['processing'],
      to: 'completed',
      event: 'cashout.completed',
      by: 'receiver-bank',
    },
    {
      name: 'fail',
      from: ['processing'],
      to: 'failed',
      event: 'cashout.failed',
      by: 'receiver-bank',
      input: ['failure_reason'],
      ledger: { type: 'cashout_reversal', fee: { field: 'fee_amount', returned: true } },
      because:
        'a cash-out fails once sent (processing): a key that is not in DICT when the cash-out is created is refused at once with 422 invalid_pix_key',
    },
    {
      name: 'cancel',
      from: ['pending'],
      to: 'canceled',
      event: 'cashout.canceled',
      by: 'provider',
      input: ['cancellation_reason'],
      ledger: { type: 'cashout_reversal', fee: { field: 'fee_amount', returned: true } },
      because: 'only a cash-out not sent yet (pending) can be canceled',
    },
  ],
  operations: [
    {
      operation: 'POST /cashouts/{id}/cancel',
      transition: 'cancel',
      refusal: 'cashout_not_cancelable',
      input: { cancellation_reason: 'requested_by_merchant' },
      answers: 'self',
    },
  ],
};
