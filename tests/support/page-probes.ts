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
    /** Navigations this document started (reload, assign, history), in order. */
    __apNavigations?: string[];
    /** Chunk scripts this document added, and those that failed to load (their URL), in order. */
    __apChunkScripts?: { added: string[]; failed: string[] };
  }
}

/**
 * Records every navigation a document starts: a reload, a new URL, a
 * client-side route change (the Navigation API's `navigate` event fires, at
 * once, for each). A test asserts "no reload, no redirect" by reading the
 * record once what could have caused one has been handled, not after a sleep.
 */
export async function recordNavigations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const started: string[] = [];
    window.__apNavigations = started;
    const navigation = (window as unknown as { navigation?: EventTarget }).navigation;
    navigation?.addEventListener('navigate', (event) => {
      const { navigationType, destination } = event as Event & {
        navigationType: string;
        destination: { url: string };
      };
      // The router's own bookkeeping at start (its state put on the current entry) goes nowhere.
      if (navigationType === 'replace' && destination.url === location.href) return;
      started.push(`${navigationType} ${destination.url}`);
    });
  });
}

/** The navigations the page's current document has started. */
export function navigationsStarted(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__apNavigations ?? []);
}

/**
 * Records the chunk scripts a document adds (a page's or a part's code loaded
 * on demand, a prefetch: the element is added at once when the load is asked
 * for, before any request goes out), and those whose load failed (their
 * `error` event, which the code that asked for them handles).
 */
export async function recordChunkScripts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { added: [] as string[], failed: [] as string[] };
    window.__apChunkScripts = record;
    const chunkUrl = (node: unknown) => {
      const url =
        node instanceof HTMLScriptElement
          ? node.src
          : node instanceof HTMLLinkElement
            ? node.href
            : '';
      return url.includes('/static/js/async/') ? url : undefined;
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          const url = chunkUrl(node);
          if (url) record.added.push(url);
        }
      }
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener(
      'error',
      (event) => {
        const url = chunkUrl(event.target);
        if (url) record.failed.push(url);
      },
      true,
    );
  });
}

/** The chunk scripts the page's current document has added, and those that failed. */
export function chunkScripts(page: Page): Promise<{ added: string[]; failed: string[] }> {
  return page.evaluate(() => window.__apChunkScripts ?? { added: [], failed: [] });
}

/**
 * Resolves once the page has run the tasks queued before this call (a posted
 * message is a task queued behind them; unlike a timer it also runs under
 * `page.clock`): what an event handled just now has set in motion
 * synchronously, or in microtasks, has happened.
 */
export function afterQueuedTasks(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * Freezes the page's clock (after `page.clock.install()`) half a second from its now: what a
 * timer would end (a time limit, a delay before a bar shows) waits until the test moves the
 * clock with `page.clock.runFor`. On a loaded machine more than that half second can pass
 * between reading the page's time and pausing it ("Cannot fast-forward to the past"): then
 * the page's time is read again.
 */
export async function pauseClockSoon(page: Page): Promise<void> {
  for (;;) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 500);
      return;
    } catch (error) {
      if (!String(error).includes('fast-forward to the past')) throw error;
    }
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
