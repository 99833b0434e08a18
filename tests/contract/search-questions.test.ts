/**
 * Every question a guide's frontmatter says a section answers (`questions`),
 * typed in the search box of the page's language, opens that section first,
 * even where the heading and the prose use other words ("When do I get paid
 * for a card sale?" -> "When money becomes available"). Against the built
 * index (doc_build/).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { langs, localizePath } from '../../config/locales';
import { readFrontmatter } from '../../plugins/search-index/read-frontmatter';
import { loadBuiltIndex, suggestions } from '../support/search-ranking';

describe.each(langs)('questions of the guides (%s)', (lang) => {
  const root = path.resolve('docs', lang, 'docs');
  const cases = (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.mdx') && !file.startsWith('api'))
    .flatMap((file) => {
      const { data } = readFrontmatter(readFileSync(path.join(root, file), 'utf8'));
      const questions = (data.questions ?? {}) as Record<string, string[]>;
      const page = `/docs/${file.replace(/\.mdx$/, '')}`;
      return Object.entries(questions).flatMap(([anchor, list]) =>
        list.map((question) => [question, `${localizePath(page, lang)}#${anchor}`] as const),
      );
    });
  const index = loadBuiltIndex(lang);

  it('has some', () => {
    expect(cases.length).toBeGreaterThan(5);
  });

  it.each(cases)('%s -> %s', (question, url) => {
    const hits = suggestions(index, question);
    expect(hits[0]?.url, `"${question}" -> ${hits.map((h) => h.url).join(', ')}`).toBe(url);
  });
});
