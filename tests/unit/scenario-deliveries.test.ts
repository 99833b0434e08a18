/**
 * The webhook deliveries of the sandbox scenarios (the webhook guides' "Replay
 * a sandbox scenario"): each scenario sends, in its documented order, payloads
 * that are valid bodies of their webhook, about one coherent resource, and a
 * delivery signed with the signature checker's code verifies with the
 * `standardwebhooks` library.
 */
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { deref } from '../../scripts/api/resolve-ref';
import { buildSandboxScenarios } from '../../scripts/api/sandbox-scenarios';
import { buildScenarioDeliveries } from '../../scripts/api/scenario-deliveries';
import type { Json } from '../../scripts/api/spec-walk';
import { readYamlSource } from '../../scripts/api/yaml-source';
import { ExampleSchemas } from '../../scripts/examples/example-schemas';
import { computeWebhookSignature } from '../../theme/components/WebhookSignatureChecker/compute-signature';
import { formatCurl } from '../../theme/components/WebhookSignatureChecker/format';
import { projectRoot } from '../support/api-project';

const source = readYamlSource(path.join(projectRoot, 'openapi/openapi.yaml'), 'openapi.yaml');
const spec = source.data as Json;
const scenarios = buildSandboxScenarios(spec, (markdown) => markdown);
const families = buildScenarioDeliveries(spec, scenarios);
const byFamily = new Map(families.map((f) => [f.family, f.scenarios]));

function webhookSchema(event: string): Json {
  const webhook = deref(spec, (spec.webhooks as Json)[event]);
  const body = deref(spec, (webhook.post as Json).requestBody);
  return ((body.content as Json)['application/json'] as Json).schema as Json;
}

type Data = Record<string, unknown>;

