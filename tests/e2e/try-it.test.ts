/**
 * The "Try it" console of the API reference in Chromium, against the
 * production build served with its real headers (CSP included), and a mock of
 * the API generated from the same spec (tests/support/api-mock-server.ts).
 * The built site calls the brand's API hosts; Chromium resolves them to the
 * mock (HTTPS, real CORS), so what the page sends and shows is real.
 */

import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brand } from '../../config/brand';
import { type ApiMock, startApiMock } from '../support/api-mock-server';
import { runAxe } from '../support/axe';
import { gotoHydrated, setupBrowser } from '../support/browser';
import { transactionList } from '../support/large-answers';
import { afterQueuedTasks, pauseClockSoon } from '../support/page-probes';

const CREATE = '/en/docs/api/user-transaction-controller-create-transaction';
const LIST = '/en/docs/api/user-transaction-controller-get-transactions';
const GET = '/en/docs/api/user-transaction-controller-get-transaction';
const SANDBOX = new URL(brand.sandboxApiBaseUrl).origin;
const PRODUCTION = new URL(brand.apiBaseUrl).origin;
const KEY = 'sk_test_4eC39HqLyjWDarjtT1zdp7dc';

let mock: ApiMock;
// Before the browser starts: it needs the mock's flags.
beforeAll(async () => {
  mock = await startApiMock([brand.sandboxApiBaseUrl, brand.apiBaseUrl]);
});
afterAll(async () => {
  await mock?.close();
});
// Requests the API refuses or never answers are logged by Chromium: these tests cause them on purpose.
const { newPage } = setupBrowser({
  extraArgs: () => mock.chromiumArgs,
  allowConsoleErrors: [/Failed to load resource/, /Access to fetch at/, /net::ERR_/],
});

interface Recorded {
  page: Page;
  /** Requests to the API hosts. */
  apiRequests: Request[];
  cspViolations: string[];
}

