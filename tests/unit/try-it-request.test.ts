/**
 * The "Try it" console's request (theme/components/api/try-it/): how the typed
 * values become the HTTP request, that the page's samples print the same
 * request as the build does, how sending reports answers, time-outs, cancels
 * and failures, and where the credential is kept.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiParameter, ApiSecurityRequirement } from '../../shared/api/page-model';
import { highlightCode, splitLines } from '../../theme/components/api/try-it/code-highlight';
import {
  credentialStorageKey,
  readCredential,
  writeCredential,
} from '../../theme/components/api/try-it/credential-store';
import {
  buildRequest,
  credentialPlacement,
  type RequestInput,
  toSampleHar,
} from '../../theme/components/api/try-it/request-building';
import { sendRequest } from '../../theme/components/api/try-it/send-request';
import { htmlText as text } from '../support/html-text';

const bearer: ApiSecurityRequirement = {
  scheme: 'bearerAuth',
  type: 'http',
  httpScheme: 'bearer',
  location: 'header',
  parameterName: 'Authorization',
};

const param = (
  name: string,
  location: ApiParameter['in'],
  types: string[],
  extra: Partial<ApiParameter> = {},
): ApiParameter => ({
  name,
  in: location,
  required: location === 'path',
  deprecated: false,
  schema: { types },
  ...extra,
});

const base: RequestInput = {
  method: 'get',
  serverUrl: 'https://sandbox.api.acmepay.example/v2/',
  path: '/transactions/{id}',
  parameters: [
    param('id', 'path', ['string']),
    param('limit', 'query', ['integer']),
    param('status', 'query', ['array'], {
      schema: { types: ['array'], items: { types: ['string'] } },
    }),
    param('X-Trace', 'header', ['string']),
  ],
  values: {},
  security: bearer,
  credential: '',
};

describe('buildRequest', () => {
  it('fills the path (encoded), sends what is typed and leaves out what is empty', () => {
    const request = buildRequest({
      ...base,
      values: {
        'path:id': 'tr 1/2',
        'query:limit': '5',
        'query:status': 'paid, refunded',
        'header:X-Trace': '',
      },
      credential: 'sk_test_1',
    });
    expect(request).toEqual({
      method: 'GET',
      url: 'https://sandbox.api.acmepay.example/v2/transactions/tr%201%2F2?limit=5&status=paid&status=refunded',
      headers: [{ name: 'Authorization', value: 'Bearer sk_test_1' }],
    });
  });

  it('sends no credential header without a credential, and a body with its media type', () => {
    const request = buildRequest({
      ...base,
      method: 'post',
      path: '/transactions',
      values: { 'header:X-Trace': 'abc' },
      body: { mediaType: 'application/json', text: '{ "amount": 1 }' },
    });
    expect(request.headers).toEqual([
      { name: 'Content-Type', value: 'application/json' },
      { name: 'X-Trace', value: 'abc' },
    ]);
    expect(request.body).toBe('{ "amount": 1 }');
    expect(toSampleHar(request).postData).toEqual({
      mimeType: 'application/json',
      text: '{ "amount": 1 }',
    });
    // An empty body is no body.
    const empty = buildRequest({ ...base, body: { mediaType: 'application/json', text: '  ' } });
    expect(empty.body).toBeUndefined();
    expect(empty.headers).toEqual([]);
  });

  it('places the credential as its security scheme says', () => {
    expect(credentialPlacement(bearer, 'k')).toEqual({
      in: 'header',
      name: 'Authorization',
      value: 'Bearer k',
    });
    expect(credentialPlacement({ ...bearer, httpScheme: 'basic' }, 'user:pässword')).toEqual({
      in: 'header',
      name: 'Authorization',
      value: `Basic ${Buffer.from('user:pässword').toString('base64')}`,
    });
    const apiKeyInQuery: ApiSecurityRequirement = {
      scheme: 'key',
      type: 'apiKey',
      location: 'query',
      parameterName: 'api_key',
    };
    const request = buildRequest({
      ...base,
      security: apiKeyInQuery,
      credential: 'k 1',
      values: { 'path:id': 'x' },
    });
    expect(request.url).toBe('https://sandbox.api.acmepay.example/v2/transactions/x?api_key=k%201');
  });
});

describe('the page samples of the console request', () => {
  // That they are the build's samples: tests/build/try-it-samples.test.ts.

  it('wrap each line, reopening highlight spans that cross line ends', () => {
    expect(splitLines('a\n<span class="s">"x\ny"</span>\nb')).toBe(
      [
        '<span class="line">a</span>',
        '<span class="line"><span class="s">"x</span></span>',
        '<span class="line"><span class="s">y"</span></span>',
        '<span class="line">b</span>',
      ].join('\n'),
    );
    const html = highlightCode('{\n  "a": [1, "two"]\n}', 'json');
    expect(html.split('\n')).toHaveLength(3);
    expect(text(html)).toBe('{\n  "a": [1, "two"]\n}');
  });

  it('escape the code they highlight', () => {
    expect(highlightCode('{"a": "</code><script>x()</script>"}', 'json')).not.toContain('<script>');
    expect(highlightCode(`${'x'.repeat(400_000)}<b>`, 'json')).toContain('&lt;b&gt;');
  });
});

describe('sendRequest', () => {
  const request = {
    method: 'GET',
    url: 'https://api.example/x',
    headers: [{ name: 'A', value: 'b' }],
  };

  it('reports the answer: status, time, readable headers sorted, body', async () => {
    let clock = 100;
    const fetchImpl = vi.fn(async () => {
      clock += 42;
      return new Response('{"ok":true}', {
        status: 201,
        statusText: 'Created',
        headers: { 'X-Request-Id': 'req_1', 'Content-Type': 'application/json' },
      });
    });
    const outcome = await sendRequest(request, { timeoutMs: 1000, fetchImpl, now: () => clock });
    expect(outcome).toEqual({
      kind: 'response',
      status: 201,
      statusText: 'Created',
      ms: 42,
      headers: [
        ['content-type', 'application/json'],
        ['x-request-id', 'req_1'],
      ],
      contentType: 'application/json',
      body: '{"ok":true}',
    });
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://api.example/x',
      expect.objectContaining({ method: 'GET', headers: [['A', 'b']], credentials: 'omit' }),
    );
  });

  /** A fetch that answers only when aborted (as browsers do: an AbortError). */
  const hanging = (async (_url: string, init?: RequestInit) =>
    new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('aborted', 'AbortError')),
      );
    })) as typeof fetch;

  it('stops at the time limit', async () => {
    const outcome = await sendRequest(request, { timeoutMs: 20, fetchImpl: hanging });
    expect(outcome.kind).toBe('timeout');
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const pending = sendRequest(request, {
      timeoutMs: 10_000,
      fetchImpl: hanging,
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).resolves.toMatchObject({ kind: 'canceled' });
  });

  it('reports a failure before any answer, and whether the browser is offline', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(
      sendRequest(request, { timeoutMs: 1000, fetchImpl: failing, isOnline: () => false }),
    ).resolves.toMatchObject({ kind: 'network', offline: true, message: 'Failed to fetch' });
    await expect(
      sendRequest(request, { timeoutMs: 1000, fetchImpl: failing, isOnline: () => true }),
    ).resolves.toMatchObject({ kind: 'network', offline: false });
  });
});

