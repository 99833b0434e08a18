/** Writes the index files and their manifest into the build output (see ../manifest.ts). */
import { createHash } from 'node:crypto';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Lang } from '../../config/locales';
import { INDEX_DIR, MANIFEST_URL, type SearchManifest } from '../../shared/search/manifest';

async function writeAtomically(file: string, content: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

/** Writes `<lang>.<hash>.json` per locale, then the manifest; returns the manifest. */
export async function writeIndexFiles(
  outDir: string,
  indexes: { lang: Lang; json: string }[],
): Promise<SearchManifest> {
  const dir = path.join(outDir, INDEX_DIR);
  await mkdir(dir, { recursive: true });
  // Files of an earlier build in the same folder are stale.
  for (const entry of await readdir(dir)) await rm(path.join(dir, entry), { force: true });
  const manifest: SearchManifest = { indexes: {} };
  for (const { lang, json } of indexes) {
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
    const name = `${lang}.${hash}.json`;
    await writeAtomically(path.join(dir, name), json);
    manifest.indexes[lang] = `/${INDEX_DIR}/${name}`;
  }
  await writeAtomically(path.join(outDir, MANIFEST_URL.slice(1)), JSON.stringify(manifest));
  return manifest;
}
