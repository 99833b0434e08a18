/**
 * One build at a time in a checkout. Two builds at once share the generated
 * API pages, the staging folder and the published folder: one failed with
 * render errors while the other published a mix of both. Each build takes a
 * lock file (created exclusively, holding its pid, host, command and start
 * time) before it writes anything, and another build started meanwhile stops
 * at once and says which build holds the checkout. A lock whose process is
 * gone (a build killed with SIGKILL) is taken over.
 */
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export interface LockHolder {
  pid: number;
  host: string;
  command: string;
  startedAt: string;
}

export class BuildLockedError extends Error {
  constructor(
    readonly holder: LockHolder,
    lockFile: string,
  ) {
    const shown = path.relative(process.cwd(), lockFile) || lockFile;
    super(
      `Another build is running in this checkout: ${holder.command} (pid ${holder.pid}, started ${holder.startedAt}). Wait for it to finish, or stop it; its lock is ${shown}.`,
    );
    this.name = 'BuildLockedError';
    this.stack = `${this.name}: ${this.message}`;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, owned by someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(lockFile: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(lockFile, 'utf8')) as LockHolder;
    return Number.isInteger(holder.pid) ? holder : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the lock for this process, or throws BuildLockedError naming the build that holds
 * it. The lock is released by the returned function, and at the latest when the process exits.
 */
export function acquireBuildLock(lockFile: string, command: string): () => void {
  const holder: LockHolder = {
    pid: process.pid,
    host: hostname(),
    command,
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, `${JSON.stringify(holder)}\n`, { flag: 'wx' });
      let held = true;
      const release = () => {
        if (!held) return;
        held = false;
        if (readHolder(lockFile)?.pid === process.pid) unlinkSync(lockFile);
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const other = readHolder(lockFile);
      const sameHost = !other || other.host === holder.host;
      if (other && (!sameHost || isAlive(other.pid))) throw new BuildLockedError(other, lockFile);
      // The holder is gone (killed, crashed): its lock is stale.
      try {
        unlinkSync(lockFile);
      } catch {}
    }
  }
  const other = readHolder(lockFile);
  throw other ? new BuildLockedError(other, lockFile) : new Error(`cannot take ${lockFile}`);
}
