/**
 * The vocabulary of the lifecycle model: a resource's states, its transitions
 * and the event each emits, what each field holds in each state, where the
 * resource lives (its own collection, inside another one, tied to another
 * one), the operations that move it and what it does to the balance. The
 * resources themselves are data in `resources/`; the engine (`engine.ts`)
 * and the checker (`check.ts`) read nothing else, so a resource is added by
 * describing it, not by code.
 */

export type Json = Record<string, unknown>;

/**
 * A dotted path in a resource (`pix.end_to_end_id`). Starting with `^`, a path
 * of the resource it belongs to (a refund item's transaction: `^payment_method`).
 */
export type FieldPath = string;

/** A test on a resource's fields or on the resources tied to it. */
export type Condition =
  | { field: FieldPath; in: readonly unknown[] }
  | { field: FieldPath; notIn: readonly unknown[] }
  /** Some resource of lifecycle `linked` tied to this one is in one of `states`. */
  | { linked: string; inStates: readonly string[] }
  /** A derived value of the resource (`derive.ts`) equals `is`. */
  | { derived: DerivationName; is: unknown }
  | { all: readonly Condition[] }
  | { not: Condition };

/**
 * The named computations a field may hold (`derive.ts`): the only code a new
 * resource may need, when none of these fits.
 */
export type DerivationName =
  /** `round(amount × fee_rate) + fixed_fee` of the rate card, by payment method and installments. */
  | 'fee'
  /** The cash-out fee of the rate card. */
  | 'cashout-fee'
  /** `amount - fee_amount`. */
  | 'net'
  /** The sum of the `refunds` that have not failed. */
  | 'refunded-amount'
  /** `none`, `partially_refunded` or `refunded`, from `refunded_amount` and `amount`. */
  | 'refund-status'
  /** What can still be refunded: `amount - refunded_amount`. */
  | 'refundable'
  /** The payer of a paid Pix: the customer's name and a masked document. */
  | 'payer'
  /** The ECI of the card brand for the 3-D Secure result. */
  | 'eci'
  /** `created_at` plus `days` (to the end of that day, UTC, with `endOfDay`). */
  | 'deadline'
  /** The Pix copia e cola with the charge's amount in its field 54 (and its CRC). */
  | 'pix-br-code'
  /** The QR code image's URL, named by the transaction's id. */
  | 'pix-qr-url'
  /** Whether each installment of a card payment reaches the rate card's minimum. */
  | 'installment-minimum-met'
  /** How many receivables a payment settles in: its installments when the merchant finances them, else 1. */
  | 'receivable-count'
  /** A receivable's share of its payment's `amount` (the first installment takes the leftover cents). */
  | 'receivable-amount'
  /** A receivable's share of its payment's `fee_amount`, split as the amount is. */
  | 'receivable-fee'
  /** The date a receivable settles on: the payment's date for Pix, D+30 per installment (next business day) for cards. */
  | 'receivable-date'
  /** Whether a payment has receivables that can still be anticipated (pending, due after the anticipation's date). */
  | 'anticipatable'
  /** The date an anticipation's money is credited: today if a business day before the cut-off, else the next business day. */
  | 'anticipation-date'
  /** The receivables an anticipation brings forward, each with its days and fee. */
  | 'anticipation-receivables'
  /** The sum of the `amount` of an anticipation's receivables. */
  | 'anticipation-amount'
  /** The sum of the `fee_amount` of an anticipation's receivables. */
  | 'anticipation-fee'
  /** The rate card's monthly anticipation rate. */
  | 'anticipation-rate'
  /** The Pix rate card's fee on `amount`, for a resource that is a Pix of its own (a recurring charge). */
  | 'pix-fee'
  /**
   * A Pix Automático recurrence's identifier at the Central Bank (`idRec`): `R`, then `R`
   * when it allows retries or `N` when not, the provider's ISPB, the creation date and 11
   * characters: 29 characters.
   */
  | 'recurrence-id'
  /** The dates a failed recurring charge is tried again: its due date plus the retry offsets. */
  | 'retry-dates';

