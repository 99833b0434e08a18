/**
 * Runs one command and writes the CPU seconds (user + system) of its whole
 * process tree to a file: `npm test` runs some tiers side by side, so its own
 * children's total no longer tells one tier from another. Node gives no rusage
 * of a child, hence this process in between: its children's time
 * (/proc/self/stat) holds every process waited for up the chain, and
 * process-tree-cpu.ts adds those it does not hold (Chromium's double-forked
 * and un-reaped helpers), found by a marker in their environment.
 *
 *   tsx tests/support/cpu-of-command.ts <cpu-file> <program> [args…]
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { ProcessTreeCpu } from './process-tree-cpu';
import { childrenCpuSeconds } from './tier-summary';

const [cpuFile, program, ...args] = process.argv.slice(2);
if (!cpuFile || !program) {
  console.error('usage: cpu-of-command.ts <cpu-file> <program> [args…]');
  process.exit(2);
}
// A variable of its own (not a shared name with a new value): a run inside the command (a test of
// this runner) marks its tree with a second variable and leaves this one in place.
const markerName = `CPU_OF_COMMAND_${randomUUID().replaceAll('-', '')}`;
const tree = new ProcessTreeCpu(`${markerName}=1`);
const child = spawn(program, args, {
  stdio: 'inherit',
  env: { ...process.env, [markerName]: '1' },
});
// Five looks a second: an orphan's last moments between two looks are what is lost.
const sampling = setInterval(() => tree.sample(), 200);
// Ctrl-C reaches the whole process group: the command handles it, this process waits for it to
// end. A SIGTERM sent to this process alone is passed on.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('error', (error) => {
  console.error(`${program}: ${error.message}`);
  process.exit(127);
});
child.on('close', (code, signal) => {
  clearInterval(sampling);
  tree.sample();
  const waited = childrenCpuSeconds();
  writeFileSync(cpuFile, waited === undefined ? '' : String(waited + tree.unwaitedSeconds()));
  process.exit(code ?? (signal ? 128 : 1));
});
