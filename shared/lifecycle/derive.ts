/**
 * The named computations of the model's `derived` rules. A derivation returns
 * undefined when the resource lacks what it needs (a partial example), and the
 * rule is then not applied or checked.
 */
import { withAmount } from '../pix/br-code';
import {
  addDays,
  brasiliaDate,
  businessDayOnOrAfter,
  daysBetween,
  isBusinessDay,
} from './calendar';
import { getPath, isObject } from './paths';
import { feeOf, type InstallmentFinancing, rateOf, splitAmount } from './rates';
import type { DerivationName, Json, LifecycleModel } from './types';

export interface DeriveContext {
  resource: Json;
  parent: Json | undefined;
  model: LifecycleModel;
  days?: number;
  daysBy?: { field: string; days: Record<string, number> };
  endOfDay?: boolean;
  /** The resources of a lifecycle tied to the resource with id `ownerId` (a payment's receivables), when known. */
  related?: (lifecycle: string, ownerId: string) => Json[];
  /** The moment of the change, when known. */
  now?: number;
}

/**
 * The Pix Automático retry rule, one definition: a charge of a recurrence that
 * allows retries and fails on its due date is tried again on these days after
 * it (at most 3 new attempts within 7 days, one a day, as the Pix rules allow);
 * without retries, the first failure is final.
 */
export const RETRY_OFFSET_DAYS = [1, 3, 5] as const;

/** The retry policy of a recurrence that allows new attempts after the due date. */
export const RETRYING_POLICY = 'three_attempts_in_seven_days';

/** How far ahead of its due date a recurring charge is scheduled, in calendar days (the Pix rules). */
export const CHARGE_SCHEDULE_DAYS = { min: 2, max: 10 } as const;

/** 11 letters or digits from a resource id, the same for the same id (end-to-end IDs, `idRec`). */
export function idTail(resourceId: string): string {
  return resourceId
    .replace(/^[a-z]+_/, '')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase()
    .padEnd(11, '0')
    .slice(0, 11);
}

const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** ECI per 3-D Secure result: Visa, Elo, Amex (and others) and Mastercard. */
const ECI: Record<string, [string, string] | null> = {
  authenticated: ['05', '02'],
  attempted: ['06', '01'],
  failed: ['07', '00'],
  rejected: ['07', '00'],
  unavailable: ['07', '00'],
  // A challenge never completed has no final result, so no authentication value was issued.
  challenge_required: null,
};

