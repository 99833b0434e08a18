import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gotoHydrated, setupBrowser } from '../support/browser';

const { newPage } = setupBrowser();

/** The year the served build was made (the copyright line must show it, not the reader's clock). */
const buildYear = statSync('doc_build/index.html').mtime.getFullYear();

describe('footer', () => {
  it.each([
    ['/en/docs/intro/authentication', 'Useful links', 'Acme Pay website'],
    ['/en/', 'Useful links', 'Acme Pay website'],
    ['/en/no-such-page', 'Useful links', 'Acme Pay website'],
    ['/docs/intro/authentication', 'Links úteis', 'Site Acme Pay'],
    ['/', 'Links úteis', 'Site Acme Pay'],
  ])(
    '%s has the useful links and the copyright line of the build year',
    async (path, title, link) => {
      const page = await newPage();
      // A reader whose clock says another year still sees the build year.
      await page.clock.setFixedTime(new Date(`${buildYear + 5}-06-15T12:00:00Z`));
      await gotoHydrated(page, path);
      const footer = page.locator('footer.ap-footer');
      await expect.poll(() => footer.getByRole('heading', { name: title }).isVisible()).toBe(true);
      await expect
        .poll(() => footer.getByRole('link', { name: link }).getAttribute('href'))
        .toBe('https://acmepay.example');
      await expect
        .poll(() => footer.getByText(`Copyright © ${buildYear} Acme Pay`).isVisible())
        .toBe(true);
    },
  );
});

describe('responsive layout (mobile below 996 px)', () => {
  const guide = '/en/docs/intro/authentication';

  it('at 996 px the sidebar is shown, cannot be hidden and its categories do not collapse', async () => {
    const page = await newPage({ viewport: { width: 996, height: 800 } });
    await gotoHydrated(page, guide);
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    await expect.poll(() => sidebar.isVisible()).toBe(true);
    await expect
      .poll(() => sidebar.getByRole('link', { name: 'Infraction webhooks (MED)' }).isVisible())
      .toBe(true);
    // The sidebar is on the page, so the site menu does not repeat its tree.
    await page.getByRole('button', { name: 'Open the site menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    await expect
      .poll(() => menu.getByRole('link', { name: 'Cash-out webhooks' }).isVisible())
      .toBe(false);
    await page.keyboard.press('Escape');
    // Rspress' own sidebar button (which would toggle it) is not offered.
    await expect.poll(() => page.locator('.rp-sidebar-menu__left').isVisible()).toBe(false);
    for (const category of ['Introduction', 'Webhooks']) {
      await sidebar.getByText(category, { exact: true }).click();
    }
    for (const name of ['Getting started', 'Cash-out webhooks']) {
      await expect.poll(() => sidebar.getByRole('link', { name }).isVisible()).toBe(true);
    }
  });

  it('at 995 px the sidebar is hidden and the one menu button opens it in the site menu', async () => {
    const page = await newPage({ viewport: { width: 995, height: 600 } });
    await gotoHydrated(page, guide);
    await expect.poll(() => page.locator('.rp-doc-layout__sidebar').isVisible()).toBe(false);
    const hamburger = page.locator('.rp-nav').getByRole('button', {
      name: 'Open the site menu',
    });
    await expect.poll(() => hamburger.isVisible()).toBe(true);

    await hamburger.click();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await expect
      .poll(() => drawer.getByRole('link', { name: 'Cash-out webhooks' }).isVisible())
      .toBe(true);
    await expect.poll(() => hamburger.getAttribute('aria-expanded')).toBe('true');
  });

  it('the drawer traps focus, and Esc and the close button close it', async () => {
    const page = await newPage({ viewport: { width: 995, height: 600 } });
    await gotoHydrated(page, guide);
    const hamburger = page.getByRole('button', { name: 'Open the site menu' });
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    const focusInDrawer = () =>
      page.evaluate(() => document.activeElement?.closest('dialog.ap-site-menu') !== null);

    await hamburger.click();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDrawer(), `after ${i + 1} Tab`).toBe(true);
    }
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDrawer(), `after ${i + 1} Shift+Tab`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await expect.poll(() => hamburger.getAttribute('aria-expanded')).toBe('false');

    await hamburger.click();
    await drawer.getByRole('button', { name: 'Close the site menu' }).click();
    await expect.poll(() => drawer.isVisible()).toBe(false);
  });

  it('the page behind the open drawer does not scroll, and following a link closes it', async () => {
    const page = await newPage({ viewport: { width: 995, height: 500 } });
    await gotoHydrated(page, guide);
    const scrollable = await page.evaluate(
      () => document.documentElement.scrollHeight > window.innerHeight + 200,
    );
    expect(scrollable).toBe(true);
    await page.getByRole('button', { name: 'Open the site menu' }).click();
    const panel = page.locator('.ap-site-menu__panel');
    await panel.waitFor();
    await page.mouse.move(200, 300); // over the page behind the menu (it opens on the right)
    await page.mouse.wheel(0, 600);
    // Then over the menu itself, which scrolls: the browser handles the wheel events in order,
    // so once the menu has moved, the first one has had whatever effect it would have.
    await page.mouse.move(900, 300);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => panel.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await drawer.getByRole('link', { name: 'Cash-out webhooks' }).click();
    await page.waitForURL('**/en/docs/webhook/cashout');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => window.scrollY > 0);
  });

  it("the small-screen site menu covers the page's full height, whatever the announcement's height", async () => {
    const page = await newPage({ viewport: { width: 400, height: 700 } });
    await gotoHydrated(page, guide);
    await page.getByRole('button', { name: 'Open the site menu' }).click();
    const menu = await page.getByRole('dialog', { name: 'Site menu' }).boundingBox();
    expect(menu && menu.y === 0 && menu.height === 700).toBe(true);
  });

  it('pages without a sidebar have no hamburger for it', async () => {
    const page = await newPage({ viewport: { width: 995, height: 600 } });
    await gotoHydrated(page, '/en/no-such-page');
    await expect
      .poll(() => page.getByRole('button', { name: 'Open the documentation menu' }).count())
      .toBe(0);
  });
});
