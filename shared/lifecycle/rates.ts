/**
 * The sandbox's prices and Pix institutions: what `fee_amount` holds on a
 * transaction and a cash-out, what `GET /transactions/fee` answers, and the
 * ISPBs that open the sandbox's end-to-end IDs (fictitious: never a real
 * institution's).
 */
import type { Initiator, RateCard } from './types';

export const sandboxRates: RateCard = {
  pix: { fee_rate: 0.0099, fixed_fee: 0 },
  creditCard: [
    { upTo: 1, fee_rate: 0.0349, fixed_fee: 49 },
    { upTo: 6, fee_rate: 0.0399, fixed_fee: 49 },
    { upTo: 12, fee_rate: 0.0459, fixed_fee: 49 },
  ],
  cashout: { fixed_fee: 100 },
};

export const sandboxIspb: Record<Initiator, string> = {
  /** The provider: cash-outs and devoluções it sends. */
  provider: '99990001',
  /** The payers' banks: the Pix you receive. */
  'payer-bank': '99990002',
};

export interface FeeQuote {
  fee_rate: number;
  fixed_fee: number;
  fee_amount: number;
  net_amount: number;
}

/** The rate of a payment method and number of installments (1 for Pix). */
export function rateOf(
  rates: RateCard,
  paymentMethod: string,
  installments: number,
): { fee_rate: number; fixed_fee: number } | undefined {
  if (paymentMethod === 'pix') return rates.pix;
  if (paymentMethod !== 'credit_card') return undefined;
  return rates.creditCard.find((band) => installments <= band.upTo) ?? rates.creditCard.at(-1);
}

/**
 * `round(amount × fee_rate) + fixed_fee`. The rate is taken in hundredths of a
 * basis point so that the product is an integer: `15000 × 0.0099` is exactly
 * 148.5, rounded up, never 148.49999.
 */
export function feeOf(amount: number, rate: { fee_rate: number; fixed_fee: number }): number {
  const rateUnits = Math.round(rate.fee_rate * 1_000_000);
  return Math.round((amount * rateUnits) / 1_000_000) + rate.fixed_fee;
}

export function quoteFee(
  rates: RateCard,
  amount: number,
  paymentMethod: string,
  installments: number,
): FeeQuote | undefined {
  const rate = rateOf(rates, paymentMethod, installments);
  if (!rate) return undefined;
  const fee = feeOf(amount, rate);
  return {
    fee_rate: rate.fee_rate,
    fixed_fee: rate.fixed_fee,
    fee_amount: fee,
    net_amount: amount - fee,
  };
}
