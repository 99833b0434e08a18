/**
 * Trying the API with no account, in Chromium against the production build:
 * the Test data page (tables from the spec's sandbox scenarios, copy buttons,
 * links) and the Try it simulator, which answers in the page: a Pix charge
 * created, read, listed and refunded as one transaction; a refused test card;
 * a 3-D Secure challenge; a replayed Idempotency-Key; and not one request to
 * the API hosts while it is chosen. One browser, one flow per language.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { brand } from '../../config/brand';
import { type Lang, localizePath } from '../../config/locales';
import { formatCardNumber } from '../../shared/api/card-numbers';
import type { SandboxScenariosData } from '../../shared/api/sandbox-model';
import { axeViolations } from '../support/axe';
import { gotoHydrated, setupBrowser } from '../support/browser';
import { pauseClockSoon } from '../support/page-probes';
import { testDataPath } from '../support/site-routes';

const API_ORIGINS = [brand.sandboxApiBaseUrl, brand.apiBaseUrl].map((u) => new URL(u).origin);
const { newPage } = setupBrowser({ readsClipboard: true });

/** The sandbox scenarios as the spec writes them, per product. */
const specScenarios = (
  parse(readFileSync(path.resolve(import.meta.dirname, '../../openapi/openapi.yaml'), 'utf8')) as {
    'x-sandbox-scenarios': Record<string, { scenarios: Record<string, unknown> }>;
  }
)['x-sandbox-scenarios'];

const scenarios = (lang: Lang) =>
  JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, `../../docs/${lang}/docs/api/_data/sandbox-scenarios.json`),
      'utf8',
    ),
  ) as SandboxScenariosData;

const labels = {
  en: {
    title: 'Test data',
    simulator: 'Simulator (in this page, no account)',
    link: 'Test values for the sandbox',
  },
  'pt-BR': {
    title: 'Dados de teste',
    simulator: 'Simulador (nesta página, sem conta)',
    link: 'Valores de teste do sandbox',
  },
} as const;

/** Records every request the page makes to the API hosts. */
function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (API_ORIGINS.includes(new URL(request.url()).origin)) seen.push(request.url());
  });
  return seen;
}

async function openSimulator(page: Page, operation: string, lang: Lang) {
  await gotoHydrated(page, localizePath(`/docs/api/${operation}`, lang));
  await page.getByTestId('try-it-toggle').click();
  await page.getByTestId('try-it-console').waitFor();
  const server = page.getByTestId('try-it-server');
  if ((await server.inputValue()) !== 'simulator') await server.selectOption('simulator');
  await page.getByTestId('try-it-simulator-hint').waitFor();
}

/** The answer's headers as text: each simulated answer has its own X-Request-Id. */
async function answerHeaders(page: Page): Promise<string | null> {
  return (await page.getByTestId('try-it-outcome').count()) > 0
    ? await page.getByTestId('try-it-response-headers').textContent()
    : null;
}

/** Sends and returns the new answer's status and JSON body. */
async function send(page: Page): Promise<{ status: number; body: Record<string, unknown> }> {
  const previous = await answerHeaders(page);
  await page.getByTestId('try-it-send').click();
  await expect
    .poll(async () => {
      const now = await answerHeaders(page);
      return now !== null && now !== previous;
    })
    .toBe(true);
  // The body is highlighted a slice at a time: read it once it is whole.
  await page
    .getByTestId('try-it-response-body')
    .locator('[data-highlighted="true"]')
    .waitFor({ state: 'attached' });
  const status = Number.parseInt((await page.getByTestId('try-it-status').textContent()) ?? '', 10);
  const text =
    (await page.getByTestId('try-it-response-body').locator('code').first().textContent()) ?? '';
  return { status, body: JSON.parse(text) as Record<string, unknown> };
}

async function editBody(page: Page, change: (body: Record<string, unknown>) => void) {
  const field = page.getByTestId('try-it-body');
  const body = JSON.parse(await field.inputValue()) as Record<string, unknown>;
  change(body);
  await field.fill(JSON.stringify(body, null, 2));
}

async function newIdempotencyKey(page: Page, lang: Lang) {
  await page.getByRole('button', { name: lang === 'en' ? 'New key' : 'Nova chave' }).click();
}

