import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { baseUrl, gotoHydrated, setupBrowser } from '../support/browser';
import { pauseClockSoon } from '../support/page-probes';

const { newPage } = setupBrowser({ readsClipboard: true });

/** The signature the official Standard Webhooks library computes (an independent implementation). */
function expectedSignature(secret: string, id: string, timestamp: string, rawBody: string): string {
  return new Webhook(secret).sign(id, new Date(Number(timestamp) * 1000), rawBody);
}

/** A `whsec_` secret made of these bytes, base64-encoded as Standard Webhooks requires. */
const secretOf = (bytes: string) => `whsec_${Buffer.from(bytes).toString('base64')}`;

const labels = {
  en: {
    payload: 'Payload (raw JSON body)',
    secret: 'Signing secret',
    timestamp: 'Timestamp (Unix seconds)',
    copyHeaders: 'Copy headers',
    copied: 'Copied to the clipboard.',
    invalidJson: 'is not valid JSON',
  },
  'pt-BR': {
    payload: 'Payload (corpo JSON bruto)',
    secret: 'Segredo de assinatura',
    timestamp: 'Timestamp (segundos Unix)',
    copyHeaders: 'Copiar cabeçalhos',
    copied: 'Copiado para a área de transferência.',
    invalidJson: 'não é um JSON válido',
  },
} as const;

const testId = (page: Page, id: string) => page.getByTestId(`signature-checker-${id}`);

async function text(page: Page, id: string): Promise<string> {
  return (await testId(page, id).textContent()) ?? '';
}

/** Waits until the signature shown equals `expected` (it is computed asynchronously). */
async function waitForSignature(page: Page, expected: string, timeout = 5_000): Promise<void> {
  await page.waitForFunction(
    (value) =>
      document.querySelector('[data-testid="signature-checker-signature"]')?.textContent === value,
    expected,
    { timeout },
  );
}

/**
 * Opens a page with the checker and waits until the checker itself is live: it fills in the
 * current timestamp after hydration, in a render of its own (the page's hydrated mark can come
 * first, and text typed before then could be overwritten or lost).
 */
async function gotoLiveChecker(page: Page, route: string): Promise<void> {
  await gotoHydrated(page, route);
  await testId(page, 'webhook-timestamp').filter({ hasText: /^\d+$/ }).waitFor();
}

