/**
 * The API reference in Chromium, against the production build: every page
 * shows what a developer needs, the sample language follows the reader, copy
 * works, navigation (sidebar, navbar) and accessibility hold.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runAxe } from '../support/axe';
import { baseUrl, downloadedText, gotoHydrated, setupBrowser } from '../support/browser';
import { apiOperationSlugs } from '../support/site-routes';

const { newPage } = setupBrowser({ readsClipboard: true });

type Json = Record<string, unknown>;
const spec = parse(
  readFileSync(path.join(import.meta.dirname, '../../openapi/openapi.yaml'), 'utf8'),
) as Json;

/** What each operation page must show, read from the spec itself. */
const operations = Object.entries(spec.paths as Json).flatMap(([route, item]) =>
  Object.entries(item as Json).map(([method, raw]) => {
    const op = raw as Json;
    const components = (spec.components as Json).parameters as Json;
    const parameters = ((op.parameters as Json[] | undefined) ?? []).map((p) => {
      const ref = p.$ref as string | undefined;
      return String((ref ? (components[ref.split('/').at(-1) as string] as Json) : p).name);
    });
    const slug = String(op.operationId)
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .replace(/_/g, '-')
      .toLowerCase();
    return {
      route,
      method,
      slug,
      parameters,
      statuses: Object.keys(op.responses as Json),
      tags: (op.tags as string[] | undefined) ?? [],
    };
  }),
);

