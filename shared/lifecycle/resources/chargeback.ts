/**
 * A chargeback (`chargeback` of a card transaction): the cardholder disputes
 * the payment with the issuer. Its events carry the whole transaction; the API
 * also serves each one on its own (`GET /chargebacks/{id}`), where you send
 * your evidence.
 */
import type { FieldRules, Lifecycle } from '../types';

/**
 * Days after a chargeback opens that you have to send your evidence, by card
 * brand: the provider's deadlines (to the end of that day, UTC), set inside
 * each network's own window for the acquirer's answer (Visa 30 days,
 * Mastercard 45, American Express 20) so the provider can present it in time.
 */
export const chargebackDefenseDays: Record<string, number> = {
  visa: 20,
  mastercard: 30,
  elo: 20,
  amex: 10,
  hipercard: 20,
};

/** What an evidence file may be: its types, its size and how many a submission holds. */
export const evidenceFiles = {
  types: ['application/pdf', 'image/jpeg', 'image/png'],
  maxBytes: 4 * 1024 * 1024,
  maxFiles: 10,
} as const;

const undecided: FieldRules = {
  closed_at: { is: 'null', because: 'a chargeback is closed only once won or lost' },
};

const decided: FieldRules = {
  closed_at: { is: 'instant', because: 'a won or lost chargeback has the moment it closed' },
};

const defended: FieldRules = {
  evidence: {
    is: 'given',
    because: 'a chargeback goes to the issuer with your evidence: under review and won, it has it',
  },
};

export const chargeback: Lifecycle = {
  name: 'chargeback',
  schema: 'Chargeback',
  idPrefix: 'cb_',
  stateField: 'status',
  placement: {
    kind: 'embedded',
    parent: 'transaction',
    field: 'chargeback',
    many: false,
    path: '/chargebacks',
  },
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
    ledger: { type: 'chargeback' },
    because: 'a chargeback disputes a paid card payment',
  },
  states: {
    open: {
      meaning: 'Send your evidence before defense_deadline.',
      fields: {
        ...undecided,
        evidence: { is: 'null', because: 'an open chargeback has no evidence yet' },
      },
      balance: [{ account: 'available', sign: -1, fields: ['amount'] }],
    },
    under_review: {
      meaning: 'Your evidence went to the issuer, who is judging it.',
      fields: { ...undecided, ...defended },
      balance: [{ account: 'available', sign: -1, fields: ['amount'] }],
    },
    won: {
      final: true,
      meaning: 'The amount came back to your balance.',
      fields: { ...decided, ...defended },
    },
    lost: {
      final: true,
      meaning: 'The amount went to the cardholder.',
      fields: decided,
      balance: [{ account: 'available', sign: -1, fields: ['amount'] }],
    },
  },
  always: {
    transaction_id: {
      is: 'copy',
      from: '^id',
      because: 'a chargeback names the transaction it disputes',
    },
    amount: {
      is: 'at-most',
      of: '^amount',
      because: 'a chargeback disputes at most what was paid',
    },
    defense_deadline: {
      is: 'derived',
      by: 'deadline',
      daysBy: { field: '^card.brand', days: chargebackDefenseDays },
      endOfDay: true,
      because:
        "the defense deadline is the end of the day, N days after the chargeback opened, N by the card's brand (Visa and Elo 20, Mastercard 30, American Express 10)",
    },
  },
  transitions: [
    {
      name: 'review',
      from: ['open'],
      to: 'under_review',
      event: 'transaction.chargeback_updated',
      by: 'you',
      input: ['evidence'],
      because: 'your evidence, sent while the chargeback is open, takes it to the issuer',
    },
    {
      name: 'win',
      from: ['under_review'],
      to: 'won',
      event: 'transaction.chargeback_updated',
      by: 'issuer',
      ledger: { type: 'chargeback_reversal' },
      because: 'only a chargeback you answered with evidence can be won',
    },
    {
      name: 'lose',
      from: ['open', 'under_review'],
      to: 'lost',
      event: 'transaction.chargeback_updated',
      by: 'issuer',
      because: 'a chargeback without evidence by its deadline is lost',
    },
  ],
  operations: [
    {
      operation: 'POST /chargebacks/{id}/evidence',
      transition: 'review',
      refusal: 'chargeback_not_open',
      bodyInto: {
        into: 'evidence',
        stamp: 'submitted_at',
        uploads: { field: 'files', ...evidenceFiles, error: 'invalid_evidence_file' },
      },
      answers: 'self',
    },
  ],
  sandboxFollowUp: { after: 10, transition: 'win', alternatives: ['lose'] },
};