async function openPage(path: string): Promise<Recorded> {
  const page = await newPage();
  const recorded: Recorded = { page, apiRequests: [], cspViolations: [] };
  // Every call the page makes to the API hosts, counted when it is made (before any request).
  await page.addInitScript(
    (origins: string[]) => {
      const sent: string[] = [];
      Object.assign(window, { __apApiFetches: sent });
      const original = window.fetch;
      window.fetch = (input, init) => {
        const url =
          typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (origins.includes(new URL(url, location.href).origin)) sent.push(url);
        return original(input, init);
      };
    },
    [SANDBOX, PRODUCTION],
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI}`);
    });
  });
  page.on('console', (m) => {
    if (m.text().startsWith('CSP violation')) recorded.cspViolations.push(m.text());
  });
  page.on('request', (request) => {
    const { origin } = new URL(request.url());
    if (origin === SANDBOX || origin === PRODUCTION) recorded.apiRequests.push(request);
  });
  await gotoHydrated(page, path);
  return recorded;
}

async function openConsole(page: Page) {
  await page.getByTestId('try-it-toggle').click();
  await page.getByTestId('try-it-console').waitFor();
}

/**
 * That nothing went to the API: once the page has run what the reader's last action set in
 * motion, it has called no API host (and no request reached one).
 */
async function expectNothingSent(page: Page, apiRequests: Request[]): Promise<void> {
  await afterQueuedTasks(page);
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __apApiFetches: string[] }).__apApiFetches),
    )
    .toEqual([]);
  expect(apiRequests).toEqual([]);
}

const outcome = (page: Page) => page.getByTestId('try-it-outcome');

async function send(page: Page) {
  await page.getByTestId('try-it-send').click();
  await outcome(page).waitFor();
}

function receivedSince(count: number) {
  return mock.received.slice(count);
}

/** Runs `test` against an API that accepts calls from its dashboard only, not from the docs site. */
async function withApiRefusingTheSite(test: () => Promise<void>) {
  mock.allowOrigin = 'https://dashboard.acmepay.example';
  try {
    await test();
  } finally {
    mock.allowOrigin = '*';
  }
}

describe('Try it: loading', () => {
  it('loads none of its code or data before the reader opens it, and loads it on opening', async () => {
    const page = await newPage();
    const scripts: { url: string; body: Promise<string> }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' || response.url().endsWith('.js'))
        scripts.push({ url: response.url(), body: response.text() });
    });
    await gotoHydrated(page, CREATE);
    await page.waitForLoadState('networkidle');
    // Markers of the console (its form), the validator, the highlighter and the page's console data.
    const markers = [
      'ap-try-it__form',
      'Instance does not have required property',
      'registerLanguage',
      'sampleCredential',
    ];
    const before = await Promise.all(
      scripts.map(async (s) => ({ url: s.url, body: await s.body })),
    );
    expect(before.length).toBeGreaterThan(0);
    for (const marker of markers)
      expect(
        before.filter((s) => s.body.includes(marker)).map((s) => s.url),
        marker,
      ).toEqual([]);
    expect(before.some((s) => /try-it-console/.test(s.url))).toBe(false);
    // The closed section is there, server-rendered.
    await expect
      .poll(() => page.getByTestId('try-it-toggle').getAttribute('aria-expanded'))
      .toBe('false');

    await openConsole(page);
    await page.waitForLoadState('networkidle');
    const after = await Promise.all(
      scripts.slice(before.length).map(async (s) => ({ url: s.url, body: await s.body })),
    );
    for (const marker of markers)
      expect(
        after.some((s) => s.body.includes(marker)),
        marker,
      ).toBe(true);
    expect(after.some((s) => /try-it-console/.test(s.url))).toBe(true);
    await page.context().close();
  });

  it('moves focus into the console on opening and back to the button on closing, by keyboard', async () => {
    const { page } = await openPage(CREATE);
    const toggle = page.getByTestId('try-it-toggle');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('try-it-console').waitFor();
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('data-testid') === 'try-it-server',
    );
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.getByTestId('try-it-console').isVisible()).toBe(false);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('try-it-toggle');
    await page.context().close();
  });
});

describe('Try it: sending', () => {
  it('creates a transaction: 201 with its body and headers, the request as typed', async () => {
    const { page, cspViolations } = await openPage(CREATE);
    await openConsole(page);
    await expect.poll(() => page.getByTestId('try-it-server').inputValue()).toBe('sandbox');
    await page.getByTestId('try-it-credential').fill(KEY);
    const body = await page.getByTestId('try-it-body').inputValue();
    const idempotencyKey = await page
      .locator('[data-try-it-parameter="Idempotency-Key"]')
      .inputValue();
    const start = mock.received.length;
    await send(page);

    await expect.poll(() => page.getByTestId('try-it-status').textContent()).toMatch(/^201\b/);
    await expect.poll(() => page.getByTestId('try-it-time').textContent()).toMatch(/^\d+ ms$/);
    const shownBody = await page.getByTestId('try-it-response-body').textContent();
    expect(shownBody).toContain('"id": "tr_');
    expect(shownBody).toContain('"payment_method": "pix"');
    // Highlighted JSON.
    await expect
      .poll(() => page.locator('[data-testid="try-it-response-body"] code .hljs-attr').count())
      .toBeGreaterThan(5);
    const headers = page.getByTestId('try-it-response-headers');
    await headers.locator('summary').click();
    const headerText = await headers.textContent();
    expect(headerText).toContain('content-type');
    expect(headerText).toContain('x-request-id');
    expect(headerText).toContain('ratelimit-limit');

    const [received] = receivedSince(start).filter((r) => r.method === 'POST');
    expect(received?.path).toBe(`${mock.basePath}/transactions`);
    expect(received?.host).toBe(new URL(SANDBOX).hostname);
    expect(received?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(received?.headers['idempotency-key']).toBe(idempotencyKey);
    expect(received?.headers['content-type']).toBe('application/json');
    expect(received?.body).toBe(body);
    expect(cspViolations).toEqual([]);
    await page.context().close();
  });

  it('without a key, sends anyway and shows the API’s 401', async () => {
    const { page } = await openPage(CREATE);
    await openConsole(page);
    await expect.poll(() => page.getByTestId('try-it-credential').inputValue()).toBe('');
    const start = mock.received.length;
    await send(page);
    await expect.poll(() => page.getByTestId('try-it-status').textContent()).toMatch(/^401\b/);
    await expect
      .poll(() => page.getByTestId('try-it-response-body').textContent())
      .toContain('Unauthorized');
    // The spec's description of the status is shown with it.
    await expect.poll(() => outcome(page).textContent()).toContain('missing, invalid or expired');
    const received = receivedSince(start).filter((r) => r.method === 'POST');
    expect(received).toHaveLength(1);
    expect(received[0]?.headers.authorization).toBeUndefined();
    await page.context().close();
  });

  it('sends query parameters as typed (a GET with filters)', async () => {
    const { page } = await openPage(LIST);
    await openConsole(page);
    await page.getByTestId('try-it-credential').fill(KEY);
    await page.locator('[data-try-it-parameter="limit"]').fill('5');
    await page.locator('[data-try-it-parameter="status"]').selectOption('canceled');
    await page.locator('[data-try-it-parameter="external_id"]').fill('');
    const start = mock.received.length;
    await send(page);
    await expect.poll(() => page.getByTestId('try-it-status').textContent()).toMatch(/^200\b/);
    const [received] = receivedSince(start).filter((r) => r.method === 'GET');
    const query = new URL(received?.path ?? '', 'http://x').searchParams;
    expect(query.get('limit')).toBe('5');
    expect(query.get('status')).toBe('canceled');
    // Emptied: not sent.
    expect(query.has('external_id')).toBe(false);
    await page.context().close();
  });
});

describe('Try it: validation before sending', () => {
  it('refuses a body that breaks the schema: errors under the body, nothing sent', async () => {
    const { page, apiRequests } = await openPage(CREATE);
    await openConsole(page);
    await page.getByTestId('try-it-credential').fill(KEY);
    const body = JSON.parse(await page.getByTestId('try-it-body').inputValue());
    body.amount = 5;
    body.customer.email = 'not-an-email';
    delete body.currency;
    await page.getByTestId('try-it-body').fill(JSON.stringify(body, null, 2));
    await page.getByTestId('try-it-send').click();
    await page.getByTestId('try-it-invalid').waitFor();
    const problems = await page.getByTestId('try-it-body-problems').textContent();
    expect(problems).toContain('amount: Must be at least 100.');
    expect(problems).toContain('customer.email: Must be a valid email.');
    expect(problems).toContain('currency: Required.');
    // Only the PIX alternative's problems (the body's payment_method), not the card's.
    expect(problems).not.toContain('card');
    const textarea = page.getByTestId('try-it-body');
    await expect.poll(() => textarea.getAttribute('aria-invalid')).toBe('true');
    const describedBy = await textarea.getAttribute('aria-describedby');
    await expect
      .poll(() => page.locator(`[id="${describedBy}"]`).getAttribute('data-testid'))
      .toBe('try-it-body-problems');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('try-it-body');
    // A JSON syntax error names its place.
    await textarea.fill('{\n  "amount": 100,\n  "currency" "BRL"\n}');
    await expect
      .poll(() => page.getByTestId('try-it-body-problems').textContent())
      .toContain('Invalid JSON at line 3, column 14.');
    await expectNothingSent(page, apiRequests);
    await page.context().close();
  });

  it('refuses a parameter out of range, next to the field, and clears the error once fixed', async () => {
    const { page, apiRequests } = await openPage(LIST);
    await openConsole(page);
    const limit = page.locator('[data-try-it-parameter="limit"]');
    // A list's optional filters start empty, their example a grey hint; limit starts at its default.
    const externalId = page.locator('[data-try-it-parameter="external_id"]');
    await expect.poll(() => externalId.inputValue()).toBe('');
    await expect.poll(() => externalId.getAttribute('placeholder')).toBe('order-1042');
    await expect.poll(() => page.locator('[data-try-it-parameter="cursor"]').inputValue()).toBe('');
    await expect.poll(() => limit.inputValue()).toBe('20');
    await limit.fill('500');
    await page.locator('[data-try-it-parameter="created_from"]').fill('yesterday');
    await page.getByTestId('try-it-send').click();
    await page.getByTestId('try-it-invalid').waitFor();
    await expect.poll(() => limit.getAttribute('aria-invalid')).toBe('true');
    const ids = ((await limit.getAttribute('aria-describedby')) ?? '').split(' ');
    const described = await Promise.all(
      ids.map((id) => page.locator(`[id="${id}"]`).textContent()),
    );
    expect(described.join(' ')).toContain('Must be at most 100.');
    const createdFrom = page.locator('[data-try-it-parameter="created_from"]');
    const createdIds = ((await createdFrom.getAttribute('aria-describedby')) ?? '').split(' ');
    const createdText = await Promise.all(
      createdIds.map((id) => page.locator(`[id="${id}"]`).textContent()),
    );
    expect(createdText.join(' ')).toContain('Must be a valid date-time.');
    // The first invalid field has focus.
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.getAttribute('data-try-it-parameter')),
      )
      .toBe('limit');
    await limit.fill('50');
    await page.waitForFunction(
      () =>
        !document.querySelector('[data-try-it-parameter="limit"]')?.hasAttribute('aria-invalid'),
    );
    await expectNothingSent(page, apiRequests);
    await page.context().close();
  });

  it('refuses an empty required path parameter', async () => {
    const { page, apiRequests } = await openPage(GET);
    await openConsole(page);
    await page.locator('[data-try-it-parameter="id"]').fill('');
    await page.getByTestId('try-it-send').click();
    await page.getByTestId('try-it-invalid').waitFor();
    await expect
      .poll(() => page.getByTestId('try-it-field-problems').first().textContent())
      .toContain('Required.');
    expect(apiRequests).toEqual([]);
    await page.context().close();
  });
});

describe('Try it: time-out, cancel and failures', () => {
  it('stops a request that takes longer than the time limit', async () => {
    const { page } = await openPage(GET);
    // An API that never answers.
    await page.route(`${SANDBOX}/**`, () => {});
    // The page's clock stands still from before the click: the request stays in flight while
    // the test looks at it, and the time limit passes when the test moves the clock (on a
    // loaded machine the real second was over before the first look).
    await page.clock.install();
    await openConsole(page);
    await page.getByTestId('try-it-timeout').fill('1');
    await pauseClockSoon(page);
    await page.getByTestId('try-it-send').click();
    await expect
      .poll(() => page.getByTestId('try-it-send').getAttribute('aria-disabled'))
      .toBe('true');
    await page.clock.runFor(999);
    await afterQueuedTasks(page);
    expect(await outcome(page).count()).toBe(0);
    await expect
      .poll(() => page.getByTestId('try-it-send').getAttribute('aria-disabled'))
      .toBe('true');
    await page.clock.runFor(2);
    await outcome(page).waitFor();
    await expect.poll(() => outcome(page).getAttribute('data-kind')).toBe('timeout');
    await expect
      .poll(() => outcome(page).textContent())
      .toContain('No response within 1 s: the request was stopped.');
    await expect
      .poll(() => page.getByTestId('try-it-send').getAttribute('aria-disabled'))
      .toBeNull();
    await page.context().close();
  });

  it('cancels a request in flight with the Cancel button', async () => {
    const { page } = await openPage(GET);
    await page.route(`${SANDBOX}/**`, () => {});
    await openConsole(page);
    await page.getByTestId('try-it-send').click();
    await page.getByTestId('try-it-cancel').click();
    await outcome(page).waitFor();
    await expect.poll(() => outcome(page).getAttribute('data-kind')).toBe('canceled');
    await expect.poll(() => outcome(page).textContent()).toContain('Request canceled.');
    await expect.poll(() => page.getByTestId('try-it-cancel').count()).toBe(0);
    await page.context().close();
  });

  it('explains a CORS refusal instead of showing nothing', () =>
    withApiRefusingTheSite(async () => {
      const { page } = await openPage(GET);
      await openConsole(page);
      await page.getByTestId('try-it-credential').fill(KEY);
      const start = mock.received.length;
      await send(page);
      await expect.poll(() => outcome(page).getAttribute('data-kind')).toBe('network');
      const text = await outcome(page).textContent();
      expect(text).toContain('The request got no answer that the browser could read.');
      expect(text).toContain('does not accept calls from this site (CORS)');
      expect(text).toContain('The browser console (F12) names the exact reason.');
      // The browser did ask the API (the key makes it preflight), and stopped at its refusal.
      expect(receivedSince(start).map((r) => r.method)).toEqual(['OPTIONS']);
      await page.context().close();
    }));

  it('explains a CORS refusal of a request sent without preflight: it reached the API, its answer was hidden', () =>
    withApiRefusingTheSite(async () => {
      const { page } = await openPage(GET);
      await openConsole(page);
      const start = mock.received.length;
      await send(page);
      await expect.poll(() => outcome(page).getAttribute('data-kind')).toBe('network');
      await expect
        .poll(() => outcome(page).textContent())
        .toContain('does not accept calls from this site (CORS)');
      expect(receivedSince(start).map((r) => r.method)).toEqual(['GET']);
      await page.context().close();
    }));

  it('explains a network failure', async () => {
    const { page } = await openPage(GET);
    await page.route(`${SANDBOX}/**`, (route) => route.abort('internetdisconnected'));
    await openConsole(page);
    await send(page);
    await expect.poll(() => outcome(page).getAttribute('data-kind')).toBe('network');
    const text = await outcome(page).textContent();
    expect(text).toContain('The API host cannot be reached');
    // The browser's generic message is English on every page and names no cause: not shown.
    expect(text).not.toContain('Failed to fetch');
    await page.context().close();
  });
});

describe('Try it: credential and production', () => {
  it('keeps the key masked, in this tab only, never in localStorage, and clears it', async () => {
    const { page } = await openPage(CREATE);
    await openConsole(page);
    const field = page.getByTestId('try-it-credential');
    await field.fill(KEY);
    await expect.poll(() => field.getAttribute('type')).toBe('password');
    await send(page);
    const storage = () =>
      page.evaluate(() => ({
        local: JSON.stringify({ ...localStorage }),
        session: JSON.stringify({ ...sessionStorage }),
      }));
    expect((await storage()).local).not.toContain(KEY);
    expect((await storage()).session).toContain(KEY);
    // Not printed in the page either: the samples show a placeholder.
    const html = await page.content();
    expect(html).not.toContain(KEY);
    await expect
      .poll(() => page.getByTestId('api-code-sample').textContent())
      .toContain('sk_test_YOUR_SECRET_KEY');
    // The next operation page, same tab: still there.
    await gotoHydrated(page, GET);
    await openConsole(page);
    await expect.poll(() => page.getByTestId('try-it-credential').inputValue()).toBe(KEY);
    await page.getByTestId('try-it-credential-clear').click();
    await expect.poll(() => page.getByTestId('try-it-credential').inputValue()).toBe('');
    expect((await storage()).session).not.toContain(KEY);
    expect((await storage()).local).not.toContain(KEY);
    await page.context().close();
  });

  it('asks before sending to production, and sends only once confirmed', async () => {
    const { page, apiRequests } = await openPage(GET);
    await openConsole(page);
    await page.getByTestId('try-it-server').selectOption('production');
    await page.getByTestId('try-it-send').click();
    const dialog = page.getByTestId('try-it-confirm');
    await dialog.waitFor();
    await expect.poll(() => dialog.textContent()).toContain(brand.apiBaseUrl);
    // Focus starts on Cancel; Esc cancels.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Cancel');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(apiRequests).toEqual([]);

    await page.getByTestId('try-it-send').click();
    await page.getByTestId('try-it-confirm-send').click();
    await outcome(page).waitFor();
    expect(apiRequests.map((r) => new URL(r.url()).origin)).toEqual([PRODUCTION]);
    await page.context().close();
  });
});

describe('Try it: code samples', () => {
  it('print the typed request while the console is open, and the spec example again once closed', async () => {
    const { page } = await openPage(GET);
    const sample = page.getByTestId('api-code-sample');
    const original = await sample.textContent();
    expect(original).toContain('/transactions/tr_8Kp2mQ7xL4vN9a');
    await openConsole(page);
    await page.locator('[data-try-it-parameter="id"]').fill('tr_TypedByReader42');
    await page.waitForFunction(() =>
      document
        .querySelector('[data-testid="api-code-sample"]')
        ?.textContent?.includes('/transactions/tr_TypedByReader42'),
    );
    await expect.poll(() => page.getByTestId('api-code-samples-live').isVisible()).toBe(true);
    // Every language follows.
    await page.getByTestId('api-sample-language').selectOption('python');
    await expect.poll(() => sample.textContent()).toContain('tr_TypedByReader42');
    await page.getByTestId('api-sample-language').selectOption('curl');
    // The server too.
    await page.getByTestId('try-it-server').selectOption('production');
    await page.waitForFunction(
      (url) =>
        document.querySelector('[data-testid="api-code-sample"]')?.textContent?.includes(url),
      `${brand.apiBaseUrl}/transactions/tr_TypedByReader42`,
    );
    await page.getByTestId('try-it-toggle').click();
    await page.waitForFunction(
      (text) => document.querySelector('[data-testid="api-code-sample"]')?.textContent === text,
      original,
    );
    await page.context().close();
  });

  it('print the typed body', async () => {
    const { page } = await openPage(CREATE);
    await openConsole(page);
    const body = JSON.parse(await page.getByTestId('try-it-body').inputValue());
    body.amount = 424_242;
    await page.getByTestId('try-it-body').fill(JSON.stringify(body, null, 2));
    await page.waitForFunction(() =>
      document
        .querySelector('[data-testid="api-code-sample"]')
        ?.textContent?.includes('"amount": 424242'),
    );
    await page.context().close();
  });
});

describe('Try it: languages and accessibility', () => {
  it('speaks Portuguese on the pt-BR page', async () => {
    const { page, apiRequests } = await openPage(
      '/docs/api/user-transaction-controller-get-transactions',
    );
    await expect.poll(() => page.getByTestId('try-it-toggle').textContent()).toBe('Testar');
    await openConsole(page);
    await page.locator('[data-try-it-parameter="limit"]').fill('0');
    await page.getByTestId('try-it-send').click();
    await expect
      .poll(() => page.getByTestId('try-it-invalid').textContent())
      .toContain('Nada foi enviado: corrija os campos marcados acima (problemas: 1).');
    await expect
      .poll(() => page.getByTestId('try-it-field-problems').first().textContent())
      .toContain('Deve ser no mínimo 1.');
    expect(apiRequests).toEqual([]);
    await page.locator('[data-try-it-parameter="limit"]').fill('20');
    await send(page);
    await expect.poll(() => outcome(page).textContent()).toContain('Cabeçalhos da resposta');
    await page.context().close();
  });

  it('the open console, with errors and an answer, has no accessibility violations (axe)', async () => {
    const { page } = await openPage(CREATE);
    await openConsole(page);
    await page.getByTestId('try-it-credential').fill(KEY);
    await send(page);
    await page.getByTestId('try-it-response-headers').locator('summary').click();
    await page.getByTestId('try-it-body').fill('{}');
    await page.getByTestId('try-it-send').click();
    await page.getByTestId('try-it-invalid').waitFor();
    const results = await runAxe(page, undefined, '[data-testid="try-it"]');
    expect(
      results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
    await page.context().close();
  });
});

/** Makes the mock answer GET /transactions with `body` while `test` runs. */
async function withListAnswer(body: string, test: () => Promise<void>) {
  mock.answer = (request) =>
    request.method === 'GET' && new URL(request.url).pathname.endsWith('/transactions')
      ? new Response(body, { status: 200, headers: { 'content-type': 'application/json' } })
      : undefined;
  try {
    await test();
  } finally {
    mock.answer = undefined;
  }
}

describe('Try it: body editor', () => {
  // One test per mode: both in one took 120-150 s of its 180 s at load ~25 (it types 200 keys).
  it.each(['light', 'dark'] as const)(
    'colours the JSON body as the code panels do, in step with typing and scrolling (%s mode)',
    async (mode) => {
      const { page } = await openPage(CREATE);
      if (mode === 'dark') {
        await page.evaluate(() => localStorage.setItem('rspress-theme-appearance', 'dark'));
        await gotoHydrated(page, CREATE);
        await expect
          .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
          .toBe(true);
      }
      await openConsole(page);
      const textarea = page.getByTestId('try-it-body');
      const copy = page.locator('.ap-try-it__highlight');
      const tokenColour = (text: string) =>
        copy
          .locator('span[style]', { hasText: text })
          .first()
          .evaluate((el) => getComputedStyle(el).color);
      // Keys, strings and numbers in the panels' colours; the textarea's own text is not drawn.
      const keyColour = await tokenColour('"amount"');
      const numberColour = await copy
        .locator('span[style*="--shiki-token-constant"]')
        .first()
        .evaluate((el) => getComputedStyle(el).color);
      expect(new Set([keyColour, numberColour]).size).toBe(2);
      await expect
        .poll(() => textarea.evaluate((el) => getComputedStyle(el).color))
        .toBe('rgba(0, 0, 0, 0)');
      // The copy holds the textarea's text, glyph over glyph.
      const same = () =>
        page.evaluate(() => {
          const area = document.querySelector<HTMLTextAreaElement>('[data-testid="try-it-body"]');
          const layer = document.querySelector<HTMLElement>('.ap-try-it__highlight');
          if (!area || !layer) return 'missing';
          const a = getComputedStyle(area);
          const l = getComputedStyle(layer);
          const metrics = [
            'fontFamily',
            'fontSize',
            'lineHeight',
            'paddingTop',
            'paddingLeft',
          ] as const;
          const off = metrics.filter((m) => a[m] !== l[m]);
          if (off.length) return `metrics differ: ${off.join(', ')}`;
          if (layer.textContent !== `${area.value}\n`) return 'text differs';
          if (layer.scrollTop !== area.scrollTop || layer.scrollLeft !== area.scrollLeft)
            return `scroll differs: ${layer.scrollTop}/${area.scrollTop} ${layer.scrollLeft}/${area.scrollLeft}`;
          return 'same';
        });
      await expect.poll(() => same()).toBe('same');
      // Typing: a long line at the end, past the right edge and the bottom.
      await textarea.focus();
      await page.keyboard.press('Control+End');
      await page.keyboard.type(`\n"note": "${'x'.repeat(150)}"`);
      for (let i = 0; i < 30; i++) await page.keyboard.press('Enter');
      await page.keyboard.type('"last": true');
      await expect.poll(same).toBe('same');
      await expect
        .poll(() => textarea.evaluate((el) => el.scrollTop > 0 && el.scrollLeft >= 0))
        .toBe(true);
      await expect.poll(() => tokenColour('true')).toBe(numberColour);
      // Scrolling by hand, down and sideways.
      await textarea.evaluate((el) => {
        el.scrollTop = 40;
        el.scrollLeft = 200;
      });
      await expect.poll(same).toBe('same');
      await textarea.evaluate((el) => {
        el.scrollTop = el.scrollHeight;
        el.scrollLeft = el.scrollWidth;
      });
      await expect.poll(same).toBe('same');
      await page.context().close();
    },
  );
});

// Whether the main thread stays free meanwhile (no task over 50 ms) is wall time, which a loaded
// machine stretches: `npm run bench -- tryit` measures it on the same answers.
describe('Try it: large answers', () => {
  it('shows a 5.5 MB JSON answer as a plain preview with a download', () => {
    // Pretty-printed and highlighted on the main thread, an answer this size froze the tab ~60 s.
    const body = transactionList(38_400);
    expect(Buffer.byteLength(body)).toBeGreaterThan(5_450_000);
    expect(Buffer.byteLength(body)).toBeLessThan(5_600_000);
    return withListAnswer(body, async () => {
      const { page, cspViolations } = await openPage(LIST);
      await openConsole(page);
      await page.getByTestId('try-it-credential').fill(KEY);
      await send(page);
      await expect.poll(() => page.getByTestId('try-it-status').textContent()).toMatch(/^200\b/);
      const notice = page.getByTestId('try-it-response-truncated');
      await expect
        .poll(() => notice.textContent())
        .toMatch(
          /^This answer is 5\.\d MB, over the 40 kB shown highlighted: its first [\d.]+ kB are shown below as plain text\. Download the whole answer \(5\.\d MB\)$/,
        );
      const preview = await page.locator('[data-testid="try-it-response-body"] pre').textContent();
      expect(body.startsWith(preview ?? '-')).toBe(true);
      expect(preview?.length).toBe(20_000);
      // Untrusted text stays text: no markup from the answer.
      await expect
        .poll(() => page.locator('[data-testid="try-it-response-body"] pre b').count())
        .toBe(0);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('try-it-download').click(),
      ]);
      expect(download.suggestedFilename()).toBe('response-200.json');
      const saved = await download.path();
      const { readFile } = await import('node:fs/promises');
      await expect(readFile(saved, 'utf8')).resolves.toBe(body);
      expect(cspViolations).toEqual([]);
      await page.context().close();
    });
  });

  it('highlights an answer just under the limit, to its last line', () => {
    const body = transactionList(280);
    expect(body.length).toBeGreaterThan(32_000);
    expect(body.length).toBeLessThan(40_000);
    return withListAnswer(body, async () => {
      const { page } = await openPage(LIST);
      await openConsole(page);
      await page.getByTestId('try-it-credential').fill(KEY);
      await send(page);
      await page
        .locator('[data-testid="try-it-response-body"] [data-highlighted="true"]')
        .waitFor();
      const code = page.locator('[data-testid="try-it-response-body"] code');
      // Pretty-printed and highlighted to the last line.
      await expect.poll(() => code.textContent()).toBe(JSON.stringify(JSON.parse(body), null, 2));
      await expect.poll(() => code.locator('.hljs-attr').count()).toBe(280 * 4 + 1);
      await page.context().close();
    });
  });
});
