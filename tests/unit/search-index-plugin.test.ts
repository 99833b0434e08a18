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
