/**
 * Atomic builds: Rspress writes into a staging folder beside the build folder
 * (`.doc_build-staging/`), every step after it works there too, and the
 * staging folder replaces `doc_build/` by renames only once all of them
 * succeeded. A failed build leaves the previous `doc_build/` as it was, byte
 * for byte (the failed output stays in the staging folder, to look at).
 *
 * Node has no atomic exchange of two folders (Linux' renameat2 EXCHANGE is not
 * exposed), so the swap is two renames: `doc_build/` is missing for the
 * instant between them, never half-written.
 */
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';

export interface BuildFolders {
  /** The published build folder (Rspress' configured `outDir`), absolute. */
  final: string;
  /** Where this build writes until it succeeded. */
  staging: string;
  /** Where the previous build waits during the swap. */
  previous: string;
}

export function buildFolders(outDir: string): BuildFolders {
  const final = path.resolve(outDir);
  const sibling = (suffix: string) =>
    path.join(path.dirname(final), `.${path.basename(final)}-${suffix}`);
  return { final, staging: sibling('staging'), previous: sibling('previous') };
}

/** Puts the staging folder in place of the final one. */
export async function publishStaging(folders: BuildFolders): Promise<void> {
  await rm(folders.previous, { recursive: true, force: true });
  if (existsSync(folders.final)) await rename(folders.final, folders.previous);
  await rename(folders.staging, folders.final);
  await rm(folders.previous, { recursive: true, force: true });
}

/** What the build says when it fails: the published folder is untouched. */
export function failedBuildNotice(folders: BuildFolders): string {
  const shown = (dir: string) => path.relative(process.cwd(), dir) || dir;
  const previous = existsSync(folders.final)
    ? `${shown(folders.final)}/ still holds the previous build, unchanged`
    : `${shown(folders.final)}/ was not created`;
  return `Build failed: ${previous}. The failed output is in ${shown(folders.staging)}/ (not published).`;
}
