/**
 * Init scripts that record what the reader would have seen at moments a
 * test cannot stop at (first paint, a bar appearing for a few frames), and
 * stubs of browser features (storage, connection).
 */
import type { Page } from 'playwright-core';
import { SCRIPTS_START_MARK } from '../../plugins/paint-first/loader-script';
import { expectConsoleErrors } from './browser';

declare global {
  interface Window {
    /** performance.now() when a selector first matched, per selector. */
    __apSeenAt?: Record<string, number>;
  }
}

/** Records, for each selector, when it first matched in the document. */
export async function recordFirstAppearance(page: Page, selectors: string[]): Promise<void> {
  await page.addInitScript((list: string[]) => {
    const seen: Record<string, number> = {};
    window.__apSeenAt = seen;
    const check = () => {
      for (const selector of list) {
        if (seen[selector] === undefined && document.querySelector(selector)) {
          seen[selector] = performance.now();
        }
      }
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
  }, selectors);
}

export async function firstSeenAt(page: Page, selector: string): Promise<number | undefined> {
  return page.evaluate((s) => window.__apSeenAt?.[s], selector);
}

const bundle = '**/static/js/**';

/**
 * Loads a page as the reader sees it before the JavaScript bundle has run
 * (the first paint): the bundle's requests fail; the HTML, the CSS and the
 * inline <head> script still apply. The bundle stays blocked (the page loads
 * its deferred scripts after the first paint, so lifting the block here would
 * let them run while the test looks) until `restoreBundle`.
 */
export async function gotoWithoutBundle(page: Page, path: string): Promise<void> {
  // Chromium logs each aborted script: that is the point here.
  expectConsoleErrors(page, /Failed to load resource: net::ERR_FAILED/);
  const refused = new Set<string>();
  await page.route(bundle, (route) => {
    refused.add(route.request().url());
    return route.abort();
  });
  await page.goto(path, { waitUntil: 'load' });
  // The page asks for its scripts only after the first paint, maybe after `load`. Wait until
  // it has asked for each and been refused: lifting the block before then would let some run
  // beside others that failed, and the chunk-load recovery would reload the page.
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    SCRIPTS_START_MARK,
  );
  const scripts = await page.evaluate(() =>
    Array.from(document.querySelectorAll('script[src]'), (s) => (s as HTMLScriptElement).src),
  );
  const deadline = Date.now() + 10_000;
  while (!scripts.every((src) => refused.has(src))) {
    if (Date.now() > deadline) throw new Error(`scripts never requested: ${scripts.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Lets the page load its scripts again, after `gotoWithoutBundle`. */
export async function restoreBundle(page: Page): Promise<void> {
  await page.unroute(bundle);
}

/** localStorage and sessionStorage throw on every access, as when the reader blocks them. */
export async function blockStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
}

/** navigator.connection as a browser on a metered or slow connection reports it. */
export async function stubConnection(
  page: Page,
  connection: { saveData: boolean; effectiveType: string },
): Promise<void> {
  await page.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { ...value, addEventListener() {}, removeEventListener() {} },
    });
  }, connection);
}

/** Collects uncaught page errors and console.error messages. */
export function collectErrors(page: Page) {
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { pageErrors, consoleErrors };
}
