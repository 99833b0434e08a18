/**
 * Mistakes made while writing show on the page being edited in the dev server (Rsbuild's
 * error overlay, with the file, the line and the reason) and clear when fixed; its
 * pages navigate into another section and locale in the page, as the built site's do;
 * and a spec edit reaches an open API page without a restart (one dev server for all:
 * starting one costs about half a minute of a loaded machine).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { copySite, type SiteCopy } from '../support/site-copy';

const PAGE_FILE = 'docs/en/docs/handbook/style.mdx';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForServer(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the dev server did not answer ${url}`);
}

/**
 * The overlay's text ('' when there is none): Rsbuild renders it in a shadow
 * root. A reload the dev server asks for may land mid-read: that read is ''
 * and the callers poll again.
 */
function overlayText(page: Page): Promise<string> {
  return page
    .evaluate(() => document.querySelector('rsbuild-error-overlay')?.shadowRoot?.textContent ?? '')
    .catch((error: unknown) => {
      if (/context was destroyed|navigat/i.test(String(error))) return '';
      throw error;
    });
}

/**
 * A page whose navigations (goto, reload) wait as long as the dev server's
 * first compile of a route takes on a loaded machine: Playwright's 30 s
 * default gave up before the load event.
 */
async function devPage(
  browser: Browser,
  options?: Parameters<Browser['newPage']>[0],
): Promise<Page> {
  const page = await browser.newPage(options);
  page.setDefaultNavigationTimeout(300_000);
  return page;
}

let site: SiteCopy;
let dev: ChildProcess | undefined;
/** Resolves when the dev server's npm has exited: its copy is removed only then. */
let devClosed: Promise<void> = Promise.resolve();
let browser: Browser | undefined;
let page: Page;
let original = '';
let origin = '';
/** What the dev server printed (npm run dev: the generator's check, then Rspress). */
let devOutput = '';

beforeAll(async () => {
  site = await copySite();
  const port = await freePort();
  dev = spawn('npm', ['run', 'dev', '--silent'], {
    cwd: site.dir,
    env: { ...process.env, PORT: String(port), NO_COLOR: '1' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = dev;
  devClosed = new Promise((closed) => started.on('close', () => closed()));
  dev.stdout?.on('data', (chunk: Buffer) => {
    devOutput += chunk.toString();
  });
  dev.stderr?.on('data', (chunk: Buffer) => {
    devOutput += chunk.toString();
  });
  origin = `http://127.0.0.1:${port}`;
  const url = `${origin}/en/docs/handbook/style`;
  await waitForServer(url, Date.now() + 300_000);
  browser = await launchChromium();
  page = await devPage(browser);
  await page.goto(url);
  await page
    .getByRole('heading', { level: 1, name: 'Style and terminology' })
    .waitFor({ timeout: 300_000 });
  original = await import('node:fs/promises').then((fs) =>
    fs.readFile(site.file(PAGE_FILE), 'utf8'),
  );
});

afterAll(async () => {
  await browser?.close();
  if (dev?.pid) {
    try {
      process.kill(-dev.pid);
      // A dev server still writing into the copy makes removing it fail (ENOTEMPTY).
      await devClosed;
    } catch {
      // already gone
    }
  }
  await site?.dispose();
});

/** Waits for an overlay that holds every part, and returns its text. */
async function expectOverlay(...parts: string[]): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        text = await overlayText(page);
        return parts.filter((part) => !text.includes(part));
      },
      { timeout: 120_000, interval: 500 },
    )
    .toEqual([]);
  return text;
}

async function expectNoOverlay() {
  await expect.poll(() => overlayText(page), { timeout: 120_000, interval: 500 }).toBe('');
}

