import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DOCGEN_ENTRY, handbookComponents } from '../../config/handbook';
import {
  touchEntryOnComponentChange,
  writeDocumentedComponents,
} from '../../plugins/writers-handbook/documented-components';
import {
  componentSection,
  docgenKey,
  parseDocgenTable,
} from '../../theme/components/handbook/docgen-table';
import { propDescriptionsPtBR } from '../../theme/components/handbook/props-pt-BR';
import { docgenTables } from '../support/docgen-tables';

const root = path.resolve(import.meta.dirname, '../..');

describe("the handbook's props tables (@rspress/plugin-api-docgen)", () => {
  it('documents every prop of every handbook component, with a Portuguese description for each', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ap-docgen-entry-'));
    const entry = path.join(dir, `${DOCGEN_ENTRY}.ts`);
    writeDocumentedComponents(
      entry,
      Object.fromEntries(
        Object.entries(handbookComponents).map(([name, c]) => [
          name,
          { file: path.join(root, c.file) },
        ]),
      ),
    );
    const { tables } = await docgenTables({ [DOCGEN_ENTRY]: entry }, root);
    await rm(dir, { recursive: true, force: true });
    for (const name of Object.keys(handbookComponents) as (keyof typeof handbookComponents)[]) {
      const rows = parseDocgenTable(componentSection(tables[docgenKey] ?? '', name));
      expect(rows.length, `${name}: docgen found no documented props`).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.description, `${name}.${row.name} has no doc comment`).not.toBe('');
      }
      // The pt-BR table has exactly the props docgen extracts: none missing, none stale.
      expect(Object.keys(propDescriptionsPtBR[name]).sort(), name).toEqual(
        rows.map((r) => r.name).sort(),
      );
    }
  }, 300_000);

  describe('follows the code', () => {
    let dir = '';
    afterAll(async () => {
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it('a prop added to a component appears in its table, with its type, default and doc comment', async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'ap-docgen-'));
      const file = path.join(dir, 'FixtureBadge.tsx');
      await copyFile(path.join(root, 'tests/fixtures/handbook/FixtureBadge.tsx'), file);
      const entry = path.join(dir, `${DOCGEN_ENTRY}.ts`);
      writeDocumentedComponents(entry, { FixtureBadge: { file } });
      const { tables, regenerate } = await docgenTables({ [DOCGEN_ENTRY]: entry }, dir);
      const before = parseDocgenTable(componentSection(tables[docgenKey] ?? '', 'FixtureBadge'));
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
        componentSection((await regenerate())[docgenKey] ?? '', 'FixtureBadge'),
      );
      expect(after.map((r) => r.name).sort()).toEqual(['children', 'hint', 'tone']);
      expect(after.find((r) => r.name === 'hint')).toMatchObject({
        type: 'string',
        required: false,
        description: 'Shown on hover.',
      });
      expect(after.find((r) => r.name === 'hint')?.defaultValue).toContain('New');
    }, 300_000);
  });
});

describe('the documented-components entry', () => {
  it('re-exports each component from its file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ap-docgen-source-'));
    const entry = path.join(dir, '.generated/handbook/documented-components.ts');
    writeDocumentedComponents(entry, {
      LazyPart: { file: path.join(dir, 'theme/components/LazyPart/LazyPart.tsx') },
    });
    expect(readFileSync(entry, 'utf8')).toContain(
      "export { LazyPart } from '../../theme/components/LazyPart/LazyPart';",
    );
    rmSync(dir, { recursive: true, force: true });
  });

  it('is touched when a documented component changes (the dev server then regenerates the tables)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ap-docgen-watch-'));
    const file = path.join(dir, 'Badge.tsx');
    writeFileSync(file, 'export function Badge() { return null; }\n');
    const entry = path.join(dir, 'entry.ts');
    writeDocumentedComponents(entry, { Badge: { file } });
    const past = new Date(Date.now() - 60_000);
    utimesSync(entry, past, past);
    const stop = touchEntryOnComponentChange(entry, { Badge: { file } });
    try {
      writeFileSync(file, 'export function Badge() { return "new"; }\n');
      await expect
        .poll(() => statSync(entry).mtimeMs, { timeout: 10_000 })
        .toBeGreaterThan(past.getTime() + 30_000);
    } finally {
      stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('parseDocgenTable', () => {
  it('reads escaped pipes in types and line breaks in descriptions', () => {
    const markdown = [
      '|Property|Description|Type|Default Value|',
      '|:---:|:---:|:---:|:---:|',
      '|tone|Colour&#10;of the badge|`"neutral" \\| "success"`|`\'neutral\'`|',
      '|children|What it says|`ReactNode` **(Required)**|`-`|',
    ].join('\n');
    expect(parseDocgenTable(markdown)).toEqual([
      {
        name: 'tone',
        description: 'Colour\nof the badge',
        type: '"neutral" | "success"',
        required: false,
        defaultValue: "'neutral'",
      },
      {
        name: 'children',
        description: 'What it says',
        type: 'ReactNode',
        required: true,
        defaultValue: '',
      },
    ]);
  });
});
