/**
 * The Postman collection a merchant downloads runs: newman sends every request
 * of each language's collection, with its sandbox environment pointed at the
 * API mock generated from the same spec, and each one is accepted with a status
 * the spec documents. A collection made from a spec whose example the API
 * refuses fails the run, naming the request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brand } from '../../config/brand';
import { langs } from '../../config/locales';
import { exampleFromSchema } from '../../scripts/api/example-from-schema';
import { loadContract } from '../../scripts/api/generate-api-reference';
import { buildPostmanFiles, collectionRequests } from '../../scripts/api/postman-collection';
import { type Json, operationsOf } from '../../scripts/api/spec-walk';
import { type ApiMock, startApiMock } from '../support/api-mock-server';
import { createApiProject, projectRoot } from '../support/api-project';
import { runCollection } from '../support/run-collection';

let mock: ApiMock;
beforeAll(async () => {
  mock = await startApiMock([brand.sandboxApiBaseUrl, brand.apiBaseUrl]);
});
afterAll(async () => {
  await mock?.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the Postman collection, run by newman against the API mock', () => {
  it('every request of each language is accepted with a documented status', async () => {
    const { base, localized } = await loadContract(
      projectRoot,
      'openapi/openapi.yaml',
      'openapi/overlays',
    );
    const operations = operationsOf(base, 'paths');
    for (const lang of langs) {
      const { collection, environments } = await buildPostmanFiles(
        localized.get(lang) ?? base,
        lang,
      );
      expect(collectionRequests(collection)).toHaveLength(operations.length);
      mock.received.length = 0;
      const run = await runCollection(collection, environments.sandbox, mock);
      expect(run.failures, lang).toEqual([]);
      expect(run.requests).toHaveLength(operations.length);
      for (const request of run.requests) {
        expect(request.status, `${lang} ${request.name}`).toBeGreaterThanOrEqual(200);
        expect(request.status, `${lang} ${request.name}`).toBeLessThan(300);
      }
      // The environment's key is the bearer token; every write sends a fresh Idempotency-Key.
      const calls = mock.received.filter((r) => r.method !== 'OPTIONS');
      expect(calls).toHaveLength(operations.length);
      for (const call of calls) expect(call.headers.authorization).toBe('Bearer sk_test_newman');
      const keys = calls
        .filter((c) => c.method === 'POST')
        .map((c) => c.headers['idempotency-key']);
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) expect(key).toMatch(UUID);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('fails when the API refuses a request of the collection, naming it', async () => {
    const project = createApiProject();
    try {
      // The docs' spec drifts from the API: its transaction IDs lose the `tr_` prefix. The
      // API (the mock, made from the real spec) refuses the requests that send one.
      const from =
        '      schema: { type: string, pattern: "^tr_[A-Za-z0-9]+$" }\n      example: tr_8Kp2mQ7xL4vN9a\n';
      project.edit('openapi/openapi.yaml', (text) => {
        expect(text).toContain(from);
        return text.replace(
          from,
          '      schema: { type: string, pattern: "^[A-Za-z0-9]+$" }\n      example: 8Kp2mQ7xL4vN9a\n',
        );
      });
      const { base } = await loadContract(project.dir, 'openapi/openapi.yaml', 'openapi/overlays');
      const { collection, environments } = await buildPostmanFiles(base, 'en');
      const run = await runCollection(collection, environments.sandbox, mock);
      const refused = run.requests.filter((r) => r.url.includes('/transactions/8Kp2mQ7xL4vN9a'));
      // Get, refund, delivery status, capture and cancel: every request on that path.
      expect(refused.map((r) => r.status)).toEqual([422, 422, 422, 422, 422]);
      // GET /transactions/{id} does not document 422: the collection's own test fails too.
      expect(run.failures).toContain(
        'Get a transaction: The HTTP status is one the API documents for this operation expected 422 to be one of [ 200, 401, 403, 404, 429, 500 ]',
      );
      expect(run.failures).toContain(
        'Refund a transaction: the API accepted the request (2xx) expected 422 to be within 200..299',
      );
    } finally {
      project.dispose();
    }
  });

  it('a body or response without an example gets the one its page shows, not a faked one', async () => {
    const { base } = await loadContract(projectRoot, 'openapi/openapi.yaml', 'openapi/overlays');
    const spec = structuredClone(base);
    const media = (holder: unknown) =>
      (holder as { content: Record<string, Json> }).content['application/json'] as Json;
    const refund = (spec.paths as Record<string, Record<string, Json>>)['/transactions/{id}/refund']
      ?.post as { requestBody: Json; responses: Record<string, Json> };
    const bodyMedia = media(refund.requestBody);
    const okMedia = media(refund.responses['200']);
    const notFoundMedia = media((spec.components as { responses: Json }).responses.NotFound);
    delete bodyMedia.examples; // inline
    delete okMedia.examples; // inline, a response
    delete notFoundMedia.example; // behind a $ref, shared by operations
    const { collection } = await buildPostmanFiles(spec, 'en');
    const item = collectionRequests(collection).find((r) => r.item.name === 'Refund a transaction');
    expect(item).toBeDefined();
    const page = (m: Json) => exampleFromSchema(spec, m.schema);
    expect(page(bodyMedia)).toEqual({ amount: 5000, reason: 'requested_by_customer' });
    expect(JSON.parse(item?.request.body?.raw ?? '')).toEqual(page(bodyMedia));
    const saved = (code: number) => {
      const response = item?.item.response?.find((r) => r.code === code) as { body?: string };
      return JSON.parse(response?.body ?? '');
    };
    expect(saved(200)).toEqual(page(okMedia));
    expect(saved(404)).toEqual(page(notFoundMedia));
    // The spec given in is left as it was.
    expect(bodyMedia.example).toBeUndefined();
  });
});
