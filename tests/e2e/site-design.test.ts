/**
 * The site-wide design: the home page (hero sample, icons, even
 * grid, popular operations), the footer, the one menu button on phones, code
 * blocks, the 404 suggestions, the readable feeds, the version menu, the
 * search box's focus frame and page widths. One browser; each test loads few
 * pages and checks several things per load.
 */
import { describe, expect, it } from 'vitest';
import { apiOverview } from '../../config/api-navigation';
import { brand } from '../../config/brand';
import { type Lang, localizePath } from '../../config/locales';
import { loadBlog } from '../../plugins/blog/load-blog';
import { storageKeys } from '../../shared/storage-keys';
import { axeViolations } from '../support/axe';
import { baseUrl, expectConsoleErrors, gotoHydrated, setupBrowser } from '../support/browser';
import { siteBlogSource } from '../support/site-blog';

const { newPage } = setupBrowser();

/** Emoji and pictographs (what renders as tofu without an emoji font). */
const EMOJI = /\p{Emoji_Presentation}|\u{FE0F}/u;

/** The cards of each row of a home grid, by their top edge. */
function rowsOfCards(page: import('playwright-core').Page, selector = '.rp-home-feature__item') {
  return page.locator(selector).evaluateAll((items) => {
    const rows = new Map<number, number>();
    for (const item of items) {
      const top = Math.round(item.getBoundingClientRect().top);
      rows.set(top, (rows.get(top) ?? 0) + 1);
    }
    return [...rows.values()];
  });
}

const pageWidth = (page: import('playwright-core').Page) =>
  page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));

