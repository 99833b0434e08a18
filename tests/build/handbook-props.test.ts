import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type DocumentedComponentName,
  docgenBarrel,
  docgenEntries,
  handbookComponents,
} from '../../config/handbook';
import {
  docgenComponents,
  docgenKey,
  parseDocgenTable,
} from '../../theme/components/handbook/docgen-table';
import { propDescriptionsPtBR } from '../../theme/components/handbook/props-pt-BR';
import { docgenTables } from '../support/docgen-tables';

const root = path.resolve(import.meta.dirname, '../..');

describe("the handbook's props tables (@rspress/plugin-api-docgen)", () => {
  it('documents every prop of every handbook component, with a Portuguese description for each', async () => {
    const { tables } = await docgenTables(docgenEntries(), root);
    const markdown = tables[docgenKey()] ?? '';
    const documented = Object.entries(handbookComponents).flatMap(([name, entry]) => [
      name,
      ...('parts' in entry ? entry.parts : []),
    ]) as DocumentedComponentName[];
    // One docgen entry (one TypeScript program) documents them all: the barrel re-exports each
    // component of config/handbook.ts, from its `file`, and nothing else.
    expect(Object.keys(docgenEntries())).toHaveLength(1);
    expect(docgenComponents(markdown).sort()).toEqual([...documented].sort());
    const barrel = await readFile(path.join(root, docgenBarrel), 'utf8');
    for (const [name, entry] of Object.entries(handbookComponents)) {
      const from = `'${path.relative(path.dirname(docgenBarrel), entry.file).replace(/\.tsx?$/, '')}'`;
      expect(barrel, `${docgenBarrel} re-exports ${name} from ${entry.file}`).toMatch(
        new RegExp(`export \\{[^}]*\\b${name}\\b[^}]*\\} from ${from}`),
      );
    }
    for (const name of documented) {
      const rows = parseDocgenTable(markdown, name);
      const translated = propDescriptionsPtBR[name] as Record<string, string>;
      // A component without props (ChecklistStorageNote) has an empty table in both languages.
      if (Object.keys(translated).length > 0) {
        expect(rows.length, `${name}: docgen found no documented props`).toBeGreaterThan(0);
      }
      for (const row of rows) {
        expect(row.description, `${name}.${row.name} has no doc comment`).not.toBe('');
      }
      // The pt-BR table has exactly the props docgen extracts: none missing, none stale.
      expect(Object.keys(translated).sort(), name).toEqual(rows.map((r) => r.name).sort());
      for (const [prop, text] of Object.entries(translated)) {
        expect(text.trim(), `${name}.${prop} has no Portuguese text`).not.toBe('');
      }
    }
  });

  describe('follows the code', () => {
    let dir = '';
    afterAll(async () => {
      if (dir) await rm(dir, { recursive: true, force: true, maxRetries: 5 });
    });

    it('a prop added to a component appears in its table, with its type, default and doc comment', async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'ap-docgen-'));
      const file = path.join(dir, 'FixtureBadge.tsx');
      await copyFile(path.join(root, 'tests/fixtures/handbook/FixtureBadge.tsx'), file);
      const { tables, regenerate } = await docgenTables({ FixtureBadge: file }, dir);
      const before = parseDocgenTable(tables[docgenKey('FixtureBadge')] ?? '', 'FixtureBadge');
      expect(before.map((r) => r.name).sort()).toEqual(['children', 'tone']);
      expect(before.find((r) => r.name === 'children')).toMatchObject({
        required: true,
        description: 'What the badge says.',
      });

      const source = await readFile(file, 'utf8');
      await writeFile(
        file,
        source
          .replace(
            "  tone?: 'neutral' | 'success';",
            "  tone?: 'neutral' | 'success';\n  /**\n   * Shown on hover.\n   * @default 'New'\n   */\n  hint?: string;",
          )
          .replace("tone = 'neutral' }", "tone = 'neutral', hint = 'New' }")
          .replace('data-tone={tone}>', 'data-tone={tone} title={hint}>'),
      );
      const after = parseDocgenTable(
        (await regenerate())[docgenKey('FixtureBadge')] ?? '',
        'FixtureBadge',
      );
      expect(after.map((r) => r.name).sort()).toEqual(['children', 'hint', 'tone']);
      expect(after.find((r) => r.name === 'hint')).toMatchObject({
        type: 'string',
        required: false,
        description: 'Shown on hover.',
      });
      expect(after.find((r) => r.name === 'hint')?.defaultValue).toContain('New');
    });
  });
});
