/**
 * The payment facts every transaction, cash-out, MED infraction and Pix
 * Automático recurrence and charge the site shows must hold, whatever
 * produced it (a spec example, a webhook replay payload, a simulator answer). Written from the contract and the guides, not
 * from the lifecycle model, so that a model or generator that goes wrong is
 * caught by them. Each problem names where the value came from and says what
 * is wrong in a writer's words.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readYamlSource, type YamlSource } from '../../scripts/api/yaml-source';
import { lifecycleModel } from '../../shared/lifecycle/model';
import { rateOf } from '../../shared/lifecycle/rates';
import type { RateCard } from '../../shared/lifecycle/types';
import { projectRoot } from './api-project';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export interface Observation {
  /** Where the value comes from: `openapi/openapi.yaml line 563 (PixTransactionPaid)`, `pix/refunded, delivery 3`. */
  where: string;
  /** Values of one group tell one story (a scenario; the spec's examples): an infraction is matched to its Pix there. */
  group: string;
  /** The webhook event it was delivered as, if any. */
  event?: string;
  data: Json;
}

export interface InvariantProblem {
  where: string;
  reason: string;
}

export interface InvariantContext {
  /** The statuses the transaction webhook guide lists for `transaction.created`. */
  createdStatuses: ReadonlySet<string>;
  rates: RateCard;
  /** The fictitious ISPBs: the provider's (cash-outs, devoluções) and the payers' banks'. */
  providerIspb: string;
  payerBankIspb: string;
}

const E2E = /^([ED])(\d{8})(\d{12})([A-Za-z0-9]{11})$/;

/** ECI per 3-D Secure result: [Visa, Elo, Amex…, Mastercard]; null where no authentication value was issued. */
const ECI: Record<string, [string, string] | null> = {
  authenticated: ['05', '02'],
  attempted: ['06', '01'],
  failed: ['07', '00'],
  rejected: ['07', '00'],
  unavailable: ['07', '00'],
  challenge_required: null,
};

function endToEnd(
  value: unknown,
  prefix: 'E' | 'D',
  ispb: string,
  who: string,
): string | undefined {
  const match = typeof value === 'string' ? E2E.exec(value) : null;
  if (!match)
    return `it is ${JSON.stringify(value)}, not an end-to-end ID (${prefix}, an 8-digit ISPB, yyyyMMddHHmm, 11 characters)`;
  if (match[1] !== prefix) return `${value} starts with ${match[1]}, not ${prefix}`;
  if (match[2] !== ispb)
    return `${value} names ISPB ${match[2]}; the Pix is sent by ${who}, ISPB ${ispb} (fictitious)`;
  return undefined;
}

