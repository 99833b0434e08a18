/**
 * The sandbox's rate card and Pix institutions: what `fee_amount` holds on a
 * transaction and a cash-out, what `GET /transactions/fee` and
 * `GET /transactions/installments` answer, when money settles and what
 * anticipating it costs, and the ISPBs that open the sandbox's end-to-end IDs
 * (fictitious: never a real institution's). Defined once: the generator writes
 * it into the published spec (`x-policies.rate-card`) and the guides render
 * their tables from it.
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
  installments: { max: 12, minimum_amount: 500 },
  settlement: { pix_days: 0, credit_card_days: 30 },
  anticipation: { monthly_rate: 0.0199, cutoff_hour: 15 },
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

/** Who finances a card payment's installments: the merchant (parcelado lojista) or the issuer (parcelado emissor). */
export type InstallmentFinancing = 'merchant' | 'issuer';

/**
 * The rate of a payment method and number of installments (1 for Pix).
 * Installments the issuer finances cost the merchant the rate of one: the
 * merchant receives the whole amount in one receivable, as for a single
 * installment, and the issuer charges the cardholder its interest.
 */
export function rateOf(
  rates: RateCard,
  paymentMethod: string,
  installments: number,
  financing: InstallmentFinancing = 'merchant',
): { fee_rate: number; fixed_fee: number } | undefined {
  if (paymentMethod === 'pix') return rates.pix;
  if (paymentMethod !== 'credit_card') return undefined;
  const counted = financing === 'issuer' ? 1 : installments;
  return rates.creditCard.find((band) => counted <= band.upTo) ?? rates.creditCard.at(-1);
}

/**
 * `round(amount × rate)` with the rate taken in hundredths of a basis point,
 * so that the product is exact: `15000 × 0.0099` is 148.5, rounded up, never
 * 148.49999.
 */
export function percentOf(amount: number, rate: number): number {
  const rateUnits = Math.round(rate * 1_000_000);
  return Math.round((amount * rateUnits) / 1_000_000);
}

/**
 * An amount split into `parts` installments: equal cents, the first taking
 * what is left over (R$ 100.00 in 3 is 33.34 + 33.33 + 33.33).
 */
export function splitAmount(amount: number, parts: number): number[] {
  const each = Math.floor(amount / parts);
  return Array.from({ length: parts }, (_, i) => (i === 0 ? amount - each * (parts - 1) : each));
}

/** `round(amount × fee_rate) + fixed_fee`. */
export function feeOf(amount: number, rate: { fee_rate: number; fixed_fee: number }): number {
  return percentOf(amount, rate.fee_rate) + rate.fixed_fee;
}

export function quoteFee(
  rates: RateCard,
  amount: number,
  paymentMethod: string,
  installments: number,
  financing: InstallmentFinancing = 'merchant',
): FeeQuote | undefined {
  const rate = rateOf(rates, paymentMethod, installments, financing);
  if (!rate) return undefined;
  const fee = feeOf(amount, rate);
  return {
    fee_rate: rate.fee_rate,
    fixed_fee: rate.fixed_fee,
    fee_amount: fee,
    net_amount: amount - fee,
  };
}

/** One installment count of an amount: what the cardholder and the merchant see. */
export interface InstallmentOption {
  installments: number;
  /**
   * The first installment (it takes the leftover cents) and each of the
   * others; `null` when the issuer finances them (its interest is added to
   * them, at a rate only the issuer knows).
   */
  first_installment_amount: number | null;
  installment_amount: number | null;
  fee_rate: number;
  fixed_fee: number;
  fee_amount: number;
  net_amount: number;
  /** Receivables the payment settles in, the first one `credit_card_days` after the payment. */
  receivables: number;
}

/**
 * The installment counts an amount may be split into, from 1 to the most the
 * rate card allows while each installment reaches its minimum (one
 * installment is always offered).
 */
export function installmentOptions(
  rates: RateCard,
  amount: number,
  financing: InstallmentFinancing = 'merchant',
): InstallmentOption[] {
  const out: InstallmentOption[] = [];
  for (let n = 1; n <= rates.installments.max; n++) {
    if (n > 1 && Math.floor(amount / n) < rates.installments.minimum_amount) break;
    const quote = quoteFee(rates, amount, 'credit_card', n, financing);
    if (!quote) break;
    const parts = splitAmount(amount, n);
    const issuerSets = financing === 'issuer' && n > 1;
    out.push({
      installments: n,
      first_installment_amount: issuerSets ? null : (parts[0] ?? amount),
      installment_amount: issuerSets ? null : (parts[n - 1] ?? amount),
      ...quote,
      receivables: financing === 'issuer' ? 1 : n,
    });
  }
  return out;
}
