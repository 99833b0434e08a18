/**
 * `tsx scripts/check-examples.ts [--root DIR]`: checks every example of the
 * guides, the blog and the spec against the contract (scripts/examples/).
 * Prints each problem as `file:line: reason (schema path)` and exits 1 on any.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SpecError } from './api/spec-error';
import { checkExamples, type ExamplesReport, formatProblem } from './examples/check-examples';

const { values } = parseArgs({ options: { root: { type: 'string' } } });
const root = path.resolve(values.root ?? path.join(import.meta.dirname, '..'));
let report: ExamplesReport;
try {
  report = checkExamples({ root });
} catch (error) {
  // An unreadable spec: the same file/line message as the API generator, no stack.
  if (error instanceof SpecError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const { problems, counts } = report;
const summary = Object.entries(counts)
  .map(([kind, n]) => `${n} ${kind}`)
  .join(', ');
if (problems.length > 0) {
  for (const p of problems) console.error(formatProblem(p));
  console.error(`Examples check: ${problems.length} problem(s) in ${summary}`);
  process.exit(1);
}
console.log(`Examples check: all valid (${summary})`);
