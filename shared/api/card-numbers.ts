/**
 * Card numbers (PANs) as the sandbox card fields check them: the Luhn digit,
 * the brand by its BIN range and the length and CVV size per brand. The spec's
 * test card numbers (`test-cards` of a sandbox scenario) are checked with it
 * by the generator, and the Test data page formats them with it.
 *
 * Hand-written: it checks a few fixed numbers at build time and groups digits
 * on the page; a validation package (credit-card-type) would be a new runtime
 * dependency for these forty lines, and the BIN ranges the docs rely on stay
 * readable here.
 */

export type CardBrand = 'visa' | 'mastercard' | 'elo' | 'amex' | 'hipercard';

/** Brand names as written in both languages (proper names). */
export const CARD_BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  elo: 'Elo',
  amex: 'Amex',
  hipercard: 'Hipercard',
};

interface BrandRule {
  brand: CardBrand;
  /** Inclusive ranges of the number's first digits (same length for both ends). */
  ranges: [string, string][];
  length: number;
  cvvLength: number;
  /** Digit groups as printed on the card. */
  groups: number[];
}

/**
 * Elo and Hipercard first: several Elo BINs sit inside Visa's 4 and
 * Mastercard's ranges, and the more specific range wins.
 */
const RULES: BrandRule[] = [
  {
    brand: 'elo',
    ranges: [
      ['401178', '401179'],
      ['431274', '431274'],
      ['438935', '438935'],
      ['451416', '451416'],
      ['457393', '457393'],
      ['457631', '457632'],
      ['504175', '504175'],
      ['506699', '506778'],
      ['509000', '509999'],
      ['627780', '627780'],
      ['636297', '636297'],
      ['636368', '636368'],
      ['650031', '650033'],
      ['650035', '650051'],
      ['650405', '650439'],
      ['650485', '650538'],
      ['650541', '650598'],
      ['650700', '650718'],
      ['650720', '650727'],
      ['650901', '650978'],
      ['651652', '651679'],
      ['655000', '655019'],
      ['655021', '655058'],
    ],
    length: 16,
    cvvLength: 3,
    groups: [4, 4, 4, 4],
  },
  {
    brand: 'hipercard',
    ranges: [['606282', '606282']],
    length: 16,
    cvvLength: 3,
    groups: [4, 4, 4, 4],
  },
  {
    brand: 'amex',
    ranges: [
      ['34', '34'],
      ['37', '37'],
    ],
    length: 15,
    cvvLength: 4,
    groups: [4, 6, 5],
  },
  {
    brand: 'mastercard',
    ranges: [
      ['51', '55'],
      ['2221', '2720'],
    ],
    length: 16,
    cvvLength: 3,
    groups: [4, 4, 4, 4],
  },
  { brand: 'visa', ranges: [['4', '4']], length: 16, cvvLength: 3, groups: [4, 4, 4, 4] },
];

/** The Luhn (mod 10) check every card number passes. */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function ruleOf(number: string): BrandRule | undefined {
  return RULES.find((rule) =>
    rule.ranges.some(([low, high]) => {
      const head = number.slice(0, low.length);
      return head.length === low.length && head >= low && head <= high;
    }),
  );
}

/** The brand whose BIN range the number is in, or undefined. */
export function cardBrandOf(number: string): CardBrand | undefined {
  return ruleOf(number)?.brand;
}

/** Digits of the brand's security code: 4 for Amex (on the front), 3 for the others. */
export function cvvLengthOf(brand: CardBrand): number {
  return RULES.find((rule) => rule.brand === brand)?.cvvLength ?? 3;
}

/** Why the number is not a valid card number of `brand`, or undefined when it is. */
export function cardNumberProblem(number: string, brand: CardBrand): string | undefined {
  if (!/^\d+$/.test(number)) return `"${number}" must hold digits only`;
  const rule = ruleOf(number);
  if (!rule || rule.brand !== brand)
    return `${number} is not in a ${brand} BIN range${rule ? ` (it is ${rule.brand})` : ''}`;
  if (number.length !== rule.length)
    return `${brand} numbers have ${rule.length} digits, not ${number.length}`;
  if (!luhnValid(number)) return `${number} fails the Luhn check`;
  return undefined;
}

/** As printed on the card: `4000 0000 0000 0010`, Amex `3782 000000 00018`. */
export function formatCardNumber(number: string): string {
  const groups = ruleOf(number)?.groups ?? [4, 4, 4, 4, 4];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= number.length) break;
    parts.push(number.slice(at, at + size));
    at += size;
  }
  if (at < number.length) parts.push(number.slice(at));
  return parts.join(' ');
}
