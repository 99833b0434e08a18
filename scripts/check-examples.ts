/**
 * `tsx scripts/check-examples.ts [--root DIR]`: checks every example of the
 * guides, the blog and the spec against the contract (scripts/examples/).
 * Prints each problem as `file:line: reason (schema path)` and exits 1 on any.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkExamples, formatProblem } from './examples/check-examples';

const { values } = parseArgs({ options: { root: { type: 'string' } } });
const root = path.resolve(values.root ?? path.join(import.meta.dirname, '..'));
const { problems, counts } = checkExamples({ root });
const summary = Object.entries(counts)
  .map(([kind, n]) => `${n} ${kind}`)
  .join(', ');
if (problems.length > 0) {
  for (const p of problems) console.error(formatProblem(p));
  console.error(`Examples check: ${problems.length} problem(s) in ${summary}`);
  process.exit(1);
}
console.log(`Examples check: all valid (${summary})`);
