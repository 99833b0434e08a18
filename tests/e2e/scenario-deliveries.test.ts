/**
 * The webhook guides' "Replay a test scenario": a reader picks a scenario,
 * sees its deliveries in order, each signed so that the standardwebhooks library
 * verifies it, and copies a cURL that replays it. Two page loads, both languages.
 */
import type { Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { gotoHydrated, setupBrowser } from '../support/browser';
import { pauseClockSoon } from '../support/page-probes';

const { newPage } = setupBrowser({ readsClipboard: true });

const DEMO_SECRET = 'whsec_YWNtZS1zYW5kYm94LWV4YW1wbGUtc2VjcmV0LTMyYnk=';

interface ShownDelivery {
  event: string;
  when: string;
  id: string;
  timestamp: string;
  signature: string;
  payload: string;
  curl: string;
}

/** The deliveries as shown, once `count` of them are signed. */
async function shownDeliveries(page: Page, count: number): Promise<ShownDelivery[]> {
  await page.waitForFunction(
    (n) =>
      document.querySelectorAll('[data-testid="scenario-delivery-signature"]').length === n &&
      [...document.querySelectorAll('[data-testid="scenario-delivery-signature"]')].every((e) =>
        e.textContent?.startsWith('v1,'),
      ),
    count,
  );
  return page.getByTestId('scenario-delivery').evaluateAll((items) =>
    items.map((item) => {
      const text = (id: string) =>
        item.querySelector(`[data-testid="scenario-delivery-${id}"]`)?.textContent ?? '';
      return {
        event: text('event'),
        when: item.querySelector('.ap-scenario-deliveries__event span')?.textContent ?? '',
        id: text('id'),
        timestamp: text('timestamp'),
        signature: text('signature'),
        payload: text('payload'),
        curl: text('curl'),
      };
    }),
  );
}

/** The body the cURL sends, unquoted (the shell's `'\''` back to `'`). */
function curlBody(curl: string): string {
  const match = /--data-binary '([\s\S]*)'$/.exec(curl);
  return (match?.[1] ?? '').replace(/'\\''/g, "'");
}

/** Checks one shown delivery with the standardwebhooks library, from what the page shows only. */
function expectVerifies(delivery: ShownDelivery, secret: string, endpoint: string): unknown {
  const body = curlBody(delivery.curl);
  expect(body).toBe(JSON.stringify(JSON.parse(delivery.payload)));
  expect(delivery.curl).toContain(`curl -sS -X POST '${endpoint}'`);
  expect(delivery.curl).toContain(`-H 'webhook-signature: ${delivery.signature}'`);
  const verified = new Webhook(secret).verify(body, {
    'webhook-id': delivery.id,
    'webhook-timestamp': delivery.timestamp,
    'webhook-signature': delivery.signature,
  }) as Record<string, unknown>;
  expect(verified.id).toBe(delivery.id);
  expect(verified.type).toBe(delivery.event);
  return verified;
}

describe('scenario deliveries on the webhook guides', () => {
  it('English transaction guide: pick a scenario, its deliveries verify, the cURL is copied, axe clean', async () => {
    const page = await newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await gotoHydrated(page, '/en/docs/webhook/transaction');
    const section = page.getByTestId('scenario-deliveries');
    await section.scrollIntoViewIfNeeded();

    // Preset on the Pix refund: created, paid after 5 s, refunded 10 s later, settled 2 s after.
    const refund = await shownDeliveries(page, 4);
    expect(refund.map((d) => d.event)).toEqual([
      'transaction.created',
      'transaction.paid',
      'transaction.refunded',
      'transaction.refund_updated',
    ]);
    expect(refund.map((d) => d.when)).toEqual([
      'sent at once',
      'sent 5 s after the request',
      'sent 15 s after the request',
      'sent 17 s after the request',
    ]);
    expect(Number(refund[2]?.timestamp) - Number(refund[0]?.timestamp)).toBe(15);
    // The refund a handler records: pending when requested, settled with its D… ID.
    const refunds = refund.slice(2).map(
      (d) =>
        (
          (
            expectVerifies(d, DEMO_SECRET, 'http://localhost:3000/webhooks') as {
              data: Record<string, unknown>;
            }
          ).data.refunds as Record<string, unknown>[]
        )[0],
    );
    expect(refunds[0]).toMatchObject({ status: 'pending', end_to_end_id: null });
    expect(refunds[1]).toMatchObject({
      status: 'succeeded',
      end_to_end_id: expect.stringMatching(/^D99990001/),
    });

    await page
      .getByLabel('Scenario', { exact: true })
      .selectOption({ label: 'Processing, then refused (tok_testProcessingRefused)' });
    const refused = await shownDeliveries(page, 2);
    expect(refused.map((d) => d.event)).toEqual(['transaction.created', 'transaction.refused']);
    const data = refused.map(
      (d) =>
        (
          expectVerifies(d, DEMO_SECRET, 'http://localhost:3000/webhooks') as {
            data: Record<string, unknown>;
          }
        ).data,
    );
    expect(data.map((d) => d.status)).toEqual(['processing', 'refused']);
    expect(data[1]?.id).toBe(data[0]?.id);
    expect(data[1]?.refusal_reason).toBe('issuer_unavailable');

    // The copy's status shows for 2.5 s: the page's clock stands still from before the click,
    // so a loaded machine cannot let it go before the test looks.
    await page.clock.install();
    await pauseClockSoon(page);
    await page.getByRole('button', { name: 'Copy the cURL of transaction.refused' }).click();
    await expect
      .poll(() => page.locator('.ap-scenario-deliveries__status').textContent())
      .toBe('Copied to the clipboard.');
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(refused[1]?.curl);
    await page.clock.resume();

    await page.getByText('Payload', { exact: true }).first().click();
    expect(await axeViolations(page, '[data-testid="scenario-deliveries"]')).toEqual([]);
  });

  it('Portuguese infraction guide: the MED scenario, signed with the reader’s secret, sent to their endpoint', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/docs/webhook/infraction');
    await page.getByTestId('scenario-deliveries').scrollIntoViewIfNeeded();
    await shownDeliveries(page, 3);

    const secret = `whsec_${Buffer.from('segredo-do-leitor-e2e').toString('base64')}`;
    await page.getByLabel('Segredo de assinatura (whsec_...)').fill(secret);
    await page.getByLabel('Seu endpoint local').fill("http://127.0.0.1:8080/hooks?x='1'");
    await page.waitForFunction(() =>
      document
        .querySelector('[data-testid="scenario-delivery-curl"]')
        ?.textContent?.includes('8080'),
    );
    const med = await shownDeliveries(page, 3);
    expect(med.map((d) => d.event)).toEqual([
      'transaction.created',
      'transaction.paid',
      'infraction.opened',
    ]);
    expect(med[2]?.when).toBe('enviado 15 s após a requisição');
    const [created, paid, opened] = med.map(
      (d) =>
        expectVerifies(d, secret, `http://127.0.0.1:8080/hooks?x='\\''1'\\''`) as {
          data: Record<string, unknown>;
        },
    );
    expect(opened?.data.transaction_id).toBe(created?.data.id);
    // The infraction names the end-to-end ID of the Pix it disputes.
    expect(opened?.data.end_to_end_id).toBe(
      (paid?.data.pix as Record<string, unknown> | undefined)?.end_to_end_id,
    );
    expect(opened?.data.amount).toBe(10005);
    // The demo secret no longer verifies what the reader's secret signed.
    expect(() =>
      new Webhook(DEMO_SECRET).verify(curlBody(med[0]?.curl ?? ''), {
        'webhook-id': med[0]?.id ?? '',
        'webhook-timestamp': med[0]?.timestamp ?? '',
        'webhook-signature': med[0]?.signature ?? '',
      }),
    ).toThrow();
    expect(await axeViolations(page, '[data-testid="scenario-deliveries"]')).toEqual([]);
  });
});