describe('home page', () => {
  it('shows a runnable first Pix charge in tabs, no emoji, an even grid at 1440/995/390 and popular operations', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await gotoHydrated(page, '/');
    const sample = page.locator('.ap-hero-sample');
    // On the first screen, next to the entry points.
    const box = await sample.boundingBox();
    expect(box && box.y + box.height <= 900).toBe(true);
    for (const [name, href] of [
      ['Começar agora', '/docs/intro/getting-started'],
      ['Referência da API', localizePath(apiOverview, 'pt-BR')],
      ['Webhooks', '/docs/webhook/transaction'],
    ] as const) {
      await expect
        .poll(() =>
          page.locator('.ap-hero__actions').getByRole('link', { name }).getAttribute('href'),
        )
        .toBe(href);
    }
    const tabs = sample.getByRole('tab');
    await expect.poll(() => tabs.allTextContents()).toEqual(['cURL', 'Node.js']);
    const panel = sample.getByRole('tabpanel');
    await expect
      .poll(() => panel.textContent())
      .toContain(`curl -X POST ${brand.sandboxApiBaseUrl}/transactions`);
    await expect.poll(() => panel.textContent()).toContain('"payment_method": "pix"');
    // Arrow keys move between tabs; the panel follows.
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => panel.textContent()).toContain('await fetch(');
    await expect.poll(() => panel.textContent()).toContain("payment_method: 'pix'");

    // Icons are SVG from one set; no emoji anywhere on the page.
    // The page's text, not its scripts' source.
    const text = await page.evaluate(() => {
      const body = document.body.cloneNode(true) as HTMLElement;
      for (const code of body.querySelectorAll('script, style, noscript')) code.remove();
      return body.textContent ?? '';
    });
    expect(text).not.toMatch(EMOJI);
    const icons = page.locator('.ap-home-feature__icon svg.lucide');
    await expect
      .poll(() => icons.count())
      .toBe(await page.locator('.rp-home-feature__item').count());

    // Popular operations link into the API reference, titled as its sidebar.
    const operations = page.locator('.ap-home-operations a');
    await expect.poll(() => operations.count()).toBeGreaterThanOrEqual(4);
    await expect.poll(() => operations.first().textContent()).toBe('Criar uma transação');
    for (const href of await operations.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/docs\/api\//);

    // Light and dark: no accessibility violation in the new parts (contrast included).
    await expect(axeViolations(page, 'main')).resolves.toEqual([]);
    await expect(axeViolations(page, 'footer')).resolves.toEqual([]);
    const dark = await newPage({ viewport: { width: 1440, height: 900 } });
    await dark.addInitScript(([key]) => localStorage.setItem(key, 'dark'), [
      storageKeys.colorMode,
    ] as const);
    await gotoHydrated(dark, '/');
    await expect
      .poll(() => dark.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);
    await expect(axeViolations(dark, 'main')).resolves.toEqual([]);
    await expect(axeViolations(dark, 'footer')).resolves.toEqual([]);

    // Every row of each grid is full, at every width: tasks and guides, products (wide cards).
    for (const [width, columns, productColumns] of [
      [1440, 4, 2],
      [995, 2, 2],
      [390, 1, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      for (const [selector, count] of [
        ['.rp-home-feature__item', columns],
        ['.ap-home-tasks li', columns],
        ['.ap-home-products li', productColumns],
      ] as const) {
        const rows = await rowsOfCards(page, selector);
        expect(rows.length, selector).toBeGreaterThan(0);
        expect(
          rows.every((n) => n === count),
          `${selector} at ${width} px: ${rows}`,
        ).toBe(true);
      }
    }
  });
});

describe.each([
  ['pt-BR', 'Contrato OpenAPI (YAML)', 'Feed RSS', 'Status da API', 'Suporte a desenvolvedores'],
  ['en', 'OpenAPI contract (YAML)', 'RSS feed', 'API status', 'Developer support'],
] as const)('footer (%s)', (lang, openapi, rss, status, support) => {
  it('links the docs, the API reference and its OpenAPI download, the blog feeds, status and support', async () => {
    const page = await newPage();
    await gotoHydrated(page, localizePath('/docs/intro/authentication', lang as Lang));
    const footer = page.locator('footer.ap-footer');
    const href = (name: string) =>
      footer.getByRole('link', { name, exact: true }).first().getAttribute('href');
    await expect.poll(() => href(openapi)).toBe('/openapi.yaml');
    await expect.poll(() => href(rss)).toBe(localizePath('/blog/rss.xml', lang as Lang));
    await expect.poll(() => href(status)).toBe(brand.statusUrl);
    await expect.poll(() => href(support)).toBe(`mailto:${brand.supportEmail}`);
    const links = await footer
      .locator('a[href]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(links).toContain(localizePath(apiOverview, lang as Lang));
    expect(links).toContain(localizePath('/blog', lang as Lang));
    // Site links stay in the reader's language.
    for (const link of links.filter((l) => l.startsWith('/') && !l.startsWith('/openapi')))
      expect(link.startsWith('/en/'), link).toBe(lang === 'en');
    // The OpenAPI file is there.
    const response = await fetch(new URL('/openapi.yaml', baseUrl()));
    expect(response.status).toBe(200);
    await expect(response.text()).resolves.toMatch(/^openapi: /m);
  });
});

describe('phones: one menu button', () => {
  it('below 996 px one button holds the site links, the docs tree, the language and the colour mode', async () => {
    const page = await newPage({ viewport: { width: 390, height: 800 } });
    await gotoHydrated(page, '/en/docs/intro/authentication');
    // A title that wraps on a phone is set tight, not at the body's 1.7.
    const [fontSize, lineHeight] = await page
      .locator('.rp-doc h1')
      .first()
      .evaluate((h) =>
        [getComputedStyle(h).fontSize, getComputedStyle(h).lineHeight].map(parseFloat),
      );
    expect((lineHeight ?? 0) / (fontSize ?? 1)).toBeLessThanOrEqual(1.3);
    const nav = page.locator('.rp-nav');
    const menuButtons = await nav
      .locator('button[aria-haspopup="dialog"]')
      .evaluateAll((buttons) => buttons.filter((b) => (b as HTMLElement).offsetParent).length);
    expect(menuButtons).toBe(1);
    await nav.getByRole('button', { name: 'Open the site menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    for (const name of ['Docs', 'API', 'Blog'])
      await expect.poll(() => menu.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    await expect
      .poll(() => menu.getByRole('link', { name: 'Cash-out webhooks' }).isVisible())
      .toBe(true);
    await expect
      .poll(() => menu.getByRole('button', { name: 'Language: English' }).isVisible())
      .toBe(true);
    await expect
      .poll(() => menu.getByRole('button', { name: /^Switch color mode/ }).isVisible())
      .toBe(true);
    // No empty header: the menu is titled.
    await expect
      .poll(() => menu.getByRole('heading', { name: 'Site menu' }).isVisible())
      .toBe(true);
    await page.keyboard.press('Escape');

    // The navbar's search icon is drawn bare, like the menu button, not as a grey browser button.
    const toggle = nav.locator('.ap-search__toggle');
    await expect.poll(() => toggle.isVisible()).toBe(true);
    await expect
      .poll(() => toggle.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe('rgba(0, 0, 0, 0)');

    // On the not-found page the search is a full field, not the navbar's icon.
    await gotoHydrated(page, '/en/docs/no-such-guide');
    const field = page.locator('.ap-not-found__search').getByRole('combobox');
    await expect.poll(() => field.isVisible()).toBe(true);
    const width = await field.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(300);
    await field.fill('refund');
    await expect
      .poll(() => page.locator('.ap-not-found__search').getByRole('option').first().isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
  });
});

describe('outline', () => {
  it('wraps a long event name at its dots and underscores, and reads as the heading', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await gotoHydrated(page, '/en/docs/webhook/transaction');
    const entry = page
      .locator('.rp-doc-layout__outline .rp-toc-item')
      .filter({ hasText: 'transaction.partially_refunded' });
    await expect.poll(() => entry.textContent()).toBe('transaction.partially_refunded');
    await expect.poll(() => entry.locator('wbr').count()).toBe(2);
    await expect.poll(() => entry.getAttribute('href')).toBe('#payload-partially-refunded');
  });
});

describe('guides', () => {
  it('code blocks name their language and show the copy button on focus; the version menu explains the version', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await gotoHydrated(page, '/en/docs/intro/getting-started');
    const block = page.locator('.rp-doc .rp-codeblock').first();
    await expect.poll(() => block.locator('.ap-codeblock__lang').textContent()).toBe('Shell');
    const copy = block.locator('.rp-code-copy-button');
    const opacity = () => copy.evaluate((el) => getComputedStyle(el).opacity);
    await page.mouse.move(0, 0);
    await block.locator('pre').focus();
    await expect.poll(opacity).toBe('1');
    // A code block stands apart from the page in both modes.
    const surfaces = () =>
      block.evaluate((el) => [
        getComputedStyle(el.querySelector('.rp-codeblock__content') ?? el).backgroundColor,
        getComputedStyle(document.body).backgroundColor,
      ]);
    const [codeLight, pageLight] = await surfaces();
    expect(codeLight).not.toBe(pageLight);

    // The one version says what it is and links to what changed.
    await page.locator('.ap-docs-version__badge').click();
    await expect
      .poll(() => page.locator('.ap-docs-version__explain').textContent())
      .toContain('Next is the only published version');
    await expect
      .poll(() =>
        page.getByRole('link', { name: 'What changed: the changelog' }).getAttribute('href'),
      )
      .toBe('/en/docs/guides/changelog');

    // The focused search box draws one frame: the input's ring, on the box's edge.
    await page.locator('.rp-nav').getByRole('combobox').focus();
    await page.keyboard.press('Escape');
    await page.locator('.rp-nav').getByRole('combobox').focus();
    const frames = await page.locator('.rp-nav .ap-search__box').evaluate((boxEl) => {
      const input = boxEl.querySelector('input') as HTMLElement;
      const outer = boxEl.getBoundingClientRect();
      const inner = input.getBoundingClientRect();
      return {
        boxOutline: getComputedStyle(boxEl).outlineStyle,
        inputOutline: getComputedStyle(input).outlineStyle,
        inputCoversBox: outer.width - inner.width <= 2 && outer.height - inner.height <= 2,
      };
    });
    expect(frames).toEqual({ boxOutline: 'none', inputOutline: 'solid', inputCoversBox: true });
  });
});

describe('not-found page', () => {
  it('suggests the nearest pages of the reader’s language and a search for the path’s words', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/docs/webhok/cash-out');
    const suggestions = page.locator('.ap-not-found__suggestions');
    await expect
      .poll(() => suggestions.getByRole('heading').textContent())
      .toBe('Perhaps you were looking for');
    const hrefs = await suggestions
      .locator('a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs).toContain('/en/docs/webhook/cashout');
    for (const href of hrefs) expect(href).toMatch(/^\/en\//);
    const search = new URL(hrefs.at(-1) ?? '', baseUrl());
    expect(search.pathname).toBe('/en/search');
    expect(search.searchParams.get('q')).toBe('webhok cash out');

    await expect(axeViolations(page, 'main')).resolves.toEqual([]);

    await gotoHydrated(page, '/docs/guias/reembolsos');
    await expect
      .poll(() => page.locator('.ap-not-found__suggestions h2').textContent())
      .toBe('Talvez você procurasse');

    // Readers' pages only, plus the search: a path of the writers' handbook's words suggests
    // no handbook page (it is for the people who write these docs).
    for (const path of ['/docs/webhok/cash-out', '/en/docs/writing-a-pag', '/docs/componentes']) {
      await gotoHydrated(page, path);
      const links = page.locator('.ap-not-found__suggestions a');
      await expect.poll(() => links.count()).toBeGreaterThan(0);
      const found = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      expect(found.filter((href) => href.includes('/handbook/'))).toEqual([]);
      expect(found.at(-1)).toMatch(/\/search\?q=/);
    }
  });
});

describe('feeds', () => {
  it('open as a readable page in a browser (XSL stylesheet) and stay feeds', async () => {
    const blog = loadBlog(siteBlogSource);
    for (const lang of ['pt-BR', 'en'] as const) {
      const stylesheet = localizePath('/blog/feed.xsl', lang);
      for (const format of ['rss', 'atom']) {
        const xml = await (
          await fetch(new URL(localizePath(`/blog/${format}.xml`, lang), baseUrl()))
        ).text();
        expect(xml).toMatch(
          new RegExp(
            `^<\\?xml [^?]*\\?><\\?xml-stylesheet href="${stylesheet}" type="text/xsl"\\?>`,
          ),
        );
      }
      const xsl = await fetch(new URL(stylesheet, baseUrl()));
      expect(xsl.status).toBe(200);
      expect(xsl.headers.get('content-type')).toMatch(/^(application|text)\/(xml|xsl|xslt\+xml)/);
    }
    const page = await newPage();
    // Chromium's own banner about deprecated XSLT runs an inline handler the site's CSP blocks.
    expectConsoleErrors(page, /XSLT/, /inline event handler violates/);
    await page.goto(new URL('/en/blog/rss.xml', baseUrl()).href);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Acme Pay Developers Blog');
    const posts = page.locator('ol li a');
    await expect.poll(() => posts.allTextContents()).toEqual(blog.posts.en.map((p) => p.title));
    await expect.poll(() => page.locator('.intro').textContent()).toContain('feed reader');
  });
});

describe('no page wider than the viewport', () => {
  it.each([
    '/',
    '/en/',
    '/en/docs/intro/getting-started',
    '/docs/guides/going-live',
    '/en/blog',
    '/en/search?q=pix',
    '/en/no-such-page',
  ])('%s at 320, 390, 995 and 1440 px, light and dark', async (path) => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await gotoHydrated(page, path);
    for (const dark of [false, true]) {
      await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
      for (const width of [320, 390, 995, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const { scroll, viewport } = await pageWidth(page);
        expect(scroll, `${path} at ${width} px${dark ? ' (dark)' : ''}`).toBeLessThanOrEqual(
          viewport,
        );
      }
    }
  });
});
