import { describe, expect, it } from 'vitest';
import { brand, siteTitle } from '../../config/brand';
import { type Lang, localizePath } from '../../config/locales';
import { storageKeys } from '../../shared/storage-keys';
import { baseUrl, gotoHydrated, setupBrowser } from '../support/browser';

const { newPage } = setupBrowser();

describe.each(['pt-BR', 'en'] as Lang[])('home page (%s)', (lang) => {
  it('leads with what integrators build, a search field and task entry points; cards to the guides, the API reference and the blog', async () => {
    const page = await newPage();
    await gotoHydrated(page, localizePath('/', lang));
    const hero = page.locator('.rp-home-hero');
    await expect.poll(() => hero.textContent()).toContain(siteTitle);
    // The h1 says what the reader can build, not the brand's name (that is the line above it).
    const h1 = (await hero.locator('h1').textContent()) ?? '';
    expect(h1).not.toContain(brand.name);
    expect(h1).toMatch(/Pix/);
    // A search field in the first screen, a full field (not the navbar's icon).
    const search = hero.locator('.ap-hero__search').getByRole('combobox');
    await expect.poll(() => search.isVisible()).toBe(true);
    // Task entry points: accept a Pix, accept cards, pay out, go live, each with its picture.
    const tasks = page.locator('.ap-home-tasks a[href]');
    await expect.poll(() => tasks.count()).toBe(4);
    await expect.poll(() => page.locator('.ap-home-tasks svg.ap-pic').count()).toBe(4);
    const taskLinks = await tasks.evaluateAll((links) =>
      links.map((a) => a.getAttribute('href') ?? ''),
    );
    const prefix0 = localizePath('', lang);
    expect(taskLinks).toEqual([
      `${prefix0}/docs/intro/getting-started`,
      `${prefix0}/docs/intro/card-tokenization`,
      `${prefix0}/docs/api/user-cashout-controller-create`,
      `${prefix0}/docs/guides/going-live`,
    ]);
    const cardLinks = await page
      .locator('.rp-home-feature a[href]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const prefix = localizePath('', lang);
    expect(cardLinks).toContain(`${prefix}/docs/intro/getting-started`);
    expect(cardLinks.some((href) => href.startsWith(`${prefix}/docs/api/`))).toBe(true);
    expect(cardLinks).toContain(`${prefix}/blog`);
    // The pages an integrator looks for first.
    for (const path of [
      '/docs/api/errors',
      '/docs/guides/going-live',
      '/docs/guides/changelog',
      '/docs/reference/glossary',
    ])
      expect(cardLinks).toContain(`${prefix}${path}`);
    // The products, each to its guide or operation.
    const productLinks = await page
      .locator('.ap-home-products a[href]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(productLinks).toEqual(
      [
        '/docs/intro/getting-started',
        '/docs/api/user-transaction-controller-create-transaction',
        '/docs/intro/card-tokenization',
        '/docs/intro/3ds-authentication',
        '/docs/webhook/cashout',
        '/docs/api/user-wallet-controller-get-balance',
        '/docs/guides/refunds',
        '/docs/webhook/transaction',
      ].map((path) => `${prefix}${path}`),
    );
    // The cards are links a keyboard reaches.
    const first = page.locator('.rp-home-feature a[href]').first();
    await first.focus();
    await expect.poll(() => first.evaluate((el) => el === document.activeElement)).toBe(true);
    // Every card stays in the reader's language.
    for (const href of [...cardLinks, ...productLinks]) {
      if (lang === 'en') expect(href).toMatch(/^\/en\//);
      else expect(href).not.toMatch(/^\/en\//);
    }
  });

  it('shows every product and task with its picture: decorative, drawn in theme colours that follow the mode', async () => {
    const page = await newPage();
    await gotoHydrated(page, localizePath('/', lang));
    const cards = page.locator('.ap-home-products a[href], .ap-home-tasks a[href]');
    await expect.poll(() => cards.count()).toBe(12);
    const brandColour = () =>
      page.evaluate(() => {
        const probe = document.createElement('span');
        probe.style.color = 'var(--rp-c-brand)';
        document.body.append(probe);
        const colour = getComputedStyle(probe).color;
        probe.remove();
        return colour;
      });
    const pictures = async () =>
      cards.evaluateAll(
        (links, brand) =>
          links.map((link) => {
            const svg = link.querySelector('svg.ap-pic');
            const box = svg?.getBoundingClientRect();
            const shapes = [...(svg?.querySelectorAll('rect, circle, path') ?? [])];
            const paints = shapes.map((s) => getComputedStyle(s));
            return {
              card: link.textContent?.trim() ?? '',
              hidden: svg?.getAttribute('aria-hidden'),
              drawn: shapes.length,
              width: Math.round(box?.width ?? 0),
              // Colours come from classes only: no fill, stroke or style on a shape.
              inline: shapes.filter((s) =>
                ['fill', 'stroke', 'style'].some((a) => s.hasAttribute(a)),
              ).length,
              branded: paints.some((p) => p.fill === brand || p.stroke === brand),
              surface: getComputedStyle(svg?.querySelector('.ap-pic__surface') ?? document.body)
                .fill,
            };
          }),
        await brandColour(),
      );
    const light = await pictures();
    for (const picture of light) {
      // Decorative: the card's own words name it, and the picture is really drawn.
      expect(picture.card.length, picture.card).toBeGreaterThan(10);
      expect(picture.hidden, picture.card).toBe('true');
      expect(picture.drawn, picture.card).toBeGreaterThan(4);
      expect(picture.width, picture.card).toBeGreaterThan(60);
      expect(picture.inline, picture.card).toBe(0);
      expect(picture.branded, picture.card).toBe(true);
    }
    // Eight different pictures for eight products.
    const productMarkup = await page
      .locator('.ap-home-products svg.ap-pic')
      .evaluateAll((svgs) => new Set(svgs.map((svg) => svg.innerHTML)).size);
    expect(productMarkup).toBe(8);
    // Dark mode: the same pictures on the dark surfaces.
    await page.evaluate((key) => localStorage.setItem(key, 'dark'), storageKeys.colorMode);
    await gotoHydrated(page, localizePath('/', lang));
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);
    const dark = await pictures();
    for (const [i, picture] of dark.entries()) {
      expect(picture.branded, picture.card).toBe(true);
      expect(picture.surface, picture.card).not.toBe(light[i]?.surface);
      const [r, g, b] = (picture.surface.match(/\d+/g) ?? []).map(Number);
      expect((r ?? 255) + (g ?? 255) + (b ?? 255), picture.card).toBeLessThan(120);
    }
  });

  it('shows the first-charge sample highlighted by the build: in the served HTML, with no highlighter script, also after a client-side navigation', async () => {
    const home = localizePath('/', lang);
    // The served page already has the sample's tokens coloured (no JavaScript needed).
    const html = await (await fetch(`${baseUrl()}${home}`)).text();
    const sampleHtml = html.slice(html.indexOf('ap-hero-sample'));
    expect(sampleHtml).toMatch(/<code><span class="line"><span style="color:var\(--shiki-token-/);

    const page = await newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await gotoHydrated(page, home);
    await page.waitForLoadState('networkidle');
    const sample = page.locator('.ap-hero-sample');
    const tokenColours = () =>
      sample
        .locator('pre:not([hidden]) code span[style]')
        .evaluateAll((spans) => new Set(spans.map((s) => getComputedStyle(s).color)).size);
    // Hydration keeps the built markup: several token colours, cURL then Node.js.
    await expect.poll(() => tokenColours()).toBeGreaterThan(2);
    await sample.getByRole('tab', { name: 'Node.js' }).click();
    await expect.poll(() => tokenColours()).toBeGreaterThan(2);
    await expect
      .poll(() => sample.locator('pre:not([hidden]) code').textContent())
      .toContain('await fetch(');
    // No highlighter reached the page (highlight.js registers its languages by this name).
    const sources = await Promise.all(scripts.map((u) => fetch(u).then((r) => r.text())));
    expect(sources.length).toBeGreaterThan(2);
    expect(sources.filter((source) => source.includes('registerLanguage'))).toEqual([]);

    // Reached from another page without a reload: highlighted as well.
    await gotoHydrated(page, localizePath('/docs/intro/authentication', lang));
    await page.locator('.rp-nav').locator(`a[href="${home}"]`).first().click();
    await page.waitForURL((url) => url.pathname === home);
    await expect.poll(tokenColours).toBeGreaterThan(2);
  });
});
