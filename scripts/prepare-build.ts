/**
 * `tsx scripts/prepare-build.ts [--root DIR]`: what `npm run build` runs before Rspress
 * (`prebuild`): the API pages generator, then the examples check; exits 1 when either fails,
 * the check not run after a failed generator. One process rather than two saves a start of tsx
 * and a second load of the modules both use (the spec reader, YAML): about 1 s of a build.
 */
import path from 'node:path';
import { buildFolders, clearLeftovers } from '../plugins/built-site/staging';
import { checkProjectExamples } from './check-examples';
import { generateApiPages } from './generate-api-pages';
import { acquireBuildLock, BuildLockedError } from './lib/build-lock';
import { rootArgument } from './lib/root-argument';

const root = rootArgument();
// The generated pages are shared by every build of the checkout: one build at a time
// (rspress build takes the same lock after this step).
const folders = buildFolders(path.join(root, 'doc_build'));
try {
  const release = acquireBuildLock(folders.lock, 'npm run build (prebuild)');
  // What a failed build left (a staging folder on a full disk) must not fail this one.
  for (const note of clearLeftovers(folders)) console.warn(`warn    ${note}`);
  const ok = (await generateApiPages(root)) && (await checkProjectExamples(root));
  release();
  if (!ok) process.exit(1);
} catch (error) {
  // A lock held by another build, or the disk refusing a write (full, read-only, no right):
  // the reason, not a stack trace.
  const systemError = (error as NodeJS.ErrnoException).syscall !== undefined;
  if (!(error instanceof BuildLockedError) && !systemError) throw error;
  const hint =
    (error as NodeJS.ErrnoException).code === 'ENOSPC'
      ? ' Free some space and build again (a failed build deletes its own output on a full disk).'
      : '';
  console.error(`error   ${(error as Error).message}.${hint}`);
  process.exit(1);
}
