import { describe, expect, it } from 'vitest';
import {
  inputMessages,
  isSigningSecret,
  isTimestamp,
} from '../../theme/components/WebhookSignatureChecker/check-inputs';
import { inspectPayload } from '../../theme/components/WebhookSignatureChecker/format';

const SECRET = 'whsec_YWNtZS1zYW5kYm94LWV4YW1wbGUtc2VjcmV0LTMyYnk=';
const body = inspectPayload('{"id":"evt_1","type":"transaction.paid"}');

describe('the signature checker’s input rules', () => {
  it('accepts a whsec_ base64 secret and a Unix timestamp in seconds', () => {
    expect(isSigningSecret(SECRET)).toBe(true);
    expect(isSigningSecret('whsec_not base64!')).toBe(false);
    expect(isSigningSecret('sk_test_123')).toBe(false);
    expect(isTimestamp('1763733792')).toBe(true);
    expect(isTimestamp('17637337920000')).toBe(false);
    expect(isTimestamp('now')).toBe(false);
  });

  it('says nothing about good inputs, and one thing per bad one', () => {
    expect(inputMessages({ secret: SECRET, timestamp: '1000', payload: body, now: 1100 })).toEqual({
      secret: null,
      timestamp: null,
      payload: null,
    });
    expect(
      inputMessages({ secret: '', timestamp: 'x', payload: inspectPayload('{'), now: null }),
    ).toEqual({
      secret: { key: 'signatureCheckerSecretEmpty' },
      timestamp: { key: 'signatureCheckerTimestampInvalid' },
      payload: { key: 'signatureCheckerInvalidJson', error: expect.any(String) },
    });
    const skewed = inputMessages({
      secret: 'whsec_',
      timestamp: '1000',
      payload: inspectPayload('{"type":"x"}'),
      now: 1000 + 301,
    });
    expect(skewed.secret).toEqual({ key: 'signatureCheckerSecretPrefix' });
    expect(skewed.timestamp).toEqual({ key: 'signatureCheckerTimestampSkew', seconds: '300' });
    expect(skewed.payload).toEqual({ key: 'signatureCheckerMissingId' });
    // Before hydration there is no clock: no skew warning yet.
    expect(
      inputMessages({ secret: SECRET, timestamp: '1000', payload: body, now: null }).timestamp,
    ).toBeNull();
  });
});
