/** Money and time limits in prose: refund windows, authorization and token lifetimes, timeouts, rate and amount limits, the fee formula. */
import type { ContractFacts, Defined } from './contract-facts';
import { at, type Detector, TAG } from './detector';

const REFUND_WORDS = /estorn|devolu|devolv|refund/i;
const MED_WORDS = /\bMED\b|infra[cç]|contesta|bloquei|\bblock/i;
const CARD_WORDS = /cart[aã]o|cart[oõ]es|\bcards?\b|captur/gi;
const PIX_WORDS = /\bPix\b|devolu/gi;
const DAYS = /(\d+)(?:\s|-)(?:dias?|days?)(?![\p{L}])/giu;
const APPROXIMATE = /(?:cerca de|about|em média|around|roughly)\s*$/i;

/** The product a number of days is about: the nearest product word in the sentence (the one before it on a tie). */
function nearestProduct(
  text: string,
  index: number,
  length = 0,
): 'credit_card' | 'pix' | undefined {
  let best: { product: 'credit_card' | 'pix'; distance: number } | undefined;
  for (const [pattern, product] of [
    [CARD_WORDS, 'credit_card'],
    [PIX_WORDS, 'pix'],
  ] as const) {
    for (const m of text.matchAll(pattern)) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      // Words before the number count from their end; after it, from their start (a half step further).
      const distance = end <= index ? index - end : start - (index + length) + 0.5;
      // A word after a comma belongs to the next clause ("Pix older than 90 days, card older than 180").
      if (end > index && /[,;(]/.test(text.slice(index + length, start))) continue;
      if (distance >= 0 && (!best || distance < best.distance)) best = { product, distance };
    }
  }
  return best?.product;
}

/** Refund windows: card (after capture) and Pix devolução (after payment). */
export const refundWindows: Detector = (sentence, facts, context, report) => {
  const text = sentence.text;
  // In a table, the column's header or the row (its error code, its first cell) may say it.
  const inRefundTable =
    (context.column !== undefined && REFUND_WORDS.test(context.column)) ||
    (context.row !== undefined && REFUND_WORDS.test(context.row));
  if (!REFUND_WORDS.test(text) && !inRefundTable) return;
  if (MED_WORDS.test(text)) return;
  for (const m of text.matchAll(DAYS)) {
    if (APPROXIMATE.test(text.slice(0, m.index))) continue;
    const product =
      nearestProduct(text, m.index ?? 0, m[0].length) ??
      (context.column ? nearestProduct(context.column, 0) : undefined);
    if (!product) continue;
    const days = facts.refundWindowDays.value[product];
    if (Number(m[1]) === days) continue;
    const what =
      product === 'pix' ? 'A Pix devolução is accepted until' : 'A card refund is accepted until';
    const after = product === 'pix' ? 'after the payment' : 'after the capture';
    report(
      sentence.start + (m.index ?? 0),
      m[0].length,
      `${what} ${days} days ${after} (${at(facts.refundWindowDays, `x-policies.refund-window-days.${product}`)}), not ${m[1]}. ${TAG}`,
    );
  }
};

interface NumberFact {
  /** The words that make a sentence about this fact. */
  context: RegExp;
  /** Look for `context` in the whole paragraph ("The card is only authorized… Then, within 7 days:"). */
  inParagraph?: boolean;
  /** Words that make it about something else. */
  unless?: RegExp;
  /** The number, as the text states it (group 1). */
  value: RegExp;
  fact: (facts: ContractFacts) => Defined<number>;
  name: string;
  say: (value: number) => string;
}

