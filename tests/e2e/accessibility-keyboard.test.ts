/**
 * Keyboard use: the skip link, a Tab walk through whole pages (every stop
 * visible, with a visible focus ring), and the WAI-ARIA patterns of the
 * controls: the language menu and the AI-tools menu (menu button), the site
 * menu and the docs drawer (modal dialog), the search box (combobox), the
 * API pages' pickers; axe with each of them open.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { gotoHydrated, setupBrowser } from '../support/browser';

const { newPage } = setupBrowser();

const phone = { viewport: { width: 390, height: 844 } };

interface FocusStop {
  name: string;
  tag: string;
  role: string | null;
  width: number;
  height: number;
  ring: boolean;
}

/** The focused element: its name, size and whether a focus ring is drawn (outline or box-shadow). */
function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1;
    return {
      name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60),
      tag: el.tagName.toLowerCase(),
      role: el.getAttribute('role'),
      width: rect.width,
      height: rect.height,
      ring: outline || style.boxShadow !== 'none',
    };
  });
}

/**
 * Presses Tab until focus comes back to the first stop (or `max` presses, or, given `seen`, once
 * every one of those names has had focus); returns every stop.
 */
async function tabWalk(page: Page, max = 150, seen: string[] = []): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  const missing = new Set(seen);
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const stop = await focusStop(page);
    if (!stop) continue;
    if (stops.length > 0 && stop.name === stops[0]?.name && stop.tag === stops[0]?.tag) break;
    stops.push(stop);
    missing.delete(stop.name);
    if (seen.length > 0 && missing.size === 0) break;
  }
  return stops;
}

const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

describe('skip to content', () => {
  it.each([
    '/en/docs/intro/getting-started',
    '/',
    '/en/search',
    '/en/docs/api/user-transaction-controller-create-transaction',
    '/en/blog',
    '/en/no-such-page',
  ])('%s: the first Tab shows the skip link; Enter moves focus into <main>', async (path) => {
    const page = await newPage();
    await gotoHydrated(page, path);
    await page.keyboard.press('Tab');
    const link = page.getByRole('link', { name: /Skip to content|Pular para o conteúdo/ });
    await expect.poll(() => link.evaluate((el) => el === document.activeElement)).toBe(true);
    const box = await link.boundingBox();
    expect(box && box.y >= 0 && box.height > 0).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => activeId(page)).toBe('ap-main-content');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.tagName.toLowerCase()))
      .toBe('main');
    // The next Tab goes to the first control inside the content, not back to the navbar.
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('main'))))
      .toBe(true);
    await page.context().close();
  });
});

describe('Tab walk: every stop is visible and shows a focus ring', () => {
  it.each([
    ['desktop guide', '/en/docs/intro/getting-started', {}],
    ['desktop API page', '/en/docs/api/user-transaction-controller-create-transaction', {}],
    ['desktop home, Portuguese', '/', {}],
    ['phone guide', '/docs/intro/authentication', phone],
    ['phone blog list', '/en/blog', phone],
  ] as const)('%s', async (_label, path, options) => {
    const page = await newPage(options);
    await gotoHydrated(page, path);
    const stops = await tabWalk(page);
    expect(stops.length).toBeGreaterThan(10);
    const invisible = stops.filter((s) => s.width < 1 || s.height < 1).map((s) => s.name);
    const ringless = stops.filter((s) => !s.ring).map((s) => `${s.tag} "${s.name}"`);
    expect(invisible).toEqual([]);
    expect(ringless).toEqual([]);
    await page.context().close();
  });

  it('reaches every navbar control on a desktop', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/docs/intro/getting-started');
    const controls = [
      'Skip to content',
      'Acme Pay Developers',
      'Docs',
      'API',
      'Blog',
      'Search',
      'Acme Pay website',
      'Language: English',
      'Switch color mode (current: light)',
      'Link to the section “Environments and base URLs”',
    ];
    // The walk stops once all of them have had focus: the rest of the long page adds nothing
    // here (a loaded machine took over 180 s for its 150 presses).
    const names = (await tabWalk(page, 150, controls)).map((s) => s.name);
    for (const control of controls) {
      expect(names, control).toContain(control);
    }
    await page.context().close();
  });

  it('reaches the search and the one menu button (site links and docs tree) on a phone', async () => {
    const page = await newPage(phone);
    await gotoHydrated(page, '/en/docs/intro/getting-started');
    const names = (await tabWalk(page)).map((s) => s.name);
    for (const control of ['Search', 'Open the site menu']) {
      expect(names, control).toContain(control);
    }
    // The docs tree is in the site menu: a second menu button would open the same tree.
    expect(names).not.toContain('Open the documentation menu');
    await page.context().close();
  });
});

