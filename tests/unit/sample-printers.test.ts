/**
 * The request samples (shared/api/sample-printers.ts) are code a reader pastes
 * and runs: the Node.js one is run here (with `fetch` stubbed) and must send
 * exactly the request it was printed from, whatever the typed values hold.
 */
import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_LANGUAGES, type SampleHar } from '../../shared/api/sample-printers';

const URL_ = 'https://sandbox.api.acmepay.example/v1/transactions';

function printer(id: string) {
  const language = SAMPLE_LANGUAGES.find((l) => l.id === id);
  if (!language) throw new Error(`no ${id} sample`);
  return language.print;
}

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** Runs the Node.js sample with a `fetch` that records what it was asked to send. */
function runNodeSample(har: SampleHar): Sent {
  const code = printer('node')(har);
  const calls: Sent[] = [];
  const fetch = (url: string, init: RequestInit = {}) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: (init.headers ?? {}) as Record<string, string>,
      body: init.body as string | undefined,
    });
  };
  // The sample is code the page shows; running it is the only proof that it parses and sends this request.
  new Function('fetch', code)(fetch);
  expect(calls, code).toHaveLength(1);
  return calls[0] as Sent;
}

const hostile = {
  name: "Maria d'Ávila",
  note: 'line one\nline two\r\n"quoted" \\ back\\slash `tick` $HOME',
  tags: ["it's", 'ok'],
  nested: { 'with-hyphen': 'a', 'with space': "b'c", preço: 1, empty: {}, none: null },
};

describe('the Node.js request sample', () => {
  it('sends the request it was printed from, for the JSON body of a spec example', () => {
    const body = { amount: 15000, payment_method: 'pix', customer: { name: 'Maria Silva' } };
    const har: SampleHar = {
      method: 'POST',
      url: URL_,
      headers: [
        { name: 'Authorization', value: 'Bearer sk_test_YOUR_SECRET_KEY' },
        { name: 'Content-Type', value: 'application/json' },
      ],
      postData: { mimeType: 'application/json', text: JSON.stringify(body, null, 2) },
    };
    const sent = runNodeSample(har);
    expect(sent).toEqual({
      url: URL_,
      method: 'POST',
      headers: {
        Authorization: 'Bearer sk_test_YOUR_SECRET_KEY',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    // Still printed as an object literal, not as a string.
    expect(printer('node')(har)).toContain('body: JSON.stringify({\n    amount: 15000,');
  });

  it('keeps quotes, backslashes and line breaks of typed values (keys and values)', () => {
    const sent = runNodeSample({
      method: 'POST',
      url: URL_,
      headers: [{ name: 'Authorization', value: "Bearer it's\\mine" }],
      postData: { mimeType: 'application/json', text: JSON.stringify(hostile) },
    });
    expect(sent.headers).toEqual({ Authorization: "Bearer it's\\mine" });
    expect(JSON.parse(sent.body ?? '')).toEqual(hostile);
  });

  it('sends a body whose keys are no identifiers (a.b) as the typed text', () => {
    const text = '{"a.b": "x\'y", "1st": 2}';
    const sent = runNodeSample({
      method: 'PUT',
      url: URL_,
      headers: [],
      postData: { mimeType: 'application/json', text },
    });
    expect(sent).toMatchObject({ method: 'PUT', body: text });
  });

  it('sends text that is not JSON as it is', () => {
    const text = "not json: it's\n\\n";
    const sent = runNodeSample({
      method: 'POST',
      url: URL_,
      headers: [],
      postData: { mimeType: 'application/json', text },
    });
    expect(sent.body).toBe(text);
  });

  it('sends a GET without body, query string included', () => {
    const url = `${URL_}?limit=5&status=refunded`;
    expect(runNodeSample({ method: 'GET', url, headers: [] })).toEqual({
      url,
      method: 'GET',
      headers: {},
      body: undefined,
    });
  });
});

describe('every request sample', () => {
  it('prints a body that is not valid JSON yet (being typed) as typed, with no console error', () => {
    const text = '{\n  "amount": 100,\n  "currency" "BRL"\n}';
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const language of SAMPLE_LANGUAGES) {
        const code = language.print({
          method: 'POST',
          url: URL_,
          headers: [{ name: 'Content-Type', value: 'application/json' }],
          postData: { mimeType: 'application/json', text },
        });
        expect(code, language.id).toContain(URL_);
        expect(code, language.id).toMatch(/currency\\?" \\?"BRL/);
      }
      expect(error).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });
});