function checkTransaction(t: Json, o: Observation, ctx: InvariantContext, out: InvariantProblem[]) {
  const problem = (reason: string) =>
    out.push({ where: o.where, reason: `transaction ${String(t.id)}: ${reason}` });
  const refunds = Array.isArray(t.refunds) ? t.refunds.filter(isObject) : undefined;
  if (typeof t.refund_status === 'string' && t.refund_status !== 'none' && refunds?.length === 0)
    problem(
      `refund_status is "${t.refund_status}" but refunds is empty: a refunded transaction lists its refund items (rf_…), the ones the refund handler records`,
    );
  if (refunds && typeof t.refunded_amount === 'number') {
    const total = refunds
      .filter((r) => r.status !== 'failed')
      .reduce((sum, r) => sum + (typeof r.amount === 'number' ? r.amount : 0), 0);
    if (total !== t.refunded_amount)
      problem(
        `refunded_amount is ${t.refunded_amount} but its refunds that have not failed add up to ${total}`,
      );
  }
  const pix = isObject(t.pix) ? t.pix : undefined;
  if (pix && t.status === 'paid' && 'end_to_end_id' in pix) {
    const wrong = endToEnd(pix.end_to_end_id, 'E', ctx.payerBankIspb, "the payer's bank");
    if (wrong) problem(`a paid Pix has its end-to-end ID: pix.end_to_end_id ${wrong}`);
  }
  if (pix && t.status !== 'paid' && pix.end_to_end_id != null)
    problem(
      `a Pix that is ${String(t.status)} has no end-to-end ID yet, but it shows ${String(pix.end_to_end_id)}`,
    );
  for (const [i, r] of (refunds ?? []).entries()) {
    if (!('end_to_end_id' in r) && !(pix && r.status === 'succeeded')) continue;
    if (pix && r.status === 'succeeded') {
      const wrong = endToEnd(
        r.end_to_end_id,
        'D',
        ctx.providerIspb,
        'the provider, on your behalf',
      );
      if (wrong)
        problem(
          `a settled devolução has its own D… end-to-end ID: refunds[${i}].end_to_end_id ${wrong}`,
        );
    } else if (r.end_to_end_id != null)
      problem(
        `refunds[${i}] is ${pix ? `a ${String(r.status)} devolução` : 'a card refund'}: it has no end-to-end ID, but shows ${String(r.end_to_end_id)}`,
      );
  }
  const card = isObject(t.card) ? t.card : undefined;
  const threeDs = card && isObject(card.three_ds) ? card.three_ds : undefined;
  if (threeDs && typeof threeDs.status === 'string' && threeDs.status in ECI) {
    const pair = ECI[threeDs.status];
    const expected = pair ? (card?.brand === 'mastercard' ? pair[1] : pair[0]) : null;
    if (threeDs.eci !== expected)
      problem(
        `card.three_ds is "${threeDs.status}" with ECI ${JSON.stringify(threeDs.eci)}: for ${String(card?.brand)} that result has ECI ${JSON.stringify(expected)}${expected === null ? ' (no authentication value was issued)' : ''}`,
      );
  }
  if (
    typeof t.amount === 'number' &&
    typeof t.fee_amount === 'number' &&
    typeof t.payment_method === 'string'
  ) {
    const nothing = t.status === 'refused' || t.status === 'canceled';
    const installments = card && typeof card.installments === 'number' ? card.installments : 1;
    const rate = rateOf(ctx.rates, t.payment_method, installments);
    const expected = nothing
      ? 0
      : rate
        ? Math.round((t.amount * Math.round(rate.fee_rate * 1e6)) / 1e6) + rate.fixed_fee
        : undefined;
    if (expected !== undefined && t.fee_amount !== expected)
      problem(
        nothing
          ? `a ${String(t.status)} transaction costs nothing, but fee_amount is ${t.fee_amount}`
          : `fee_amount is ${t.fee_amount}; round(amount × fee_rate) + fixed_fee for ${t.amount} (${t.payment_method}, ${installments} installment(s): ${rate?.fee_rate} + ${rate?.fixed_fee}) is ${expected}`,
      );
    if (
      typeof t.net_amount === 'number' &&
      t.net_amount !== (nothing ? 0 : t.amount - t.fee_amount)
    )
      problem(
        `net_amount is ${t.net_amount}, not amount - fee_amount (${t.amount - t.fee_amount})`,
      );
  }
  if (o.event === 'transaction.created' && !ctx.createdStatuses.has(String(t.status)))
    problem(
      `transaction.created carries status "${String(t.status)}"; the webhook guide lists only ${[...ctx.createdStatuses].join(' or ')} for it (it is sent at creation, before the outcome)`,
    );
}

function checkCashout(c: Json, o: Observation, ctx: InvariantContext, out: InvariantProblem[]) {
  const problem = (reason: string) =>
    out.push({ where: o.where, reason: `cash-out ${String(c.id)}: ${reason}` });
  if (c.status === 'completed') {
    const wrong = endToEnd(c.end_to_end_id, 'E', ctx.providerIspb, 'the provider');
    if (wrong)
      problem(`a completed cash-out has its end-to-end ID (the receipt): end_to_end_id ${wrong}`);
  } else if (c.end_to_end_id != null)
    problem(
      `a ${String(c.status)} cash-out has no end-to-end ID, but shows ${String(c.end_to_end_id)}`,
    );
  if (c.status === 'failed' && c.failure_reason == null)
    problem('a failed cash-out says why in failure_reason');
}