describe('language menu (menu button)', () => {
  it('opens with Enter on the checked language; arrows, Esc and Enter work; it switches the page', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/docs/intro/authentication');
    const nav = page.locator('.rp-nav__others');
    const button = nav.getByRole('button', { name: 'Language: English' });
    await expect.poll(() => button.getAttribute('aria-haspopup')).toBe('menu');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    const menu = nav.getByRole('menu');
    await expect.poll(() => menu.isVisible()).toBe(true);
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    // Focus starts on the checked entry, English.
    await expect.poll(() => focused()).toBe('English');
    await expect
      .poll(() => menu.getByRole('menuitemradio', { name: 'English' }).getAttribute('aria-checked'))
      .toBe('true');
    await expect(axeViolations(page, '.rp-nav')).resolves.toEqual([]);
    // Arrows wrap, Home/End jump.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused()).toBe('Português (Brasil)');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => focused()).toBe('English');
    await page.keyboard.press('Home');
    await expect.poll(() => focused()).toBe('Português (Brasil)');
    // Esc closes and gives focus back to the button.
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
    // ArrowUp opens on the last entry; a letter jumps to the entry starting with it.
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => focused()).toBe('English');
    await page.keyboard.press('p');
    await expect.poll(() => focused()).toBe('Português (Brasil)');
    // Enter follows the entry: the same page in Portuguese.
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/docs/intro/authentication');
    await page.locator('h1', { hasText: 'Autenticação' }).first().waitFor();
    await page.context().close();
  });

  it('Tab closes it and moves on; a click elsewhere closes it; the mouse opens it on hover', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/docs/intro/authentication');
    const nav = page.locator('.rp-nav__others');
    const button = nav.getByRole('button', { name: 'Language: English' });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect.poll(() => nav.getByRole('menu').isVisible()).toBe(false);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toMatch(/color mode/);
    await button.hover();
    await expect.poll(() => nav.getByRole('menu').isVisible()).toBe(true);
    // A click on a menu the mouse opened keeps it open.
    await button.click();
    await expect.poll(() => nav.getByRole('menu').isVisible()).toBe(true);
    await page.locator('h1').first().click();
    await expect.poll(() => nav.getByRole('menu').isVisible()).toBe(false);
    await page.context().close();
  });
});

describe('site menu on a phone (modal dialog)', () => {
  it('opens from the keyboard, keeps Tab inside, has the language menu, closes on Esc back to its button', async () => {
    const page = await newPage(phone);
    await gotoHydrated(page, '/en/docs/intro/authentication');
    const toggle = page.getByRole('button', { name: 'Open the site menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Site menu' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
    for (const name of ['Docs', 'API', 'Blog']) {
      await expect
        .poll(() => dialog.getByRole('link', { name, exact: true }).isVisible())
        .toBe(true);
    }
    // Tab never leaves the dialog.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      await expect
        .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('dialog'))))
        .toBe(true);
    }
    // Its language menu works from the keyboard too.
    const language = dialog.getByRole('button', { name: 'Language: English' });
    await language.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.getByRole('menu').isVisible()).toBe(true);
    await expect(axeViolations(page, '.ap-site-menu')).resolves.toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.getByRole('menu').isVisible()).toBe(false);
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // The dialog closes natively on Esc; the button's state follows on its close event.
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it('following a link in it closes it', async () => {
    const page = await newPage(phone);
    await gotoHydrated(page, '/en/docs/intro/authentication');
    await page.getByRole('button', { name: 'Open the site menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Site menu' });
    await dialog.getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL('**/en/blog');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.context().close();
  });
});

