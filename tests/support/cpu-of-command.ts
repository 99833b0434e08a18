/**
 * Runs one command and writes the CPU seconds (user + system) it and every
 * process it waited for used to a file: `npm test` runs some tiers side by
 * side, so its own children's total no longer tells one tier from another.
 * Node gives no rusage of a child, hence this process in between: its
 * children's time (/proc/self/stat) is the command's.
 *
 *   tsx tests/support/cpu-of-command.ts <cpu-file> <program> [args…]
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { childrenCpuSeconds } from './tier-summary';

const [cpuFile, program, ...args] = process.argv.slice(2);
if (!cpuFile || !program) {
  console.error('usage: cpu-of-command.ts <cpu-file> <program> [args…]');
  process.exit(2);
}
const child = spawn(program, args, { stdio: 'inherit' });
// Ctrl-C reaches the whole process group: the command handles it, this process waits for it to
// end. A SIGTERM sent to this process alone is passed on.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('error', (error) => {
  console.error(`${program}: ${error.message}`);
  process.exit(127);
});
child.on('close', (code, signal) => {
  writeFileSync(cpuFile, String(childrenCpuSeconds() ?? ''));
  process.exit(code ?? (signal ? 128 : 1));
});