/** What a field holds. Every rule may say why, for the checker's messages. */
export type FieldRule = (
  | { is: 'null' }
  | { is: 'value'; value: unknown }
  /** Not null: the transition's input sets it (a reason, an outcome). */
  | { is: 'given' }
  /** The instant the resource reached this state (kept while it stays there). */
  | { is: 'instant' }
  /**
   * A Pix end-to-end ID: `prefix`, the ISPB of the institution that initiated
   * the Pix, `yyyyMMddHHmm` (UTC) within the instants at `from` and `to`, and 11
   * letters or digits: 32 characters.
   */
  | {
      is: 'end-to-end-id';
      prefix: 'E' | 'D';
      initiator: Initiator;
      from: FieldPath;
      to?: FieldPath;
    }
  /** The value at another path (`^pix.end_to_end_id`). */
  | { is: 'copy'; from: FieldPath }
  /** A number at most the one at `of`. */
  | { is: 'at-most'; of: FieldPath }
  | {
      is: 'derived';
      by: DerivationName;
      days?: number;
      /** Days per value of a field (a chargeback's deadline by card brand), over `days`. */
      daysBy?: { field: FieldPath; days: Record<string, number> };
      endOfDay?: boolean;
    }
  | { when: Condition; use: FieldRule; otherwise: FieldRule }
) & { because?: string };

/** Who initiates a Pix, by ISPB (`rates.ts`): the provider itself, or the payer's bank. */
export type Initiator = 'provider' | 'payer-bank';

export type FieldRules = Record<FieldPath, FieldRule>;

/**
 * What a resource in a state does to the balance: `sign × (sum of fields)` on
 * `account`. A change that alters it posts balance transactions (the
 * statement): see `LedgerSpec`.
 */
export interface BalanceEffect {
  account: string;
  sign: 1 | -1;
  fields: readonly FieldPath[];
}

export interface StateSpec {
  /** A final state: no transition leaves it. */
  final?: boolean;
  /** What the fields hold in this state (over the lifecycle's `always`). */
  fields?: FieldRules;
  balance?: readonly BalanceEffect[];
  /** One sentence for readers and messages: what this state means. */
  meaning: string;
}

/**
 * The event a change emits: a type, or one type per value of a field of the
 * event's data after the change (`refund_status: refunded` -> `transaction.refunded`).
 */
export type EventSpec = string | { field: FieldPath; events: Record<string, string> };

/** Who or what makes a transition happen (for readers; the sandbox plays them all). */
export type Actor =
  | 'you'
  | 'payer'
  | 'issuer'
  | 'provider'
  | 'payer-bank'
  | 'receiver-bank'
  | 'clock';

/**
 * What a change that moves the balance writes on the statement: one balance
 * transaction per account it moves, of this `type`, whose `net_amount` is what
 * the account moved. `fee` names the field holding the fee the change charges
 * (or gives back, `returned`), shown apart: `amount = net_amount + fee_amount`.
 */
export interface LedgerSpec {
  type: string;
  /** Another type per value of a field of the resource after the change (a refund's `reason: med`). */
  typeBy?: { field: FieldPath; types: Record<string, string> };
  fee?: { field: FieldPath; returned?: boolean };
}

/**
 * A resource born on the parent of the one that changes, with the change (an
 * accepted MED infraction, when it closes, returns the money as a refund of
 * its transaction): `when` the resource before the change meets it, with
 * fields read from the resource before the change (`input`) and fixed ones.
 */
export interface Creates {
  lifecycle: string;
  when: Condition;
  input: Record<FieldPath, FieldPath>;
  fixed?: Json;
}

/**
 * Transitions a change makes on other resources: those it lists (an
 * anticipation's receivables), or, without `items`, those of `lifecycle`
 * linked to it (a canceled recurrence's charges still to come). Resources not
 * in a state the transition leaves are left as they are.
 */
export interface Cascade {
  lifecycle: string;
  transition: string;
  /** The list of the resource that names them: items with an `id`. */
  items?: FieldPath;
  /** Fields each transition takes, read from the resource making the cascade. */
  input?: Record<FieldPath, FieldPath>;
  /** Fixed input of each transition (`cancellation_reason: recurrence_canceled`). */
  given?: Json;
}

export interface Transition {
  /** Unique within the lifecycle: `pay`, `settle`. */
  name: string;
  from: readonly string[];
  to: string;
  event: EventSpec;
  by: Actor;
  /** Fields the trigger must give (a reason). */
  input?: readonly FieldPath[];
  /** The statement's entries when it moves the balance. */
  ledger?: LedgerSpec;
  cascade?: Cascade;
  creates?: Creates;
  because?: string;
}

