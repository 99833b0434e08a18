/**
 * `npm run new` takes its values from the command line: whatever a writer
 * types, the files it writes mean what was typed (YAML values stay values),
 * and a value it cannot use is refused before anything is written.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { docgenBarrel } from '../../config/handbook';
import { postFrontmatterSchema } from '../../plugins/blog/schema';
import { scaffold } from '../../scripts/new-page';
import { contentRuns, hostileYamlValues } from '../support/hostile-content';

const projectRoot = path.resolve(import.meta.dirname, '../..');
let root = '';
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'ap-scaffold-'));
  for (const file of ['config/blog-authors.yml', 'config/handbook.ts', docgenBarrel])
    cpSync(path.join(projectRoot, file), path.join(root, file));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const frontmatterOf = (file: string) =>
  parse(/^---\n([\s\S]*?)\n---\n/.exec(readFileSync(path.join(root, file), 'utf8'))?.[1] ?? '');

describe('npm run new -- post', () => {
  it.each(hostileYamlValues)('writes the tag %j as the tag, nothing else', async (tag) => {
    const slug = 'tagged-post';
    try {
      await scaffold(root, 'post', slug, { author: 'juliana-rocha', tag, date: '2026-01-15' });
    } catch (error) {
      // Refused (a line break): then nothing was written.
      expect(String(error)).toMatch(/--tag must be one line/);
      expect(existsSync(path.join(root, `docs/en/blog/${slug}.mdx`))).toBe(false);
      return;
    }
    for (const lang of ['en', 'pt-BR']) {
      const data = frontmatterOf(`docs/${lang}/blog/${slug}.mdx`);
      expect(data.tags).toEqual([tag]);
      expect(Object.keys(data).sort()).toEqual(['authors', 'date', 'summary', 'tags', 'title']);
      expect(postFrontmatterSchema(['juliana-rocha']).safeParse(data).success).toBe(true);
    }
  });

  it('any tag and date: either refused with nothing written, or written as typed (property)', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom(...hostileYamlValues)),
        fc.oneof(
          fc.constantFrom('2026-02-29', '2026-13-01', '2026-01-15\nx: 1', '2026-1-5'),
          fc
            .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
            .map((d) => d.toISOString().slice(0, 10)),
        ),
        async (tag, date) => {
          const slug = `post-${run++}`;
          const file = `docs/en/blog/${slug}.mdx`;
          try {
            await scaffold(root, 'post', slug, { author: 'juliana-rocha', tag, date });
          } catch (error) {
            expect(String(error)).toMatch(/--tag must be one line|--date must be a day/);
            expect(existsSync(path.join(root, file))).toBe(false);
            return;
          }
          const data = frontmatterOf(file);
          expect(data.tags).toEqual([tag]);
          expect(data.date).toBe(date);
        },
      ),
      contentRuns(150),
    );
  });

  it('refuses a date that is not a day', async () => {
    for (const date of ['2026-02-30', '2026-01-15\nhead: [[script, {}]]', 'tomorrow'])
      await expect(
        scaffold(root, 'post', 'dated', { author: 'juliana-rocha', date }),
      ).rejects.toThrow(/--date must be a day written YYYY-MM-DD/);
  });
});

describe('npm run new -- component', () => {
  it.each([
    'theme/components/My-Badge.tsx',
    'theme/components/badge.tsx',
    'theme/components/2Badge.tsx',
    "theme/components/Ba'dge.tsx",
    "theme/it's/Badge.tsx",
    'theme/new\nline/Badge.tsx',
  ])('refuses %j and leaves config/handbook.ts and the barrel untouched', async (file) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), 'export function X() { return null; }\n');
    const before = [
      readFileSync(path.join(root, 'config/handbook.ts'), 'utf8'),
      readFileSync(path.join(root, docgenBarrel), 'utf8'),
    ];
    await expect(scaffold(root, 'component', file)).rejects.toThrow(
      /must be named after its component, a PascalCase name|expected the component's file under theme\//,
    );
    expect([
      readFileSync(path.join(root, 'config/handbook.ts'), 'utf8'),
      readFileSync(path.join(root, docgenBarrel), 'utf8'),
    ]).toEqual(before);
    expect(existsSync(path.join(root, 'docs'))).toBe(false);
  });
});