const LANGUAGES = ['cURL', 'Node.js', 'Python', 'PHP', 'Java', 'Go', 'C#', 'Ruby'];
/** A token every sample of that language contains. */
const LANGUAGE_MARKS: Record<string, RegExp> = {
  cURL: /curl /,
  'Node.js': /fetch\(/,
  Python: /requests\./,
  PHP: /GuzzleHttp/,
  Java: /HttpRequest/,
  Go: /http\.NewRequest/,
  'C#': /HttpClient/,
  Ruby: /Net::HTTP/,
};

const sample = (page: Page) => page.getByTestId('api-code-sample');

/**
 * One page per locale for the walk over every operation: each operation is
 * still a full load of its own URL, with the context's HTTP cache warm (a fresh
 * context per page fetched and compiled every script again). Each test picks every
 * sample language itself, so the choice the last one stored changes nothing.
 */
const walkPages = new Map<string, Page>();
async function walkPage(lang: string): Promise<Page> {
  const open = walkPages.get(lang);
  if (open && !open.isClosed()) return open;
  const page = await newPage();
  walkPages.set(lang, page);
  return page;
}

describe('API operation pages', () => {
  it('the spec has exactly the routes of the site', () => {
    expect(operations.map((o) => o.slug).sort()).toEqual([...apiOperationSlugs].sort());
  });

  for (const lang of ['en', 'pt-BR'] as const) {
    it.each(operations)(
      `${lang}: $method $route shows method, path, parameters, statuses and a sample in every language`,
      async (op) => {
        const page = await walkPage(lang);
        await gotoHydrated(page, `${lang === 'en' ? '/en' : ''}/docs/api/${op.slug}`);
        const endpoint = page.locator('.ap-api-operation__endpoint');
        await expect
          .poll(() => endpoint.locator('.ap-api-method').textContent())
          .toBe(op.method.toUpperCase());
        await expect.poll(() => endpoint.locator('.ap-api-path').textContent()).toBe(op.route);
        for (const name of op.parameters) {
          await expect
            .poll(() => page.locator(`[data-parameter="${name}"]`).first().isVisible(), {
              message: name,
            })
            .toBe(true);
        }
        const shown = await page
          .locator('.ap-api-responses__item')
          .evaluateAll((items) => items.map((i) => i.getAttribute('data-status')));
        expect(shown.sort()).toEqual([...op.statuses].sort());
        const select = page.getByTestId('api-sample-language');
        for (const label of LANGUAGES) {
          await select.selectOption({ label });
          const code = (await sample(page).locator('code').textContent()) ?? '';
          expect(code, label).toMatch(LANGUAGE_MARKS[label] as RegExp);
          expect(code, label).toContain('sandbox.api.acmepay.example/v2');
        }
      },
    );
  }

  it('the chosen sample language persists on the next page and after a reload', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/docs/api/user-transaction-controller-create-transaction');
    await page.getByTestId('api-sample-language').selectOption({ label: 'Python' });
    await page
      .locator('.rp-doc-layout__sidebar')
      .getByRole('link', { name: 'Get the balance', exact: true })
      .click();
    await page.waitForURL('**/en/docs/api/user-wallet-controller-get-balance');
    await page.waitForFunction(
      () => document.querySelector('.ap-api-operation__path')?.textContent === '/wallet/balance',
    );
    // The stored choice applies right after the page renders: poll, as a reader would see it a frame later.
    await expect.poll(() => sample(page).getAttribute('data-language')).toBe('python');
    await expect.poll(() => sample(page).locator('code').textContent()).toMatch(/requests\.get\(/);
    await gotoHydrated(page, '/docs/api/user-cashout-controller-get-all');
    await expect.poll(() => page.getByTestId('api-sample-language').inputValue()).toBe('python');
    await page.context().close();
  });

  it('still works when storage throws (the choice lives for the visit)', async () => {
    const page = await newPage();
    // Storage that refuses our keys (quota exceeded, blocked): reading and writing throw.
    await page.addInitScript(() => {
      const { getItem, setItem } = Storage.prototype;
      Storage.prototype.getItem = function (key: string) {
        if (key.startsWith('ap-api')) throw new DOMException('blocked', 'SecurityError');
        return getItem.call(this, key);
      };
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key.startsWith('ap-api')) throw new DOMException('full', 'QuotaExceededError');
        return setItem.call(this, key, value);
      };
    });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await gotoHydrated(page, '/en/docs/api/user-transaction-controller-get-fee');
    await page.getByTestId('api-sample-language').selectOption({ label: 'Go' });
    await expect.poll(() => sample(page).locator('code').textContent()).toMatch(/http\.NewRequest/);
    // Next page of the same visit: the choice is kept in memory.
    await page
      .locator('.rp-doc-layout__sidebar')
      .getByRole('link', { name: 'Get a transaction', exact: true })
      .click();
    await page.waitForURL('**/en/docs/api/user-transaction-controller-get-transaction');
    await page.waitForFunction(
      () => document.querySelector('.ap-api-operation__path')?.textContent === '/transactions/{id}',
    );
    await expect.poll(() => sample(page).getAttribute('data-language')).toBe('go');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('copy puts the sample on the clipboard', async () => {
    const page = await newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await gotoHydrated(page, '/en/docs/api/user-transaction-controller-create-transaction');
    await page.getByTestId('api-sample-language').selectOption({ label: 'cURL' });
    const code = (await sample(page).locator('code').textContent()) ?? '';
    await sample(page).locator('.rp-code-copy-button').click();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard.trim()).toBe(code.trim());
    expect(clipboard).toContain("--header 'Authorization: Bearer sk_test_YOUR_SECRET_KEY'");
    await page.context().close();
  });

  it('the server switch shows the full URL for production or sandbox', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/docs/api/user-transaction-controller-get-transaction');
    const url = page.getByTestId('api-full-url');
    await expect
      .poll(() => url.textContent())
      .toBe('https://sandbox.api.acmepay.example/v2/transactions/{id}');
    await page.getByRole('button', { name: 'Production', exact: true }).click();
    await expect
      .poll(() => url.textContent())
      .toBe('https://api.acmepay.example/v2/transactions/{id}');
    await page.context().close();
  });

  it('the request body schema expands nested objects and shows oneOf alternatives by name', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/docs/api/user-transaction-controller-create-transaction');
    const body = page.locator('section[aria-labelledby="request-body"]');
    await expect
      .poll(() =>
        body.getByRole('button', { name: 'pix', exact: true }).getAttribute('aria-pressed'),
      )
      .toBe('true');
    await body.getByRole('button', { name: 'credit_card', exact: true }).click();
    const card = body
      .locator('.ap-schema__property', {
        has: page.locator('.ap-schema__name', { hasText: /^card$/ }),
      })
      .first();
    await expect
      .poll(() => card.locator('.ap-api-badge--required').first().textContent())
      .toBe('required');
    await card.locator('summary').first().click();
    await expect
      .poll(() => card.locator('.ap-schema__name', { hasText: /^token$/ }).isVisible())
      .toBe(true);
    await page.context().close();
  });

  it('has no accessibility violations (axe)', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/docs/api/user-transaction-controller-create-transaction');
    // Two Rspress controls present on every page of the site are left to the theme: the
    // heading anchors (`<a aria-hidden href="#...">`) and the unlabeled "LLMs view options"
    // button. Everything the API reference renders is checked.
    const results = await runAxe(page, undefined, {
      include: '.rp-doc-layout__doc',
      exclude: ['.rp-header-anchor', '.rp-llms-view-options__trigger'],
    });
    expect(
      results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
    await page.context().close();
  });

  it('shows one column on a phone: description, request sample, parameters, responses, response example', async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await gotoHydrated(page, '/docs/api/user-transaction-controller-create-transaction');
    const boxes = await page
      .locator(
        '.ap-api-operation__intro, .ap-api-operation__aside--request, .ap-api-operation__request, .ap-api-operation__responses, .ap-api-operation__aside--response',
      )
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect()));
    expect(boxes).toHaveLength(5);
    for (const [i, b] of boxes.entries()) {
      // One column: each part starts below the previous one and spans the same width.
      if (i > 0) expect(b.top).toBeGreaterThan((boxes[i - 1]?.bottom ?? 0) - 1);
      expect(Math.abs(b.left - (boxes[0]?.left ?? 0))).toBeLessThan(1);
    }
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
    await page.context().close();
  });

  it('says how to authenticate once, and names error bodies in the reader language', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/docs/api/user-transaction-controller-create-transaction');
    const auth =
      (await page.locator('section[aria-labelledby="authentication"]').textContent()) ?? '';
    // The spec's sentence, once; not also the generic one in other words.
    expect(auth.match(/Envie sua chave secreta/g)).toHaveLength(1);
    expect(auth).toContain('Authorization: Bearer sk_test_...');
    await expect
      .poll(() =>
        page
          .locator('.ap-api-responses__item[data-status="400"] .ap-api-responses__head')
          .textContent(),
      )
      .toBe('400objeto de erro');
    await expect
      .poll(() =>
        page
          .locator('.ap-api-responses__item[data-status="201"] .ap-api-responses__head')
          .textContent(),
      )
      .toBe('201Transaction');
    await page.context().close();
  });
});

