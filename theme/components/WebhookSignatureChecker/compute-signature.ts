/**
 * Computes the `webhook-signature` header the API sends with every webhook, as
 * Standard Webhooks (https://www.standardwebhooks.com/) defines it, so that its
 * libraries (`standardwebhooks` on npm, PyPI, Go…) verify our webhooks:
 * `v1,<base64 HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`,
 * where the key is the base64-decoded part of the `whsec_...` secret.
 *
 * Pure and isomorphic: it only needs WebCrypto (`crypto.subtle`), available in
 * browsers (secure contexts: HTTPS or localhost) and in Node.js >= 20. (The
 * `standardwebhooks` package does the same in Node, but the checker runs in the
 * browser and WebCrypto is already there; tests/unit/webhook-signature.test.ts
 * proves both agree.)
 */

/** Prefix of the only signature scheme the API emits today. */
export const SIGNATURE_VERSION = 'v1';

/** Prefix of every signing secret. */
export const SECRET_PREFIX = 'whsec_';

/** Maximum difference, in seconds, between `webhook-timestamp` and the receiver's clock. */
export const TIMESTAMP_TOLERANCE_SECONDS = 300;

const encoder = new TextEncoder();

function getSubtle(subtle?: SubtleCrypto): SubtleCrypto {
  const resolved = subtle ?? globalThis.crypto?.subtle;
  if (!resolved) {
    throw new Error('WebCrypto (crypto.subtle) is not available in this context');
  }
  return resolved;
}

function toBase64(buffer: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The HMAC key of a `whsec_<base64>` secret; throws when it is not one. */
export function secretKeyBytes(secret: string): Uint8Array {
  if (secret.length === 0) throw new Error('The webhook secret must not be empty');
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) || encoded.length % 4 !== 0) {
    throw new Error('The webhook secret must be "whsec_" followed by base64');
  }
  return Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
}

/** The exact string that is signed: `"<webhook-id>.<webhook-timestamp>.<raw body>"`. */
export function signedContent(id: string, timestamp: string | number, rawBody: string): string {
  return `${id}.${timestamp}.${rawBody}`;
}

/** Base64 HMAC-SHA256 of `message`, keyed with `key`. */
export async function hmacSha256Base64(
  key: Uint8Array,
  message: string,
  subtle?: SubtleCrypto,
): Promise<string> {
  const api = getSubtle(subtle);
  const cryptoKey = await api.importKey(
    'raw',
    key as BufferSource,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return toBase64(await api.sign('HMAC', cryptoKey, encoder.encode(message)));
}

/**
 * Value of the `webhook-signature` header (`v1,<base64>`) for the event `id` and
 * raw body sent at `timestamp` (Unix seconds, as in `webhook-timestamp`).
 */
export async function computeWebhookSignature(
  secret: string,
  id: string,
  timestamp: string | number,
  rawBody: string,
  subtle?: SubtleCrypto,
): Promise<string> {
  const mac = await hmacSha256Base64(
    secretKeyBytes(secret),
    signedContent(id, timestamp, rawBody),
    subtle,
  );
  return `${SIGNATURE_VERSION},${mac}`;
}