/**
 * A refusal of an operation: unless `unless` holds, the operation answers the
 * documented error `error` (its message's number filled with `fill`, if any).
 */
export interface Guard {
  unless: Condition;
  error: string;
}

/** A numeric input of an operation that may not exceed a derived limit. */
export interface InputLimit {
  field: string;
  /** The limit, on the resource the operation acts on. */
  atMost: FieldPath | { derived: DerivationName };
  /** Used when the request leaves the field out. */
  byDefault: FieldPath | { derived: DerivationName };
  error: string;
}

/** An API operation that moves a resource, e.g. `POST /transactions/{id}/capture`. */
export interface OperationSpec {
  /** `METHOD /path` as in the spec. */
  operation: string;
  /** The transition it makes (of this lifecycle), or `create` for a new embedded resource. */
  transition: string;
  /** The error answered when the resource is not in a `from` state of the transition. */
  refusal: string;
  guards?: readonly Guard[];
  limits?: readonly InputLimit[];
  /** Fields the request body fills on the resource (`amount`, `reason`), with defaults. */
  body?: Record<FieldPath, { fallback?: unknown }>;
  /** Input the operation always gives (`cancellation_reason: requested_by_merchant`). */
  input?: Json;
  /**
   * The request body becomes the field `into` of the resource (a chargeback's
   * `evidence`), with `stamp` set to the moment of the call. `uploads` names a
   * list of the body whose items are files (`name`, `content_type`, base64
   * `content`): the resource keeps their name, type and decoded size, never
   * the content, and the operation refuses with `error` a file that breaks
   * the limits.
   */
  bodyInto?: {
    into: FieldPath;
    stamp?: string;
    uploads?: {
      field: string;
      types: readonly string[];
      maxBytes: number;
      maxFiles: number;
      error: string;
    };
  };
  /** What the answer shows: the acted-on resource, or the resource it belongs to. */
  answers: 'self' | 'parent';
}

/** A change that is not a state change but is announced (a delivery update). */
export interface UpdateSpec {
  name: string;
  event: string;
  /** States in which it may happen. */
  inStates: readonly string[];
  /** Fields it changes. */
  fields: readonly FieldPath[];
  /** The operation that makes it, if any, and its refusal outside `inStates`. */
  operation?: string;
  refusal?: string;
  /** The statement's entries when it moves the balance (a MED block that grows). */
  ledger?: LedgerSpec;
  /**
   * The field the operation's body becomes (`delivery`), shaped like the
   * operation's answer example, with `stamp` set to the moment of the change.
   */
  body?: { into: FieldPath; stamp?: string };
}

/** Where a lifecycle's resources are. */
export type Placement =
  /** Its own API collection (`/transactions`). */
  | { kind: 'collection'; path: string }
  /**
   * Inside a resource of `parent`, at `field` (a list when `many`). Events carry the parent.
   * With `path`, the API also serves each one on its own (`GET /chargebacks/{id}`).
   */
  | { kind: 'embedded'; parent: string; field: string; many: boolean; path?: string }
  /** A resource of its own tied to one of `parent` by `by` (its id), served at `path` if given. */
  | { kind: 'linked'; parent: string; by: FieldPath; path?: string };

/** Where a new resource of a non-collection lifecycle takes its fields from, in the spec. */
export interface TemplateSource {
  /** `components.examples` name, or the example of a webhook's payload. */
  example?: string;
  webhook?: string;
  /** Dotted path inside that value (`data`, `refunds.0`, `chargeback`). */
  path?: string;
}

