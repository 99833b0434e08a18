/**
 * Runs a Postman collection with Postman's own runner (newman) against the API
 * mock (tests/support/api-mock-server.ts), with one of the collection's
 * environments pointed at the mock. On top of the collection's own tests (the
 * status is documented), the run adds one: the API accepted the request
 * (2xx), since every request of the collection is meant to work as sent.
 */
import newman from 'newman';
import type { PostmanCollection, PostmanEnvironment } from '../../scripts/api/postman-collection';
import type { ApiMock } from './api-mock-server';

export interface CollectionRun {
  /** One line per request: `POST /v2/transactions -> 201`. */
  requests: { name: string; method: string; url: string; status: number | undefined }[];
  /** newman's failures: `<request>: <assertion or error>`. */
  failures: string[];
}

export function runCollection(
  collection: PostmanCollection,
  environment: PostmanEnvironment,
  mock: ApiMock,
  apiKey = 'sk_test_newman',
): Promise<CollectionRun> {
  const withAcceptedCheck = structuredClone(collection);
  withAcceptedCheck.event = [
    ...(withAcceptedCheck.event ?? []),
    {
      listen: 'test',
      script: {
        type: 'text/javascript',
        exec: [
          "pm.test('the API accepted the request (2xx)', function () {",
          '  pm.expect(pm.response.code).to.be.within(200, 299);',
          '});',
        ],
      },
    },
  ];
  const pointedAtMock = {
    ...environment,
    values: environment.values.map((v) =>
      v.key === 'baseUrl'
        ? { ...v, value: `${mock.origin}${mock.basePath}` }
        : v.key === 'apiKey'
          ? { ...v, value: apiKey }
          : v,
    ),
  };
  return new Promise((resolve, reject) => {
    newman.run(
      {
        collection: withAcceptedCheck as never,
        environment: pointedAtMock as never,
        // The mock's certificate is made for the run; newman has no way to trust just it.
        insecure: true,
        reporters: [],
        timeoutRequest: 30_000,
      },
      (error, summary) => {
        if (error) {
          reject(error);
          return;
        }
        resolve({
          requests: summary.run.executions.map((e) => ({
            name: e.item.name,
            method: e.request.method,
            url: e.request.url.toString(),
            status: e.response?.code,
          })),
          failures: summary.run.failures.map(
            (f) => `${f.source?.name ?? '?'}: ${f.error.test ?? ''} ${f.error.message}`,
          ),
        });
      },
    );
  });
}
