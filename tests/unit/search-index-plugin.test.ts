import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSearchDocuments } from '../../plugins/search-index';
import { writeIndexFiles } from '../../plugins/search-index/index-files';
import { SearchIndex } from '../../shared/search/engine/search-index';
import type { SearchManifest } from '../../shared/search/manifest';

let dir: string;
const page = (title: string, body: string) =>
  `<html><body><div class="rspress-doc"><h1 id="t">${title}</h1>${body}</div></body></html>`;

async function put(relative: string, text: string) {
  await mkdir(path.dirname(path.join(dir, relative)), { recursive: true });
  await writeFile(path.join(dir, relative), text);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'search-index-'));
  await put(
    'src/en/refund.mdx',
    `---
title: Refund a transaction
api:
  method: POST
  path: /transactions/{id}/refund
  operationId: refundTransaction
  summary: Refund a transaction
  parameters: [id, amount]
---
`,
  );
  await put('out/en/docs/api/refund.html', page('Refund a transaction', '<p>Returns money.</p>'));
  await put('src/en/guide.mdx', '---\ntitle: Guide\n---\n');
  await put(
    'out/en/docs/intro/guide.html',
    page('Guide', '<h2 id="a">Amounts</h2><p>All amounts are in cents.</p>'),
  );
  await put('src/en/search.mdx', '---\ntitle: Search\nsearch: false\n---\n');
  await put('out/en/search.html', page('Search', '<p>Search page</p>'));
  await put('src/pt-BR/guia.mdx', '---\ntitle: Guia\n---\n');
  await put('out/docs/intro/guia.html', page('Guia', '<p>Valores em centavos.</p>'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('search index build from rendered pages', () => {
  it('indexes each locale apart, with API operations from frontmatter, skipping search: false', async () => {
    // The summary is the title here: the title and heading fields hold it, the api field does not repeat it.
    const docs = await buildSearchDocuments(path.join(dir, 'out'), [
      { routePath: '/en/docs/api/refund', absolutePath: path.join(dir, 'src/en/refund.mdx') },
      { routePath: '/en/docs/intro/guide', absolutePath: path.join(dir, 'src/en/guide.mdx') },
      { routePath: '/en/search', absolutePath: path.join(dir, 'src/en/search.mdx') },
      { routePath: '/docs/intro/guia', absolutePath: path.join(dir, 'src/pt-BR/guia.mdx') },
    ]);
    const en = docs.get('en') ?? [];
    expect(en.map((d) => d.id)).toEqual([
      '/en/docs/api/refund',
      '/en/docs/intro/guide',
      '/en/docs/intro/guide#a',
    ]);
    expect(en[0]).toMatchObject({
      section: 'api',
      method: 'POST',
      path: '/transactions/{id}/refund',
      api: 'POST refundTransaction id amount',
    });
    expect(en[1]?.section).toBe('guides');
    expect(docs.get('pt-BR')?.map((d) => d.id)).toEqual(['/docs/intro/guia']);

    const index = SearchIndex.build('en', en);
    expect(index.search({ query: '/transactions/{transactionId}/refund' }).hits[0]?.url).toBe(
      '/en/docs/api/refund',
    );
    expect(index.search({ query: 'refundTransaction' }).hits[0]?.url).toBe('/en/docs/api/refund');
    expect(index.search({ query: 'amount' }).hits.map((h) => h.url)).toContain(
      '/en/docs/api/refund',
    );
  });

  it("lists field entries in the API reference's order: an exact tie goes to the operation met first", async () => {
    const node = (types: string[], properties?: unknown[]) => ({
      types,
      ...(properties ? { properties } : {}),
    });
    const holder = (name: string) =>
      node(
        ['object'],
        [
          {
            name,
            required: true,
            schema: node(
              ['object'],
              [
                {
                  name: 'document',
                  required: true,
                  schema: node(
                    ['object'],
                    [{ name: 'number', required: true, schema: node(['string']) }],
                  ),
                },
              ],
            ),
          },
        ],
      );
    const operation = (path: string, tag: string, schema: unknown) => ({
      kind: 'operation',
      method: 'post',
      path,
      tag: { name: tag, label: tag },
      parameters: [],
      responses: [
        {
          status: '201',
          headers: [],
          content: { mediaType: 'application/json', schema, examples: [] },
        },
      ],
    });
    const apiPage = (slug: string, title: string, path: string) =>
      `---\ntitle: ${title}\napi:\n  method: POST\n  path: ${path}\n  operationId: ${slug}\n  summary: ${title}\n---\n`;
    // File names put the recurrence first alphabetically; the spec lists transactions first.
    await put(
      'order/en/a-recurrence.mdx',
      apiPage('createRecurrence', 'Create a recurrence', '/recurrences'),
    );
    await put(
      'order/en/z-transaction.mdx',
      apiPage('createTransaction', 'Create a transaction', '/transactions'),
    );
    await put(
      'order/en/_data/a-recurrence.json',
      JSON.stringify(operation('/recurrences', 'Recurrences', holder('debtor'))),
    );
    await put(
      'order/en/_data/z-transaction.json',
      JSON.stringify(operation('/transactions', 'Transactions', holder('customer'))),
    );
    await put(
      'order/en/_data/documentacao-de-api.json',
      JSON.stringify({
        kind: 'overview',
        tags: [{ name: 'Transactions' }, { name: 'Recurrences' }],
      }),
    );
    await put(
      'out/en/docs/api/a-recurrence.html',
      page('Create a recurrence', '<p>Asks a payer.</p>'),
    );
    await put(
      'out/en/docs/api/z-transaction.html',
      page('Create a transaction', '<p>Charges.</p>'),
    );
    const docs = await buildSearchDocuments(path.join(dir, 'out'), [
      {
        routePath: '/en/docs/api/a-recurrence',
        absolutePath: path.join(dir, 'order/en/a-recurrence.mdx'),
      },
      {
        routePath: '/en/docs/api/z-transaction',
        absolutePath: path.join(dir, 'order/en/z-transaction.mdx'),
      },
    ]);
    const index = SearchIndex.build('en', docs.get('en') ?? []);
    const hits = index.search({ query: 'document.number' }).hits;
    expect(hits[0]?.score).toBe(hits[1]?.score);
    expect(hits.map((h) => h.url).slice(0, 2)).toEqual([
      '/en/docs/api/z-transaction#response-201.customer.document.number',
      '/en/docs/api/a-recurrence#response-201.debtor.document.number',
    ]);
  });

  it("gives each error catalogue entry the operations that answer it, with the status, from the page's data", async () => {
    await put('src/en/errors.mdx', '---\ntitle: Error codes\n---\n');
    await put(
      'src/en/_data/errors.json',
      JSON.stringify({
        kind: 'errors',
        lang: 'en',
        groups: [
          {
            status: 409,
            statusText: 'Conflict',
            entries: [
              {
                code: 'transaction_not_capturable',
                status: 409,
                operations: [{ method: 'post', path: '/transactions/{id}/capture' }],
              },
            ],
          },
        ],
      }),
    );
    await put(
      'out/en/docs/api/errors.html',
      page(
        'Error codes',
        '<h2 id="status-409">409 Conflict</h2><h3 id="transaction_not_capturable">transaction_not_capturable</h3><p>Not capturable.</p>',
      ),
    );
    const docs = await buildSearchDocuments(path.join(dir, 'out'), [
      { routePath: '/en/docs/api/errors', absolutePath: path.join(dir, 'src/en/errors.mdx') },
    ]);
    const answers = Object.fromEntries((docs.get('en') ?? []).map((d) => [d.anchor, d.answers]));
    expect(answers).toEqual({
      '': undefined,
      'status-409': undefined,
      transaction_not_capturable: ['409 POST /transactions/{}/capture'],
    });
  });

  it('writes hashed index files and a manifest pointing at them', async () => {
    const out = path.join(dir, 'written');
    const manifest: SearchManifest = await writeIndexFiles(out, [
      { lang: 'en', json: '{"a":1}' },
      { lang: 'pt-BR', json: '{"b":2}' },
    ]);
    expect(manifest.indexes.en).toMatch(/^\/static\/search\/en\.[0-9a-f]{10}\.json$/);
    const onDisk = JSON.parse(await readFile(path.join(out, 'search-manifest.json'), 'utf8'));
    expect(onDisk).toEqual(manifest);
    await expect(readFile(path.join(out, manifest.indexes.en ?? ''), 'utf8')).resolves.toBe(
      '{"a":1}',
    );
    const again = await writeIndexFiles(out, [{ lang: 'en', json: '{"a":2}' }]);
    expect(again.indexes.en).not.toBe(manifest.indexes.en);
    await expect(readFile(path.join(out, manifest.indexes.en ?? ''), 'utf8')).rejects.toThrow();
  });
});
