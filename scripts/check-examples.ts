/**
 * `tsx scripts/check-examples.ts [--root DIR]`: checks every example of the
 * guides, the blog, the spec and the samples held in TypeScript (the home
 * page's) against the contract (scripts/examples/).
 * Prints each problem as `file:line: reason (schema path)` and exits 1 on any.
 */
import { pathToFileURL } from 'node:url';
import { SpecError } from './api/spec-error';
import { checkExamples, type ExamplesReport, formatProblem } from './examples/check-examples';
import { loadHeldSamples } from './examples/held-samples';
import { rootArgument } from './lib/root-argument';

/** Checks the examples of the project at `root` and prints the outcome; false on any problem. */
export async function checkProjectExamples(root: string): Promise<boolean> {
  let report: ExamplesReport;
  try {
    report = checkExamples({ root, heldSamples: await loadHeldSamples(root) });
  } catch (error) {
    // An unreadable spec: the same file/line message as the API generator, no stack.
    if (error instanceof SpecError) {
      console.error(error.message);
      return false;
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
    return false;
  }
  console.log(`Examples check: all valid (${summary})`);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!(await checkProjectExamples(rootArgument()))) process.exit(1);
}
