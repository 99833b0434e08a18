/**
 * One reader of `/proc/<pid>/stat` (Linux) for the bench and the test runner's CPU figures.
 * The command name (field 2) is free text in parentheses that may itself hold spaces and
 * `)`, so the fields are counted from the last `)`; see proc(5) for their numbers.
 */
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ): 100 on every Linux this runs on. */
export const CLOCK_TICKS_PER_SECOND = 100;

export interface ProcStat {
  /** Field 3: R, S, D, Z (zombie), T… */
  state: string;
  /** Field 4. */
  ppid: number;
  /** Fields 14–17, in ticks: its own user and system time, and its waited-for children's. */
  utime: number;
  stime: number;
  cutime: number;
  cstime: number;
  /** Field 22, ticks since boot: with the pid, names one process (pids are reused). */
  starttime: string;
}

/** The fields of one stat line, or undefined when it is not one. */
export function parseProcStat(text: string): ProcStat | undefined {
  const close = text.lastIndexOf(')');
  if (close < 0) return undefined;
  // Fields from 3 on; index i is field i + 3.
  const f = text
    .slice(close + 2)
    .trimEnd()
    .split(' ');
  if (f.length < 20) return undefined;
  return {
    state: f[0] ?? '',
    ppid: Number(f[1]),
    utime: Number(f[11]),
    stime: Number(f[12]),
    cutime: Number(f[13]),
    cstime: Number(f[14]),
    starttime: f[19] ?? '',
  };
}

/** The stat of a live process, or undefined when it is gone (or this is not Linux). */
export function readProcStat(pid: number | 'self'): ProcStat | undefined {
  try {
    return parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined;
  }
}
