import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  computeWebhookSignature,
  hmacSha256Hex,
  signedContent,
} from '../../theme/components/WebhookSignatureChecker/compute-signature';
import {
  formatCurl,
  formatHeaders,
  inspectPayload,
  LOCAL_WEBHOOK_URL,
  shellQuote,
} from '../../theme/components/WebhookSignatureChecker/format';

/** The reference implementation: what the guides' Node.js receiver computes. */
function nodeSignature(secret: string, timestamp: string, rawBody: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex')}`;
}

const SECRET = 'whsec_test_4xQ9vR2mK7pL1sN8wB5zT3cY6hD0fJ';
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
    await expect(computeWebhookSignature(SECRET, TIMESTAMP, body)).resolves.toBe(
      nodeSignature(SECRET, TIMESTAMP, body),
    );
  });

  it('keys the HMAC with the UTF-8 bytes of the whole secret, prefix included', async () => {
    const secret = 'whsec_çãé€';
    const body = '{"x":"☕"}';
    const signature = await computeWebhookSignature(secret, TIMESTAMP, body);
    expect(signature).toBe(nodeSignature(secret, TIMESTAMP, body));
    // Computed independently with Python's hmac module.
    expect(signature).toBe('v1=e574b60c37e4864c42b9729cf356ec28974a6b208e636fddbb7f859fd4de7a09');
    // Dropping the prefix gives a different key, hence a different signature.
    expect(await computeWebhookSignature('çãé€', TIMESTAMP, body)).not.toBe(signature);
  });

  it('accepts the timestamp as a number or a string', async () => {
    const body = payloads['compact JSON'] ?? '';
    await expect(computeWebhookSignature(SECRET, Number(TIMESTAMP), body)).resolves.toBe(
      await computeWebhookSignature(SECRET, TIMESTAMP, body),
    );
  });
});

describe('known vectors', () => {
  it('a fixed webhook vector (checked with openssl dgst -hmac and Python)', async () => {
    await expect(
      computeWebhookSignature(
        SECRET,
        1795269941,
        '{"id":"evt_2Jd9WqR4tY7uB1","type":"transaction.paid"}',
      ),
    ).resolves.toBe('v1=2dfb507a0c90542dbc10358569bd821dcfb3ee54410f720d85ef7fa789bf6c23');
  });

  it('RFC 4231 test case 2 (HMAC-SHA-256)', async () => {
    await expect(hmacSha256Hex('Jefe', 'what do ya want for nothing?')).resolves.toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('signs "<timestamp>.<raw body>"', () => {
    expect(signedContent(1795269941, '{}')).toBe('1795269941.{}');
  });

  it('refuses an empty secret', async () => {
    await expect(computeWebhookSignature('', TIMESTAMP, '{}')).rejects.toThrow(/secret/);
  });
});

describe('header and curl formatting', () => {
  const headers = { id: 'evt_1', timestamp: TIMESTAMP, signature: 'v1=abc' };

  it('lists the three headers', () => {
    expect(formatHeaders(headers)).toBe(
      'Webhook-Id: evt_1\nWebhook-Timestamp: 1795269941\nWebhook-Signature: v1=abc',
    );
  });

  it('posts to the local receiver of the guides', () => {
    const curl = formatCurl(headers, '{}');
    expect(curl).toContain(`curl -sS -X POST '${LOCAL_WEBHOOK_URL}'`);
    expect(curl).toContain("-H 'Webhook-Signature: v1=abc'");
    expect(curl).toContain("--data-binary '{}'");
  });

  it('quotes for the shell so the body reaches curl byte for byte', () => {
    const tricky = `{"id":"evt_1","note":"it's $HOME \`id\` \\n ☕"}\n  `;
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
    // Run the generated command in bash with a fake curl that prints its body argument.
    const script = `curl() { while [ $# -gt 0 ]; do if [ "$1" = --data-binary ]; then printf '%s' "$2"; fi; shift; done; }\n${formatCurl(headers, tricky)}`;
    const result = spawnSync('bash', ['-c', script], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(tricky);
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