describe('the dev server shows writing errors on the page', () => {
  it('an invalid frontmatter: file, line and reason; gone once fixed', async () => {
    await site.write(
      PAGE_FILE,
      original.replace("title: 'Style and terminology'", "title: 'Style and terminology"),
    );
    const text = await expectOverlay('style.mdx:', 'invalid YAML');
    // Where the quote opens, on the title's line: not 1:1.
    expect(text).toMatch(/style\.mdx:2:\d+: invalid YAML/);
    await site.write(PAGE_FILE, original);
    await expectNoOverlay();
  });

  it('a frontmatter against its schema: a misspelt key, a missing title, a wrong type, also after a reload', async () => {
    await site.write(
      PAGE_FILE,
      original.replace("title: 'Style and terminology'", "titel: 'Style'"),
    );
    await expectOverlay('style.mdx:2:1', '"titel" is not a field', 'style.mdx:', '"title"');
    await page.reload();
    await expectOverlay('style.mdx:2:1', '"titel" is not a field');
    await site.write(
      PAGE_FILE,
      original.replace("title: 'Style and terminology'", 'title: [a, b]'),
    );
    await expectOverlay('style.mdx:2:', 'frontmatter field "title"');
    await page.reload();
    await expectOverlay('style.mdx:2:', 'frontmatter field "title"');
    await site.write(PAGE_FILE, original);
    await expectNoOverlay();
  });

  it('an MDX syntax error: file, line and reason; gone once fixed', async () => {
    // `<Broken` two lines below the heading; the parser stops within the next lines.
    const brokenLine = original.split('\n').indexOf('## Voice {#voice}') + 3;
    await site.write(
      PAGE_FILE,
      original.replace('## Voice {#voice}', '## Voice {#voice}\n\n<Broken\n'),
    );
    const text = await expectOverlay('MDX syntax error', 'style.mdx:');
    const line = Number(/style\.mdx:(\d+):\d+: MDX syntax error/.exec(text)?.[1]);
    expect(line).toBeGreaterThanOrEqual(brokenLine);
    expect(line).toBeLessThanOrEqual(brokenLine + 3);
    await site.write(PAGE_FILE, original);
    await expectNoOverlay();
  });

  it('an invalid OpenAPI spec: file, line and reason; gone once fixed', async () => {
    // Until the spec changes, the generator ran once at most, before the server: no second
    // run once the first page is up.
    expect(devOutput.match(/API reference: /g)?.length ?? 0).toBe(1);
    expect(devOutput).not.toMatch(/\[api-reference\] generated/);
    const spec = await import('node:fs/promises').then((fs) =>
      fs.readFile(site.file('openapi/openapi.yaml'), 'utf8'),
    );
    await site.write(
      'openapi/openapi.yaml',
      spec.replace(
        'operationId: UserTransactionController_getTransactions',
        'operationId: UserTransactionController_createTransaction',
      ),
    );
    await expectOverlay('openapi.yaml', 'line', 'operationId');
    await site.write('openapi/openapi.yaml', spec);
    await expectNoOverlay();
  });
});

describe('search in the dev server', () => {
  const box = () => page.locator('.ap-search').getByRole('combobox');
  it('searches the pages being edited, and follows an edit', async () => {
    await page.goto(`${origin}/en/docs/handbook/style`);
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 120_000 });
    await box().click();
    await box().fill('terminology');
    await expect
      .poll(() => page.locator('.ap-search [role="option"]').count(), { timeout: 120_000 })
      .toBeGreaterThan(0);
    // No message meant for a terminal (a command in backticks) reaches the reader.
    expect(await page.locator('.ap-search').textContent()).not.toContain('`');

    await site.write(
      PAGE_FILE,
      original.replace(
        '## Voice {#voice}',
        '## Zanzibar quills {#quills}\n\nA word no page has.\n\n## Voice {#voice}',
      ),
    );
    await expect
      .poll(
        async () => {
          // A new query each time: the box asks the worker, which checks the index first.
          await box().fill('');
          await box().fill('zanzibar quills');
          await page.waitForFunction(
            () =>
              document.querySelector('.ap-search [role="option"]') !== null ||
              /no results/i.test(document.querySelector('.ap-search__status')?.textContent ?? ''),
            undefined,
            { timeout: 30_000 },
          );
          return (await page.locator('.ap-search').innerHTML()).includes('#quills');
        },
        { timeout: 120_000, interval: 1500 },
      )
      .toBe(true);
    await site.write(PAGE_FILE, original);
  });
});

describe("the dev server's props tables (computed when a handbook page first needs them)", () => {
  it('a component page shows its props from the doc comments, and follows an edit to one', async () => {
    const COMPONENT = 'theme/components/Checklist/Checklist.tsx';
    const source = await import('node:fs/promises').then((fs) =>
      fs.readFile(site.file(COMPONENT), 'utf8'),
    );
    const described = 'The items: one `ChecklistItem` each';
    expect(source).toContain(described);
    const tables = browser && (await devPage(browser));
    if (!tables) throw new Error('no browser');
    try {
      await tables.goto(`${origin}/en/docs/handbook/components/checklist`);
      const items = tables
        .getByRole('row')
        .filter({ hasText: /^\s*children/ })
        .first();
      const itemsText = () =>
        items.textContent().then(
          (text) => text ?? '',
          () => '',
        );
      await expect
        .poll(itemsText, { timeout: 120_000, interval: 500 })
        .toContain('The items: one ChecklistItem each');
      await site.write(
        COMPONENT,
        source.replace(described, 'The entries: one `ChecklistItem` each'),
      );
      await expect
        .poll(itemsText, { timeout: 120_000, interval: 500 })
        .toContain('The entries: one ChecklistItem each');
    } finally {
      await site.write(COMPONENT, source);
      await tables.close();
    }
  });
});

