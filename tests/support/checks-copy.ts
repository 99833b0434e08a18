/**
 * A throw-away copy of the parts of the site a check reads (the spec, the pages,
 * config…), to plant a defect in and run the check's function on it: much
 * cheaper than a whole site copy and build (tests/support/site-copy.ts).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const projectRoot = path.resolve(import.meta.dirname, '../..');

export interface ChecksCopy {
  dir: string;
  /** Replaces the first `from` of `file` (relative to the copy); the 1-based line where it was. */
  plant: (file: string, from: string, to: string) => number;
  dispose: () => void;
}

/**
 * Copies `parts` (files or folders, relative to the project) and the pages of
 * both languages, without the generated API reference.
 */
export function copyForChecks(parts: readonly string[]): ChecksCopy {
  const dir = mkdtempSync(path.join(tmpdir(), 'checks-copy-'));
  for (const part of parts)
    cpSync(path.join(projectRoot, part), path.join(dir, part), { recursive: true });
  for (const lang of ['en', 'pt-BR'])
    cpSync(path.join(projectRoot, 'docs', lang), path.join(dir, 'docs', lang), {
      recursive: true,
      filter: (src) => !/[\\/](api|_data)([\\/]|$)/.test(path.relative(projectRoot, src)),
    });
  return {
    dir,
    plant: (file, from, to) => {
      const full = path.join(dir, file);
      const text = readFileSync(full, 'utf8');
      const at = text.indexOf(from);
      if (at < 0) throw new Error(`"${from}" is not in ${file}`);
      writeFileSync(full, text.slice(0, at) + to + text.slice(at + from.length));
      return text.slice(0, at).split('\n').length;
    },
    dispose: () => rmSync(dir, { recursive: true, force: true, maxRetries: 5 }),
  };
}
