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
    light: 'Light',
    dark: 'Dark',
    colorMode: 'Color mode of the result',
    progress: (done: number, total: number) => `${done} of ${total} done`,
    untick: 'Untick all',
    listIdDescription: "The list's id",
    titleDescription: 'The short label next to the box',
    noProps: 'This component takes no props.',
    changelogShown: /^(\d+) of (\d+) entries$/,
    changelogDataDescription: 'The changelog the API generator writes',
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
    light: 'Claro',
    dark: 'Escuro',
    colorMode: 'Modo de cor do resultado',
    progress: (done: number, total: number) => `${done} de ${total} concluídos`,
    untick: 'Desmarcar tudo',
    listIdDescription: 'O id da lista',
    titleDescription: 'O rótulo curto ao lado da caixa',
    noProps: 'Este componente não recebe props.',
    changelogShown: /^(\d+) de (\d+) entradas$/,
    changelogDataDescription: 'O changelog que o gerador da API escreve',
  },
} as const;

const preview = (page: Page) => page.locator('figure.ap-preview').first();
const propsTable = (page: Page, component: string) =>
  page.locator(`.ap-props-table table[data-component="${component}"]`);

async function headerTexts(page: Page, component: string): Promise<string[]> {
  return propsTable(page, component).locator('thead th').allTextContents();
}

async function propNames(page: Page, component: string): Promise<(string | null)[]> {
  return propsTable(page, component)
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-prop')));
}