describe('API navigation', () => {
  it('the navbar API link opens create-transaction and is highlighted there, Docs is not', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/docs/intro/getting-started');
    await page.locator('.rp-nav').getByRole('link', { name: 'API', exact: true }).first().click();
    await page.waitForURL('**/en/docs/api/user-transaction-controller-create-transaction');
    // The URL changes a moment before the new route renders.
    await page.waitForFunction(() =>
      document.querySelector('h1')?.textContent?.includes('Create a transaction'),
    );
    const active = await page.locator('.rp-nav [class*="active"]').allTextContents();
    expect(active.join(' ')).toContain('API');
    expect(active.join(' ')).not.toContain('Docs');
    await page.context().close();
  });

  it('the sidebar groups operations by tag, in spec order', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/docs/api/user-transaction-controller-create-transaction');
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    const text = (await sidebar.textContent()) ?? '';
    const order = [
      'Visão geral',
      'Transações',
      'Criar uma transação',
      'Estornar ou devolver uma transação',
      'Cash-outs',
      'Criar um cash-out',
      'Carteira',
      'Consultar o saldo',
    ];
    const positions = order.map((label) => text.indexOf(label));
    expect(
      positions.every((p) => p >= 0),
      JSON.stringify(positions),
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    await page.context().close();
  });

  it('the overview shows the API sidebar, lists operations by tag first and links the spec downloads', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/docs/api/documentacao-de-api');
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    await expect.poll(() => sidebar.isVisible()).toBe(true);
    await expect
      .poll(() =>
        sidebar.getByRole('link', { name: 'Create a transaction', exact: true }).isVisible(),
      )
      .toBe(true);
    // Operations near the top, then authentication, servers and the conventions in that order.
    const order = await page
      .locator('.ap-api-overview h2')
      .evaluateAll((hs) => hs.map((h) => h.id));
    expect(order.slice(0, 4)).toEqual(['operations', 'authentication', 'servers', 'conventions']);
    const headingIds = await page.locator('h3').evaluateAll((hs) => hs.map((h) => h.id));
    const conventions = ['errors', 'pagination', 'request-ids-and-rate-limits', 'idempotency'];
    const positions = conventions.map((id) => headingIds.indexOf(id));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // Each part links to its guide.
    for (const href of [
      '/en/docs/intro/authentication',
      '/en/docs/intro/getting-started#environments',
      '/en/docs/api/errors',
      '/en/docs/webhook/transaction#retries',
      '/en/docs/intro/authentication#rate-limits',
      '/en/docs/intro/getting-started#retry',
    ]) {
      await expect
        .poll(() => page.locator(`.ap-api-overview a[href="${href}"]`).count(), { message: href })
        .toBeGreaterThan(0);
    }
    // The servers table names each environment once ("Sandbox", then what it adds).
    const servers = await page
      .locator('section[aria-labelledby="servers"] tbody td:first-child')
      .allTextContents();
    expect(servers).toEqual(['Production', 'Sandboxtest keys, no real money']);
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('Acme Pay API');
    for (const heading of [
      'Servers',
      'Authentication',
      'Amounts in cents',
      'Pagination',
      'Idempotency',
      'Errors',
      'Operations',
    ]) {
      // A heading's name is its text plus its anchor link's label ("Link to the section …").
      await expect
        .poll(
          () => page.getByRole('heading', { name: new RegExp(`^${heading}( Link|$)`) }).count(),
          { message: heading },
        )
        .toBe(1);
    }
    // Each tag lists the operations whose first tag it is, in the spec's order.
    for (const tag of (spec.tags as Json[]).map((t) => String(t.name))) {
      const expected = operations
        .filter((o) => o.tags[0] === tag)
        .map((o) => `/en/docs/api/${o.slug}`);
      expect(expected.length, tag).toBeGreaterThan(0);
      await expect
        .poll(
          () =>
            page
              .locator(`[data-tag="${tag}"] a`)
              .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
          { message: tag },
        )
        .toEqual(expected);
    }
    for (const file of ['/openapi.json', '/openapi.yaml']) {
      await expect.poll(() => page.locator(`.rspress-doc a[href="${file}"]`).count()).toBe(1);
      const res = await fetch(new URL(file, baseUrl()));
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('https://sandbox.api.acmepay.example/v2');
    }
    await page.context().close();
  });

  it('the overview offers Postman and Insomnia files in the reader language, and they download', async () => {
    const cases = [
      {
        prefix: '',
        heading: 'Baixar para Postman / Insomnia',
        links: [
          'Coleção do Postman',
          'Ambiente do Postman: sandbox',
          'Ambiente do Postman: produção',
          'Insomnia (coleção e os dois ambientes)',
        ],
        folders: [
          'Transações',
          'Cash-outs',
          'Carteira',
          'Liquidação',
          'Disputas',
          'Pix recorrente',
        ],
        firstRequest: 'Criar uma transação',
      },
      {
        prefix: '/en',
        heading: 'Download for Postman / Insomnia',
        links: [
          'Postman collection',
          'Postman environment: sandbox',
          'Postman environment: production',
          'Insomnia (collection and both environments)',
        ],
        folders: ['Transactions', 'Cash-outs', 'Wallet', 'Settlement', 'Disputes', 'Recurring Pix'],
        firstRequest: 'Create a transaction',
      },
    ];
    const requestCount = operations.length;
    for (const c of cases) {
      const page = await newPage({ acceptDownloads: true });
      await gotoHydrated(page, `${c.prefix}/docs/api/documentacao-de-api`);
      await expect
        .poll(() =>
          page.getByRole('heading', { name: new RegExp(`^${c.heading}( Link|$)`) }).count(),
        )
        .toBe(1);
      const [collectionLink, sandboxLink, productionLink, insomniaLink] = c.links.map((name) =>
        page.getByRole('link', { name, exact: true }),
      );
      // The reader's click downloads the collection.
      const downloadEvent = page.waitForEvent('download');
      await collectionLink?.click();
      const download = await downloadEvent;
      expect(download.suggestedFilename()).toBe('acme-pay.postman_collection.json');
      const collection = JSON.parse(await downloadedText(download)) as {
        item: { name: string; item: { name: string; event: unknown[] }[] }[];
        event: { listen: string; script: { exec: string[] } }[];
        auth: { bearer: { value: string }[] };
      };
      expect(collection.item.map((f) => f.name)).toEqual(c.folders);
      expect(collection.item[0]?.item[0]?.name).toBe(c.firstRequest);
      expect(collection.item.flatMap((f) => f.item)).toHaveLength(requestCount);
      expect(collection.auth.bearer[0]?.value).toBe('{{apiKey}}');
      expect(collection.event[0]?.listen).toBe('prerequest');
      expect(collection.event[0]?.script.exec.join('\n')).toContain("'idempotencyKey'");

      const fetchJson = async (link: typeof collectionLink) => {
        const href = (await link?.getAttribute('href')) ?? '';
        expect(href.startsWith(`${c.prefix}/`)).toBe(true);
        const res = await fetch(new URL(href, baseUrl()));
        expect(res.status, href).toBe(200);
        expect(res.headers.get('content-type'), href).toContain('application/json');
        return (await res.json()) as Json;
      };
      const sandbox = await fetchJson(sandboxLink);
      const production = await fetchJson(productionLink);
      const baseUrlOf = (env: Json) =>
        (env.values as { key: string; value: string }[]).find((v) => v.key === 'baseUrl')?.value;
      expect(baseUrlOf(sandbox)).toBe('https://sandbox.api.acmepay.example/v2');
      expect(baseUrlOf(production)).toBe('https://api.acmepay.example/v2');
      const insomnia = await fetchJson(insomniaLink);
      expect(insomnia.__export_format).toBe(4);
      const resources = insomnia.resources as {
        _type: string;
        name: string;
        url?: string;
        headers?: { name: string; value: string }[];
      }[];
      expect(resources.filter((r) => r._type === 'request_group').map((r) => r.name)).toEqual(
        c.folders,
      );
      const requests = resources.filter((r) => r._type === 'request');
      expect(requests).toHaveLength(requestCount);
      expect(requests[0]?.url).toBe('{{ _.baseUrl }}/transactions');
      expect(requests[0]?.headers).toContainEqual({
        name: 'Idempotency-Key',
        value: "{% uuid 'v4' %}",
        disabled: false,
      });
      await page.context().close();
    }
  });

  it('the home page links to the API reference', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/');
    await page.locator('.rp-home-feature__card', { hasText: 'API reference' }).click();
    await page.waitForURL('**/en/docs/api/documentacao-de-api');
    await page.waitForFunction(() =>
      document.querySelector('h1')?.textContent?.includes('Acme Pay API'),
    );
    await page.context().close();
  });
});
