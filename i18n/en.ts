/**
 * English UI strings: the reference table. Every other locale's table must
 * have exactly these keys (`UiStrings` makes a missing key a type error, and
 * tests/unit/i18n.test.ts checks the tables at run time too).
 *
 * Keys of Rspress' built-in theme keep their Rspress names; our own keys are
 * grouped by feature. `{{name}}` is a parameter filled by `useI18n()`.
 */
export const en = {
  // --- Rspress built-in theme ---
  languagesText: 'Languages',
  themeText: 'Theme',
  versionsText: 'Versions',
  menuTitle: 'Menu',
  outlineTitle: 'On this page',
  scrollToTopText: 'Back to top',
  lastUpdatedText: 'Last updated on',
  lastUpdatedAuthorText: 'by',
  prevPageText: 'Previous page',
  nextPageText: 'Next page',
  sourceCodeText: 'Source code',
  searchPlaceholderText: 'Search',
  searchPanelCancelText: 'Cancel',
  searchNoResultsText: 'No results',
  searchSuggestedQueryText: 'Try searching for different keywords',
  'overview.filterNameText': 'Filter',
  'overview.filterPlaceholderText': 'Search the API',
  'overview.filterNoResultText': 'No matching operation',
  openInText: 'Open in {{name}}',
  copyMarkdownText: 'Copy Markdown',
  copyMarkdownLinkText: 'Copy Markdown link',
  editLinkText: 'Edit this page',
  codeButtonGroupCopyButtonText: 'Copy code',
  codeButtonGroupWrapButtonText: 'Toggle line wrap',
  notFoundText: 'Page not found',
  takeMeHomeText: 'Take me home',
  promptCopyText: 'Copy prompt',
  promptCopiedText: 'Copied',
  promptExpandText: 'Expand',
  promptCollapseText: 'Collapse',

  // --- Site ---
  skipToContent: 'Skip to content',
  notFoundDescription: 'The page you are looking for does not exist or has moved.',
  notFoundDocsLink: 'Read the documentation',

  // --- Search page ---
  searchPageTitle: 'Search',
  searchPageLabel: 'Search the documentation',
  searchPageEmpty: 'Type a query to search the documentation.',
  searchClearText: 'Clear search',
  searchSuggestionsLabel: 'Search suggestions',
  searchLoadingText: 'Loading the search index…',
  searchErrorText: 'The search index could not be loaded.',
  searchDevIndexText:
    'The dev server has no search index: it is built with the site. Run `npm run build && npm run serve` to try search.',
  searchRetryText: 'Try again',
  searchUnavailableText:
    'Search needs Web Workers, which this browser has turned off. Browse with the sidebar, or enable JavaScript workers and reload.',
  searchSeeAllText: 'See all results',
  searchSeeAllWithinText: 'See all results within {{context}}',
  searchSeeAllOutsideText: 'See all results outside {{context}}',
  searchSectionGuides: 'Guides',
  searchSectionApi: 'API reference',
  searchFilterLabel: 'Show results from',
  searchFilterAll: 'All sections',
  searchFilterWithin: 'Within {{context}}',
  searchFilterOutside: 'Outside {{context}}',
  searchResultCountOne: '1 result',
  searchResultCountOther: '{{count}} results',
  searchPageCountOne: 'in 1 page',
  searchPageCountOther: 'in {{count}} pages',

  // --- Webhook signature checker ---
  signatureCheckerTitle: 'Webhook signature checker',
  signatureCheckerIntro:
    'Computed in your browser with WebCrypto: nothing you type leaves this page. Use sandbox secrets only.',
  signatureCheckerPayloadLabel: 'Payload (raw JSON body)',
  signatureCheckerResetButton: 'Restore example',
  signatureCheckerSecretLabel: 'Signing secret',
  signatureCheckerTimestampLabel: 'Timestamp (Unix seconds)',
  signatureCheckerNowButton: 'Now',
  signatureCheckerHeadersTitle: 'Headers the API would send',
  signatureCheckerCurlTitle: 'Replay it against your local server',
  signatureCheckerCopyHeaders: 'Copy headers',
  signatureCheckerCopyCurl: 'Copy curl',
  signatureCheckerCopied: 'Copied to the clipboard.',
  signatureCheckerCopyFailed: 'Could not copy: select the text and copy it by hand.',
  signatureCheckerNotAvailable: '(not available)',
  signatureCheckerInvalidJson:
    'This payload is not valid JSON ({{error}}). The signature is still computed over the raw bytes, but the API never sends a body like this.',
  signatureCheckerMissingId:
    'The payload has no string "id" field, so there is no Webhook-Id to send.',
  signatureCheckerSecretEmpty: 'Enter the signing secret to compute the signature.',
  signatureCheckerSecretPrefix:
    'Signing secrets start with whsec_. Check that you copied the webhook secret, not an API key.',
  signatureCheckerTimestampInvalid: 'The timestamp must be a whole number of Unix seconds.',
  signatureCheckerTimestampSkew:
    'This timestamp is more than {{seconds}} seconds away from your clock: a receiver that follows this guide would reject the request.',
  signatureCheckerCryptoUnavailable:
    'WebCrypto is not available on this page (it needs HTTPS or localhost), so the signature cannot be computed here.',

  // --- API reference ---

  // --- Theme states (footer, banner, colour mode, errors, progress) ---
  footerUsefulLinks: 'Useful links',
  footerSiteLink: '{{brand}} website',
  footerCopyright: 'Copyright © {{year}} {{brand}}',
  announcementLabel: 'Announcement',
  announcementClose: 'Close the announcement',
  sidebarOpen: 'Open the documentation menu',
  sidebarClose: 'Close the menu',
  sidebarTitle: 'Documentation menu',
  colorModeToggle: 'Switch color mode (current: {{mode}})',
  colorModeLight: 'light',
  colorModeDark: 'dark',
  colorModeSystem: 'system',
  loadingText: 'Loading…',
  pageCrashedTitle: 'This page crashed.',
  pageCrashedTryAgain: 'Try again',
  chunkErrorTitle: 'This page could not be loaded.',
  chunkErrorRetry: 'Retry',
  docsVersionLabel: 'Version: {{version}}',
  docsVersionLatest: 'latest',
  docsVersionMenu: 'Documentation versions',
  docsVersionUnavailable:
    'The version you chose before ({{version}}) is no longer available: showing {{current}}.',

  // --- Blog ---
  blogAllPosts: 'All posts',
  blogListLabel: 'Posts, newest first',
  blogEmpty: 'No posts yet.',
  blogFeedTitle: '{{site}} Blog',
  blogDescription:
    'Product and API news for developers: launches, changes and deprecations, with the dates that matter.',
  blogFollow: 'Follow the blog:',
  blogRssFeed: 'RSS feed',
  blogAtomFeed: 'Atom feed',
  blogReadingTime: '{{minutes}} min read',
  blogAuthorsLabel: 'Authors',
  blogTagsLabel: 'Tags',
  blogPostNavLabel: 'More posts',
  blogPreviousPost: 'Previous post',
  blogNextPost: 'Next post',

  // --- Try it ---
} as const;

export type UiStringKey = keyof typeof en;
export type UiStrings = Record<UiStringKey, string>;
