import { describe, expect, it } from 'vitest';
import { brand, siteTitle } from '../../config/brand';
import { type Lang, localizePath } from '../../config/locales';
import { gotoHydrated, setupBrowser } from '../support/browser';

const { newPage } = setupBrowser();

describe.each(['pt-BR', 'en'] as Lang[])('home page (%s)', (lang) => {
  it('shows the brand title, the tagline and cards to the guides, the API reference and the blog', async () => {
    const page = await newPage();
    await gotoHydrated(page, localizePath('/', lang));
    const hero = page.locator('.rp-home-hero');
    await expect(hero.textContent()).resolves.toContain(siteTitle);
    await expect(hero.textContent()).resolves.toContain(brand.tagline[lang]);
    const cardLinks = await page
      .locator('.rp-home-feature a[href]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const prefix = localizePath('', lang);
    expect(cardLinks).toContain(`${prefix}/docs/intro/getting-started`);
    expect(cardLinks.some((href) => href.startsWith(`${prefix}/docs/api/`))).toBe(true);
    expect(cardLinks).toContain(`${prefix}/blog`);
    // The pages an integrator looks for first (issue 15).
    for (const path of [
      '/docs/guides/refunds',
      '/docs/api/errors',
      '/docs/guides/going-live',
      '/docs/guides/changelog',
      '/docs/reference/glossary',
    ])
      expect(cardLinks).toContain(`${prefix}${path}`);
    // The cards are links a keyboard reaches.
    const first = page.locator('.rp-home-feature a[href]').first();
    await first.focus();
    await expect(first.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    // Every card stays in the reader's language.
    for (const href of cardLinks) {
      if (lang === 'en') expect(href).toMatch(/^\/en\//);
      else expect(href).not.toMatch(/^\/en\//);
    }
  });
});
