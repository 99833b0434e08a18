/**
 * The production build as the contract and browser tiers reach it: served by
 * `npm run serve`'s own server (tests/support/serve-build.ts, their global
 * setup) on a free loopback port.
 */
import { inject } from 'vitest';

/** The served build's origin, e.g. http://127.0.0.1:41234 */
export function baseUrl(): string {
  return inject('baseUrl');
}