/** How a resource is born. */
export interface Creation {
  /** The state it starts in, or one per value of a field (`payment_method`, `^payment_method`). */
  state: string | { field: FieldPath; states: Record<string, string> };
  /** `null`: it is born with its parent's change, whose event announces it. */
  event: EventSpec | null;
  by: Actor;
  /** Name of the creation in scenario steps (`refund.request`, `infraction.open`). */
  name: string;
  /** The parent's states in which it may be born (embedded and linked resources). */
  parentStates?: readonly string[];
  /** Parent fields required for it (a Pix infraction needs a Pix). */
  parentWhen?: Condition;
  input?: readonly FieldPath[];
  /**
   * Fields that reflect a part of the create request and are null when the
   * request leaves it out (`card.three_ds`: no authentication sent, none shown).
   */
  mirror?: Record<FieldPath, FieldPath>;
  /**
   * Transitions a create request replaces (`card.capture: false`: a scenario's
   * `pay` becomes `authorize`).
   */
  requestSwaps?: readonly { request: FieldPath; equals: unknown; swap: Record<string, string> }[];
  /** Fields taken from the parent at birth (`amount: '^amount'`): the template's values do not fit it. */
  fromParent?: Record<FieldPath, FieldPath>;
  /**
   * Born by itself when its parent makes one of `transitions`: `count` of them
   * (a derivation on the parent), numbered from 1 in `index`.
   */
  withParent?: { transitions: readonly string[]; count: DerivationName; index: FieldPath };
  /** Refusals of the create request (checked on the new resource before it exists). */
  guards?: readonly Guard[];
  /** The statement's entries when its first state moves the balance. */
  ledger?: LedgerSpec;
  because?: string;
}

/** What the sandbox does on its own after one of your calls (see `Lifecycle.sandboxFollowUp`). */
export interface SandboxFollowUp {
  after: number;
  /** The transition it makes by default, and the others a scenario may choose. */
  transition: string;
  alternatives: readonly string[];
  /** A transition made right after the chosen one (`reject` is followed by `close`). */
  andThen?: Record<string, string>;
  /** The input of a transition that takes one (`fail`: its `failure_reason`). */
  input?: Record<string, Json>;
}

export interface Lifecycle {
  /** `transaction`, `refund`: also the prefix of its transitions in scenario steps. */
  name: string;
  /** The spec's component schema of the resource. */
  schema: string;
  idPrefix: string;
  /** The field that holds the state (`status`). */
  stateField: string;
  placement: Placement;
  template?: TemplateSource;
  creation: Creation;
  states: Record<string, StateSpec>;
  /** Rules that hold in every state unless the state says otherwise. */
  always?: FieldRules;
  transitions: readonly Transition[];
  operations?: readonly OperationSpec[];
  updates?: readonly UpdateSpec[];
  /**
   * What the sandbox does on its own after one of your operations leaves a
   * resource of this lifecycle in a state the follow-up's transition leaves
   * (a refund you request settles; a chargeback you defend is decided).
   */
  sandboxFollowUp?: SandboxFollowUp;
  /** The timestamp the engine moves on every change (`updated_at`), if the resource has one. */
  updatedField?: FieldPath;
  /** The timestamp of birth. */
  createdField: FieldPath;
}

/** The sandbox's prices (`rates.ts`). */
export interface RateCard {
  pix: { fee_rate: number; fixed_fee: number };
  /**
   * By number of installments the merchant finances, lowest first: the first
   * band whose `upTo` covers it. A payment the issuer finances pays the first band.
   */
  creditCard: readonly { upTo: number; fee_rate: number; fixed_fee: number }[];
  cashout: { fixed_fee: number };
  /** The most installments, and the smallest installment a card payment may have (cents). */
  installments: { max: number; minimum_amount: number };
  /**
   * When money becomes available: a Pix on the day it is paid; a card
   * installment `credit_card_days` after the payment per installment (D+30,
   * D+60…), on the next business day when that date is not one.
   */
  settlement: { pix_days: number; credit_card_days: number };
  /**
   * Anticipation of card receivables: simple interest at `monthly_rate` per 30
   * days brought forward, on each receivable's net amount; requests on a
   * business day before `cutoff_hour` (Brasília time) are credited that day.
   */
  anticipation: { monthly_rate: number; cutoff_hour: number };
}

export interface LifecycleModel {
  lifecycles: readonly Lifecycle[];
  rates: RateCard;
  /** ISPBs of the sandbox's Pix: the provider's own, and the payers' banks'. */
  ispb: Record<Initiator, string>;
  /** The balance: its operation, schema and accounts, summed over every resource's state effects. */
  ledger: { operation: string; schema: string; accounts: readonly string[] };
  /** The statement: the balance transactions every balance change posts (`ledger.ts`). */
  statement: { operation: string; path: string; schema: string; idPrefix: string };
  /** The installment options of an amount, answered from the rate card. */
  installmentOptions: { operation: string; schema: string };
  /** What anticipating a payment's receivables would cost, answered from its receivables. */
  anticipationQuote: { operation: string; schema: string };
  /** The fee quote operation, answered from the rate card. */
  feeQuote: { operation: string; schema: string };
}