describe('other patterns', () => {
  it('the docs tree in the site menu is a modal dialog: Esc closes it and focus goes back to its button', async () => {
    const page = await newPage(phone);
    await gotoHydrated(page, '/en/docs/intro/authentication');
    const toggle = page.getByRole('button', { name: 'Open the site menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await expect.poll(() => drawer.evaluate((el) => el.matches(':modal'))).toBe(true);
    await expect(axeViolations(page, '.ap-drawer__sidebar')).resolves.toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await expect.poll(() => toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it('the AI-tools menu next to "Copy Markdown" is a named menu button', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/docs/intro/authentication');
    const button = page.getByRole('button', { name: 'More ways to use this page with AI tools' });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu', { name: 'More ways to use this page with AI tools' });
    await expect
      .poll(() => menu.getByRole('menuitem').allTextContents())
      .toEqual([
        'Copy Markdown link',
        'Open in ChatGPT (opens in a new tab)',
        'Open in Claude (opens in a new tab)',
        'Connect to your editor',
      ]);
    await expect
      .poll(() => menu.getByRole('menuitem', { name: /Claude/ }).getAttribute('href'))
      .toMatch(/^https:\/\/claude\.ai\/new\?q=.*getting-started|authentication\.md/);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await page.context().close();
  });

  it('"Connect to your editor" (Conectar ao seu editor) opens the editor setup of the MCP server, in the page\'s language', async () => {
    for (const [lang, start, entry, heading] of [
      ['en', '/en/docs/intro/authentication', 'Connect to your editor', 'Editor setup'],
      ['pt-BR', '/docs/webhook/transaction', 'Conectar ao seu editor', 'Configuração no editor'],
    ] as const) {
      const page = await newPage();
      await gotoHydrated(page, start);
      await page.locator('.ap-llms-options .ap-menu__button').first().click();
      await page.getByRole('menuitem', { name: entry }).click();
      await page.waitForURL(
        (url) =>
          url.pathname === `${lang === 'en' ? '/en' : ''}/docs/intro/ai-tools` &&
          url.hash === '#mcp-editors',
      );
      await expect.poll(() => page.getByRole('heading', { name: heading }).isVisible()).toBe(true);
      await page.context().close();
    }
  });

  it('the search box is a combobox whose list the arrows walk', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/docs/intro/authentication');
    const box = page.locator('.rp-nav').getByRole('combobox');
    await box.focus();
    await page.keyboard.type('refund');
    await page.waitForSelector('.ap-search [role="option"]', { timeout: 15_000 });
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    await expect.poll(() => page.locator(`[id="${active}"]`).getAttribute('role')).toBe('option');
    await page.keyboard.press('Escape');
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  it('API pages: the code-sample language is a labelled select the keyboard changes; toggles are pressed buttons', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/docs/api/user-transaction-controller-create-transaction');
    const language = page.getByRole('combobox', { name: 'Language' }).first();
    const sample = page.getByTestId('api-code-sample').first();
    const before = await sample.getAttribute('data-language');
    await language.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => sample.getAttribute('data-language')).not.toBe(before);
    const toggles = page.locator('button[aria-pressed]');
    expect(await toggles.count()).toBeGreaterThan(0);
    // A handle on that very button: a locator would move on to the next unpressed one.
    const off = await page.locator('button[aria-pressed="false"]').first().elementHandle();
    if (!off) throw new Error('no unpressed toggle');
    await off.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => off.getAttribute('aria-pressed')).toBe('true');
    await page.context().close();
  });
});

describe('the axe check itself', () => {
  it('reports what it must: an image without text, grey on grey, a field without a label', async () => {
    const page = await newPage();
    await page.setContent(`<!doctype html><html lang="en"><head><title>Planted</title></head><body>
      <main><h1>Planted violations</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
      <p style="color:#bbb;background:#fff">Faint text</p><input type="text"></main></body></html>`);
    const rules = (await axeViolations(page)).map((line) => line.split(':')[0]);
    expect(new Set(rules)).toEqual(new Set(['image-alt', 'color-contrast', 'label']));
    await page.context().close();
  });
});
