/**
 * The generator's output writer: every file of a folder lands (nested folders
 * included, written concurrently), a build's swap replaces the folder whole,
 * and the dev server's sync touches only what changed and removes what is gone.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeAtomically } from '../../scripts/api/write-atomically';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'write-atomically-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const out = () => path.join(root, 'out');
const read = (relative: string) => readFileSync(path.join(out(), relative), 'utf8');
function listed(dir = out(), base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? listed(path.join(dir, e.name), base)
        : [path.relative(base, path.join(dir, e.name))],
    )
    .sort();
}

/** 300 files in 30 folders, two levels deep. */
function manyFiles(version: string): Map<string, string> {
  const files = new Map<string, string>();
  for (let i = 0; i < 300; i++)
    files.set(`tag-${i % 10}/group-${i % 3}/op-${i}.mdx`, `${version} ${i}`);
  return files;
}

describe('writeAtomically', () => {
  it('swap: writes every file, nested folders included, and replaces the old folder whole', async () => {
    await writeAtomically(root, [{ dir: out(), files: manyFiles('v1') }], 'swap');
    expect(listed()).toHaveLength(300);
    expect(read('tag-7/group-2/op-17.mdx')).toBe('v1 17');

    const next = new Map([['only.json', '{}']]);
    await writeAtomically(root, [{ dir: out(), files: next }], 'swap');
    expect(listed()).toEqual(['only.json']);
    // No staging folder is left behind.
    expect(readdirSync(path.join(root, '.tmp'))).toEqual([]);
  });

  it('sync: rewrites only the files whose content changed, and removes stale ones', async () => {
    await writeAtomically(root, [{ dir: out(), files: manyFiles('v1') }], 'sync');
    const old = new Date('2020-01-01T00:00:00Z');
    for (const file of listed()) utimesSync(path.join(out(), file), old, old);

    const files = manyFiles('v1');
    files.set('tag-0/group-0/op-0.mdx', 'v2 0');
    files.delete('tag-1/group-1/op-1.mdx');
    files.set('new/op-new.mdx', 'new');
    await writeAtomically(root, [{ dir: out(), files }], 'sync');

    expect(listed()).toHaveLength(300);
    expect(read('tag-0/group-0/op-0.mdx')).toBe('v2 0');
    expect(read('new/op-new.mdx')).toBe('new');
    expect(listed()).not.toContain(path.join('tag-1', 'group-1', 'op-1.mdx'));
    const touched = listed().filter((f) => statSync(path.join(out(), f)).mtime > old);
    expect(touched.sort()).toEqual(
      [path.join('new', 'op-new.mdx'), path.join('tag-0', 'group-0', 'op-0.mdx')].sort(),
    );
  });

  it('an output with no files still becomes an (empty) folder', async () => {
    await writeAtomically(root, [{ dir: out(), files: new Map() }], 'swap');
    expect(statSync(out()).isDirectory()).toBe(true);
    expect(listed()).toEqual([]);
  });
});
