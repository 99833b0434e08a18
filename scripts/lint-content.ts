/**
 * `npm run lint:content [-- --fix] [files…]`: the content checks of the pages
 * (terminology from shared/glossary.ts, headings, images, URLs), each problem as
 * `file:line:column  rule  message`. Exits 1 when a problem remains.
 * `--fix` first applies the safe fixes in place (terminology, bare URLs,
 * absolute links to the site), then reports what a person must fix.
 */
import path from 'node:path';
import { countByRule, formatProblem, lintContent } from './content-lint/lint-content';

const args = process.argv.slice(2);
const fix = args.includes('--fix');
// `--root=<dir>`: another copy of the site (the tests plant defects in one).
const rootArg = args.find((a) => a.startsWith('--root='));
const root = path.resolve(rootArg?.slice('--root='.length) ?? path.join(import.meta.dirname, '..'));
const unknown = args.filter((a) => a.startsWith('-') && a !== '--fix' && a !== rootArg);
if (unknown.length > 0) {
  console.error(`lint:content: unknown option ${unknown.join(' ')} (--fix, --root=<dir>)`);
  process.exit(2);
}
const files = args.filter((a) => !a.startsWith('-')).map((f) => path.resolve(f));

const result = await lintContent({ root, fix, files: files.length > 0 ? files : undefined });
for (const problem of result.problems) console.log(formatProblem(problem));
const fixedCount = Object.values(result.fixed).reduce((a, b) => a + (b ?? 0), 0);
if (fix) {
  const perRule = Object.entries(result.fixed)
    .map(([r, n]) => `${r} ${n}`)
    .join(', ');
  console.log(`lint:content: fixed ${fixedCount}${perRule ? ` (${perRule})` : ''}`);
}
if (result.problems.length > 0) {
  const perRule = Object.entries(countByRule(result.problems))
    .map(([r, n]) => `${r} ${n}`)
    .join(', ');
  console.log(
    `lint:content: ${result.problems.length} problems in ${result.files} files (${perRule})`,
  );
  process.exit(1);
}
console.log(`lint:content: ${result.files} files, no problems`);
