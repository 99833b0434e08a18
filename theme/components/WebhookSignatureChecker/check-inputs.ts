/**
 * What the signature checker says about its three inputs, as message keys of
 * its string table: pure, so the rules are tested without a browser.
 */
import { SECRET_PREFIX, secretKeyBytes, TIMESTAMP_TOLERANCE_SECONDS } from './compute-signature';
import type { ParsedPayload } from './format';

export function isSigningSecret(secret: string): boolean {
  try {
    secretKeyBytes(secret);
    return secret.startsWith(SECRET_PREFIX);
  } catch {
    return false;
  }
}

export function isTimestamp(timestamp: string): boolean {
  return /^\d{1,12}$/.test(timestamp);
}

export type InputMessage =
  | { key: 'signatureCheckerSecretEmpty' | 'signatureCheckerSecretPrefix' }
  | { key: 'signatureCheckerTimestampInvalid' }
  | { key: 'signatureCheckerTimestampSkew'; seconds: string }
  | { key: 'signatureCheckerInvalidJson'; error: string }
  | { key: 'signatureCheckerMissingId' };

export interface InputMessages {
  secret: InputMessage | null;
  timestamp: InputMessage | null;
  payload: InputMessage | null;
}

/** `now` is the reader's clock in seconds (null before hydration: no skew warning yet). */
export function inputMessages(input: {
  secret: string;
  timestamp: string;
  payload: ParsedPayload;
  now: number | null;
}): InputMessages {
  const { secret, timestamp, payload, now } = input;
  const skewed =
    isTimestamp(timestamp) &&
    now !== null &&
    Math.abs(now - Number(timestamp)) > TIMESTAMP_TOLERANCE_SECONDS;
  return {
    secret:
      secret === ''
        ? { key: 'signatureCheckerSecretEmpty' }
        : isSigningSecret(secret)
          ? null
          : { key: 'signatureCheckerSecretPrefix' },
    timestamp:
      timestamp !== '' && !isTimestamp(timestamp)
        ? { key: 'signatureCheckerTimestampInvalid' }
        : skewed
          ? { key: 'signatureCheckerTimestampSkew', seconds: String(TIMESTAMP_TOLERANCE_SECONDS) }
          : null,
    payload: !payload.ok
      ? { key: 'signatureCheckerInvalidJson', error: payload.error }
      : (payload.id ?? '') === ''
        ? { key: 'signatureCheckerMissingId' }
        : null,
  };
}