describe('the dev server navigates like the built site', () => {
  it('a guide, then the API reference, then the other language: in the page, sidebar and all', async () => {
    const tab = browser && (await devPage(browser, { viewport: { width: 1440, height: 900 } }));
    if (!tab) throw new Error('no browser');
    let documents = 0;
    tab.on('request', (request) => {
      if (request.resourceType() === 'document') documents++;
    });
    try {
      await tab.goto(`${origin}/en/docs/intro/getting-started`);
      await tab.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 300_000 });
      await tab.locator('.rp-nav').getByRole('link', { name: 'API', exact: true }).click();
      await tab
        .getByRole('heading', { level: 1, name: /Create a transaction/ })
        .waitFor({ timeout: 120_000 });
      const sidebar = tab.locator('.rp-doc-layout__sidebar');
      await sidebar.getByRole('link', { name: 'Get the balance' }).waitFor({ timeout: 120_000 });

      const nav = tab.locator('.rp-nav__others');
      await nav.getByRole('button', { name: /Language/ }).click();
      await nav.getByRole('menuitemradio', { name: 'Português (Brasil)', exact: true }).click();
      await tab.waitForURL(
        (url) => url.pathname === '/docs/api/user-transaction-controller-create-transaction',
      );
      await tab
        .getByRole('heading', { level: 1, name: /Criar uma transação/ })
        .waitFor({ timeout: 120_000 });
      await sidebar.getByRole('link', { name: 'Consultar o saldo' }).waitFor({ timeout: 120_000 });
      expect(documents).toBe(1);
    } finally {
      await tab.close();
    }
  });
});

describe('the API reference in the dev server', () => {
  // Last in this file: it edits the spec the earlier tests' pages come from.
  it('a spec edit updates the open page without a restart; a broken edit keeps it', async () => {
    const tab = browser && (await devPage(browser));
    if (!tab) throw new Error('no browser');
    const spec = readFileSync(site.file('openapi/openapi.yaml'), 'utf8');
    try {
      await tab.goto(`${origin}/en/docs/api/user-wallet-controller-get-balance`);
      await tab.waitForFunction(
        () => document.querySelector('h1')?.textContent?.includes('Get the balance'),
        null,
        { timeout: 150_000 },
      );
      // `npm run dev` generated the pages before the server (predev); the spec watcher
      // starts with the server, so the page being served means the watcher is listening.
      await expect.poll(() => /API reference: /.test(devOutput), { timeout: 60_000 }).toBe(true);
      await tab.evaluate(() => {
        (window as unknown as { __notReloaded: boolean }).__notReloaded = true;
      });

      await site.edit('openapi/openapi.yaml', (t) =>
        t
          .replace('      summary: Get the balance\n', '      summary: Read the balance\n')
          .replace(
            'Returns your balance split by availability.',
            'Returns your live balance split by availability.',
          ),
      );
      // The generator runs again, then the dev server compiles the changed page: at load 25
      // on two cores that once took longer than 60 s.
      await tab.waitForFunction(
        () => document.body.textContent?.includes('Returns your live balance'),
        null,
        { timeout: 240_000 },
      );
      await tab.waitForFunction(
        () => document.querySelector('h1')?.textContent?.includes('Read the balance'),
        null,
        { timeout: 240_000 },
      );
      await expect
        .poll(() =>
          tab.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded),
        )
        .toBe(true);

      await site.edit('openapi/openapi.yaml', (t) => t.replace('      tags: [Wallet]\n', ''));
      await expect
        .poll(() => /GET \/wallet\/balance has no tag/.test(devOutput), { timeout: 240_000 })
        .toBe(true);
      await expect
        .poll(() => tab.locator('h1').first().textContent())
        .toContain('Read the balance');
      expect(
        readFileSync(site.file('docs/en/docs/api/user-wallet-controller-get-balance.mdx'), 'utf8'),
      ).toContain('# Read the balance');
      expect(
        devOutput.split('\n').filter((l) => /restart/i.test(l) && !/prestart|predev/.test(l)),
      ).toEqual([]);
    } finally {
      await site.write('openapi/openapi.yaml', spec);
      await tab.close();
    }
  });
});
