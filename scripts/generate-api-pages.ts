/**
 * `tsx scripts/generate-api-pages.ts [--root DIR]`: generates the API
 * reference pages from openapi/ (run before `npm start` and `npm run build`).
 * An invalid spec prints each problem (file: location: reason) and exits 1,
 * leaving the previous pages untouched.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateApiReference } from './api/generate-api-reference';
import { SpecError } from './api/spec-error';

const { values } = parseArgs({ options: { root: { type: 'string' } } });
const root = path.resolve(values.root ?? path.join(import.meta.dirname, '..'));
const started = performance.now();

try {
  const result = await generateApiReference({ root });
  const ms = Math.round(performance.now() - started);
  console.log(
    `API reference: ${result.operations} operations, ${result.pages} pages, webhooks ${result.webhookFamilies.join(', ') || 'none'} (${ms} ms)`,
  );
} catch (error) {
  if (error instanceof SpecError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
