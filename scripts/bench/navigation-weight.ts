/**
 * What a client-side navigation costs: from a hydrated, quiet page, the
 * reader hovers a navbar link (prefetch) and clicks it; counted is the
 * JavaScript fetched from the hover until the network is quiet again (the
 * next section's route data, its bucket, the page's chunk), and whether the
 * browser loaded a new document (a full reload) on the way.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';

export interface NavigationWeight {
  jsGzip: number;
  requests: number;
  /** Documents requested after the first page: 0 when the navigation stayed in the page. */
  reloads: number;
}

/** Resolves once no request has been in flight for `quietMs` (networkidle within a page). */
async function networkQuiet(page: Page, quietMs = 500, timeoutMs = 120_000): Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = lastChange;
  const up = () => {
    inFlight++;
    lastChange = Date.now();
  };
  const down = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', up);
  page.on('requestfinished', down);
  page.on('requestfailed', down);
  try {
    while (inFlight > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() - started > timeoutMs)
        throw new Error(`network still busy after ${timeoutMs} ms on ${page.url()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    page.off('request', up);
    page.off('requestfinished', down);
    page.off('requestfailed', down);
  }
}

/**
 * Opens `from`, then hovers and clicks the navbar link named `linkName`,
 * which must lead to `to` (a path), and measures what that navigation fetched.
 */
export async function measureNavigationJs(
  browser: Browser,
  baseUrl: string,
  nav: { from: string; linkName: string; to: string },
): Promise<NavigationWeight> {
  // Wide enough for the full navbar.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(new URL(nav.from, baseUrl).href, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const fromHeading = await page.locator('h1').first().textContent();

    let reloads = 0;
    const bodies: Promise<Buffer>[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') reloads++;
    });
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || response.url().endsWith('.js')) bodies.push(response.body());
    });

    const link = page.locator('.rp-nav').getByRole('link', { name: nav.linkName, exact: true });
    await link.hover();
    await networkQuiet(page);
    await link.click();
    await page.waitForURL((url) => url.pathname === nav.to);
    // The new page is on screen (its heading replaced the old one), then its data is in.
    await page.waitForFunction((old) => {
      const heading = document.querySelector('h1')?.textContent;
      return Boolean(heading) && heading !== old;
    }, fromHeading);
    await networkQuiet(page);
    const buffers = await Promise.all(bodies);
    return {
      jsGzip: buffers.reduce((s, b) => s + gzipSync(b, { level: 9 }).length, 0),
      requests: buffers.length,
      reloads,
    };
  } finally {
    await context.close();
  }
}