describe.each(['en', 'pt-BR'] as const)('Test data page (%s)', (lang) => {
  it('lists every scenario with its value, status and webhooks, copies a value, and is linked', async () => {
    const page = await newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await gotoHydrated(page, localizePath(testDataPath, lang));
    await expect.poll(() => page.locator('h1').textContent()).toContain(labels[lang].title);
    const data = scenarios(lang);
    // Every product and scenario of the spec, in its order: none lost on the way to the page.
    expect(data.products.map((p) => [p.id, p.scenarios.map((s) => s.id)])).toEqual(
      Object.entries(specScenarios).map(([id, p]) => [id, Object.keys(p.scenarios)]),
    );
    // Every row and heading, read at once (one round trip, not one per row).
    const rows = new Map(
      await page.$$eval('.ap-test-data tr[id]', (trs) =>
        trs.map((tr) => [tr.id, tr.textContent ?? ''] as const),
      ),
    );
    const headings = new Map(
      await page.$$eval('.ap-test-data h2[id]', (hs) =>
        hs.map((h) => [h.id, h.textContent ?? ''] as const),
      ),
    );
    for (const product of data.products) {
      expect(headings.get(product.id)).toContain(product.title);
      for (const scenario of product.scenarios) {
        const text = rows.get(`${product.id}-${scenario.id}`) ?? '';
        expect(text).toContain(String(scenario.value));
        expect(text).toContain(scenario.summary);
        expect(text).toContain(scenario.status);
        // A value refused at once shows its error instead of steps.
        if (scenario.error)
          expect(text).toContain(`${scenario.error.status} ${scenario.error.code}`);
        for (const event of scenario.steps.flatMap((s) => s.events)) expect(text).toContain(event);
        // The card numbers that play it from the sandbox card fields, as printed on the card.
        for (const card of scenario.testCards ?? [])
          expect(text).toContain(formatCardNumber(card.number));
      }
    }
    expect(data.products.flatMap((p) => p.scenarios).some((s) => s.testCards)).toBe(true);
    // The outline lists the products.
    await expect
      .poll(() => page.locator('.rp-outline__toc').textContent())
      .toContain(data.products[0]?.title);
    const row = page.locator('tr#cards-insufficient-funds');
    // The row just under the sticky header, so that no copy button sits half under it for axe.
    await row.evaluate((el) =>
      window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 100),
    );
    // "Copied" shows for 2.5 s: the page's clock stands still from before the click, so a
    // loaded machine cannot let it go before the test looks.
    await page.clock.install();
    await pauseClockSoon(page);
    await row.getByRole('button', { name: /tok_testInsufficientFunds/ }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe('tok_testInsufficientFunds');
    await expect
      .poll(() => row.getByRole('status').textContent())
      .toBe(lang === 'en' ? 'Copied' : 'Copiado');
    await page.clock.resume();
    expect(await axeViolations(page, '.ap-test-data')).toEqual([]);
    // Linked from the guides' sidebar and from an operation page's samples.
    await gotoHydrated(page, localizePath('/docs/api/user-cashout-controller-create', lang));
    await page.getByRole('link', { name: labels[lang].link }).click();
    await page.waitForURL(`**${localizePath(testDataPath, lang)}`);
    await page.context().close();
  });
});

