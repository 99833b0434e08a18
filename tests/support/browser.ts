/**
 * Browser helpers for e2e tests: Debian's Chromium driven by playwright-core
 * (its own browser download does not work here).
 */
import { text } from 'node:stream/consumers';
import {
  type Browser,
  type BrowserContextOptions,
  chromium,
  type Download,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser-flags';
import { baseUrl } from './served-site';

export { CHROMIUM_ARGS, CHROMIUM_PATH };

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/**
 * The Chromium the e2e project's global setup started (browser-server.ts), or
 * one of the file's own when it needs other flags or runs outside that project.
 */
export function sharedChromium(extraArgs: string[] = []): Promise<Browser> {
  const endpoint = extraArgs.length === 0 ? inject('chromiumEndpoint') : undefined;
  return endpoint ? chromium.connect(endpoint) : launchChromium(extraArgs);
}

export { baseUrl };

/**
 * What a page must never log: console errors, uncaught exceptions, and React
 * hydration errors (Rspress reports those as console warnings, "hydrateRoot
 * recoverable error"). A not-found page's own 404 status is expected.
 */
const expectedConsoleErrors = new WeakMap<Page, RegExp[]>();

/** Messages a test causes on purpose on one page (e.g. it aborts the page's scripts). */
export function expectConsoleErrors(page: Page, ...patterns: RegExp[]): void {
  expectedConsoleErrors.set(page, [...(expectedConsoleErrors.get(page) ?? []), ...patterns]);
}

export function recordConsoleProblems(page: Page, problems: string[]): void {
  const notFoundDocuments = new Set<string>();
  page.on('response', (response) => {
    if (response.status() === 404 && response.request().isNavigationRequest()) {
      notFoundDocuments.add(response.url().replace(/#.*/s, ''));
    }
  });
  page.on('console', (message) => {
    const text = message.text();
    const isHydrationError = message.type() === 'warning' && /hydrat/i.test(text);
    if (message.type() !== 'error' && !isHydrationError) return;
    const source = message.location().url;
    if (/status of 404/.test(text) && notFoundDocuments.has(source.replace(/#.*/s, ''))) return;
    if ((expectedConsoleErrors.get(page) ?? []).some((pattern) => pattern.test(text))) return;
    problems.push(`console ${message.type()}: ${text} (${source || page.url()})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message} (${page.url()})`));
}

/**
 * One browser for the e2e project (a file with `extraArgs` starts its own);
 * `newPage()` opens a fresh context (own storage) so tests and files do not
 * leak state into each other; the file's contexts close with it. `extraArgs` is read when the
 * browser starts (after the file's earlier `beforeAll` hooks, e.g. a mock
 * server whose flags it needs).
 *
 * Every test fails on a console error, an uncaught exception or a hydration
 * error of its pages; `allowConsoleErrors` lists the messages a file causes on
 * purpose (a failed chunk, an unreachable API).
 */
export function setupBrowser(
  options: {
    extraArgs?: () => string[];
    allowConsoleErrors?: RegExp[];
    /**
     * The file reads the clipboard: it gets a Chromium of its own. Chromium
     * has one clipboard per browser process, shared by every context, so in
     * the shared browser another file's copy can land between this file's
     * copy and its read.
     */
    readsClipboard?: boolean;
  } = {},
) {
  let browser: Browser | undefined;
  // One array for the whole file: a page a file keeps across tests reports into it too.
  const problems: string[] = [];
  beforeAll(async () => {
    const extraArgs = options.extraArgs?.() ?? [];
    browser = options.readsClipboard
      ? await launchChromium(extraArgs)
      : await sharedChromium(extraArgs);
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(() => {
    const unexpected = problems
      .splice(0)
      .filter((p) => !(options.allowConsoleErrors ?? []).some((allowed) => allowed.test(p)));
    expect(unexpected, 'console errors, uncaught exceptions or hydration errors').toEqual([]);
  });
  const readsClipboard = options.readsClipboard === true;
  return {
    async newPage(options: BrowserContextOptions = {}): Promise<Page> {
      if (!browser) throw new Error('browser not started');
      if (options.permissions?.includes('clipboard-read') && !readsClipboard) {
        throw new Error(
          'a page that reads the clipboard needs setupBrowser({ readsClipboard: true }): the shared Chromium has one clipboard for every file',
        );
      }
      const context = await browser.newContext({
        baseURL: baseUrl(),
        viewport: { width: 1440, height: 900 },
        ...options,
      });
      const page = await context.newPage();
      recordConsoleProblems(page, problems);
      return page;
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

/**
 * A download's contents. From the shared browser (a connection, not a launch)
 * a download has no local path (`download.path()` throws): its stream works
 * either way.
 */
export async function downloadedText(download: Download): Promise<string> {
  return text(await download.createReadStream());
}
