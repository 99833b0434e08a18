import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoHydrated, setupBrowser } from '../support/browser';
import { guideTitle, waitForTitle } from '../support/guide-titles';
import {
  afterQueuedTasks,
  chunkScripts,
  firstSeenAt,
  pauseClockSoon,
  recordChunkScripts,
  recordFirstAppearance,
  stubConnection,
} from '../support/page-probes';

const { newPage } = setupBrowser();
const ASYNC_CHUNKS = '**/static/js/async/**';

/**
 * From now on, every chunk loaded on demand waits: `passUntil(selector)` lets the waiting
 * ones through until the page shows `selector`, so what that part asks for once it is on
 * the page stays held until `release()`, however slow the machine running the test is (a
 * fixed delay let the diagram's code arrive before the test had looked at the spinner).
 */
async function chunkGate(page: Page): Promise<{
  passUntil: (selector: string) => Promise<void>;
  release: () => void;
}> {
  const waiting: (() => void)[] = [];
  let open = false;
  await page.route(ASYNC_CHUNKS, async (route) => {
    if (!open) await new Promise<void>((resolve) => waiting.push(resolve));
    await route.continue().catch(() => {}); // the page may have moved on
  });
  return {
    async passUntil(selector) {
      for (;;) {
        // Taken before the page is looked at: a chunk the part asks for once it shows is not in it.
        const asked = waiting.splice(0);
        if ((await page.locator(selector).count()) > 0) {
          waiting.unshift(...asked);
          return;
        }
        for (const pass of asked) pass();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    release() {
      open = true;
      for (const pass of waiting.splice(0)) pass();
    },
  };
}

/**
 * From now on, every chunk loaded on demand is held until the returned function lets them
 * through: the next page cannot arrive early however slow the machine running the test is
 * (a fixed delay once let it arrive before the test had looked at the bar).
 */
async function holdChunks(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(ASYNC_CHUNKS, async (route) => {
    await released;
    await route.continue().catch(() => {}); // the page may have moved on
  });
  return release;
}

const progressBar = (page: Page) => page.locator('#nprogress');

/*
 * The page's clock (timers, Date) is frozen while the next page loads, then
 * moved by hand: what shows at 199 ms and at 201 ms is then exact, whatever
 * the speed of the machine running the test.
 */
describe('route-change progress bar', () => {
  it('appears when the next page takes longer than 200 ms, and completes when it renders', async () => {
    const page = await newPage();
    await page.clock.install();
    await gotoHydrated(page, '/en/docs/intro/getting-started');
    const releaseChunks = await holdChunks(page);
    await pauseClockSoon(page);
    await page
      .locator('.rp-doc-layout__sidebar')
      .getByRole('link', { name: 'Cash-out webhooks' })
      .click();
    await page.clock.runFor(199);
    await expect.poll(() => progressBar(page).count()).toBe(0);
    await page.clock.runFor(2);
    await expect.poll(() => progressBar(page).count()).toBe(1);
    // Still loading: the old page is shown under the bar.
    await expect
      .poll(() => page.locator('h1').first().textContent())
      .toContain(guideTitle('en', 'intro/getting-started'));

    releaseChunks();
    await page.clock.resume();
    await waitForTitle(page, guideTitle('en', 'webhook/cashout'));
    expect(new URL(page.url()).pathname).toBe('/en/docs/webhook/cashout');
    await page.waitForSelector('#nprogress', { state: 'detached' });
  });

  it('a fast navigation shows no bar', async () => {
    const page = await newPage();
    await recordFirstAppearance(page, ['#nprogress']);
    await page.clock.install();
    await gotoHydrated(page, '/en/docs/intro/getting-started');
    const link = page
      .locator('.rp-doc-layout__sidebar')
      .getByRole('link', { name: 'Cash-out webhooks' });
    await link.hover(); // prefetched: the next page is ready at once
    await page.waitForLoadState('networkidle');
    await pauseClockSoon(page);
    await link.click();
    await waitForTitle(page, guideTitle('en', 'webhook/cashout'));
    // Past the bar's 200 ms delay on the page's clock: a timer left running would show it now.
    await page.clock.runFor(1000);
    await afterQueuedTasks(page);
    await expect(firstSeenAt(page, '#nprogress')).resolves.toBeUndefined();
  });

  it('also runs for route changes that are not link clicks (Back to a page not loaded yet)', async () => {
    const page = await newPage();
    await page.clock.install();
    await gotoHydrated(page, '/en/docs/intro/getting-started');
    // History holds a page of the site this tab has not loaded (as after a redirect).
    await page.evaluate(() => {
      history.pushState(null, '', '/en/docs/webhook/infraction');
      history.pushState(null, '', '/en/docs/intro/getting-started');
    });
    const releaseChunks = await holdChunks(page);
    await pauseClockSoon(page);
    await page.evaluate(() => history.back());
    await page.clock.runFor(199);
    await expect.poll(() => progressBar(page).count()).toBe(0);
    await page.clock.runFor(2);
    await expect.poll(() => progressBar(page).count()).toBe(1);

    releaseChunks();
    await page.clock.resume();
    await waitForTitle(page, guideTitle('en', 'webhook/infraction'));
    await page.waitForSelector('#nprogress', { state: 'detached' });
  });
});

describe('lazy-loaded parts', () => {
  it('a mermaid diagram shows a spinner only after 200 ms, then the diagram', async () => {
    const page = await newPage();
    await page.clock.install();
    await gotoHydrated(page, '/en/docs/intro/getting-started');
    const chunks = await chunkGate(page);
    await pauseClockSoon(page);
    await page
      .locator('.rp-doc-layout__sidebar')
      .getByRole('link', { name: '3DS authentication' })
      .click();
    // The page shows; its diagram's code (mermaid) is held.
    await chunks.passUntil('.ap-lazy-part');
    await page.clock.runFor(199);
    await expect.poll(() => page.locator('.ap-delayed-spinner').count()).toBe(0);
    await page.clock.runFor(2);
    await expect.poll(() => page.locator('.ap-delayed-spinner').count()).toBe(1);
    await expect
      .poll(() => page.locator('.ap-lazy-part').getByRole('status').textContent())
      .toBe('Loading…');

    chunks.release();
    await page.clock.resume();
    await page.waitForSelector('.ap-lazy-part svg[aria-roledescription]', { timeout: 20_000 });
    await expect.poll(() => page.locator('.ap-delayed-spinner').count()).toBe(0);
  });
});

describe('prefetch of linked pages', () => {
  /**
   * JS asked for once the page has handled the reader's hover on a sidebar link: a prefetch
   * adds its script at once, in the hover's own handler (recordChunkScripts).
   */
  async function jsRequestedOnHover(page: Page): Promise<string[]> {
    await recordChunkScripts(page);
    await gotoHydrated(page, '/en/docs/intro/getting-started');
    await page.waitForLoadState('networkidle');
    const before = (await chunkScripts(page)).added.length;
    const link = page
      .locator('.rp-doc-layout__sidebar')
      .getByRole('link', { name: 'Infraction webhooks (MED)' });
    await link.hover();
    await expect.poll(() => link.evaluate((a) => a.matches(':hover'))).toBe(true);
    await afterQueuedTasks(page);
    return (await chunkScripts(page)).added.slice(before);
  }

  it('hovering a link prefetches its page on a normal connection', async () => {
    const page = await newPage();
    await stubConnection(page, { saveData: false, effectiveType: '4g' });
    await expect(jsRequestedOnHover(page)).resolves.not.toEqual([]);
  });

  it.each([
    ['data saver on', { saveData: true, effectiveType: '4g' }],
    ['a 2g connection', { saveData: false, effectiveType: '2g' }],
    ['a slow-2g connection', { saveData: false, effectiveType: 'slow-2g' }],
  ])('nothing is prefetched with %s, and links still work', async (_, connection) => {
    const page = await newPage();
    await stubConnection(page, connection);
    await expect(jsRequestedOnHover(page)).resolves.toEqual([]);
    await page
      .locator('.rp-doc-layout__sidebar')
      .getByRole('link', { name: 'Infraction webhooks (MED)' })
      .click();
    await waitForTitle(page, guideTitle('en', 'webhook/infraction'));
    expect(new URL(page.url()).pathname).toBe('/en/docs/webhook/infraction');
  });
});

describe('docs version', () => {
  const badge = (page: Page) => page.locator('.ap-docs-version__badge');

  it('docs pages show the version "Next", marked latest; other pages do not', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/docs/intro/authentication');
    await expect.poll(() => badge(page).textContent()).toBe('Version: Nextlatest');
    await expect.poll(() => badge(page).locator('.ap-docs-version__latest').isVisible()).toBe(true);
    await gotoHydrated(page, '/docs/webhook/cashout');
    await expect.poll(() => badge(page).textContent()).toBe('Versão: Nextmais recente');
    await gotoHydrated(page, '/en/no-such-page');
    await expect.poll(() => badge(page).count()).toBe(0);
  });

  it('its menu lists the versions and closes on Esc or a click elsewhere', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/docs/intro/authentication');
    const list = page.locator('.ap-docs-version__list');
    await badge(page).click();
    await expect.poll(() => list.getByRole('link').allTextContents()).toEqual(['Nextlatest']);
    await page.keyboard.press('Escape');
    await expect.poll(() => list.isVisible()).toBe(false);
    await badge(page).click();
    await page.locator('h1').first().click();
    await expect.poll(() => list.isVisible()).toBe(false);
  });

  it("the reader's choice is stored in localStorage and read back", async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/docs/intro/authentication');
    await badge(page).click();
    await page.locator('.ap-docs-version__list').getByRole('link', { name: /Next/ }).click();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('ap-docs-preferred-version')))
      .toBe('current');
    expect(new URL(page.url()).pathname).toBe('/en/docs/intro/authentication');

    // A stored version that is no longer published is read back and pointed out.
    await page.evaluate(() => localStorage.setItem('ap-docs-preferred-version', '1.x'));
    await gotoHydrated(page, '/en/docs/intro/authentication');
    await expect
      .poll(() => page.locator('.ap-docs-version__notice').textContent())
      .toBe('The version you chose before (1.x) is no longer available: showing Next.');
    // A corrupted value is ignored.
    await page.evaluate(() => localStorage.setItem('ap-docs-preferred-version', '{"%<'));
    await gotoHydrated(page, '/en/docs/intro/authentication');
    await expect.poll(() => page.locator('.ap-docs-version__notice').count()).toBe(0);
    await expect.poll(() => badge(page).textContent()).toBe('Version: Nextlatest');
  });
});

