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