const NUMBER_FACTS: NumberFact[] = [
  {
    context: /autoriza|authoriz/i,
    inParagraph: true,
    unless:
      /estorn|devolu|devolv|refund|\bMED\b|infra[cç]|tentativa|retr(?:y|ied|ies)|vezes|times/i,
    value: /(\d+)(?:\s|-)(?:dias?|days?)(?![\p{L}])/giu,
    fact: (f) => f.authorizationDays,
    name: 'x-policies.authorization-days',
    say: (v) => `An authorization is captured or canceled within ${v} days`,
  },
  {
    context: /token/i,
    value: /(\d+)\s+(?:minutos|minutes)(?![\p{L}])/giu,
    fact: (f) => f.cardTokenMinutes,
    name: 'x-policies.card-token-minutes',
    say: (v) => `An unused card token expires after ${v} minutes`,
  },
  {
    context: /timestamp|rel[oó]gio|clock|janela|window|replay/i,
    value: /(\d+)\s?(?:segundos|seconds|s)(?![\p{L}])/giu,
    fact: (f) => f.timestampToleranceSeconds,
    name: 'x-policies.webhook-delivery.timestamp-tolerance-seconds',
    say: (v) => `A webhook timestamp is accepted up to ${v} seconds away from your clock`,
  },
  {
    context: /2xx|endpoint|handler|no answer|sem resposta/i,
    unless: /timestamp|rel[oó]gio|clock|janela|window|replay|Retry-After|emissor|issuer/i,
    value: /(\d+)\s?(?:segundos|seconds|s)(?![\p{L}])/giu,
    fact: (f) => f.responseTimeoutSeconds,
    name: 'x-policies.webhook-delivery.response-timeout-seconds',
    say: (v) => `Your endpoint has ${v} seconds to answer a webhook`,
  },
  {
    context:
      /idempot|(?:keys?|chaves?)\b[^.]*\b(?:kept|guardad|mantid|lembrad|remembered|forgotten|esquecid)/i,
    value: /(\d+)\s?(?:horas|hours|h)(?![\p{L}])/giu,
    fact: (f) => f.idempotencyKeyHours,
    name: 'x-policies.idempotency-key-hours',
    say: (v) => `An Idempotency-Key is kept ${v} hours`,
  },
  {
    context: /requisi[cç][oõ]es|requests/i,
    value:
      /(\d+)\s+(?:requisi[cç][oõ]es|requests)\s+(?:por|per|in one|em um)\s+(?:segundo|second)/giu,
    fact: (f) => f.rateLimitPerSecond,
    name: 'x-policies.rate-limit-per-second',
    say: (v) => `Each key may make ${v} requests per second`,
  },
  {
    context: /m[ií]nim|minimum/i,
    value: /(\d+)\s+(?:centavos|cents)(?![\p{L}])|(?:m[ií]nimo de|minimum of)\s+(\d+)(?![\d,.])/giu,
    fact: (f) => f.minimumAmount,
    name: 'components.schemas.Amount.minimum',
    say: (v) => `The smallest amount is ${v} cents`,
  },
];

export const numberFacts: Detector = (sentence, facts, context, report) => {
  const place = `${context.column ?? ''} ${context.row ?? ''}`;
  for (const spec of NUMBER_FACTS) {
    const about = spec.inParagraph ? (context.paragraph ?? sentence.text) : sentence.text;
    if (!spec.context.test(about)) continue;
    if (spec.unless?.test(sentence.text) || spec.unless?.test(place)) continue;
    const defined = spec.fact(facts);
    for (const m of sentence.text.matchAll(spec.value)) {
      const stated = Number(m[1] ?? m[2]);
      if (stated === defined.value) continue;
      report(
        sentence.start + (m.index ?? 0),
        m[0].length,
        `${spec.say(defined.value)} (${at(defined, spec.name)}), not ${stated}. ${TAG}`,
      );
    }
  }
};

/** "`fee_amount = round(amount × fee_rate) + fixed_fee`": a code span holding the formula. */
export const feeFormula: Detector = (sentence, facts, _context, report) => {
  const normalize = (f: string) =>
    f
      .replace(/^\s*fee_amount\s*=/, '')
      .replace(/\s+/g, '')
      .replace(/\*/g, '×');
  const defined = normalize(facts.feeFormula.value);
  for (const m of sentence.raw.matchAll(/`([^`]*fee_rate[^`]*)`/g)) {
    const formula = m[1] as string;
    if (!formula.includes('fixed_fee') || !/[×*+]|round/.test(formula)) continue;
    if (normalize(formula) === defined) continue;
    report(
      sentence.start + (m.index ?? 0),
      m[0].length,
      `The fee is fee_amount = ${facts.feeFormula.value} (${at(facts.feeFormula, 'x-policies.fee-formula')}); this says ${formula}. ${TAG}`,
    );
  }
};
