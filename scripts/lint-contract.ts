/**
 * `tsx scripts/lint-contract.ts [--root DIR]` (`npm run lint:contract`): lints
 * the API contract with Redocly CLI and Spectral (see scripts/api/lint-contract.ts).
 * Prints every problem (file: line, column (pointer): tool, rule, message) and
 * exits 1 when there is any.
 */
import { lintContract } from './api/lint-contract';
import { formatProblems, SpecError } from './api/spec-error';
import { rootArgument } from './lib/root-argument';

const root = rootArgument();
const started = performance.now();

try {
  const { documents, problems } = await lintContract({ root });
  const ms = Math.round(performance.now() - started);
  if (problems.length > 0) {
    console.error(formatProblems(problems).replace('Invalid API spec', 'API contract lint'));
    process.exit(1);
  }
  console.log(
    `API contract lint: Redocly recommended and Spectral (spectral:oas + house rules), 0 problems in ${documents.join(', ')} (${ms} ms)`,
  );
} catch (error) {
  if (error instanceof SpecError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
