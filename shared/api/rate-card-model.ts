/**
 * The sandbox's rate card as the spec publishes it (`x-policies.rate-card`)
 * and as the guides read it (`_data/rate-card.json`, per language). The one
 * definition is the model's (shared/lifecycle/rates.ts): the generator writes
 * it into the spec, and the guides' rate table renders the spec's, so no guide
 * states a rate of its own.
 */
import type { RateCard } from '../lifecycle/types';

/** `x-policies.rate-card`: fractions (0.0349 is 3.49 %) and cents. */
export interface RateCardPolicy {
  pix: { 'fee-rate': number; 'fixed-fee': number };
  /** By installments the merchant finances: the first band whose `installments-up-to` covers it. */
  'credit-card': { 'installments-up-to': number; 'fee-rate': number; 'fixed-fee': number }[];
  cashout: { 'fixed-fee': number };
  installments: { max: number; 'minimum-amount': number };
  'settlement-days': { pix: number; 'credit-card': number };
  anticipation: { 'monthly-rate': number; 'cutoff-hour': number };
}

/** Where the generator writes the rate card, under docs/<lang>/docs/api/. */
export const RATE_CARD_FILE = '_data/rate-card.json';

/** The model's rate card in the spec's words. */
export function rateCardPolicy(rates: RateCard): RateCardPolicy {
  return {
    pix: { 'fee-rate': rates.pix.fee_rate, 'fixed-fee': rates.pix.fixed_fee },
    'credit-card': rates.creditCard.map((band) => ({
      'installments-up-to': band.upTo,
      'fee-rate': band.fee_rate,
      'fixed-fee': band.fixed_fee,
    })),
    cashout: { 'fixed-fee': rates.cashout.fixed_fee },
    installments: {
      max: rates.installments.max,
      'minimum-amount': rates.installments.minimum_amount,
    },
    'settlement-days': {
      pix: rates.settlement.pix_days,
      'credit-card': rates.settlement.credit_card_days,
    },
    anticipation: {
      'monthly-rate': rates.anticipation.monthly_rate,
      'cutoff-hour': rates.anticipation.cutoff_hour,
    },
  };
}

/** One row of the guides' rate table: what a payment or a movement costs. */
export interface RateCardRow {
  kind: 'pix' | 'card' | 'card-issuer' | 'cashout' | 'anticipation';
  /** Card installments the merchant finances, from and to (card rows). */
  installments?: { from: number; to: number };
  /** Fraction of the amount (0.0349), per 30 days for an anticipation; null when none. */
  rate: number | null;
  /** Cents; null when none. */
  fixedFee: number | null;
}

/** The rows of the rate table, from the published policy. */
export function rateCardRows(policy: RateCardPolicy): RateCardRow[] {
  const rows: RateCardRow[] = [
    { kind: 'pix', rate: policy.pix['fee-rate'], fixedFee: policy.pix['fixed-fee'] },
  ];
  let from = 1;
  for (const band of policy['credit-card']) {
    rows.push({
      kind: 'card',
      installments: { from, to: band['installments-up-to'] },
      rate: band['fee-rate'],
      fixedFee: band['fixed-fee'],
    });
    from = band['installments-up-to'] + 1;
  }
  const single = policy['credit-card'][0];
  if (single)
    rows.push({ kind: 'card-issuer', rate: single['fee-rate'], fixedFee: single['fixed-fee'] });
  rows.push({ kind: 'cashout', rate: null, fixedFee: policy.cashout['fixed-fee'] });
  rows.push({ kind: 'anticipation', rate: policy.anticipation['monthly-rate'], fixedFee: null });
  return rows;
}
