/**
 * The origins of the brand's API (sandbox first), the only hosts outside the
 * site that a page may connect to: the "Try it" console sends requests there,
 * so the Content-Security-Policy's `connect-src` lists exactly these, and the
 * API generator offers the console only the servers on them.
 */
import { brand } from './brand';

export function apiOrigins(urls: readonly string[] = [brand.sandboxApiBaseUrl, brand.apiBaseUrl]) {
  return [...new Set(urls.map((url) => new URL(url).origin))];
}
