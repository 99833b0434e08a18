/**
 * How a resource looks once a sandbox scenario moved it: the fields that follow
 * from `status` agree with it. Shared by the Try it simulator (in the browser)
 * and the generator's scenario deliveries (the webhook payloads of a scenario),
 * so both show the same transaction or cash-out.
 */

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** ISO 8601 in UTC to the second (`2026-11-21T14:03:13Z`), as the API writes dates. */
export function isoSeconds(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * The ISPB (the Banco Central's 8-digit institution code) that opens the
 * end-to-end ids of sandbox Pix payments: the payer's bank, as in the
 * contract's examples (`E18236120…`).
 */
const SANDBOX_PAYER_ISPB = '18236120';

/**
 * A Pix end-to-end id as the Banco Central formats it: `E`, the payer bank's
 * ISPB, the payment's date and time (UTC, `yyyyMMddHHmm`) and 11 letters or
 * digits, 32 characters in all; the last part comes from the resource id, so
 * the same resource always gets the same id.
 */
export function sandboxEndToEndId(resourceId: string, paidAt: string): string {
  const stamp = paidAt.replace(/\D/g, '').slice(0, 12);
  const tail = resourceId
    .replace(/^[a-z]+_/, '')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase()
    .padEnd(11, '0')
    .slice(0, 11);
  return `E${SANDBOX_PAYER_ISPB}${stamp}${tail}`;
}

/** The payer of a paid Pix, as the API shows it: the buyer's name, a CPF masked to its middle digits. */
function payerOf(customer: unknown): Json | null {
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

/**
 * Makes the fields that follow from `status` agree with it (payment and
 * settlement dates, reasons, Pix payer data, fees), on the keys the resource has.
 * `now` is the moment of the change, in milliseconds.
 */
export function settleResource<T extends Json>(resource: T, now: number): T {
  const r: Json = structuredClone(resource);
  const status = r.status;
  const paidLike = ['paid', 'refunded', 'partially_refunded', 'chargeback'].includes(
    String(status),
  );
  if ('paid_at' in r) r.paid_at = paidLike ? (r.paid_at ?? isoSeconds(now)) : null;
  if ('refusal_reason' in r && status !== 'refused') r.refusal_reason = null;
  if (isObject(r.pix) && !paidLike) {
    if ('end_to_end_id' in r.pix) r.pix.end_to_end_id = null;
    if ('payer' in r.pix) r.pix.payer = null;
  }
  // A paid Pix has the Banco Central's id and its payer (a pending charge had neither).
  if (isObject(r.pix) && paidLike) {
    const paidAt = typeof r.paid_at === 'string' ? r.paid_at : isoSeconds(now);
    if ('end_to_end_id' in r.pix && r.pix.end_to_end_id == null)
      r.pix.end_to_end_id = sandboxEndToEndId(String(r.id ?? ''), paidAt);
    if ('payer' in r.pix && r.pix.payer == null) r.pix.payer = payerOf(r.customer);
  }
  if ('failure_reason' in r && status !== 'failed') r.failure_reason = null;
  if ('completed_at' in r)
    r.completed_at = status === 'completed' ? (r.completed_at ?? isoSeconds(now)) : null;
  if ('end_to_end_id' in r && !isObject(r.pix) && status !== 'completed') r.end_to_end_id = null;
  if (['refused', 'canceled'].includes(String(status)) && 'fee_amount' in r) r.fee_amount = 0;
  if (typeof r.amount === 'number' && typeof r.fee_amount === 'number' && 'net_amount' in r)
    r.net_amount =
      paidLike || status === 'authorized' || status === 'pending' ? r.amount - r.fee_amount : 0;
  // Refunds have a field of their own (`refund_status`) where the contract has one, else `status`.
  const refundState = 'refund_status' in r ? r.refund_status : status;
  if (refundState === 'refunded' && typeof r.amount === 'number' && 'refunded_amount' in r)
    r.refunded_amount = r.amount;
  if ('updated_at' in r) r.updated_at = isoSeconds(now);
  return r as T;
}
