/**
 * Browser helpers for e2e tests: Debian's Chromium driven by playwright-core
 * (its own browser download does not work here).
 */
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/** The served build's origin, e.g. http://127.0.0.1:41234 */
export function baseUrl(): string {
  return inject('baseUrl');
}

/**
 * One browser per test file; `newPage()` opens a fresh context (own storage)
 * so tests do not leak state into each other. `extraArgs` is read when the
 * browser starts (after the file's earlier `beforeAll` hooks, e.g. a mock
 * server whose flags it needs).
 */
export function setupBrowser(options: { extraArgs?: () => string[] } = {}) {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium(options.extraArgs?.());
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async newPage(options: BrowserContextOptions = {}): Promise<Page> {
      if (!browser) throw new Error('browser not started');
      const context = await browser.newContext({
        baseURL: baseUrl(),
        viewport: { width: 1440, height: 900 },
        ...options,
      });
      return context.newPage();
    },
  };
}

/**
 * Waits until the page is live: React has hydrated it and every part has run
 * its effects (the site's Layout marks <html data-hydrated> last).
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}
