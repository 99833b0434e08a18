/**
 * Page slug of an operation: the kebab-case of its operationId, so
 * `UserTransactionController_createTransaction` becomes
 * `user-transaction-controller-create-transaction`.
 */
export function operationSlug(operationId: string): string {
  return operationId
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
}

/** Slug of the overview page (the same in every locale, as the site's routes require). */
export const OVERVIEW_SLUG = 'documentacao-de-api';

/** Slug of the error catalogue page (`x-error-codes`), the same in every locale. */
export const ERRORS_SLUG = 'errors';

/** Anchor of a status group on the error catalogue (`status-429`): the page and search share it. */
export function statusGroupAnchor(status: string | number): string {
  return `status-${status}`;
}
