/**
 * A build folder's fingerprint, and a stand-in "previous build" to plant in a
 * site copy, for the tests that prove a failed build leaves the published
 * folder exactly as it was.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** SHA-256 over every file's path and bytes (sorted); null when the folder does not exist. */
export async function hashTree(dir: string): Promise<string | null> {
  if (!existsSync(dir)) return null;
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Files of a published build that a failed build must not touch. */
export const previousBuildFiles: Record<string, string> = {
  'index.html': '<!doctype html><html lang="pt-BR"><title>previous build</title></html>',
  'en/index.html': '<!doctype html><html lang="en"><title>previous build</title></html>',
  _headers: '/*\n  X-Previous-Build: yes\n',
  '_nginx/security-headers.conf': 'add_header X-Previous-Build yes;\n',
  'static/js/index.previous.js': 'console.log("previous build");\n',
};

/** Writes the previous build into `dir` (a site copy's doc_build/); returns its hash. */
export async function plantPreviousBuild(dir: string): Promise<string> {
  for (const [file, body] of Object.entries(previousBuildFiles)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), body);
  }
  const hash = await hashTree(dir);
  if (!hash) throw new Error(`${dir} was not written`);
  return hash;
}

/** What the build prints when it fails with a previous build in place. */
export const previousBuildKept =
  'Build failed: doc_build/ still holds the previous build, unchanged';
