/**
 * Where theme code lives (theme/README.md, "Know where code runs"): every React hook in
 * theme/hooks/, one per file named after it; no other theme module exports a
 * hook. Read from the sources, so a hook added elsewhere fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const theme = path.join(root, 'theme');
const hooksDir = path.join(theme, 'hooks');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

/** The hooks a module exports: `export function useX` / `export const useX`. */
function exportedHooks(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^export (?:async )?(?:function|const) (use[A-Z]\w*)/gm)].map(
    (m) => m[1] as string,
  );
}

describe('theme layout', () => {
  it('exports hooks from theme/hooks only', () => {
    const outside = sources(theme)
      .filter((file) => !file.startsWith(`${hooksDir}${path.sep}`))
      .flatMap((file) =>
        exportedHooks(file).map((hook) => `${path.relative(root, file)}: ${hook}`),
      );
    expect(outside).toEqual([]);
  });

  it('names each hook file after the hook it exports first (useX.ts)', () => {
    const misnamed = sources(hooksDir).filter((file) => {
      const name = path.basename(file).replace(/\.tsx?$/, '');
      return !/^use[A-Z]\w*$/.test(name) || !exportedHooks(file).includes(name);
    });
    expect(misnamed.map((file) => path.relative(root, file))).toEqual([]);
  });
});
