import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, gotoHydrated, setupBrowser } from '../support/browser';
import { afterQueuedTasks, navigationsStarted, recordNavigations } from '../support/page-probes';

const { newPage } = setupBrowser();

describe('navigation and layout', () => {
  it('the language menu keeps the reader on the same page', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/docs/intro/authentication');
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('Autenticação');
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
    await recordNavigations(page);
    // Hydrated: every part has run its effects, where a redirect would start.
    await gotoHydrated(page, '/');
    await afterQueuedTasks(page);
    expect(await navigationsStarted(page)).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('pt-BR');
  });

  it('the tutorial sidebar shows both categories expanded, with no collapse control', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/docs/webhook/cashout');
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    await expect
      .poll(() => sidebar.getByText('Introduction', { exact: true }).isVisible())
      .toBe(true);
    await expect.poll(() => sidebar.getByText('Webhooks', { exact: true }).isVisible()).toBe(true);
    for (const name of [
      'Getting started',
      'Authentication',
      'Card tokenization',
      '3DS authentication',
      'Transaction webhooks',
      'Cash-out webhooks',
      'Infraction webhooks (MED)',
    ]) {
      await expect
        .poll(() => sidebar.getByRole('link', { name, exact: true }).isVisible())
        .toBe(true);
    }
    // Clicking a category title does not collapse it.
    await sidebar.getByText('Introduction', { exact: true }).click();
    await expect
      .poll(() => sidebar.getByRole('link', { name: 'Getting started', exact: true }).isVisible())
      .toBe(true);
  });

  it('the Portuguese sidebar has Portuguese labels', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/docs/intro/getting-started');
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    await expect
      .poll(() => sidebar.getByText('Primeiros passos', { exact: true }).isVisible())
      .toBe(true);
    await expect
      .poll(() => sidebar.getByRole('link', { name: 'Tokenização de cartões' }).isVisible())
      .toBe(true);
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
    await expect.poll(() => currentEntries(page)).toEqual(['/en/docs/intro/authentication']);
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    await expect
      .poll(() =>
        sidebar.getByRole('link', { name: 'Authentication', exact: true }).getAttribute('class'),
      )
      .toContain('rp-sidebar-item--active');

    // A client-side navigation moves it; only whole-page links count, not anchors.
    await sidebar.getByRole('link', { name: 'Getting started', exact: true }).click();
    await page.waitForURL('**/en/docs/intro/getting-started');
    await expect.poll(() => currentEntries(page)).toEqual(['/en/docs/intro/getting-started']);
    await expect.poll(() => page.locator('.rp-outline a[aria-current]').count()).toBe(0);
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
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('Getting started');
  });

  it('the navbar links to the docs and, in a new tab, to the main site', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/');
    const nav = page.locator('.rp-nav');
    await expect
      .poll(() => nav.getByRole('link', { name: 'Docs', exact: true }).getAttribute('href'))
      .toBe('/en/docs/intro/getting-started');
    const external = nav.locator('a[href="https://acmepay.example"]').first();
    await expect.poll(() => external.getAttribute('target')).toBe('_blank');
    await expect.poll(() => external.getAttribute('rel')).toContain('noopener');
    await gotoHydrated(page, '/');
    await expect
      .poll(() =>
        page.locator('.rp-nav').getByRole('link', { name: 'Documentação', exact: true }).count(),
      )
      .toBeGreaterThan(0);
  });

  it('unknown paths show the localized not-found page in the browser', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/no-such-page');
    await expect
      .poll(() => page.getByTestId('not-found').textContent())
      .toContain('Page not found');
    await gotoHydrated(page, '/nao-existe');
    await expect
      .poll(() => page.getByTestId('not-found').textContent())
      .toContain('Página não encontrada');
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