describe('the webhook deliveries of the sandbox scenarios', () => {
  it('are, for every scenario, valid payloads of their webhook, in the documented order', () => {
    const schemas = new ExampleSchemas(spec);
    // Every webhook family of the spec has scenarios to replay on its guide.
    expect([...byFamily.keys()].sort()).toEqual(
      [...new Set(Object.keys(spec.webhooks as Json).map((e) => e.split('.')[0]))].sort(),
    );
    expect(byFamily.has('recurring_charge')).toBe(true);
    let count = 0;
    const replayed = new Set<string>();
    for (const product of scenarios.products)
      for (const scenario of product.scenarios) {
        const expected = scenario.steps.flatMap((step) =>
          step.events.map((event) => ({ at: step.at, event })),
        );
        const families = new Set(expected.map((e) => e.event.split('.')[0] as string));
        for (const family of families) {
          const entry = byFamily
            .get(family)
            ?.find((s) => s.productId === product.id && s.id === scenario.id);
          expect(entry, `${product.id}/${scenario.id} on the ${family} guide`).toBeDefined();
          const deliveries = entry?.deliveries ?? [];
          expect(deliveries.map((d) => ({ at: d.at, event: d.event }))).toEqual(expected);
          for (const delivery of deliveries) {
            expect(delivery.payload.type).toBe(delivery.event);
            const problems = schemas.validate(webhookSchema(delivery.event), delivery.payload);
            expect(problems, `${product.id}/${scenario.id} ${delivery.event}`).toEqual([]);
          }
          // The body's `id` is the webhook-id: one per delivery, never reused.
          const ids = deliveries.map((d) => d.payload.id);
          expect(new Set(ids).size).toBe(ids.length);
          count += 1;
          replayed.add(`${product.id}/${scenario.id}`);
        }
      }
    // Every scenario of the spec that sends webhooks (not those answered at once with an error)
    // is on the guide of each family it sends: the MED ones on the transaction and the
    // infraction guides, the settled receivable on the transaction and receivable ones, the
    // anticipated card on the transaction, anticipation and receivable ones.
    const declared = Object.values(spec['x-sandbox-scenarios'] as Record<string, Json>).flatMap(
      (product) =>
        Object.values(product.scenarios as Record<string, Json>).filter((s) => !('error' in s)),
    );
    expect(replayed.size).toBe(declared.length);
    expect(count).toBeGreaterThan(declared.length);
    const all = families.flatMap((f) => f.scenarios.flatMap((s) => s.deliveries));
    expect(new Set(all.map((d) => d.payload.id)).size).toBe(
      new Set(all.map((d) => JSON.stringify(d))).size,
    );
  });

  it('show one coherent resource: the magic value, each step’s status, the MED tied to its Pix', () => {
    const med = byFamily.get('infraction')?.find((s) => s.id === 'med-opened');
    expect(med?.deliveries).toHaveLength(3);
    const [created, paid, opened] = med?.deliveries ?? [];
    if (!created || !paid || !opened) return;
    const transaction = paid.payload.data as Data;
    expect((created.payload.data as Data).status).toBe('pending');
    expect(transaction).toMatchObject({ status: 'paid', amount: 10005 });
    expect((created.payload.data as Data).id).toBe(transaction.id);
    expect(typeof transaction.paid_at).toBe('string');
    // A paid Pix carries the Banco Central's end-to-end id (dated with the payment) and its payer.
    const pix = transaction.pix as Data;
    expect(pix.end_to_end_id).toMatch(/^E\d{8}\d{12}[a-z0-9]{11}$/);
    expect(String(pix.end_to_end_id).slice(9, 21)).toBe(
      String(transaction.paid_at).replace(/\D/g, '').slice(0, 12),
    );
    expect(pix.payer).toEqual({ name: expect.any(String), document: expect.any(String) });
    expect((created.payload.data as Data).pix).toMatchObject({ end_to_end_id: null, payer: null });
    // The infraction names the transaction and its Pix, and blocks its amount, at the time of the event.
    expect(opened.payload.data).toMatchObject({
      transaction_id: transaction.id,
      end_to_end_id: pix.end_to_end_id,
      amount: 10005,
      blocked_amount: 10005,
      created_at: '2026-11-21T14:03:27Z',
    });
    expect(opened.payload.created_at).toBe('2026-11-21T14:03:27Z');
    expect(
      Date.parse(String((opened.payload.data as Data).defense_deadline)) -
        Date.parse(String((opened.payload.data as Data).created_at)),
    ).toBe(3 * 24 * 3600 * 1000);

    const refused = byFamily
      .get('transaction')
      ?.find((s) => s.productId === 'cards' && s.id === 'processing-refused');
    expect(refused?.deliveries.map((d) => (d.payload.data as Data).status)).toEqual([
      'processing',
      'refused',
    ]);
    expect(refused?.deliveries[1]?.payload.data).toMatchObject({
      refusal_reason: 'issuer_unavailable',
      fee_amount: 0,
      net_amount: 0,
    });
    const failed = byFamily.get('cashout')?.find((s) => s.id === 'account-closed');
    expect(failed?.deliveries.at(-1)?.payload.data).toMatchObject({
      status: 'failed',
      failure_reason: 'receiver_account_closed',
      pix_key: { value: 'pix-account-closed@sandbox.example' },
    });
  });

  it('signs a delivery, with the signature checker’s code, so that standardwebhooks verifies it', async () => {
    const secret = 'whsec_YWNtZS1zYW5kYm94LWV4YW1wbGUtc2VjcmV0LTMyYnk=';
    const delivery = byFamily.get('cashout')?.[0]?.deliveries[2];
    expect(delivery?.event).toBe('cashout.completed');
    const body = JSON.stringify(delivery?.payload);
    const id = String(delivery?.payload.id);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = await computeWebhookSignature(secret, id, timestamp, body);
    const headers = {
      'webhook-id': id,
      'webhook-timestamp': timestamp,
      'webhook-signature': signature,
    };
    expect(new Webhook(secret).verify(body, headers)).toEqual(delivery?.payload);
    expect(() =>
      new Webhook(secret).verify(body.replace('completed', 'failed'), headers),
    ).toThrow();
    // The replay command carries exactly the signed body.
    expect(formatCurl({ id, timestamp, signature }, body)).toContain(`--data-binary '${body}'`);
  });
});
