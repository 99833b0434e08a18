/**
 * A huge page (10,000 headings, megabytes of text) does not ship a huge search
 * index to every reader: the page is indexed up to its budget and the build
 * warns, naming it (plugins/search-index/page-budget.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { searchDocumentsOf } from '../../plugins/search-index';
import type { ExtractedPage } from '../../plugins/search-index/extract-page';
import {
  MAX_CHARACTERS_PER_PAGE,
  MAX_SECTIONS_PER_PAGE,
} from '../../plugins/search-index/page-budget';
import { SearchIndex } from '../../shared/search/engine/search-index';

let dir = '';
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

const hugePage: ExtractedPage = {
  title: 'Huge page',
  description: 'A page written by a generator gone wrong.',
  sections: Array.from({ length: 10_000 }, (_, i) => ({
    anchor: i === 0 ? '' : `heading-${i}`,
    level: i === 0 ? 1 : 2,
    heading: i === 0 ? '' : `Heading number ${i}`,
    text: `Paragraph ${i} about payments, refunds and webhooks. `.repeat(10),
    code: '',
  })),
};

it('indexes a 10,000-heading page up to its budget, warns naming it, and keeps the index small', async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ap-search-budget-'));
  const file = path.join(dir, 'en/docs/intro/huge.mdx');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, '---\ntitle: Huge page\ndescription: Huge.\n---\n\n# Huge page\n');
  const warnings: string[] = [];
  vi.spyOn(console, 'warn').mockImplementation((message: string) => {
    warnings.push(message);
  });
  const documents = await searchDocumentsOf(
    [{ routePath: '/en/docs/intro/huge', absolutePath: file }],
    () => hugePage,
  );
  const docs = documents.get('en') ?? [];
  expect(docs.length).toBeLessThanOrEqual(MAX_SECTIONS_PER_PAGE);
  expect(warnings).toEqual([
    expect.stringMatching(
      /^warn {4}search index: .*en\/docs\/intro\/huge\.mdx: 10,000 sections and [\d,]+ characters: the search index keeps the first \d+ sections and 100,000 characters \(every reader downloads the index\); split the page$/,
    ),
  ]);
  const indexBytes = JSON.stringify(SearchIndex.build('en', docs).toFile()).length;
  // The whole page's text is 5 MB; what every reader downloads for it stays a fraction of a MB.
  expect(indexBytes).toBeLessThan(4 * MAX_CHARACTERS_PER_PAGE);
});
