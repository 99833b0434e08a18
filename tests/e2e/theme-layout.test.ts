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
      await expect(footer.getByRole('heading', { name: title }).isVisible()).resolves.toBe(true);
      await expect(footer.getByRole('link', { name: link }).getAttribute('href')).resolves.toBe(
        'https://acmepay.example',
      );
      await expect(footer.getByText(`Copyright © ${buildYear} Acme Pay`).isVisible()).resolves.toBe(
        true,
      );
    },
  );
});

describe('responsive layout (mobile below 996 px)', () => {
  const guide = '/en/docs/intro/authentication';

  it('at 996 px the sidebar is shown, cannot be hidden and its categories do not collapse', async () => {
    const page = await newPage({ viewport: { width: 996, height: 800 } });
    await gotoHydrated(page, guide);
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    await expect(sidebar.isVisible()).resolves.toBe(true);
    await expect(
      sidebar.getByRole('link', { name: 'Infraction webhooks (MED)' }).isVisible(),
    ).resolves.toBe(true);
    // The sidebar is on the page, so the site menu does not repeat its tree.
    await page.getByRole('button', { name: 'Open the site menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect(menu.isVisible()).resolves.toBe(true);
    await expect(menu.getByRole('link', { name: 'Cash-out webhooks' }).isVisible()).resolves.toBe(
      false,
    );
    await page.keyboard.press('Escape');
    // Rspress' own sidebar button (which would toggle it) is not offered.
    await expect(page.locator('.rp-sidebar-menu__left').isVisible()).resolves.toBe(false);
    for (const category of ['Introduction', 'Webhooks']) {
      await sidebar.getByText(category, { exact: true }).click();
    }
    for (const name of ['Getting started', 'Cash-out webhooks']) {
      await expect(sidebar.getByRole('link', { name }).isVisible()).resolves.toBe(true);
    }
  });

  it('at 995 px the sidebar is hidden and the one menu button opens it in the site menu', async () => {
    const page = await newPage({ viewport: { width: 995, height: 600 } });
    await gotoHydrated(page, guide);
    await expect(page.locator('.rp-doc-layout__sidebar').isVisible()).resolves.toBe(false);
    const hamburger = page.locator('.rp-nav').getByRole('button', {
      name: 'Open the site menu',
    });
    await expect(hamburger.isVisible()).resolves.toBe(true);

    await hamburger.click();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await expect(drawer.isVisible()).resolves.toBe(true);
    await expect(drawer.getByRole('link', { name: 'Cash-out webhooks' }).isVisible()).resolves.toBe(
      true,
    );
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
    await expect(drawer.isVisible()).resolves.toBe(false);
    await expect.poll(() => hamburger.getAttribute('aria-expanded')).toBe('false');

    await hamburger.click();
    await drawer.getByRole('button', { name: 'Close the site menu' }).click();
    await expect(drawer.isVisible()).resolves.toBe(false);
  });

  it('the page behind the open drawer does not scroll, and following a link closes it', async () => {
    const page = await newPage({ viewport: { width: 995, height: 500 } });
    await gotoHydrated(page, guide);
    const scrollable = await page.evaluate(
      () => document.documentElement.scrollHeight > window.innerHeight + 200,
    );
    expect(scrollable).toBe(true);
    await page.getByRole('button', { name: 'Open the site menu' }).click();
    await page.mouse.move(200, 300); // over the page behind the menu (it opens on the right)
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);

    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await drawer.getByRole('link', { name: 'Cash-out webhooks' }).click();
    await page.waitForURL('**/en/docs/webhook/cashout');
    await expect(drawer.isVisible()).resolves.toBe(false);
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
    await expect(
      page.getByRole('button', { name: 'Open the documentation menu' }).count(),
    ).resolves.toBe(0);
  });
});
