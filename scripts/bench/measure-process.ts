/**
 * Runs a command and measures its wall time and peak memory. Memory is the
 * peak, over 100 ms samples, of the summed RSS of the process and all its
 * descendants (read from /proc: the build may fork workers). With `phases`,
 * the same figures per phase of the command, a phase ending at the first
 * output line that matches its pattern.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { CLOCK_TICKS_PER_SECOND, readProcStat } from '../lib/proc-stat';

export interface ProcessFigures {
  code: number;
  wallMs: number;
  peakRssBytes: number;
  output: string;
  /** CPU time (user + system) of the command and its descendants, when asked for (`cpu`). */
  cpuMs?: number;
  /** The phases asked for (`phases`) that were seen, in order; the last one ends with the process. */
  phases?: PhaseFigures[];
}

/** A phase of a command: it ends when the command prints a line matching `endsAt`. */
export interface PhaseMark {
  name: string;
  endsAt: RegExp;
}

export interface PhaseFigures {
  name: string;
  wallMs: number;
  /** CPU time (user + system) of the process tree during the phase. */
  cpuMs: number;
  /** Peak summed RSS of the process tree during the phase. */
  peakRssBytes: number;
}

/** bash's `times` prints its children's user and system time on its second line. */
const TIMES_LINE = /^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/m;

/** CPU ms from the `times` output at the end of `output`, and the output without it. */
export function splitCpuTimes(output: string): { output: string; cpuMs?: number } {
  const lines = output.trimEnd().split('\n');
  const match = TIMES_LINE.exec(lines.at(-1) ?? '');
  if (!match) return { output };
  const [, um, us, sm, ss] = match.map(Number) as number[];
  const cpuMs = ((um ?? 0) * 60 + (us ?? 0) + (sm ?? 0) * 60 + (ss ?? 0)) * 1000;
  return { output: `${lines.slice(0, -2).join('\n')}\n`, cpuMs };
}

function childrenOf(): Map<number, number[]> {
  const tree = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    // Undefined: the process ended between readdir and read.
    const stat = readProcStat(Number(entry));
    if (!stat) continue;
    const list = tree.get(stat.ppid) ?? [];
    list.push(Number(entry));
    tree.set(stat.ppid, list);
  }
  return tree;
}

function treeOf(pid: number): number[] {
  const tree = childrenOf();
  const all: number[] = [];
  const stack = [pid];
  while (stack.length) {
    const current = stack.pop() as number;
    all.push(current);
    stack.push(...(tree.get(current) ?? []));
  }
  return all;
}

function rssOfTree(pid: number): number {
  let total = 0;
  for (const current of treeOf(pid)) {
    try {
      const status = readFileSync(`/proc/${current}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      total += kb * 1024;
    } catch {
      // Gone already.
    }
  }
  return total;
}

/**
 * CPU ms used so far by a process tree: each live process's user + system time, plus
 * what its children that already ended used (cutime + cstime, counted once, in the parent
 * that waited for them).
 */
export function cpuMsOfTree(pid: number): number {
  let ticks = 0;
  for (const current of treeOf(pid)) {
    const stat = readProcStat(current);
    if (stat) ticks += stat.utime + stat.stime + stat.cutime + stat.cstime;
  }
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** Per-phase figures from the cumulative marks taken as each phase ended. */
export function phaseFigures(
  marks: readonly { name: string; wallMs: number; cpuMs: number; peakRssBytes: number }[],
): PhaseFigures[] {
  return marks.map((mark, i) => {
    const previous = marks[i - 1];
    return {
      name: mark.name,
      wallMs: mark.wallMs - (previous?.wallMs ?? 0),
      cpuMs: Math.max(0, mark.cpuMs - (previous?.cpuMs ?? 0)),
      peakRssBytes: mark.peakRssBytes,
    };
  });
}

export function measureProcess(
  command: string,
  args: string[],
  options: {
    cwd?: string;
    env?: NodeJS.ProcessEnv;
    readyPattern?: RegExp;
    /** Awaited once the ready pattern shows, before the process is stopped. */
    afterReady?: () => Promise<void>;
    /**
     * Also measure CPU time (through bash's `times`): on a shared machine wall time
     * follows the other jobs' load, CPU time much less.
     */
    cpu?: boolean;
    /**
     * Phases of the command, in the order it goes through them; the figures of a phase
     * whose line never shows are counted in the next phase seen. After the last mark,
     * the rest of the run is the phase `after`.
     */
    phases?: readonly PhaseMark[];
    after?: string;
  } = {},
): Promise<ProcessFigures & { readyMs?: number; afterReadyError?: Error }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const [program, programArgs] = options.cpu
      ? ['bash', ['-c', '"$@"; status=$?; times >&2; exit $status', 'measure', command, ...args]]
      : [command, args];
    const child = spawn(program as string, programArgs as string[], {
      cwd: options.cwd,
      env: { ...process.env, NO_COLOR: '1', ...options.env },
    });
    let output = '';
    let peak = 0;
    let readyMs: number | undefined;
    let afterReadyError: Error | undefined;
    const phases = options.phases ?? [];
    const marks: { name: string; wallMs: number; cpuMs: number; peakRssBytes: number }[] = [];
    /** Peak RSS since the last mark. */
    let phasePeak = 0;
    /** The tree's CPU at the last sample: the end of the last phase without `cpu`. */
    let lastCpuMs = 0;
    let nextPhase = 0;
    const mark = (name: string) => {
      const rss = child.pid ? rssOfTree(child.pid) : 0;
      phasePeak = Math.max(phasePeak, rss);
      marks.push({
        name,
        wallMs: performance.now() - started,
        cpuMs: child.pid ? cpuMsOfTree(child.pid) : 0,
        peakRssBytes: phasePeak,
      });
      phasePeak = 0;
    };
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // A phase whose line was missed is skipped: the next one seen takes its figures.
      for (let i = nextPhase; i < phases.length; i++) {
        const phase = phases[i] as PhaseMark;
        if (!phase.endsAt.test(output)) continue;
        mark(phase.name);
        nextPhase = i + 1;
      }
      if (readyMs === undefined && options.readyPattern?.test(output)) {
        readyMs = performance.now() - started;
        const after = options.afterReady?.() ?? Promise.resolve();
        after
          .catch((error: Error) => {
            afterReadyError = error;
          })
          .finally(() => child.kill('SIGTERM'));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    const timer = setInterval(() => {
      if (!child.pid) return;
      const rss = rssOfTree(child.pid);
      peak = Math.max(peak, rss);
      phasePeak = Math.max(phasePeak, rss);
      // The tree's CPU just before it ends (bash's `times` runs then): the last phase's end.
      if (phases.length > 0) lastCpuMs = cpuMsOfTree(child.pid);
    }, 100);
    child.on('close', (code) => {
      clearInterval(timer);
      const cpu = options.cpu ? splitCpuTimes(output) : { output };
      const wallMs = performance.now() - started;
      if (phases.length > 0)
        marks.push({
          name: options.after ?? 'after',
          wallMs,
          cpuMs: cpu.cpuMs ?? lastCpuMs,
          peakRssBytes: phasePeak,
        });
      resolve({
        code: code ?? 0,
        wallMs,
        peakRssBytes: peak,
        ...(phases.length > 0 ? { phases: phaseFigures(marks) } : {}),
        ...cpu,
        readyMs,
        afterReadyError,
      });
    });
  });
}
