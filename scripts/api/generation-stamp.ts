/**
 * Whether the API reference on disk is what the generator would write now: a
 * stamp of its inputs (the contract, and the code and texts the generator
 * reads) and of its outputs (the pages, their data, the published files),
 * written after each run. `npm start` then runs the generator only when
 * something changed since (a restart costs nothing; an edited spec, a pulled
 * change or a deleted page regenerates). Reads no module of the generator: the
 * check must cost milliseconds, not the generator's start.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { langs } from '../../config/locales';

/** What the generated files depend on, relative to the project root. */
const INPUTS = [
  'openapi',
  'config',
  'i18n',
  'shared',
  'scripts/api',
  'scripts/lib',
  'scripts/generate-api-pages.ts',
  'package-lock.json',
];

const STAMP_FILE = '.generated/api-reference/stamp.json';

function outputs(): string[] {
  return [...langs.map((lang) => `docs/${lang}/docs/api`), '.generated/api-reference'];
}

async function filesUnder(root: string, relative: string): Promise<string[]> {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!(await stat(full)).isDirectory()) return [relative];
  const entries = await readdir(full, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .filter((file) => file !== STAMP_FILE)
    .sort();
}

/** A hash of the paths and contents of every file under `entries`. */
async function hashOf(root: string, entries: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const entry of entries) {
    for (const file of await filesUnder(root, entry)) {
      hash
        .update(file)
        .update('\0')
        .update(await readFile(path.join(root, file)))
        .update('\0');
    }
  }
  return hash.digest('hex');
}

interface Stamp {
  inputs: string;
  outputs: string;
}

async function currentStamp(root: string): Promise<Stamp> {
  return { inputs: await hashOf(root, INPUTS), outputs: await hashOf(root, outputs()) };
}

/** Whether the last run's stamp still matches the inputs and the outputs on disk. */
export async function isApiReferenceCurrent(root: string): Promise<boolean> {
  const file = path.join(root, STAMP_FILE);
  if (!existsSync(file)) return false;
  try {
    const saved = JSON.parse(await readFile(file, 'utf8')) as Partial<Stamp>;
    const now = await currentStamp(root);
    return saved.inputs === now.inputs && saved.outputs === now.outputs;
  } catch {
    return false;
  }
}

/** Records the stamp of what the generator just wrote. */
export async function recordApiReference(root: string): Promise<void> {
  const file = path.join(root, STAMP_FILE);
  if (!existsSync(path.dirname(file))) return;
  await writeFile(file, `${JSON.stringify(await currentStamp(root))}\n`);
}