/** Relative luminance (0 black .. 1 white) of an element's computed background colour. */
function backgroundLuminance(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const [r = 255, g = 255, b = 255] =
        getComputedStyle(el).backgroundColor.match(/\d+/g)?.map(Number) ?? [];
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    });
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
    await expect
      .poll(() => figure.locator('.ap-preview__pane--code').textContent())
      .toContain('<WebhookSignatureChecker data={webhookEvents} event="transaction.paid" />');
    const result = figure.locator('.ap-preview__pane--result');
    await expect.poll(() => result.getByText(t.result, { exact: true }).count()).toBe(1);
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

    await expect.poll(() => headerTexts(page, 'WebhookSignatureChecker')).toEqual(t.headers);
    const rows = propsTable(page, 'WebhookSignatureChecker').locator('tbody tr');
    await expect
      .poll(() => rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-prop'))))
      .toEqual(['data', 'event']);
    await expect.poll(() => rows.first().textContent()).toContain(t.dataDescription);
    await expect.poll(() => rows.first().textContent()).toContain('ApiWebhookFamilyData');
    await expect.poll(() => page.locator('iframe').count()).toBe(0);
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
      .poll(() => result.locator('.ap-api-panel').textContent())
      .toContain('"status": "failed"');
    const rows = propsTable(page, 'WebhookEvents').locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    await expect.poll(() => rows.first().textContent()).toContain(t.eventsDescription);
  });

  it('the preview starts in the page colour mode, and its switch changes the rendering only', async () => {
    const result = 'figure.ap-preview .ap-preview__result';
    const code = 'figure.ap-preview .ap-preview__pane--code .rp-codeblock__content';
    // The code side's own bar: a surface of the page's mode (the code panel is dark in both).
    const codeBar = 'figure.ap-preview .ap-preview__pane--code .ap-preview__label';
    const backgroundOf = (page: Page, selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    const modes = (page: Page) =>
      preview(page).getByRole('group', { name: t.colorMode }).getByRole('button');
    const pressed = (page: Page) =>
      modes(page).evaluateAll((buttons) =>
        buttons.filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.textContent),
      );
    const pageIsDark = (page: Page) =>
      page.evaluate(() => document.documentElement.classList.contains('dark'));

    // A dark page: the rendering is dark; "Light" makes it light, the page and the code stay dark.
    const dark = await newPage({ colorScheme: 'dark' });
    await dark.addInitScript(() => localStorage.setItem('rspress-theme-appearance', 'dark'));
    await gotoHydrated(dark, `${t.prefix}/docs/handbook/components/webhook-events`);
    await expect.poll(() => pageIsDark(dark)).toBe(true);
    expect(await backgroundLuminance(dark, result)).toBeLessThan(0.3);
    await expect.poll(() => pressed(dark)).toEqual([t.dark]);
    const darkPageCode = await backgroundOf(dark, code);
    await modes(dark).filter({ hasText: t.light }).click();
    await expect.poll(() => backgroundLuminance(dark, result)).toBeGreaterThan(0.9);
    await expect.poll(() => pressed(dark)).toEqual([t.light]);
    await expect.poll(() => pageIsDark(dark)).toBe(true);
    expect(await backgroundLuminance(dark, 'body')).toBeLessThan(0.3);
    expect(await backgroundLuminance(dark, codeBar)).toBeLessThan(0.3);
    await expect.poll(() => backgroundOf(dark, code)).toBe(darkPageCode);
    // Inside, the light colour tokens (code) and the light form of the components' dark-only
    // rules (`.dark .ap-api-badge--required`): the colours of a light page.
    const colours = (page: Page) =>
      Promise.all(
        [`${result} table code`, `${result} .ap-api-badge--required`].map((selector) =>
          page
            .locator(selector)
            .first()
            .evaluate((el) => getComputedStyle(el).color),
        ),
      );
    // A light page: the reverse, and the two renderings in the same mode look the same.
    const light = await newPage();
    await gotoHydrated(light, `${t.prefix}/docs/handbook/components/webhook-events`);
    expect(await backgroundLuminance(light, result)).toBeGreaterThan(0.9);
    const lightPageCode = await backgroundOf(light, code);
    // The code panel is dark in both modes.
    expect(await backgroundLuminance(light, code)).toBeLessThan(0.3);
    await expect.poll(() => colours(light)).toEqual(await colours(dark));
    await expect.poll(() => pressed(light)).toEqual([t.light]);
    await modes(light).filter({ hasText: t.dark }).click();
    await expect.poll(() => backgroundLuminance(light, result)).toBeLessThan(0.3);
    await expect.poll(() => pressed(light)).toEqual([t.dark]);
    await expect.poll(() => pageIsDark(light)).toBe(false);
    expect(await backgroundLuminance(light, 'body')).toBeGreaterThan(0.9);
    expect(await backgroundLuminance(light, codeBar)).toBeGreaterThan(0.9);
    await expect.poll(() => backgroundOf(light, code)).toBe(lightPageCode);
    // In the dark rendering of the light page, the dark page's colours.
    await modes(dark).filter({ hasText: t.dark }).click();
    await expect.poll(() => colours(light)).toEqual(await colours(dark));
    // …and they differ from the light ones, so the comparisons above compare something.
    await modes(dark).filter({ hasText: t.light }).click();
    await expect.poll(() => colours(dark)).not.toEqual(await colours(light));
  });

  it('the checklist: ticking a box in the preview counts it, and the three components have their tables', async () => {
    const page = await newPage();
    await gotoHydrated(page, `${t.prefix}/docs/handbook/components/checklist`);
    const result = preview(page).locator('.ap-preview__pane--result');
    await expect
      .poll(() => preview(page).locator('.ap-preview__pane--code').textContent())
      .toContain('<Checklist id="handbook-example">');
    const progress = result.locator('.ap-checklist__progress');
    await expect.poll(() => progress.textContent()).toBe(t.progress(0, 2));
    await result.getByRole('checkbox').first().check();
    await expect.poll(() => progress.textContent()).toBe(t.progress(1, 2));
    await expect.poll(() => result.getByRole('button', { name: t.untick }).isEnabled()).toBe(true);
    // The rendering has the page's doc styles: its links look like the links of the page's text.
    const colourOf = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => getComputedStyle(el).color);
    await expect
      .poll(() => colourOf('figure.ap-preview .ap-preview__result a'))
      .toBe(await colourOf('.rp-doc p a[href$="/docs/guides/going-live"]'));

    await expect.poll(() => headerTexts(page, 'Checklist')).toEqual(t.headers);
    await expect.poll(() => propNames(page, 'Checklist')).toEqual(['id', 'children']);
    await expect.poll(() => propNames(page, 'ChecklistItem')).toEqual(['id', 'title', 'children']);
    await expect
      .poll(() => propsTable(page, 'Checklist').locator('tr[data-prop="id"]').textContent())
      .toContain(t.listIdDescription);
    await expect
      .poll(() => propsTable(page, 'ChecklistItem').locator('tr[data-prop="title"]').textContent())
      .toContain(t.titleDescription);
    // No English left on a Portuguese table.
    await expect.poll(() => page.locator('.ap-props-table td[lang="en"]').count()).toBe(0);
    await expect.poll(() => page.getByText(t.noProps, { exact: true }).count()).toBe(1);
  });

  it('the checklist demo: one "MDX" header over its code, and no line cut at the pane\'s edge', async () => {
    const page = await newPage();
    await gotoHydrated(page, `${t.prefix}/docs/handbook/components/checklist`);
    const code = preview(page).locator('.ap-preview__pane--code');
    // Visible text that says the language: the pane's label only, not the code block's title too.
    const labels = await code.evaluate(
      (pane) =>
        [...pane.querySelectorAll('*')].filter(
          (el) =>
            el.children.length === 0 &&
            el.textContent?.trim() === 'MDX' &&
            (el as HTMLElement).offsetParent !== null,
        ).length,
    );
    expect(labels).toBe(1);
    // Side by side at desktop width, the code fits its half: nothing runs past the pane.
    const overflow = await code.evaluate((pane) => {
      const edge = pane.getBoundingClientRect().right;
      const scroller = pane.querySelector('pre')?.parentElement;
      return {
        scrolls: scroller ? scroller.scrollWidth > scroller.clientWidth + 1 : true,
        beyond: [...pane.querySelectorAll('.line')].filter(
          (line) => line.getBoundingClientRect().right > edge + 1,
        ).length,
      };
    });
    expect(overflow).toEqual({ scrolls: false, beyond: 0 });
    await expect
      .poll(() => code.textContent())
      .toContain(
        "import { Checklist, ChecklistItem, ChecklistStorageNote } from '@theme/components/Checklist/Checklist';",
      );
  });

  it('the changelog list: a product filter in the preview narrows the list and goes into the address', async () => {
    const page = await newPage();
    await gotoHydrated(page, `${t.prefix}/docs/handbook/components/changelog-list`);
    const result = preview(page).locator('.ap-preview__pane--result');
    const count = result.locator('.ap-changelog__count');
    const counted = async () => {
      const match = t.changelogShown.exec((await count.textContent()) ?? '');
      return match ? [Number(match[1]), Number(match[2])] : [];
    };
    const [all = 0, total = 0] = await counted();
    expect(all).toBe(total);
    expect(total).toBeGreaterThan(1);
    await result.locator('button[data-product="cashouts"]').click();
    await expect.poll(async () => (await counted())[0]).toBeLessThan(total);
    const [shown = 0] = await counted();
    await expect.poll(() => result.locator('.ap-changelog__entry').count()).toBe(shown);
    expect(new URL(page.url()).searchParams.get('product')).toBe('cashouts');

    await expect.poll(() => propNames(page, 'ChangelogList')).toEqual(['data']);
    await expect
      .poll(() => propsTable(page, 'ChangelogList').locator('tbody tr').first().textContent())
      .toContain(t.changelogDataDescription);
    await expect.poll(() => page.locator('.ap-props-table td[lang="en"]').count()).toBe(0);
  });

  it('is linked from the footer, not from the navbar', async () => {
    const page = await newPage();
    await gotoHydrated(page, `${t.prefix}/docs/intro/authentication`);
    const link = page.locator('footer').getByRole('link', { name: t.footer });
    await expect
      .poll(() => link.getAttribute('href'))
      .toBe(`${t.prefix}/docs/handbook/writing-a-page`);
    await expect
      .poll(() => page.locator('header, nav').first().getByRole('link', { name: t.footer }).count())
      .toBe(0);
  });
});

describe("the writers' handbook in search", () => {
  const box = (page: Page) => page.locator('.ap-search').getByRole('combobox');

  it("is left out of the readers' search box, and found by the search page when only it holds the words", async () => {
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
    await expect.poll(() => page.locator('.ap-search [role="option"]').count()).toBe(0);

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
    await expect.poll(() => page.locator('.ap-search').textContent()).toContain('Writing a page');
  });
});