/** `yyyy-MM-dd` plus `days` calendar days. */
const dayAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A Pix Automático recurrence: its idRec says whether it allows retries and
 * carries the provider's ISPB and its creation date; only a QR code journey
 * has a QR code; an authorized one says when.
 */
function checkRecurrence(r: Json, o: Observation, ctx: InvariantContext, out: InvariantProblem[]) {
  const problem = (reason: string) =>
    out.push({ where: o.where, reason: `recurrence ${String(r.id)}: ${reason}` });
  const retries = r.retry_policy === 'no_retries' ? 'N' : 'R';
  const day = String(r.created_at ?? '')
    .slice(0, 10)
    .replace(/-/g, '');
  const idRec = new RegExp(`^R${retries}${ctx.providerIspb}${day}[A-Za-z0-9]{11}$`);
  if (typeof r.id_rec !== 'string' || !idRec.test(r.id_rec))
    problem(
      `id_rec ${JSON.stringify(r.id_rec)} is not R${retries} (retry_policy ${String(r.retry_policy)}), the provider's ISPB ${ctx.providerIspb}, the creation date ${day} and 11 characters`,
    );
  if ((r.journey === 'qr_code') !== (typeof r.qr_code === 'string'))
    problem(
      `journey ${String(r.journey)} with qr_code ${JSON.stringify(r.qr_code)}: only a QR code journey shows one`,
    );
  if (r.status === 'active' && typeof r.authorized_at !== 'string')
    problem('an active recurrence was authorized: authorized_at is missing');
  if (r.status === 'canceled' && r.cancellation_reason == null)
    problem('a canceled recurrence says who canceled it in cancellation_reason');
}

/**
 * A charge of a recurrence is a Pix the payer's bank sends: the Pix fee,
 * the net amount, its E… end-to-end ID once paid; retried only on the days
 * the Pix rules allow (within 7 days after the due date, one a day, at most 3);
 * for the amount the payer authorized.
 */
function checkRecurringCharge(
  c: Json,
  o: Observation,
  observations: Observation[],
  ctx: InvariantContext,
  out: InvariantProblem[],
) {
  const problem = (reason: string) =>
    out.push({ where: o.where, reason: `recurring charge ${String(c.id)}: ${reason}` });
  const amount = typeof c.amount === 'number' ? c.amount : Number.NaN;
  const rate = rateOf(ctx.rates, 'pix', 1);
  const fee = rate ? Math.round(amount * rate.fee_rate) + rate.fixed_fee : Number.NaN;
  if (c.fee_amount !== fee)
    problem(`fee_amount is ${String(c.fee_amount)}; the Pix rate on ${amount} is ${fee}`);
  if (c.net_amount !== amount - fee)
    problem(`net_amount is ${String(c.net_amount)}, not amount - fee_amount (${amount - fee})`);
  if (c.status === 'paid') {
    const wrong = endToEnd(c.end_to_end_id, 'E', ctx.payerBankIspb, "the payer's bank");
    if (wrong) problem(`a paid charge is a Pix from the payer's bank: end_to_end_id ${wrong}`);
  } else if (c.end_to_end_id != null)
    problem(
      `a ${String(c.status)} charge has no end-to-end ID, but shows ${String(c.end_to_end_id)}`,
    );
  if ((c.status === 'failed' || c.status === 'retrying') && c.failure_reason == null)
    problem(`a ${String(c.status)} charge says why in failure_reason`);
  const dates = Array.isArray(c.retry_dates) ? c.retry_dates.map(String) : undefined;
  const due = String(c.due_date ?? '');
  if (
    !dates ||
    dates.length > 3 ||
    dates.some((d, i) => d <= (i === 0 ? due : (dates[i - 1] as string)) || d > dayAfter(due, 7))
  )
    problem(
      `retry_dates ${JSON.stringify(c.retry_dates)}: at most 3 retries, one a day, within 7 days after the due date ${due}`,
    );
  const parent = observations.find((p) => p.group === o.group && p.data.id === c.recurrence_id);
  if (parent && parent.data.amount !== c.amount)
    problem(
      `amount ${amount} is not the ${String(parent.data.amount)} the payer authorized (${parent.where})`,
    );
  if (parent?.data.retry_policy === 'no_retries' && dates && dates.length > 0)
    problem(`its recurrence allows no retries, yet retry_dates lists ${dates.join(', ')}`);
}

