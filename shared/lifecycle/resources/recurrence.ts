/**
 * A Pix Automático recurrence: your request that a payer authorize recurring
 * Pix debits of a fixed amount, and, once the payer authorizes it in their
 * bank's app, the authorization its charges (`recurring-charge.ts`) are made
 * under. Either side may cancel it; its events are `recurrence.*`.
 */
import type { FieldRules, Lifecycle } from '../types';

/** Nothing authorized: no moment of authorization. */
const unauthorized: FieldRules = {
  authorized_at: { is: 'null', because: 'only an authorized recurrence has authorized_at' },
};

const notCanceled: FieldRules = {
  canceled_at: { is: 'null', because: 'only a canceled recurrence has canceled_at' },
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
      fields: { ...unauthorized, ...notCanceled },
    },
    active: {
      meaning: 'Authorized by the payer: you may schedule charges under it.',
      fields: {
        ...notCanceled,
        authorized_at: { is: 'instant', because: 'an authorized recurrence has the moment' },
      },
    },
    rejected: {
      final: true,
      meaning: 'The payer declined it in their app; no charge may be scheduled.',
      fields: { ...unauthorized, ...notCanceled },
    },
    expired: {
      final: true,
      meaning: 'The payer did not answer before authorization_expires_at.',
      fields: { ...unauthorized, ...notCanceled },
    },
    canceled: {
      final: true,
      meaning:
        "Canceled by you, by the payer in their bank's app, or by the payer's institution; the charges still to come are canceled with it.",
      fields: {
        canceled_at: { is: 'instant', because: 'a canceled recurrence has the moment' },
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
    qr_code: {
      when: { field: 'journey', in: ['qr_code'] },
      use: { is: 'given', because: 'a recurrence authorized by QR code has its Pix copia e cola' },
      otherwise: {
        is: 'null',
        because: "a recurrence sent to the payer's bank has no QR code",
      },
    },
    authorization_expires_at: {
      is: 'derived',
      by: 'deadline',
      days: 7,
      endOfDay: true,
      because: 'the payer has until the end of the 7th day after creation to authorize',
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
      cascade: {
        lifecycle: 'recurring_charge',
        transition: 'cancel',
        given: { cancellation_reason: 'recurrence_canceled' },
      },
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