describe('Try it simulator', () => {
  it('plays a Pix charge, a refused card, a 3-D Secure challenge and a replay, without calling the API (en)', async () => {
    const page = await newPage();
    const requests = apiRequests(page);
    const external = `order-sim-${Date.now()}`;
    await openSimulator(page, 'user-transaction-controller-create-transaction', 'en');
    await expect
      .poll(() => page.getByTestId('try-it-server').locator('option:checked').textContent())
      .toBe(labels.en.simulator);
    // A Pix charge with the "paid after 5 seconds" amount.
    await editBody(page, (b) => {
      b.amount = 10001;
      b.external_id = external;
    });
    const created = await send(page);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'pending', amount: 10001, external_id: external });
    const id = String(created.body.id);
    // The same Idempotency-Key and body: the first answer again; another body: the documented 409.
    const replay = await send(page);
    expect(replay).toEqual(created);
    await editBody(page, (b) => {
      b.amount = 10002;
    });
    const reused = await send(page);
    expect(reused.status).toBe(409);
    expect(reused.body.error).toMatchObject({ code: 'idempotency_key_reused' });

    // A refused test card, then a 3-D Secure challenge.
    // The second example: a credit card payment.
    await page.getByTestId('try-it-body-example').selectOption('1');
    await newIdempotencyKey(page, 'en');
    await editBody(page, (b) => {
      (b.card as Record<string, unknown>).token = 'tok_testInsufficientFunds';
      b.external_id = `${external}-card`;
    });
    const refused = await send(page);
    expect(refused.status).toBe(201);
    expect(refused.body).toMatchObject({ status: 'refused', refusal_reason: 'insufficient_funds' });
    await newIdempotencyKey(page, 'en');
    await editBody(page, (b) => {
      const card = b.card as Record<string, Record<string, unknown>>;
      card.token = 'tok_testApproved' as never;
      (card.three_ds as Record<string, unknown>).authentication_id = '3ds_testChallenge';
      b.external_id = `${external}-3ds`;
    });
    const challenge = await send(page);
    expect(challenge.body).toMatchObject({
      status: 'refused',
      card: { three_ds: { status: 'challenge_required' } },
    });

    // Read: the id created above fills the path parameter; the charge is paid 5 s after creation.
    await openSimulator(page, 'user-transaction-controller-get-transaction', 'en');
    await expect
      .poll(() => page.locator('[data-try-it-parameter="id"]').inputValue())
      .toBe(String(challenge.body.id));
    await page.locator('[data-try-it-parameter="id"]').fill(id);
    await expect
      .poll(async () => (await send(page)).body.status, { timeout: 15_000, interval: 1000 })
      .toBe('paid');
    // List, filtered by external_id.
    await openSimulator(page, 'user-transaction-controller-get-transactions', 'en');
    // Only this order: the other filters' example values are cleared.
    for (const name of ['status', 'refund_status', 'payment_method']) {
      const filter = page.locator(`[data-try-it-parameter="${name}"]`);
      if ((await filter.count()) > 0) await filter.selectOption('').catch(() => filter.fill(''));
    }
    await page.locator('[data-try-it-parameter="external_id"]').fill(external);
    const listed = await send(page);
    expect(
      (listed.body.data as Record<string, unknown>[]).map((t) => [t.id, t.amount, t.status]),
    ).toEqual([[id, 10001, 'paid']]);
    // Refund part of it, then read it back.
    await openSimulator(page, 'user-transaction-controller-refund-transaction', 'en');
    await page.locator('[data-try-it-parameter="id"]').fill(id);
    await editBody(page, (b) => {
      b.amount = 4001;
    });
    const refunded = await send(page);
    expect(refunded.body).toMatchObject({
      id,
      status: 'paid',
      refund_status: 'partially_refunded',
      refunded_amount: 4001,
      amount: 10001,
    });
    await openSimulator(page, 'user-transaction-controller-get-transaction', 'en');
    await page.locator('[data-try-it-parameter="id"]').fill(id);
    const final = await send(page);
    expect(final.body).toMatchObject({
      id,
      amount: 10001,
      refunded_amount: 4001,
      status: 'paid',
      refund_status: 'partially_refunded',
    });
    expect(requests).toEqual([]);
    expect(await axeViolations(page, '[data-testid="try-it-console"]')).toEqual([]);
    await page.context().close();
  });

  it('is offered in Portuguese too, and answers a cash-out key with its failure (pt-BR)', async () => {
    const page = await newPage();
    const requests = apiRequests(page);
    await openSimulator(page, 'user-cashout-controller-create', 'pt-BR');
    await expect
      .poll(() => page.getByTestId('try-it-server').locator('option:checked').textContent())
      .toBe(labels['pt-BR'].simulator);
    await expect
      .poll(() => page.getByTestId('try-it-simulator-hint').textContent())
      .toContain('nada é enviado');
    // A key not in DICT is refused at once, as in production.
    await editBody(page, (b) => {
      b.pix_key = { type: 'email', value: 'pix-key-not-found@sandbox.example' };
      b.external_id = `payout-sim-${Date.now()}`;
    });
    const refused = await send(page);
    expect(refused).toMatchObject({ status: 422, body: { error: { code: 'invalid_pix_key' } } });
    // A key removed after creation fails later, with its reason.
    await newIdempotencyKey(page, 'pt-BR');
    await editBody(page, (b) => {
      b.pix_key = { type: 'email', value: 'pix-key-removed@sandbox.example' };
      b.external_id = `payout-sim-${Date.now()}`;
    });
    const created = await send(page);
    expect(created).toMatchObject({ status: 201, body: { status: 'pending' } });
    await openSimulator(page, 'user-cashout-controller-get-by-id', 'pt-BR');
    await expect
      .poll(() => page.locator('[data-try-it-parameter="id"]').inputValue())
      .toBe(String(created.body.id));
    await expect
      .poll(async () => (await send(page)).body.failure_reason, { interval: 500 })
      .toBe('pix_key_not_found');
    // Without a key: the documented 401.
    await page.getByTestId('try-it-credential-clear').click();
    const unauthorized = await send(page);
    expect(unauthorized.status).toBe(401);
    expect(requests).toEqual([]);
    expect(await axeViolations(page, '[data-testid="try-it-console"]')).toEqual([]);
    await page.context().close();
  });
});