describe('webhook signature checker', () => {
  it('English transaction page: typed payload, secret and timestamp give the signature the standardwebhooks library gives', async () => {
    const page = await newPage();
    await gotoLiveChecker(page, '/en/docs/webhook/transaction');
    const l = labels.en;

    const payload = `{\n  "id": "evt_e2eTest123",\n  "type": "transaction.paid",\n  "data": { "description": "Café ☕ 🇧🇷" }\n}`;
    const secret = secretOf('e2e-secret-value-123');
    const timestamp = '1795269941';
    await page.locator('.ap-signature-checker').getByLabel(l.payload).fill(payload);
    await page.locator('.ap-signature-checker').getByLabel(l.secret).fill(secret);
    await page.locator('.ap-signature-checker').getByLabel(l.timestamp).fill(timestamp);

    const signature = expectedSignature(secret, 'evt_e2eTest123', timestamp, payload);
    expect(signature).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    await waitForSignature(page, signature);
    expect(await text(page, 'webhook-id')).toBe('evt_e2eTest123');
    expect(await text(page, 'webhook-timestamp')).toBe(timestamp);

    const curl = await text(page, 'curl');
    expect(curl).toContain("curl -sS -X POST 'http://localhost:3000/webhooks'");
    expect(curl).toContain(`-H 'webhook-id: evt_e2eTest123'`);
    expect(curl).toContain(`-H 'webhook-timestamp: ${timestamp}'`);
    expect(curl).toContain(`-H 'webhook-signature: ${signature}'`);
    expect(curl).toContain(`--data-binary '${payload}'`);

    // Valid JSON: no warning.
    await expect.poll(() => testId(page, 'payload-message').count()).toBe(0);

    // Typing more updates the signature live.
    await page.locator('.ap-signature-checker').getByLabel(l.payload).pressSequentially(' ');
    await waitForSignature(
      page,
      expectedSignature(secret, 'evt_e2eTest123', timestamp, `${payload} `),
    );
  });

  it('English page: starts with a transaction example, "now" as timestamp and a signature', async () => {
    const page = await newPage();
    await gotoLiveChecker(page, '/en/docs/webhook/transaction');
    const payload = await page
      .locator('.ap-signature-checker')
      .getByLabel(labels.en.payload)
      .inputValue();
    expect(JSON.parse(payload).type).toMatch(/^transaction\./);
    // "Now" is filled in right after hydration (the static HTML cannot know it).
    const timestampInput = page.locator('.ap-signature-checker').getByLabel(labels.en.timestamp);
    await expect.poll(() => timestampInput.inputValue()).toMatch(/^\d+$/);
    const timestamp = await timestampInput.inputValue();
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(120);
    const secret = await page
      .locator('.ap-signature-checker')
      .getByLabel(labels.en.secret)
      .inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    await waitForSignature(
      page,
      expectedSignature(secret, JSON.parse(payload).id, timestamp, payload),
    );
    expect(await text(page, 'webhook-id')).toBe(JSON.parse(payload).id);
  });

  it('Portuguese cash-out page: localized labels, cash-out example and the expected signature', async () => {
    const page = await newPage();
    await gotoLiveChecker(page, '/docs/webhook/cashout');
    const l = labels['pt-BR'];

    // Localized labels (and no English ones).
    for (const label of [l.payload, l.secret, l.timestamp]) {
      await expect
        .poll(() =>
          page.locator('.ap-signature-checker').getByLabel(label, { exact: true }).count(),
        )
        .toBe(1);
    }
    await expect
      .poll(() =>
        page.locator('.ap-signature-checker').getByLabel(labels.en.secret, { exact: true }).count(),
      )
      .toBe(0);
    await expect
      .poll(() =>
        page.locator('.ap-signature-checker').getByRole('button', { name: l.copyHeaders }).count(),
      )
      .toBe(1);

    const initial = JSON.parse(
      await page.locator('.ap-signature-checker').getByLabel(l.payload).inputValue(),
    );
    expect(initial.type).toMatch(/^cashout\./);

    const payload = '{"id":"evt_cashout_42","type":"cashout.completed","data":{"id":"co_1"}}';
    const secret = secretOf('segredo de teste çã');
    const timestamp = '1795270000';
    await page.locator('.ap-signature-checker').getByLabel(l.payload).fill(payload);
    await page.locator('.ap-signature-checker').getByLabel(l.secret).fill(secret);
    await page.locator('.ap-signature-checker').getByLabel(l.timestamp).fill(timestamp);
    await waitForSignature(page, expectedSignature(secret, 'evt_cashout_42', timestamp, payload));
    expect(await text(page, 'webhook-id')).toBe('evt_cashout_42');
  });

  it('Portuguese page: invalid JSON shows an inline warning, the signature still covers the raw bytes', async () => {
    const page = await newPage();
    await gotoLiveChecker(page, '/docs/webhook/cashout');
    const l = labels['pt-BR'];
    const invalid = '{"id": "evt_quebrado", "amount": 100';
    const secret = secretOf('invalid-json');
    const timestamp = '1795270001';
    await page.locator('.ap-signature-checker').getByLabel(l.payload).fill(invalid);
    await page.locator('.ap-signature-checker').getByLabel(l.secret).fill(secret);
    await page.locator('.ap-signature-checker').getByLabel(l.timestamp).fill(timestamp);

    const warning = testId(page, 'payload-message');
    await warning.waitFor({ state: 'visible' });
    expect(await warning.textContent()).toContain(l.invalidJson);
    await expect.poll(() => warning.getAttribute('role')).toBe('alert');
    await expect
      .poll(() =>
        page.locator('.ap-signature-checker').getByLabel(l.payload).getAttribute('aria-invalid'),
      )
      .toBe('true');
    await waitForSignature(page, expectedSignature(secret, 'evt_quebrado', timestamp, invalid));

    // Fixing the JSON removes the warning.
    await page.locator('.ap-signature-checker').getByLabel(l.payload).fill('{"id":"evt_ok"}');
    await warning.waitFor({ state: 'detached' });
  });

  it('a secret that is not whsec_ + base64 gets a warning and no signature', async () => {
    const page = await newPage();
    await gotoLiveChecker(page, '/en/docs/webhook/transaction');
    await page
      .locator('.ap-signature-checker')
      .getByLabel(labels.en.secret)
      .fill('whsec_not base64!');
    await page.getByText('Signing secrets are whsec_ followed by base64').waitFor();
    await expect.poll(() => text(page, 'signature')).toBe('(not available)');
  });

  it('English page: invalid JSON warning is in English', async () => {
    const page = await newPage();
    await gotoLiveChecker(page, '/en/docs/webhook/transaction');
    await page.locator('.ap-signature-checker').getByLabel(labels.en.payload).fill('not json');
    const warning = testId(page, 'payload-message');
    await warning.waitFor({ state: 'visible' });
    expect(await warning.textContent()).toContain(labels.en.invalidJson);
  });

  it('copies the three headers to the clipboard', async () => {
    const page = await newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await gotoLiveChecker(page, '/en/docs/webhook/transaction');
    const l = labels.en;
    const payload = '{"id":"evt_copy"}';
    await page.locator('.ap-signature-checker').getByLabel(l.payload).fill(payload);
    const secret = secretOf('copy');
    await page.locator('.ap-signature-checker').getByLabel(l.secret).fill(secret);
    await page.locator('.ap-signature-checker').getByLabel(l.timestamp).fill('1795269941');
    const signature = expectedSignature(secret, 'evt_copy', '1795269941', payload);
    await waitForSignature(page, signature);
    // "Copied" shows for 2.5 s: the page's clock stands still from before the click, so a
    // loaded machine cannot let it go before the test looks.
    await page.clock.install();
    await pauseClockSoon(page);
    await page
      .locator('.ap-signature-checker')
      .getByRole('button', { name: l.copyHeaders })
      .click();
    await page.getByText(l.copied).waitFor();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(
      `webhook-id: evt_copy\nwebhook-timestamp: 1795269941\nwebhook-signature: ${signature}`,
    );
  });

  it('the server-rendered form stays in place while the page hydrates (no fallback flash)', async () => {
    const page = await newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.addInitScript(() => {
      const counts: number[] = [];
      Object.assign(window, { textareaCounts: counts });
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver(() => {
          counts.push(document.querySelectorAll('.ap-signature-checker textarea').length);
        }).observe(document.body, { childList: true, subtree: true });
      });
    });
    await gotoHydrated(page, '/docs/webhook/infraction');
    await testId(page, 'webhook-timestamp').filter({ hasText: /^\d+$/ }).waitFor();
    const counts = await page.evaluate(
      () => (window as unknown as { textareaCounts: number[] }).textareaCounts,
    );
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.every((n) => n === 1)).toBe(true);
  });

  it('is rendered into the static HTML of the webhook pages (SSG), localized', async () => {
    const en = await (await fetch(new URL('/en/docs/webhook/infraction', baseUrl()))).text();
    expect(en).toContain('ap-signature-checker');
    expect(en).toContain(labels.en.payload);
    expect(en).toContain('infraction.opened');
    const pt = await (await fetch(new URL('/docs/webhook/transaction', baseUrl()))).text();
    expect(pt).toContain(labels['pt-BR'].secret);
  });

  it('a 5 MB payload: a keystroke is answered, the whole body is signed, the curl preview shows its start', async () => {
    const page = await newPage();
    await gotoLiveChecker(page, '/en/docs/webhook/transaction');
    const checker = page.locator('.ap-signature-checker');
    // It once froze the tab for minutes per keystroke: the page laid out a 5 MB curl command.
    const payload = JSON.stringify({
      id: 'evt_big',
      type: 'transaction.paid',
      data: { note: 'x'.repeat(5 * 1024 * 1024) },
    });
    const secret = secretOf('big-payload');
    const timestamp = '1795270002';
    await checker.getByLabel(labels.en.secret).fill(secret);
    await checker.getByLabel(labels.en.timestamp).fill(timestamp);
    await checker.getByLabel(labels.en.payload).fill(payload);
    // A loaded machine hashes 5 MB in seconds; a frozen tab would take minutes.
    await waitForSignature(page, expectedSignature(secret, 'evt_big', timestamp, payload), 30_000);

    const curl = await text(page, 'curl');
    expect(curl).toContain(`-H 'webhook-id: evt_big'`);
    expect(curl.length).toBeLessThan(3_000);
    await expect.poll(() => text(page, 'curl-shortened')).toMatch(/2,000 .*5,242,\d{3}/);

    // One more character: the signature follows, over the whole body.
    await checker.getByLabel(labels.en.payload).press('Control+End');
    await page.keyboard.type(' ');
    await waitForSignature(
      page,
      expectedSignature(secret, 'evt_big', timestamp, `${payload} `),
      30_000,
    );
  });

  it('its code is a separate chunk: not in the entry bundle, loaded by webhook pages only', async () => {
    const jsDir = path.join('doc_build', 'static', 'js');
    const entry = readdirSync(jsDir).filter((f) => f.endsWith('.js'));
    for (const file of entry) {
      expect(readFileSync(path.join(jsDir, file), 'utf8'), file).not.toContain(
        'signature-checker-payload',
      );
    }

    const scriptsLoaded = async (route: string) => {
      const page = await newPage();
      const urls: string[] = [];
      page.on('response', (res) => {
        if (res.url().endsWith('.js')) urls.push(res.url());
      });
      await gotoHydrated(page, route);
      await page.waitForLoadState('networkidle');
      const bodies = await Promise.all(urls.map(async (u) => (await fetch(u)).text()));
      return bodies.some((b) => b.includes('signature-checker-payload'));
    };
    await expect(scriptsLoaded('/en/docs/webhook/transaction')).resolves.toBe(true);
    await expect(scriptsLoaded('/en/docs/intro/authentication')).resolves.toBe(false);
  });
});
