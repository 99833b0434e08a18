/**
 * `tsx scripts/generate-api-pages.ts [--root DIR]`: generates the API
 * reference pages from openapi/ (run before `npm start` and, through
 * scripts/prepare-build.ts, `npm run build`).
 * An invalid spec prints each problem (file: location: reason) and exits 1,
 * leaving the previous pages untouched.
 */
import { pathToFileURL } from 'node:url';
import { generateApiReference } from './api/generate-api-reference';
import { SpecError } from './api/spec-error';
import { rootArgument } from './lib/root-argument';

/** Generates the pages of the project at `root` and prints what it did; false on an invalid spec. */
export async function generateApiPages(root: string): Promise<boolean> {
  const started = performance.now();
  try {
    const result = await generateApiReference({ root });
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
  if (!(await generateApiPages(rootArgument()))) process.exit(1);
}
