/**
 * A Pix Automático recurrence: your request that a payer authorize recurring
 * Pix debits, and, once the payer authorizes it in their bank's app, the
 * authorization its charges (`recurring-charge.ts`) are made under. Either
 * side may cancel it; its events are `recurrence.*`.
 */
import type { FieldRules, Lifecycle } from '../types';

/** Nothing the payer decided yet: no payer, no cap, no moment of authorization. */
const undecided: FieldRules = {
  authorized_at: { is: 'null', because: 'only an authorized recurrence has authorized_at' },
  payer: { is: 'null', because: 'the payer is known once they authorize the recurrence' },
  payer_maximum_amount: {
    is: 'null',
    because: 'the payer sets the most a charge may take when authorizing, not before',
  },
};

const notCanceled: FieldRules = {
  cancellation_reason: {
    is: 'null',
    because: 'cancellation_reason is set only on a canceled recurrence',
  },
};

export const recurrence: Lifecycle = {
  name: 'recurrence',
  schema: 'Recurrence',
  idPrefix: 'rec_',
  stateField: 'status',
  placement: { kind: 'collection', path: '/recurrences' },
  createdField: 'created_at',
  updatedField: 'updated_at',
  creation: {
    name: 'create',
    state: 'pending',
    event: 'recurrence.created',
    by: 'you',
    because: 'a recurrence is born pending: the payer has not authorized it yet',
  },
  states: {
    pending: {
      meaning: "Waiting for the payer's authorization in their bank's app.",
      fields: { ...undecided, ...notCanceled },
    },
    active: {
      meaning: 'Authorized: you may schedule charges under it.',
      fields: {
        ...notCanceled,
        authorized_at: { is: 'instant', because: 'an authorized recurrence has the moment' },
        payer: {
          is: 'derived',
          by: 'payer',
          because: "an authorized recurrence names its payer, with a masked document",
        },
        payer_maximum_amount: {
          when: { field: 'amount', in: [null] },
          use: {
            is: 'given',
            because: 'the payer of a variable-amount recurrence sets the most a charge may take',
          },
          otherwise: {
            is: 'null',
            because: 'a fixed-amount recurrence charges its amount: the payer sets no cap',
          },
        },
      },
    },
    rejected: {
      final: true,
      meaning: 'The payer declined it in their app.',
      fields: { ...undecided, ...notCanceled },
    },
    expired: {
      final: true,
      meaning: 'Nobody authorized it before authorization_expires_at.',
      fields: { ...undecided, ...notCanceled },
    },
    canceled: {
      final: true,
      meaning: 'Canceled by you, by the payer or by an institution; no charge follows.',
      fields: {
        cancellation_reason: { is: 'given', because: 'a canceled recurrence says why' },
      },
    },
  },
  always: {
    id_rec: {
      is: 'derived',
      by: 'recurrence-id',
      because:
        "idRec is R, then R when retries are allowed or N when not, the provider's ISPB, the creation date and 11 characters",
    },
  },
  transitions: [
    {
      name: 'authorize',
      from: ['pending'],
      to: 'active',
      event: 'recurrence.authorized',
      by: 'payer',
    },
    {
      name: 'reject',
      from: ['pending'],
      to: 'rejected',
      event: 'recurrence.rejected',
      by: 'payer',
    },
    {
      name: 'expire',
      from: ['pending'],
      to: 'expired',
      event: 'recurrence.expired',
      by: 'clock',
    },
    {
      name: 'cancel',
      from: ['pending', 'active'],
      to: 'canceled',
      event: 'recurrence.canceled',
      by: 'payer',
      input: ['cancellation_reason'],
      // The charges still to come are canceled with it; paid ones stay paid.
      cascade: [
        {
          lifecycle: 'recurring_charge',
          transition: 'cancel',
          input: { cancellation_reason: 'recurrence_canceled' },
        },
      ],
      because: 'you or the payer may cancel a recurrence at any time before it ends',
    },
  ],
  operations: [
    {
      operation: 'POST /recurrences/{id}/cancel',
      transition: 'cancel',
      refusal: 'recurrence_not_cancelable',
      input: { cancellation_reason: 'requested_by_merchant' },
      answers: 'self',
    },
  ],
};
