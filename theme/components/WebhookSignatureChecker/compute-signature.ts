/**
 * Computes the `Webhook-Signature` header the API sends with every webhook.
 *
 * Contract: `v1=<hex HMAC-SHA256(secret, "<timestamp>.<raw body>")>`, keyed with
 * the UTF-8 bytes of the whole secret string (`whsec_` prefix included).
 *
 * Pure and isomorphic: it only needs WebCrypto (`crypto.subtle`), available in
 * browsers (secure contexts: HTTPS or localhost) and in Node.js >= 20.
 */

/** Prefix of the only signature scheme the API emits today. */
export const SIGNATURE_VERSION = 'v1';

/** Maximum difference, in seconds, between `Webhook-Timestamp` and the receiver's clock. */
export const TIMESTAMP_TOLERANCE_SECONDS = 300;

const encoder = new TextEncoder();

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function getSubtle(subtle?: SubtleCrypto): SubtleCrypto {
  const resolved = subtle ?? globalThis.crypto?.subtle;
  if (!resolved) {
    throw new Error('WebCrypto (crypto.subtle) is not available in this context');
  }
  return resolved;
}

/** The exact string that is signed: `"<timestamp>.<raw body>"`. */
export function signedContent(timestamp: string | number, rawBody: string): string {
  return `${timestamp}.${rawBody}`;
}

/** Lower-case hex HMAC-SHA256 of `message`, keyed with the UTF-8 bytes of `secret`. */
export async function hmacSha256Hex(
  secret: string,
  message: string,
  subtle?: SubtleCrypto,
): Promise<string> {
  if (secret.length === 0) {
    throw new Error('The webhook secret must not be empty');
  }
  const api = getSubtle(subtle);
  const key = await api.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await api.sign('HMAC', key, encoder.encode(message));
  return toHex(mac);
}

/**
 * Value of the `Webhook-Signature` header (`v1=<hex>`) for a raw body sent at
 * `timestamp` (Unix seconds, as in `Webhook-Timestamp`).
 */
export async function computeWebhookSignature(
  secret: string,
  timestamp: string | number,
  rawBody: string,
  subtle?: SubtleCrypto,
): Promise<string> {
  const hex = await hmacSha256Hex(secret, signedContent(timestamp, rawBody), subtle);
  return `${SIGNATURE_VERSION}=${hex}`;
}
