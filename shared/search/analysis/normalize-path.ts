import { fold } from './fold';

/**
 * The form an endpoint path is indexed and searched under: lower-case, no
 * query string or trailing slash, and every parameter segment written `{}`,
 * so `/transactions/{id}/refund`, `/transactions/{transactionId}/refund`,
 * `/transactions/:id/refund` and `/transactions/tr_8f3k2/refund` are one term.
 */
export function normalizePath(path: string): string {
  const bare = fold(path)
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
  const segments = bare.split('/').map((segment) => (isParameter(segment) ? '{}' : segment));
  const joined = segments.join('/');
  return joined.startsWith('/') ? joined : `/${joined}`;
}

/** The same path without a leading version segment: `/v1/transactions` -> `/transactions`. */
export function unversionedPath(normalized: string): string | undefined {
  const stripped = normalized.replace(/^\/v\d+(?=\/)/, '');
  return stripped !== normalized ? stripped : undefined;
}

function isParameter(segment: string): boolean {
  return (
    /^\{.*\}$/.test(segment) ||
    segment.startsWith(':') ||
    /^\d+$/.test(segment) ||
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(segment) ||
    // Prefixed ids such as tr_8f3k2 or co_01HX...
    /^[a-z]{2,5}_[a-z0-9]*\d[a-z0-9]*$/.test(segment)
  );
}
