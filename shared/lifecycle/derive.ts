/**
 * The named computations of the model's `derived` rules. A derivation returns
 * undefined when the resource lacks what it needs (a partial example), and the
 * rule is then not applied or checked.
 */
import { withAmount } from '../pix/br-code';
import { getPath, isObject } from './paths';
import { feeOf, rateOf } from './rates';
import type { DerivationName, Json, LifecycleModel } from './types';

export interface DeriveContext {
  resource: Json;
  parent: Json | undefined;
  model: LifecycleModel;
  days?: number;
  daysBy?: { field: string; days: Record<string, number> };
  endOfDay?: boolean;
}

/** 11 letters or digits from a resource id, the same for the same id (end-to-end IDs). */
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
          ? rateOf(ctx.model.rates, r.payment_method, installments)
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