describe('the credential store', () => {
  function memoryStorage() {
    const data = new Map<string, string>();
    return {
      data,
      storage: {
        get length() {
          return data.size;
        },
        clear: () => data.clear(),
        getItem: (key: string) => data.get(key) ?? null,
        key: (index: number) => [...data.keys()][index] ?? null,
        removeItem: (key: string) => {
          data.delete(key);
        },
        setItem: (key: string, value: string) => {
          data.set(key, value);
        },
      } satisfies Storage,
    };
  }
  afterEach(() => vi.unstubAllGlobals());

  it('keeps one key per environment in sessionStorage, never in localStorage, and clears it', () => {
    const session = memoryStorage();
    const local = memoryStorage();
    vi.stubGlobal(
      'window',
      Object.assign(new EventTarget(), {
        sessionStorage: session.storage,
        localStorage: local.storage,
      }),
    );
    writeCredential('sandbox', 'sk_test_1');
    writeCredential('production', 'sk_live_1');
    expect(readCredential('sandbox')).toBe('sk_test_1');
    expect(session.data.get(credentialStorageKey('production'))).toBe('sk_live_1');
    expect(local.data.size).toBe(0);
    writeCredential('sandbox', '');
    expect(readCredential('sandbox')).toBe('');
    expect(session.data.has(credentialStorageKey('sandbox'))).toBe(false);
  });

  it('keeps it in memory only when the tab refuses storage', () => {
    const blocked = new EventTarget();
    Object.defineProperty(blocked, 'sessionStorage', {
      get() {
        throw new Error('SecurityError');
      },
    });
    vi.stubGlobal('window', blocked);
    writeCredential('sandbox', 'sk_test_2');
    expect(readCredential('sandbox')).toBe('sk_test_2');
    writeCredential('sandbox', '');
    expect(readCredential('sandbox')).toBe('');
  });
});
