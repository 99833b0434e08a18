/**
 * Every route of the site, per locale, derived from the same config the site
 * is built from. Features that add routes add them here.
 */
import path from 'node:path';
import { handbookCategories } from '../../config/handbook';
import {
  defaultLang,
  type Lang,
  langOfPath,
  langs,
  localePrefix,
  localizePath,
} from '../../config/locales';
import { guideCategories } from '../../config/navigation';
import { POST_FILE, postFiles } from '../../plugins/blog/load-blog';

export const guideSlugs = guideCategories.flatMap((c) => c.items.map((i) => i.slug));
/** The writers' handbook's pages (`handbook/...`), linked from the footer. */
export const handbookSlugs = handbookCategories().flatMap((c) => c.items.map((i) => i.slug));

/** The Test data page (a guide), generated from the spec's `x-sandbox-scenarios`. */
export const testDataPath = '/docs/intro/test-data';

/** The API reference pages (generated from openapi/): the overview and one page per operation. */
export const apiOperationSlugs = [
  'user-anticipation-controller-create',
  'user-anticipation-controller-get-by-id',
  'user-anticipation-controller-quote',
  'user-cashout-controller-cancel',
  'user-cashout-controller-create',
  'user-cashout-controller-get-all',
  'user-cashout-controller-get-by-id',
  'user-chargeback-controller-get-by-id',
  'user-chargeback-controller-submit-evidence',
  'user-infraction-controller-submit-defense',
  'user-receivable-controller-get-all',
  'user-receivable-controller-get-by-id',
  'user-recurrence-controller-cancel',
  'user-recurrence-controller-create',
  'user-recurrence-controller-get-by-id',
  'user-recurring-charge-controller-cancel',
  'user-recurring-charge-controller-get-by-id',
  'user-recurring-charge-controller-schedule',
  'user-transaction-controller-cancel-transaction',
  'user-transaction-controller-capture-transaction',
  'user-transaction-controller-create-transaction',
  'user-transaction-controller-get-fee',
  'user-transaction-controller-get-installments',
  'user-transaction-controller-get-transaction',
  'user-transaction-controller-get-transactions',
  'user-transaction-controller-refund-transaction',
  'user-transaction-controller-update-delivery-status',
  'user-wallet-controller-get-balance',
  'user-wallet-controller-get-balance-transaction',
  'user-wallet-controller-get-balance-transactions',
];
export const apiPaths = [
  '/docs/api/documentacao-de-api',
  '/docs/api/errors',
  ...apiOperationSlugs.map((s) => `/docs/api/${s}`),
];
/** Slugs of the blog posts (every post exists in every locale: the build checks it). */
export const blogSlugs = postFiles(
  path.resolve(import.meta.dirname, '../../docs'),
  defaultLang,
).map((file) => POST_FILE.exec(path.basename(file))?.[1] ?? file);

/** Locale-free paths of every page (the error catalogue is both a guide entry and an API page: once). */
export const sitePaths: string[] = [
  ...new Set([
    '/',
    '/search',
    '/docs',
    ...guideSlugs.map((s) => `/docs/${s}`),
    ...handbookSlugs.map((s) => `/docs/${s}`),
    ...apiPaths,
    '/blog',
    ...blogSlugs.map((s) => `/blog/${s}`),
  ]),
];

/** Every page in every locale: ['/', '/en/', '/search', '/en/search', ...]. */
export const allRoutes: string[] = sitePaths.flatMap((p) =>
  langs.map((lang) => (p === '/' ? localizePath('/', lang) : localizePath(p, lang))),
);

/** A locale's routes: its pages, plus its not-found page (the axe sweep's, one file per locale). */
export function localeRoutes(lang: Lang): string[] {
  return [
    ...allRoutes.filter((route) => langOfPath(route) === lang),
    `${localePrefix(lang)}/no-such-page`,
  ];
}

/** Every route of the site, not-found pages included. */
export const siteRoutes = [...allRoutes, '/no-such-page', '/en/no-such-page'];