/** ISO 8601 in UTC to the second, as the API writes instants. */
export function isoSeconds(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function financingOf(transaction: Json): InstallmentFinancing {
  return getPath(transaction, 'card.installment_financing') === 'issuer' ? 'issuer' : 'merchant';
}

/** How many receivables a payment settles in (undefined: the excerpt does not say). */
function receivableCount(transaction: Json): number | undefined {
  if (transaction.payment_method === 'pix') return 1;
  if (financingOf(transaction) === 'issuer') return 1;
  return num(getPath(transaction, 'card.installments'));
}

const BRASILIA_HOUR_MS = 3_600_000;

/** When an anticipation requested at `created` is credited (`YYYY-MM-DD`). */
function anticipationDate(model: LifecycleModel, created: number): string {
  const today = brasiliaDate(created);
  const hour = new Date(created - 3 * BRASILIA_HOUR_MS).getUTCHours();
  if (isBusinessDay(today) && hour < model.rates.anticipation.cutoff_hour) return today;
  return businessDayOnOrAfter(addDays(today, 1));
}

/**
 * The pending receivables of a payment that an anticipation credited on
 * `date` brings forward, each with its days and fee: simple interest at the
 * monthly rate, pro rata per calendar day, on its net amount.
 */
export function anticipatedReceivables(
  model: LifecycleModel,
  receivables: readonly Json[],
  date: string,
): Json[] {
  const rate = model.rates.anticipation.monthly_rate;
  return receivables
    .filter((r) => r.status === 'pending' && typeof r.scheduled_for === 'string')
    .map((r) => ({ r, days: daysBetween(date, String(r.scheduled_for)) }))
    .filter(({ days }) => days > 0)
    .sort((a, b) => Number(a.r.installment) - Number(b.r.installment))
    .map(({ r, days }) => {
      const net = num(r.net_amount) ?? 0;
      return {
        id: r.id,
        installment: r.installment,
        scheduled_for: r.scheduled_for,
        days,
        amount: net,
        // round(net × rate × days / 30), with the rate in hundredths of a basis point (exact).
        fee_amount: Math.round((net * days * Math.round(rate * 1_000_000)) / 30_000_000),
      };
    });
}

function maskedPayer(customer: unknown): Json | null {
  if (!isObject(customer) || typeof customer.name !== 'string') return null;
  const document = isObject(customer.document) ? customer.document : {};
  const digits = String(document.number ?? '').replace(/\D/g, '');
  if (document.type === 'cpf' && digits.length === 11)
    return { name: customer.name, document: `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**` };
  if (document.type === 'cnpj' && digits.length === 14)
    return {
      name: customer.name,
      document: `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12)}`,
    };
  return null;
}

export function derive(name: DerivationName, ctx: DeriveContext): unknown {
  const r = ctx.resource;
  switch (name) {
    case 'fee': {
      const amount = num(r.amount);
      // A card excerpt without its installments cannot tell its rate.
      const installments = r.payment_method === 'pix' ? 1 : num(getPath(r, 'card.installments'));
      if (installments === undefined) return undefined;
      const rate =
        typeof r.payment_method === 'string'
          ? rateOf(ctx.model.rates, r.payment_method, installments, financingOf(r))
          : undefined;
      return amount === undefined || !rate ? undefined : feeOf(amount, rate);
    }
    case 'cashout-fee':
      return ctx.model.rates.cashout.fixed_fee;
    case 'net': {
      const amount = num(r.amount);
      const fee = num(r.fee_amount);
      return amount === undefined || fee === undefined ? undefined : amount - fee;
    }
    case 'refunded-amount': {
      if (!Array.isArray(r.refunds)) return undefined;
      let total = 0;
      for (const item of r.refunds) {
        if (!isObject(item) || typeof item.amount !== 'number') return undefined;
        if (item.status !== 'failed') total += item.amount;
      }
      return total;
    }
    case 'refund-status': {
      const amount = num(r.amount);
      const refunded = num(r.refunded_amount);
      if (amount === undefined || refunded === undefined) return undefined;
      return refunded === 0 ? 'none' : refunded >= amount ? 'refunded' : 'partially_refunded';
    }
    case 'refundable': {
      const amount = num(r.amount);
      const refunded = num(r.refunded_amount) ?? 0;
      return amount === undefined ? undefined : amount - refunded;
    }
    case 'payer':
      return isObject(r.customer) ? maskedPayer(r.customer) : undefined;
    case 'eci': {
      const status = getPath(r, 'card.three_ds.status');
      if (typeof status !== 'string' || !(status in ECI)) return undefined;
      const pair = ECI[status];
      if (!pair) return null;
      return getPath(r, 'card.brand') === 'mastercard' ? pair[1] : pair[0];
    }
    case 'pix-br-code': {
      const code = getPath(r, 'pix.qr_code');
      const amount = num(r.amount);
      return typeof code === 'string' && amount !== undefined
        ? withAmount(code, amount)
        : undefined;
    }
    case 'pix-qr-url': {
      const url = getPath(r, 'pix.qr_code_url');
      if (typeof url !== 'string' || typeof r.id !== 'string') return undefined;
      return url.replace(/[^/]*\.png$/, `${r.id}.png`);
    }
    case 'installment-minimum-met': {
      if (r.payment_method !== 'credit_card') return true;
      const amount = num(r.amount);
      const installments = num(getPath(r, 'card.installments')) ?? 1;
      if (amount === undefined) return undefined;
      return (
        installments <= 1 ||
        Math.floor(amount / installments) >= ctx.model.rates.installments.minimum_amount
      );
    }
    case 'receivable-count':
      return receivableCount(ctx.parent ?? r);
    case 'receivable-amount':
    case 'receivable-fee': {
      const tx = ctx.parent;
      const count = tx ? receivableCount(tx) : undefined;
      const total = tx ? num(name === 'receivable-amount' ? tx.amount : tx.fee_amount) : undefined;
      const index = num(r.installment);
      if (count === undefined || total === undefined || index === undefined) return undefined;
      return splitAmount(total, count)[index - 1];
    }
    case 'receivable-date': {
      const tx = ctx.parent;
      const paid = tx && typeof tx.paid_at === 'string' ? tx.paid_at : undefined;
      const index = num(r.installment);
      if (!tx || !paid || index === undefined) return undefined;
      const { pix_days, credit_card_days } = ctx.model.rates.settlement;
      // Pix settles every day; card money only on business days.
      if (tx.payment_method === 'pix') return addDays(brasiliaDate(paid), pix_days);
      return businessDayOnOrAfter(addDays(brasiliaDate(paid), credit_card_days * index));
    }
    case 'anticipatable': {
      if (typeof r.id !== 'string' || !ctx.related || ctx.now === undefined) return undefined;
      const date = anticipationDate(ctx.model, ctx.now);
      return anticipatedReceivables(ctx.model, ctx.related('receivable', r.id), date).length > 0;
    }
    case 'anticipation-date': {
      const created = Date.parse(String(r.created_at ?? ''));
      return Number.isNaN(created) ? undefined : anticipationDate(ctx.model, created);
    }
    case 'anticipation-receivables': {
      const tx = ctx.parent;
      const date = typeof r.scheduled_for === 'string' ? r.scheduled_for : undefined;
      if (!tx || typeof tx.id !== 'string' || !ctx.related || !date) return undefined;
      return anticipatedReceivables(ctx.model, ctx.related('receivable', tx.id), date);
    }
    case 'anticipation-amount':
    case 'anticipation-fee': {
      if (!Array.isArray(r.receivables)) return undefined;
      const key = name === 'anticipation-amount' ? 'amount' : 'fee_amount';
      let total = 0;
      for (const item of r.receivables) {
        const value = isObject(item) ? num(item[key]) : undefined;
        if (value === undefined) return undefined;
        total += value;
      }
      return total;
    }
    case 'anticipation-rate':
      return ctx.model.rates.anticipation.monthly_rate;
    case 'pix-fee': {
      const amount = num(r.amount);
      const rate = rateOf(ctx.model.rates, 'pix', 1);
      return amount === undefined || !rate ? undefined : feeOf(amount, rate);
    }
    case 'recurrence-id': {
      const created = typeof r.created_at === 'string' ? r.created_at : '';
      if (typeof r.id !== 'string' || !/^\d{4}-\d{2}-\d{2}T/.test(created)) return undefined;
      if (typeof r.retry_policy !== 'string') return undefined;
      const retries = r.retry_policy === RETRYING_POLICY ? 'R' : 'N';
      return `R${retries}${ctx.model.ispb.provider}${created.slice(0, 10).replace(/-/g, '')}${idTail(r.id)}`;
    }
    case 'retry-dates': {
      const policy = getPath(ctx.parent, 'retry_policy');
      if (typeof r.due_date !== 'string' || typeof policy !== 'string') return undefined;
      if (policy !== RETRYING_POLICY) return [];
      return RETRY_OFFSET_DAYS.map((d) => addDays(String(r.due_date), d));
    }
    case 'deadline': {
      const created = Date.parse(String(r.created_at ?? ''));
      const byField = ctx.daysBy
        ? ctx.daysBy.days[
            String(
              ctx.daysBy.field.startsWith('^')
                ? getPath(ctx.parent, ctx.daysBy.field.slice(1))
                : getPath(r, ctx.daysBy.field),
            )
          ]
        : undefined;
      // A per-field deadline whose field is unknown here (an item read without its parent) cannot be told.
      if (ctx.daysBy && byField === undefined && ctx.days === undefined) return undefined;
      const days = byField ?? ctx.days;
      if (Number.isNaN(created) || days === undefined) return undefined;
      const at = new Date(created + days * 86_400_000);
      if (ctx.endOfDay) at.setUTCHours(23, 59, 59, 0);
      return isoSeconds(at.getTime());
    }
  }
}
