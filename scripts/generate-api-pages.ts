/**
 * `tsx scripts/generate-api-pages.ts [--root DIR] [--force]`: generates the API
 * reference pages from openapi/ (run before `npm start`; `npm run build` runs
 * it through scripts/prepare-build.ts). From the command line it does nothing
 * when the pages on disk are what it would write (scripts/api/generation-stamp.ts:
 * the inputs and the outputs are those of its last run), unless `--force`.
 * An invalid spec prints each problem (file: location: reason) and exits 1,
 * leaving the previous pages untouched.
 */
import { pathToFileURL } from 'node:url';
import { isApiReferenceCurrent, recordApiReference } from './api/generation-stamp';
import { rootArgument } from './lib/root-argument';

/**
 * Generates the pages of the project at `root` and prints what it did; false on an invalid
 * spec. With `ifChanged`, first checks whether anything changed since the last run.
 */
export async function generateApiPages(
  root: string,
  options: { ifChanged?: boolean } = {},
): Promise<boolean> {
  const started = performance.now();
  if (options.ifChanged && (await isApiReferenceCurrent(root))) {
    console.log(
      `API reference: up to date, nothing changed since it was generated (${Math.round(performance.now() - started)} ms)`,
    );
    return true;
  }
  // Loaded only when it runs: the check above must not pay for the generator's modules.
  const { generateApiReference } = await import('./api/generate-api-reference');
  const { SpecError } = await import('./api/spec-error');
  try {
    const result = await generateApiReference({ root });
    await recordApiReference(root);
    const ms = Math.round(performance.now() - started);
    console.log(
      `API reference: ${result.operations} operations, ${result.pages} pages, webhooks ${result.webhookFamilies.join(', ') || 'none'} (${ms} ms)`,
    );
    return true;
  } catch (error) {
    if (error instanceof SpecError) {
      console.error(error.message);
      return false;
    }
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ifChanged = !process.argv.includes('--force');
  if (!(await generateApiPages(rootArgument(), { ifChanged }))) process.exit(1);
}
