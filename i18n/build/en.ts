/**
 * English UI strings of text written into pages and feeds at build time (blog sidebar, feeds, generated API pages).
 * Shipped by nothing in the browser: the build reads them through `uiStrings`, not by every page's main script (i18n/en.ts is the
 * chrome's table). pt-BR.ts beside it must have exactly these keys.
 */
export const en = {
  // --- Blog ---
  blogAllPosts: 'All posts',

  // ---  ---
  blogDescription:
    'Product and API news for developers: launches, changes and deprecations, with the dates that matter.',

  // --- Blog ---
  feedPageBadge: 'Web feed',

  // ---  ---
  feedPageIntro:
    'This is the blog’s web feed. Copy its address below into a feed reader to get every new post; this page is what your browser shows of it.',

  // --- Blog ---
  feedPageBlogLink: 'Read the blog on the site',
  feedPagePosts: 'Posts in this feed',

  // --- Error catalogue (/docs/api/errors, generated from x-error-codes) ---
  apiErrorsTitle: 'Error codes',

  // ---  ---
  apiErrorsDescription:
    'Every error code the API returns: HTTP status, meaning, likely cause, what to do, whether to retry and the operations that return it.',

  // --- Changelog ---
  changelogFeedTitle: '{{brand}} API changelog',
  changelogFeedDescription: 'Breaking changes, additions and deprecations of the {{brand}} API.',
} as const;

export type BuildStrings = Record<keyof typeof en, string>;
