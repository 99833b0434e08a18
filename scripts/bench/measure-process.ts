/**
 * Runs a command and measures its wall time and peak memory. Memory is the
 * peak, over 100 ms samples, of the summed RSS of the process and all its
 * descendants (read from /proc: the build may fork workers).
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessFigures {
  code: number;
  wallMs: number;
  peakRssBytes: number;
  output: string;
  /** CPU time (user + system) of the command and its descendants, when asked for (`cpu`). */
  cpuMs?: number;
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
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = tree.get(ppid) ?? [];
      list.push(Number(entry));
      tree.set(ppid, list);
    } catch {
      // The process ended between readdir and read.
    }
  }
  return tree;
}

function rssOfTree(pid: number): number {
  const tree = childrenOf();
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const current = stack.pop() as number;
    try {
      const status = readFileSync(`/proc/${current}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      total += kb * 1024;
    } catch {
      // Gone already.
    }
    stack.push(...(tree.get(current) ?? []));
  }
  return total;
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
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
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
      if (child.pid) peak = Math.max(peak, rssOfTree(child.pid));
    }, 100);
    child.on('close', (code) => {
      clearInterval(timer);
      const cpu = options.cpu ? splitCpuTimes(output) : { output };
      resolve({
        code: code ?? 0,
        wallMs: performance.now() - started,
        peakRssBytes: peak,
        ...cpu,
        readyMs,
        afterReadyError,
      });
    });
  });
}
