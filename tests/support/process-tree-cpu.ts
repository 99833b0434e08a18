/**
 * CPU seconds of a whole process tree, Chromium's helpers included. A parent's
 * rusage (cutime/cstime) counts only the descendants that were waited for up
 * the chain; Chromium's crashpad handlers are double-forked (re-parented to
 * init) and its zygote's renderers are not always reaped through the browser
 * process, so their CPU time never reaches the command that started them.
 *
 * Every process of the tree carries an environment variable (`marker`), which
 * fork and exec pass on even across `setsid` and double forks (Playwright
 * launches Chromium in a session of its own, so neither the process group nor
 * the parent links find it). The sampler reads /proc now and then, remembers
 * each marked process's last CPU time and parent, and at the end adds to the
 * rusage of the waited chain (exact) the processes that chain does not hold:
 * those last seen with a parent outside the tree, and those still running.
 * What an orphan used after its last sample is lost (at most one interval).
 * Linux only: elsewhere `available` is false and nothing is counted.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { readProcStat, CLOCK_TICKS_PER_SECOND as TICKS } from '../../scripts/lib/proc-stat';

interface Seen {
  /** Start time (ticks since boot): a pid reused by another process is another process. */
  start: string;
  ppid: number;
  /** utime + stime + cutime + cstime, in ticks: itself and the children it waited for. */
  ticks: number;
  alive: boolean;
}

interface Stat {
  ppid: number;
  start: string;
  ticks: number;
  zombie: boolean;
}

function readStat(pid: number): Stat | undefined {
  const stat = readProcStat(pid);
  return (
    stat && {
      ppid: stat.ppid,
      start: stat.starttime,
      ticks: stat.utime + stat.stime + stat.cutime + stat.cstime,
      zombie: stat.state === 'Z',
    }
  );
}

function hasMarker(pid: number, marker: string): boolean {
  try {
    return readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(marker);
  } catch {
    // Another user's process, or gone already.
    return false;
  }
}

export class ProcessTreeCpu {
  readonly available: boolean;
  private readonly seen = new Map<number, Seen>();
  /** Processes already looked at and found without the marker. */
  private readonly strangers = new Set<number>();

  /**
   * `marker`: `NAME=value`, set in the environment of the tree's first process; `rootPid`: the
   * process that waits for that first process (this one, by default).
   */
  constructor(
    private readonly marker: string,
    private readonly rootPid = process.pid,
  ) {
    this.available = readStat(process.pid) !== undefined;
  }

  /** One look at every process: the marked ones' CPU time and parent. */
  sample(): void {
    if (!this.available) return;
    let pids: number[];
    try {
      pids = readdirSync('/proc')
        .filter((name) => /^\d+$/.test(name))
        .map(Number);
    } catch {
      return;
    }
    for (const entry of this.seen.values()) entry.alive = false;
    // A stranger is looked at once (its pid leaves the list when it ends, so a reused pid is
    // looked at again): the marked processes are the only ones read every time.
    const listed = new Set(pids);
    for (const pid of this.strangers) if (!listed.has(pid)) this.strangers.delete(pid);
    const newcomers = new Map<number, Stat>();
    for (const pid of pids) {
      if (this.strangers.has(pid)) continue;
      const stat = readStat(pid);
      if (!stat) continue;
      const known = this.seen.get(pid);
      if (known && known.start === stat.start) {
        known.ppid = stat.ppid;
        known.ticks = Math.max(known.ticks, stat.ticks);
        known.alive = !stat.zombie;
      } else newcomers.set(pid, stat);
    }
    // A newcomer belongs to the tree by its marker, or by its parent (Chromium writes its
    // process titles over its environment, so its processes are found by their parent); until
    // no more join, for a child listed before its parent.
    let joined = true;
    while (joined) {
      joined = false;
      for (const [pid, stat] of newcomers) {
        const parentInTree = stat.ppid === this.rootPid || this.isLive(stat.ppid);
        if (!parentInTree && !hasMarker(pid, this.marker)) continue;
        const known = this.seen.get(pid);
        // A reused pid replaces the older process's entry: count the older one before it goes.
        if (known) this.retire(known);
        this.seen.set(pid, {
          start: stat.start,
          ppid: stat.ppid,
          ticks: stat.ticks,
          alive: !stat.zombie,
        });
        newcomers.delete(pid);
        joined = true;
      }
    }
    for (const pid of newcomers.keys()) this.strangers.add(pid);
  }

  /** A process of the tree running now (a parent that can still have children). */
  private isLive(pid: number): boolean {
    return this.seen.get(pid)?.alive === true;
  }

  private retiredTicks = 0;
  private retire(entry: Seen): void {
    if (this.outsideChain(entry)) this.retiredTicks += entry.ticks;
  }

  /**
   * Not held by the waited chain's rusage: still running (nobody has waited for it yet), or an
   * orphan (last seen with a parent outside the tree). A process that ended under a marked
   * parent is held by that parent's children's time, counted with the parent.
   */
  private outsideChain(entry: Seen): boolean {
    if (entry.alive) return true;
    return entry.ppid !== this.rootPid && !this.seen.has(entry.ppid);
  }

  /**
   * CPU seconds the tree used that `waitedChainSeconds` (the rusage of the
   * children this process waited for) does not hold, up to the last sample.
   */
  unwaitedSeconds(): number {
    let ticks = this.retiredTicks;
    for (const entry of this.seen.values()) if (this.outsideChain(entry)) ticks += entry.ticks;
    return ticks / TICKS;
  }

  /** Marked processes seen so far (for tests and reports). */
  get processesSeen(): number {
    return this.seen.size;
  }
}