/** Every problem of the observed values. */
export function paymentInvariants(
  observations: Observation[],
  ctx: InvariantContext,
): InvariantProblem[] {
  const out: InvariantProblem[] = [];
  for (const o of observations) {
    const id = String(o.data.id ?? '');
    if (id.startsWith('tr_')) checkTransaction(o.data, o, ctx, out);
    else if (id.startsWith('co_')) checkCashout(o.data, o, ctx, out);
    else if (id.startsWith('rec_')) checkRecurrence(o.data, o, ctx, out);
    else if (id.startsWith('rch_')) checkRecurringCharge(o.data, o, observations, ctx, out);
    else if (id.startsWith('inf_')) {
      // The paid Pix it disputes, in the same story.
      const paid = observations.find(
        (p) =>
          p.group === o.group && p.data.id === o.data.transaction_id && p.data.status === 'paid',
      );
      const e2e = paid && isObject(paid.data.pix) ? paid.data.pix.end_to_end_id : undefined;
      if (!paid)
        out.push({
          where: o.where,
          reason: `infraction ${id}: its transaction ${String(o.data.transaction_id)} is nowhere as a paid Pix`,
        });
      else if (o.data.end_to_end_id !== e2e)
        out.push({
          where: o.where,
          reason: `infraction ${id} names end-to-end ID ${String(o.data.end_to_end_id)}, but the Pix it disputes (${String(o.data.transaction_id)}, ${paid.where}) is ${String(e2e)}`,
        });
    }
  }
  return out;
}

/** The statuses a guide's events table lists for `transaction.created` (`status: pending` ou `processing`). */
export function createdStatusesOf(guide: string): Set<string> {
  const row = guide.split('\n').find((line) => line.startsWith('| `transaction.created` |'));
  const last = row?.split('|').at(-2) ?? '';
  return new Set([...last.matchAll(/`(?:status: )?([a-z_]+)`/g)].map((m) => m[1] as string));
}

/** The transaction webhook guide of one locale, as written. */
export const webhookGuide = (lang: 'en' | 'pt-BR') =>
  readFileSync(path.join(projectRoot, 'docs', lang, 'docs/webhook/transaction.mdx'), 'utf8');

/**
 * The site's own context: the statuses both webhook guides list, and the
 * published constants (rate card, fictitious ISPBs) as the model holds them.
 */
export const siteInvariantContext: InvariantContext = {
  createdStatuses: new Set([
    ...createdStatusesOf(webhookGuide('en')),
    ...createdStatusesOf(webhookGuide('pt-BR')),
  ]),
  rates: lifecycleModel.rates,
  providerIspb: lifecycleModel.ispb.provider,
  payerBankIspb: lifecycleModel.ispb['payer-bank'],
};

/** The spec as the site reads it, with its lines. */
export const SPEC_FILE = path.join(projectRoot, 'openapi/openapi.yaml');
export const readSpec = (): YamlSource => readYamlSource(SPEC_FILE, 'openapi/openapi.yaml');

/** Problems as `where: reason` lines, for readable failures. */
export const problemLines = (problems: { where: string; reason: string }[]) =>
  problems.map((p) => `${p.where}: ${p.reason}`);
