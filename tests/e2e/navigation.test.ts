import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, gotoHydrated, setupBrowser } from '../support/browser';

const { newPage } = setupBrowser();

describe('navigation and layout', () => {
  it('the language menu keeps the reader on the same page', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/docs/intro/authentication');
    await expect(page.locator('h1').first().textContent()).resolves.toContain('Autenticação');
    const nav = page.locator('.rp-nav__others');
    await nav.getByRole('button', { name: /Idioma/ }).click();
    await nav.getByRole('menuitemradio', { name: 'English', exact: true }).click();
    await page.waitForURL('**/en/docs/intro/authentication');
    // The URL changes before the new route's chunk has rendered: wait for the English h1.
    await page.locator('h1', { hasText: 'Authentication' }).first().waitFor();

    await nav.getByRole('button', { name: /Language/ }).click();
    await nav.getByRole('menuitemradio', { name: 'Português (Brasil)', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/docs/intro/authentication');
  });

  it('an English-speaking browser is not redirected away from the Portuguese home', async () => {
    const page = await newPage({ locale: 'en-US' });
    await gotoHydrated(page, '/');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('pt-BR');
  });

  it('the tutorial sidebar shows both categories expanded, with no collapse control', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/docs/webhook/cashout');
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    await expect(sidebar.getByText('Introduction', { exact: true }).isVisible()).resolves.toBe(
      true,
    );
    await expect(sidebar.getByText('Webhooks', { exact: true }).isVisible()).resolves.toBe(true);
    for (const name of [
      'Getting started',
      'Authentication',
      'Card tokenization',
      '3DS authentication',
      'Transaction webhooks',
      'Cash-out webhooks',
      'Infraction webhooks (MED)',
    ]) {
      await expect(sidebar.getByRole('link', { name, exact: true }).isVisible()).resolves.toBe(
        true,
      );
    }
    // Clicking a category title does not collapse it.
    await sidebar.getByText('Introduction', { exact: true }).click();
    await expect(
      sidebar.getByRole('link', { name: 'Getting started', exact: true }).isVisible(),
    ).resolves.toBe(true);
  });

  it('the Portuguese sidebar has Portuguese labels', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/docs/intro/getting-started');
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    await expect(sidebar.getByText('Primeiros passos', { exact: true }).isVisible()).resolves.toBe(
      true,
    );
    await expect(
      sidebar.getByRole('link', { name: 'Tokenização de cartões' }).isVisible(),
    ).resolves.toBe(true);
  });

  it('the sidebar announces the current page (aria-current), in the HTML and after each navigation', async () => {
    // The page list's entries: the sidebar column also holds the docs-version menu, whose
    // current version rightly links to (and marks) this same page.
    const currentEntries = (page: Page) =>
      page
        .locator('.rp-doc-layout__sidebar a.rp-sidebar-item[aria-current="page"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    // The served HTML already says it (no JavaScript needed).
    const html = await (await fetch(`${baseUrl()}/en/docs/intro/authentication`)).text();
    const servedCurrent = (html.match(/<a [^>]*>/g) ?? [])
      .filter((tag) => tag.includes('rp-sidebar-item') && tag.includes('aria-current="page"'))
      .map((tag) => /href="([^"]*)"/.exec(tag)?.[1]);
    expect(servedCurrent).toEqual(['/en/docs/intro/authentication']);

    const page = await newPage();
    await gotoHydrated(page, '/en/docs/intro/authentication');
    await expect(currentEntries(page)).resolves.toEqual(['/en/docs/intro/authentication']);
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    await expect(
      sidebar.getByRole('link', { name: 'Authentication', exact: true }).getAttribute('class'),
    ).resolves.toContain('rp-sidebar-item--active');

    // A client-side navigation moves it; only whole-page links count, not anchors.
    await sidebar.getByRole('link', { name: 'Getting started', exact: true }).click();
    await page.waitForURL('**/en/docs/intro/getting-started');
    await expect.poll(() => currentEntries(page)).toEqual(['/en/docs/intro/getting-started']);
    await expect(page.locator('.rp-outline a[aria-current]').count()).resolves.toBe(0);
  });

  it('the outline lists h2 and h3 headings and no deeper ones', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/docs/intro/authentication');
    const depths = await page
      .locator('.rp-outline .rp-toc-item')
      .evaluateAll((items) => items.map((i) => Number(i.getAttribute('data-depth'))));
    expect(depths).toContain(0);
    expect(depths).toContain(1);
    expect(Math.max(...depths)).toBeLessThanOrEqual(1);
    const h4InPage = await page.locator('.rspress-doc h4').count();
    const h2h3InPage = await page.locator('.rspress-doc :is(h2, h3)').count();
    expect(depths.length).toBe(h2h3InPage);
    // The page has h4 headings, and the outline leaves them out.
    expect(h4InPage).toBeGreaterThan(0);
  });

  it('/docs opens the getting-started guide', async () => {
    const page = await newPage();
    await page.goto('/en/docs');
    await page.waitForURL('**/en/docs/intro/getting-started');
    await expect(page.locator('h1').first().textContent()).resolves.toContain('Getting started');
  });

  it('the navbar links to the docs and, in a new tab, to the main site', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/');
    const nav = page.locator('.rp-nav');
    await expect(
      nav.getByRole('link', { name: 'Docs', exact: true }).getAttribute('href'),
    ).resolves.toBe('/en/docs/intro/getting-started');
    const external = nav.locator('a[href="https://acmepay.example"]').first();
    await expect(external.getAttribute('target')).resolves.toBe('_blank');
    await expect(external.getAttribute('rel')).resolves.toContain('noopener');
    await gotoHydrated(page, '/');
    await expect(
      page.locator('.rp-nav').getByRole('link', { name: 'Documentação', exact: true }).count(),
    ).resolves.toBeGreaterThan(0);
  });

  it('unknown paths show the localized not-found page in the browser', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/no-such-page');
    await expect(page.getByTestId('not-found').textContent()).resolves.toContain('Page not found');
    await gotoHydrated(page, '/nao-existe');
    await expect(page.getByTestId('not-found').textContent()).resolves.toContain(
      'Página não encontrada',
    );
  });

  it('.html URLs become clean URLs in the browser router too', async () => {
    const page = await newPage();
    await page.goto('/en/docs/intro/authentication.html');
    await page.waitForURL((url) => url.pathname === '/en/docs/intro/authentication');
  });

  it('mermaid diagrams render as SVG', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/docs/intro/3ds-authentication');
    await page.waitForSelector(
      '.rspress-doc svg[id^="mermaid"], .rspress-doc .mermaid svg, .rspress-doc svg[aria-roledescription]',
      { timeout: 20_000 },
    );
    const svgCount = await page
      .locator('.rspress-doc svg[aria-roledescription="sequence"]')
      .count();
    expect(svgCount).toBeGreaterThan(0);
  });
});
