import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import {
  computeWebhookSignature,
  hmacSha256Base64,
  secretKeyBytes,
  signedContent,
} from '../../theme/components/WebhookSignatureChecker/compute-signature';
import {
  formatCurl,
  formatHeaders,
  inspectPayload,
  LOCAL_WEBHOOK_URL,
} from '../../theme/components/WebhookSignatureChecker/format';

/** The reference implementation: what the guides' Node.js receiver computes. */
function nodeSignature(secret: string, id: string, timestamp: string, rawBody: string): string {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.`).update(rawBody).digest('base64')}`;
}

const SECRET = 'whsec_YWNtZS1zYW5kYm94LWV4YW1wbGUtc2VjcmV0LTMyYnk=';
const ID = 'evt_2Jd9WqR4tY7uB1';
const TIMESTAMP = '1795269941';

const payloads: Record<string, string> = {
  'compact JSON': '{"id":"evt_2Jd9WqR4tY7uB1","type":"transaction.paid"}',
  'pretty-printed example': JSON.stringify(
    { id: 'evt_2Jd9WqR4tY7uB1', type: 'transaction.paid', data: { amount: 15000 } },
    null,
    2,
  ),
  'accents and emoji': JSON.stringify({ id: 'evt_1', description: 'Café ☕ com pão de queijo 🇧🇷' }),
  'escaped unicode (different bytes, same JSON value)': '{"id":"evt_1","description":"Caf\\u00e9"}',
  'leading and trailing whitespace': '  \n{"id":"evt_1"}\n\n',
  'CRLF line endings and tabs': '{\r\n\t"id": "evt_1",\r\n\t"amount": 15000\r\n}',
  'invalid JSON': '{"id": "evt_1",',
  'empty body': '',
  'astral-plane characters': '{"id":"evt_𝔘𝔫𝔦𝔠𝔬𝔡𝔢"}',
};

describe('computeWebhookSignature (WebCrypto) matches node:crypto createHmac', () => {
  it.each(Object.entries(payloads))('%s', async (_name, body) => {
    await expect(computeWebhookSignature(SECRET, ID, TIMESTAMP, body)).resolves.toBe(
      nodeSignature(SECRET, ID, TIMESTAMP, body),
    );
  });

  it('keys the HMAC with the base64-decoded secret, as Standard Webhooks does', async () => {
    const body = '{"x":"☕"}';
    const signature = await computeWebhookSignature(SECRET, ID, TIMESTAMP, body);
    expect(signature).toBe(nodeSignature(SECRET, ID, TIMESTAMP, body));
    expect(Buffer.from(secretKeyBytes(SECRET)).toString()).toBe('acme-sandbox-example-secret-32by');
    // The prefix is not part of the key: the bare base64 secret signs the same.
    expect(await computeWebhookSignature(SECRET.slice(6), ID, TIMESTAMP, body)).toBe(signature);
    // Another event id gives another signature: the id is signed.
    expect(await computeWebhookSignature(SECRET, 'evt_other', TIMESTAMP, body)).not.toBe(signature);
  });

  it('accepts the timestamp as a number or a string', async () => {
    const body = payloads['compact JSON'] ?? '';
    await expect(computeWebhookSignature(SECRET, ID, Number(TIMESTAMP), body)).resolves.toBe(
      await computeWebhookSignature(SECRET, ID, TIMESTAMP, body),
    );
  });
});

describe('the official standardwebhooks library agrees', () => {
  it.each(Object.entries(payloads))('signs %s the same', async (_name, body) => {
    const library = new Webhook(SECRET).sign(ID, new Date(Number(TIMESTAMP) * 1000), body);
    await expect(computeWebhookSignature(SECRET, ID, TIMESTAMP, body)).resolves.toBe(library);
  });

  it('verifies a delivery signed as the docs say (fresh timestamp)', async () => {
    const body = payloads['pretty-printed example'] ?? '';
    const now = String(Math.floor(Date.now() / 1000));
    const headers = {
      'webhook-id': ID,
      'webhook-timestamp': now,
      'webhook-signature': await computeWebhookSignature(SECRET, ID, now, body),
    };
    expect(new Webhook(SECRET).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(SECRET).verify(`${body} `, headers)).toThrow(/signature/i);
  });
});

describe('known vectors', () => {
  it('a fixed webhook vector (checked with Python hmac + base64)', async () => {
    await expect(
      computeWebhookSignature(
        SECRET,
        ID,
        1795269941,
        '{"id":"evt_2Jd9WqR4tY7uB1","type":"transaction.paid"}',
      ),
    ).resolves.toBe('v1,fvnCr9zUJc2eVIVnBOYvlvbeAbZpFVkwz7+EaeMKvvw=');
  });

  it('RFC 4231 test case 2 (HMAC-SHA-256)', async () => {
    await expect(
      hmacSha256Base64(new TextEncoder().encode('Jefe'), 'what do ya want for nothing?'),
    ).resolves.toBe('W9zBRr9gdU5qBCQmCJV1x1oAPwidJzmDnexYuWTsOEM=');
  });

  it('signs "<webhook-id>.<timestamp>.<raw body>"', () => {
    expect(signedContent('evt_1', 1795269941, '{}')).toBe('evt_1.1795269941.{}');
  });

  it('refuses an empty secret and one that is not base64', async () => {
    await expect(computeWebhookSignature('', ID, TIMESTAMP, '{}')).rejects.toThrow(/secret/);
    await expect(computeWebhookSignature('whsec_not base64!', ID, TIMESTAMP, '{}')).rejects.toThrow(
      /base64/,
    );
  });
});

describe('header and curl formatting', () => {
  const headers = { id: 'evt_1', timestamp: TIMESTAMP, signature: 'v1,abc=' };

  it('lists the three headers', () => {
    expect(formatHeaders(headers)).toBe(
      'webhook-id: evt_1\nwebhook-timestamp: 1795269941\nwebhook-signature: v1,abc=',
    );
  });

  it('posts to the local receiver of the guides', () => {
    const curl = formatCurl(headers, '{}');
    expect(curl).toContain(`curl -sS -X POST '${LOCAL_WEBHOOK_URL}'`);
    expect(curl).toContain("-H 'webhook-signature: v1,abc='");
    expect(curl).toContain("--data-binary '{}'");
  });
});

describe('payload inspection', () => {
  it('reads the event id', () => {
    expect(inspectPayload('{"id":"evt_1"}')).toEqual({ ok: true, id: 'evt_1' });
    expect(inspectPayload('{"id":42}')).toEqual({ ok: true, id: undefined });
    expect(inspectPayload('[1]')).toEqual({ ok: true, id: undefined });
  });

  it('reports invalid JSON', () => {
    const parsed = inspectPayload('{"id":');
    expect(parsed.ok).toBe(false);
  });
});
