/**
 * Atomic builds: Rspress writes into a staging folder beside the build folder
 * (`.doc_build-staging/`), every step after it works there too, and the
 * staging folder replaces `doc_build/` by renames only once all of them
 * succeeded. A failed build leaves the previous `doc_build/` as it was, byte
 * for byte (the failed output stays in the staging folder, to look at).
 *
 * Node has no atomic exchange of two folders (Linux' renameat2 EXCHANGE is not
 * exposed), so the swap is two renames: `doc_build/` is missing for the
 * instant between them, never half-written (`npm run serve` waits for it).
 *
 * Every way the publish can fail says what is true and is undone or
 * recovered by the next run: a second rename that fails puts the previous
 * build back; a previous build that cannot be deleted (a file without
 * permission) is left aside and named, the new build published all the same;
 * a build that fails on a full disk deletes its partial output to free the
 * space, and the next build clears what an earlier one left.
 */
import { existsSync, readdirSync, rmSync, statfsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';

export interface BuildFolders {
  /** The published build folder (Rspress' configured `outDir`), absolute. */
  final: string;
  /** Where this build writes until it succeeded. */
  staging: string;
  /** Where the previous build waits during the swap. */
  previous: string;
  /** The lock file that keeps a second build out (scripts/lib/build-lock.ts). */
  lock: string;
}

export function buildFolders(outDir: string): BuildFolders {
  const final = path.resolve(outDir);
  const sibling = (suffix: string) =>
    path.join(path.dirname(final), `.${path.basename(final)}-${suffix}`);
  return {
    final,
    staging: sibling('staging'),
    previous: sibling('previous'),
    lock: sibling('lock'),
  };
}

const shown = (dir: string) => path.relative(process.cwd(), dir) || dir;

/** The file system operations a publish uses (tests put failing ones in). */
export interface PublishFs {
  rename: (from: string, to: string) => Promise<void>;
  rm: (dir: string) => Promise<void>;
}

const realFs: PublishFs = {
  rename,
  rm: (dir) => rm(dir, { recursive: true, force: true }),
};

/** A publish that failed; `message` says where the site and the new build are now. */
export class PublishError extends Error {
  constructor(message: string, cause: unknown) {
    super(`${message} (${(cause as Error).message})`);
    this.name = 'PublishError';
    this.stack = `${this.name}: ${this.message}`;
  }
}

export interface Published {
  /** A previous build that could not be deleted, left at this path (warned about). */
  leftover?: string;
  /** Why it could not be deleted. */
  leftoverReason?: string;
}

/** Removes `dir`; when that fails, moves it aside (a rename needs no right on its files). */
async function clearAway(dir: string, fs: PublishFs): Promise<Published> {
  if (!existsSync(dir)) return {};
  try {
    await fs.rm(dir);
    return {};
  } catch (error) {
    const aside = `${dir}-${Date.now()}`;
    await fs.rename(dir, aside);
    return { leftover: aside, leftoverReason: (error as Error).message };
  }
}

/** Puts the staging folder in place of the final one. */
export async function publishStaging(
  folders: BuildFolders,
  fs: PublishFs = realFs,
): Promise<Published> {
  const { final, staging, previous } = folders;
  let before: Published;
  try {
    before = await clearAway(previous, fs);
  } catch (error) {
    throw new PublishError(
      `nothing was published: ${shown(previous)}/ is in the way and can be neither deleted nor moved`,
      error,
    );
  }
  const hadFinal = existsSync(final);
  if (hadFinal) {
    try {
      await fs.rename(final, previous);
    } catch (error) {
      throw new PublishError(`nothing was published: ${shown(final)}/ could not be moved`, error);
    }
  }
  try {
    await fs.rename(staging, final);
  } catch (error) {
    if (!hadFinal) throw new PublishError('nothing was published', error);
    try {
      await fs.rename(previous, final);
    } catch (restoreError) {
      throw new PublishError(
        `${shown(final)}/ is missing: the previous build is in ${shown(previous)}/ and the new one in ${shown(staging)}/; rename one of them to ${shown(final)}/`,
        restoreError,
      );
    }
    throw new PublishError('nothing was published: the previous build was put back', error);
  }
  // Published: what follows is cleanup, never a reason to call the build failed.
  try {
    const after = await clearAway(previous, fs);
    return after.leftover ? after : before;
  } catch (error) {
    return { leftover: previous, leftoverReason: (error as Error).message };
  }
}

/** What the build says after publishing when a previous build could not be deleted. */
export function leftoverNotice(published: Published): string | undefined {
  if (!published.leftover) return undefined;
  return `The previous build could not be deleted (${published.leftoverReason}): it is left in ${shown(published.leftover)}/ and the next build deletes it (or delete it yourself).`;
}

/** Free bytes on the file system of `dir`, or Infinity when unknown. */
export function freeBytes(dir: string): number {
  try {
    const stats = statfsSync(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** Below this much free space a failed build deletes its output: the next build needs room. */
export const LOW_DISK_BYTES = 256 * 1024 * 1024;

/**
 * What the build says when it fails, after looking at what is there. On a (nearly) full
 * disk the failed output is deleted first: kept, it would make the next build fail too.
 */
export function failedBuildNotice(
  folders: BuildFolders,
  free: (dir: string) => number = freeBytes,
): string {
  const previous = existsSync(folders.final)
    ? `${shown(folders.final)}/ still holds the previous build, unchanged`
    : `${shown(folders.final)}/ was not created`;
  if (!existsSync(folders.staging)) return `Build failed: ${previous}.`;
  const space = free(path.dirname(folders.staging));
  if (space < LOW_DISK_BYTES) {
    rmSync(folders.staging, { recursive: true, force: true });
    return `Build failed: ${previous}. The disk is nearly full (${Math.round(space / 1024 / 1024)} MB free): the failed output was deleted to free its space.`;
  }
  return `Build failed: ${previous}. The failed output is in ${shown(folders.staging)}/ (not published).`;
}

/**
 * Clears what earlier builds left beside the build folder (a failed build's staging
 * folder, previous builds set aside); run by a build that holds the lock, before it writes.
 */
export function clearLeftovers(folders: BuildFolders): string[] {
  const dir = path.dirname(folders.final);
  const names = new Set([path.basename(folders.staging), path.basename(folders.previous)]);
  const left = existsSync(dir)
    ? readdirSync(dir).filter(
        (name) => names.has(name) || name.startsWith(`${path.basename(folders.previous)}-`),
      )
    : [];
  const notes: string[] = [];
  for (const name of left) {
    try {
      rmSync(path.join(dir, name), { recursive: true, force: true });
    } catch (error) {
      notes.push(
        `${shown(path.join(dir, name))}/ could not be deleted: ${(error as Error).message}`,
      );
    }
  }
  return notes;
}
