/**
 * How the axe sweep (axe-sweep.ts) is cut: each locale's routes in batches of
 * BATCH (a slow machine times out one batch, not the whole sweep, and a
 * failure names its batch), the batches shared between AXE_SWEEP_PARTS test
 * files per locale, `tests/e2e/accessibility-axe-<lang>-<part>.test.ts`, so
 * the e2e project's workers check them side by side.
 */
import type { Lang } from '../../config/locales';
import { localeRoutes } from './site-routes';

/** Five routes: a guide batch took 5-10 min at load 20-25 (a failure names five routes, not thirty). */
const BATCH = 5;
/**
 * A batch's timeout: four minutes a route. A route took 1 min quiet and up to 2 min at
 * load ~40 (two whole `npm test` runs side by side), where ten minutes a batch of five timed out.
 */
export const AXE_BATCH_TIMEOUT_MS = BATCH * 4 * 60_000;
export const AXE_SWEEP_PARTS = 2;

/**
 * The batches of routes of part `part` (1 to AXE_SWEEP_PARTS) of a locale's
 * sweep. Batches go to the parts in turn, so the guides (the first routes,
 * the longest to check) are shared out too.
 */
export function axeSweepBatches(lang: Lang, part: number): string[][] {
  const routes = localeRoutes(lang);
  const batches = Array.from({ length: Math.ceil(routes.length / BATCH) }, (_, i) =>
    routes.slice(i * BATCH, (i + 1) * BATCH),
  );
  return batches.filter((_, i) => i % AXE_SWEEP_PARTS === part - 1);
}

/** The test file of each part of each locale's sweep. */
export const axeSweepFile = (lang: Lang, part: number) =>
  `tests/e2e/accessibility-axe-${lang}-${part}.test.ts`;