describe('last update', () => {
  /**
   * The newest commit that changed the file, as the plugin reads history (plugins/last-updated:
   * one `git log --name-only`, which lists no files for a merge): merges are not authors.
   */
  function lastCommit(file: string) {
    const out = execFileSync(
      'git',
      ['log', '-1', '--no-merges', '--full-history', '--format=%at%x00%aN', '--', file],
      { encoding: 'utf8' },
    ).trim();
    const [seconds = '', author = ''] = out.split('\0');
    return { date: new Date(Number(seconds) * 1000), author };
  }

  it.each([
    ['/en/docs/intro/authentication', 'docs/en/docs/intro/authentication.mdx', 'en'],
    ['/docs/webhook/cashout', 'docs/pt-BR/docs/webhook/cashout.mdx', 'pt-BR'],
  ])('%s shows the date and author of its last commit', async (path, file, lang) => {
    const { date, author } = lastCommit(file);
    const day = new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(date);
    const expected =
      lang === 'en' ? `Last updated on ${day} by ${author}` : `Atualizado em ${day} por ${author}`;
    const page = await newPage();
    await gotoHydrated(page, path);
    await expect.poll(() => page.locator('.ap-last-updated').textContent()).toBe(expected);
    await expect
      .poll(() => page.locator('.ap-last-updated time').getAttribute('datetime'))
      .toBe(date.toISOString());
  });
});
