import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoHydrated, setupBrowser } from '../support/browser';

const { newPage } = setupBrowser();

const texts = {
  en: {
    prefix: '/en',
    result: 'Result',
    secret: 'Signing secret',
    eventLabel: 'Event',
    headers: ['Prop', 'Type', 'Default', 'Description'],
    dataDescription: "The page's webhook family",
    eventsDescription: 'The event family generated from the spec',
    footer: "Writers' handbook",
  },
  'pt-BR': {
    prefix: '',
    result: 'Resultado',
    secret: 'Segredo de assinatura',
    eventLabel: 'Evento',
    headers: ['Prop', 'Tipo', 'Padrão', 'Descrição'],
    dataDescription: 'A família de webhooks da página',
    eventsDescription: 'A família de eventos gerada a partir da especificação',
    footer: 'Manual de redação',
  },
} as const;

const preview = (page: Page) => page.locator('figure.ap-preview').first();
const propsTable = (page: Page, component: string) =>
  page.locator(`.ap-props-table table[data-component="${component}"]`);

async function headerTexts(page: Page, component: string): Promise<string[]> {
  return propsTable(page, component).locator('thead th').allTextContents();
}

describe.each(['en', 'pt-BR'] as const)("writers' handbook component pages (%s)", (lang) => {
  const t = texts[lang];

  it('the signature checker: its MDX and a working live rendering side by side, and the generated props table', async () => {
    const page = await newPage();
    // The site's strict CSP (no eval, no frames) applies: the preview must need neither.
    const violations: string[] = [];
    await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
    await gotoHydrated(page, `${t.prefix}/docs/handbook/components/webhook-signature-checker`);
    const figure = preview(page);
    await expect(figure.locator('.ap-preview__pane--code').textContent()).resolves.toContain(
      '<WebhookSignatureChecker data={webhookEvents} event="transaction.paid" />',
    );
    const result = figure.locator('.ap-preview__pane--result');
    await expect(result.getByText(t.result, { exact: true }).count()).resolves.toBe(1);
    // Side by side at desktop width: the rendering starts to the right of the code.
    const codeBox = await figure.locator('.ap-preview__pane--code').boundingBox();
    const resultBox = await result.boundingBox();
    expect(resultBox?.x ?? 0).toBeGreaterThan((codeBox?.x ?? 0) + 100);

    // Interactive inside the preview: a new secret changes the signature.
    const signature = result.getByTestId('signature-checker-signature');
    await expect
      .poll(() => signature.textContent(), { timeout: 15_000 })
      .toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    const before = await signature.textContent();
    // A Standard Webhooks secret: `whsec_` and base64.
    await result.getByLabel(t.secret).fill('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw');
    await expect.poll(() => signature.textContent(), { timeout: 15_000 }).not.toBe(before);

    await expect(headerTexts(page, 'WebhookSignatureChecker')).resolves.toEqual(t.headers);
    const rows = propsTable(page, 'WebhookSignatureChecker').locator('tbody tr');
    await expect(
      rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-prop'))),
    ).resolves.toEqual(['data', 'event']);
    await expect(rows.first().textContent()).resolves.toContain(t.dataDescription);
    await expect(rows.first().textContent()).resolves.toContain('ApiWebhookFamilyData');
    await expect(page.locator('iframe').count()).resolves.toBe(0);
    expect(violations).toEqual([]);
  });

  it('webhook events: the preview reacts to the event picker, and the props table is generated', async () => {
    const page = await newPage();
    await gotoHydrated(page, `${t.prefix}/docs/handbook/components/webhook-events`);
    const result = preview(page).locator('.ap-preview__pane--result');
    // The label wraps the select, so its name also holds the chosen event.
    const picker = result.getByLabel(t.eventLabel).and(result.locator('select'));
    await picker.selectOption({ label: 'cashout.failed' });
    await expect
      .poll(() => result.locator('.ap-api-panel').textContent(), { timeout: 10_000 })
      .toContain('"status": "failed"');
    const rows = propsTable(page, 'WebhookEvents').locator('tbody tr');
    await expect(rows.count()).resolves.toBe(1);
    await expect(rows.first().textContent()).resolves.toContain(t.eventsDescription);
  });

  it('the preview follows the dark colour mode', async () => {
    const page = await newPage({ colorScheme: 'dark' });
    await page.addInitScript(() => localStorage.setItem('rspress-theme-appearance', 'dark'));
    await gotoHydrated(page, `${t.prefix}/docs/handbook/components/webhook-events`);
    await expect(
      page.evaluate(() => document.documentElement.classList.contains('dark')),
    ).resolves.toBe(true);
    const luminance = await preview(page)
      .locator('.ap-preview__result')
      .evaluate((el) => {
        const [r = 255, g = 255, b = 255] =
          getComputedStyle(el).backgroundColor.match(/\d+/g)?.map(Number) ?? [];
        return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
      });
    expect(luminance).toBeLessThan(0.3);
  });

  it('is linked from the footer, not from the navbar', async () => {
    const page = await newPage();
    await gotoHydrated(page, `${t.prefix}/docs/intro/authentication`);
    const link = page.locator('footer').getByRole('link', { name: t.footer });
    await expect(link.getAttribute('href')).resolves.toBe(
      `${t.prefix}/docs/handbook/writing-a-page`,
    );
    await expect(
      page.locator('header, nav').first().getByRole('link', { name: t.footer }).count(),
    ).resolves.toBe(0);
  });
});

describe("the writers' handbook in search", () => {
  const box = (page: Page) => page.locator('.ap-search').getByRole('combobox');

  it("is left out of the readers' search box, and found by the search page's All sections", async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/docs/intro/authentication');
    await box(page).click();
    await box(page).fill('frontmatter');
    // Only handbook pages mention it: the box answers with no suggestion.
    await page.waitForFunction(
      () => /no results/i.test(document.querySelector('.ap-search__status')?.textContent ?? ''),
      undefined,
      { timeout: 15_000 },
    );
    await expect(page.locator('.ap-search [role="option"]').count()).resolves.toBe(0);

    await gotoHydrated(page, '/en/search?q=frontmatter');
    const results = page.locator('.ap-search-page__result-title');
    await expect
      .poll(() => results.evaluateAll((links) => links.map((a) => a.getAttribute('href'))), {
        timeout: 15_000,
      })
      .toContainEqual(expect.stringContaining('/en/docs/handbook/writing-a-page'));
  });

  it('inside the handbook, the box suggests handbook pages', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/docs/handbook/style');
    await box(page).click();
    await box(page).fill('frontmatter');
    const options = page.locator('.ap-search [role="option"]');
    await options.first().waitFor({ timeout: 15_000 });
    await expect(page.locator('.ap-search').textContent()).resolves.toContain('Writing a page');
  });
});
