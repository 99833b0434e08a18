/**
 * A charge of a Pix Automático recurrence: you schedule it 2 to 10 days
 * before its due date, the payer's institution debits the payer on that
 * date, and a failed attempt is tried again on `retry_dates` when the
 * recurrence allows retries (`RETRY_OFFSET_DAYS` in `derive.ts`). A resource
 * of its own, tied to its recurrence by `recurrence_id`; its events are
 * `recurring_charge.*`.
 */
import type { FieldRules, Lifecycle } from '../types';

const unpaid: FieldRules = {
  paid_at: { is: 'null', because: 'only a paid charge has paid_at' },
  end_to_end_id: { is: 'null', because: 'a charge has its end-to-end ID once it is paid' },
};

const notCanceled: FieldRules = {
  cancellation_reason: {
    is: 'null',
    because: 'cancellation_reason is set only on a canceled charge',
  },
};

export const recurringCharge: Lifecycle = {
  name: 'recurring_charge',
  schema: 'RecurringCharge',
  idPrefix: 'rch_',
  stateField: 'status',
  placement: {
    kind: 'linked',
    parent: 'recurrence',
    by: 'recurrence_id',
    path: '/recurring-charges',
  },
  template: { example: 'RecurringChargeScheduled' },
  createdField: 'created_at',
  updatedField: 'updated_at',
  creation: {
    name: 'schedule',
    state: 'scheduled',
    event: 'recurring_charge.scheduled',
    by: 'you',
    parentStates: ['active'],
    fromParent: { amount: '^amount', currency: '^currency' },
    because: 'a charge is scheduled under an authorized (active) recurrence',
  },
  states: {
    scheduled: {
      meaning: "Accepted by the payer's institution, which debits the payer on due_date.",
      fields: {
        ...unpaid,
        ...notCanceled,
        failure_reason: { is: 'null', because: 'no attempt has failed yet' },
      },
    },
    retrying: {
      meaning: 'An attempt failed; the next one is on the following date of retry_dates.',
      fields: {
        ...unpaid,
        ...notCanceled,
        failure_reason: {
          is: 'given',
          because: 'a charge being retried says why the attempt failed',
        },
      },
    },
    paid: {
      final: true,
      meaning: 'The payer was debited; the net amount is in your available balance.',
      fields: {
        ...notCanceled,
        paid_at: { is: 'instant', because: 'a paid charge has the moment it was paid' },
        end_to_end_id: {
          is: 'end-to-end-id',
          prefix: 'E',
          initiator: 'payer-bank',
          from: 'created_at',
          to: 'paid_at',
          because:
            "a paid charge is a Pix the payer's institution sent: E, its ISPB, the minute it was paid and 11 characters",
        },
        failure_reason: { is: 'null', because: 'a paid charge did not fail' },
      },
      balance: [{ account: 'available', sign: 1, fields: ['net_amount'] }],
    },
    failed: {
      final: true,
      meaning: 'No attempt passed: the last one, or the only one without retries, failed.',
      fields: {
        ...unpaid,
        ...notCanceled,
        failure_reason: { is: 'given', because: 'a failed charge says why' },
      },
    },
    canceled: {
      final: true,
      meaning: 'Canceled by you, by the payer, or with its recurrence, before it was paid.',
      fields: {
        ...unpaid,
        cancellation_reason: { is: 'given', because: 'a canceled charge says why' },
      },
    },
  },
  always: {
    recurrence_id: {
      is: 'copy',
      from: '^id',
      because: 'a charge names the recurrence it is made under',
    },
    amount: {
      is: 'copy',
      from: '^amount',
      because: 'a charge takes the fixed amount the payer authorized',
    },
    fee_amount: {
      is: 'derived',
      by: 'pix-fee',
      because: "a recurring charge is a Pix: fee_amount is the Pix rate card's fee on its amount",
    },
    net_amount: { is: 'derived', by: 'net', because: 'net_amount is amount - fee_amount' },
    retry_dates: {
      is: 'derived',
      by: 'retry-dates',
      because:
        'a charge of a recurrence that allows retries is tried again 1, 3 and 5 days after its due date; without retries, never',
    },
  },
  transitions: [
    {
      name: 'pay',
      from: ['scheduled', 'retrying'],
      to: 'paid',
      event: 'recurring_charge.paid',
      by: 'payer-bank',
      ledger: { type: 'recurring_charge', fee: { field: 'fee_amount' } },
    },
    {
      name: 'retry',
      from: ['scheduled', 'retrying'],
      to: 'retrying',
      event: 'recurring_charge.retrying',
      by: 'payer-bank',
      input: ['failure_reason'],
      because: 'an attempt that fails is tried again only when the recurrence allows retries',
    },
    {
      name: 'fail',
      from: ['scheduled', 'retrying'],
      to: 'failed',
      event: 'recurring_charge.failed',
      by: 'payer-bank',
      input: ['failure_reason'],
    },
    {
      name: 'cancel',
      from: ['scheduled', 'retrying'],
      to: 'canceled',
      event: 'recurring_charge.canceled',
      by: 'payer',
      input: ['cancellation_reason'],
      because:
        'a charge is canceled before its due date: by you until 22:00 of the day before, by the payer until 23:59',
    },
  ],
  operations: [
    {
      operation: 'POST /recurrences/{id}/charges',
      transition: 'schedule',
      refusal: 'recurrence_not_active',
      body: { due_date: {}, description: {}, external_id: {} },
      answers: 'self',
    },
    {
      operation: 'POST /recurring-charges/{id}/cancel',
      transition: 'cancel',
      refusal: 'recurring_charge_not_cancelable',
      input: { cancellation_reason: 'requested_by_merchant' },
      answers: 'self',
    },
  ],
  // The payer's institution debits the payer on the due date (in the sandbox, 10 seconds
  // later); a scenario may choose `fail`, a closed account, which no retry could pass.
  sandboxFollowUp: {
    after: 10,
    transition: 'pay',
    alternatives: ['fail'],
    input: { fail: { failure_reason: 'payer_account_closed' } },
  },
};
