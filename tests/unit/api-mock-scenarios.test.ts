/**
 * The e2e mock of the API (tests/support/api-mock-server.ts) plays the spec's
 * sandbox scenarios like the Try it simulator: a test card token is refused
 * with its reason, a cash-out key fails with its reason once due, the
 * resource is found again by its id, a list read by change is in updated_at
 * order; other requests keep the generated mock.
 */
import { request } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brand } from '../../config/brand';
import { type ApiMock, startApiMock } from '../support/api-mock-server';

let mock: ApiMock;
beforeAll(async () => {
  mock = await startApiMock([brand.sandboxApiBaseUrl, brand.apiBaseUrl]);
}, 60_000);
afterAll(async () => {
  await mock?.close();
});

/** A call to the mock over its HTTPS (its certificate is the run's own: not verified here). */
function call(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${mock.origin}${mock.basePath}${path}`,
      {
        method,
        rejectUnauthorized: false,
        headers: {
          Authorization: 'Bearer sk_test_mockScenarios',
          'Content-Type': 'application/json',
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, json: JSON.parse(text || '{}') }),
        );
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const customer = {
  name: 'Maria Oliveira',
  email: 'maria@example.com',
  document: { type: 'cpf', number: '12345678909' },
};

describe('the API mock of the browser tests', () => {
  it('answers the sandbox scenarios, and keeps the resources they create', async () => {
    const refused = await call('POST', '/transactions', {
      amount: 20000,
      currency: 'BRL',
      payment_method: 'credit_card',
      customer,
      card: { token: 'tok_testFraudSuspected' },
    });
    expect(refused.status).toBe(201);
    expect(refused.json).toMatchObject({ status: 'refused', refusal_reason: 'fraud_suspected' });
    const read = await call('GET', `/transactions/${String(refused.json.id)}`);
    expect(read.json).toMatchObject({ id: refused.json.id, status: 'refused' });
    const cashout = await call('POST', '/cashouts', {
      amount: 5000,
      pix_key: { type: 'email', value: 'pix-account-closed@sandbox.example' },
    });
    expect(cashout.json).toMatchObject({ status: 'pending', failure_reason: null });
    // Not a magic value: the generated mock's example answer, as before.
    const plain = await call('POST', '/transactions', {
      amount: 15000,
      currency: 'BRL',
      payment_method: 'pix',
      customer,
    });
    expect(plain.status).toBe(201);
    expect(plain.json.id).toBe('tr_8Kp2mQ7xL4vN9a');
    await expect
      .poll(async () => (await call('GET', `/cashouts/${String(cashout.json.id)}`)).json, {
        timeout: 10_000,
        interval: 500,
      })
      .toMatchObject({ status: 'failed', failure_reason: 'receiver_account_closed' });
    // A list read by change is ordered by updated_at from its first page, as the contract says.
    const second = await call('POST', '/transactions', {
      amount: 20000,
      currency: 'BRL',
      payment_method: 'credit_card',
      customer,
      card: { token: 'tok_testApproved' },
    });
    const byChange = await call('GET', '/transactions?updated_from=2000-01-01T00:00:00Z&limit=1');
    expect(byChange.json.data).toEqual([expect.objectContaining({ id: refused.json.id })]);
    expect(String((byChange.json.pagination as Record<string, unknown>).next_cursor)).toMatch(
      /^cur_/,
    );
    const next = await call(
      'GET',
      `/transactions?cursor=${String((byChange.json.pagination as Record<string, unknown>).next_cursor)}`,
    );
    expect(next.json.data).toEqual([expect.objectContaining({ id: second.json.id })]);
    // A list read by page is the generated mock's example: no cursor.
    const byPage = await call('GET', '/transactions');
    expect((byPage.json.pagination as Record<string, unknown>).next_cursor).toBeNull();
  }, 30_000);
});
