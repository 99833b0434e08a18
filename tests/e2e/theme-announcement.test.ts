import { describe, expect, it } from 'vitest';
import { brand } from '../../config/brand';
import { gotoHydrated, setupBrowser } from '../support/browser';
import { gotoWithoutBundle, restoreBundle } from '../support/page-probes';

const { newPage } = setupBrowser();
const bar = '.ap-announcement';

describe('announcement bar', () => {
  it('shows above the navbar, in the page language, linking to the announced page', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/docs/intro/getting-started');
    const announcement = page.getByRole('region', { name: 'Announcement' });
    await expect.poll(() => announcement.textContent()).toContain(brand.announcement.text.en);
    const barBox = await announcement.boundingBox();
    const navBox = await page.locator('.rp-nav').boundingBox();
    expect(barBox && navBox && barBox.y + barBox.height <= navBox.y).toBe(true);
    await expect
      .poll(() => announcement.getByRole('link').getAttribute('href'))
      .toBe('/en/docs/webhook/infraction');

    await gotoHydrated(page, '/');
    await expect
      .poll(() => page.getByRole('region', { name: 'Aviso' }).textContent())
      .toContain(brand.announcement.text['pt-BR']);
  });

  it('once closed it stays hidden on every page and reload, with no flash before hydration', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/docs/intro/getting-started');
    await page.getByRole('button', { name: 'Close the announcement' }).click();
    await expect.poll(() => page.locator(bar).count()).toBe(0);

    await gotoHydrated(page, '/en/docs/webhook/cashout');
    await expect.poll(() => page.locator(bar).count()).toBe(0);
    await gotoHydrated(page, '/');
    await expect.poll(() => page.locator(bar).count()).toBe(0);

    // What the reader sees before the JavaScript runs: the bar is already hidden.
    await gotoWithoutBundle(page, '/en/docs/intro/authentication');
    await expect.poll(() => page.locator(bar).count()).toBe(1); // in the static HTML...
    await expect.poll(() => page.locator(bar).isVisible()).toBe(false); // ...but not shown
  });

  it('shows again when the configured announcement id changes', async () => {
    const page = await newPage();
    // The reader closed an earlier announcement.
    await page.addInitScript(() => localStorage.setItem('ap-announcement-dismissed', 'older-id'));
    await gotoWithoutBundle(page, '/en/docs/intro/authentication');
    await expect.poll(() => page.locator(bar).isVisible()).toBe(true);
    await restoreBundle(page);
    await gotoHydrated(page, '/en/docs/intro/authentication');
    await expect.poll(() => page.locator(bar).isVisible()).toBe(true);
  });
});
