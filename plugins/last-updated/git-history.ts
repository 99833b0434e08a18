/**
 * When and by whom each file under a folder was last committed, from one
 * `git log` over the whole folder (not one process per page). Outside a git
 * checkout (a source tarball, a temp copy) the map is empty.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

export interface LastCommit {
  /** Milliseconds since the epoch (author date). */
  timestamp: number;
  author: string;
}

const run = promisify(execFile);

/** Parses `git log --format=%x00%at%x00%aN --name-only`: newest commit first. */
export function parseGitLog(stdout: string): Map<string, LastCommit> {
  const byPath = new Map<string, LastCommit>();
  let commit: LastCommit | undefined;
  for (const line of stdout.split('\n')) {
    if (line.startsWith('\0')) {
      const [, seconds = '', author = ''] = line.split('\0');
      commit = { timestamp: Number(seconds) * 1000, author };
    } else if (line && commit && !byPath.has(line)) {
      byPath.set(line, commit);
    }
  }
  return byPath;
}

/** Paths in the map are relative to `dir`, with forward slashes. */
export async function readGitHistory(dir: string): Promise<Map<string, LastCommit>> {
  try {
    const { stdout } = await run(
      'git',
      [
        '-c',
        'core.quotePath=false',
        'log',
        // %aN: the author's public name through .mailmap, not the raw git identity.
        '--format=%x00%at%x00%aN',
        '--name-only',
        '--no-renames',
        '--relative',
        '--',
        '.',
      ],
      { cwd: dir, maxBuffer: 256 * 1024 * 1024 },
    );
    return parseGitLog(stdout);
  } catch {
    return new Map();
  }
}

/**
 * The newest commit that touched any of `files` (paths relative to `cwd`), or undefined
 * outside a checkout or when git knows none of them.
 */
export async function lastCommitOf(
  cwd: string,
  files: readonly string[],
): Promise<LastCommit | undefined> {
  try {
    const { stdout } = await run(
      'git',
      ['log', '-1', '--format=%x00%at%x00%an', '--no-renames', '--', ...files],
      { cwd },
    );
    const [, seconds, author = ''] = stdout.trim().split('\0');
    return seconds ? { timestamp: Number(seconds) * 1000, author } : undefined;
  } catch {
    return undefined;
  }
}
