/**
 * English UI strings of the site's chrome (header, menus, footer, search, sidebar,
 * everything every page shows): the reference table, shipped in every page's main script.
 * Lazy parts bring their own tables (i18n/<feature>/, read with `useFeatureText`). Every other locale's table must
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
  connectEditorText: 'Connect to your editor',
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

  // --- Search page ---
  searchRetryText: 'Try again',

  // ---  ---
  searchUnavailableText:
    'Search needs Web Workers, which this browser has turned off. Browse with the sidebar, or enable JavaScript workers and reload.',

  // --- Search page ---
  searchDidYouMean: 'Did you mean',
  searchDidYouMeanEnd: '?',
  searchOtherLanguageText: 'Results in {{language}}',
  searchFieldIn: 'in {{operation}}',
  searchSeeAllText: 'See all results',
  searchSeeAllWithinText: 'See all results within {{context}}',
  searchSeeAllOutsideText: 'See all results outside {{context}}',
  searchSectionGuides: 'Guides',
  searchSectionApi: 'API reference',
  searchFilterLabel: 'Show results from',
  searchFilterAll: 'Guides, API reference and blog',
  searchFilterWithin: 'Within {{context}}',
  searchFilterOutside: 'Outside {{context}}',
  searchResultCountOne: '1 result',
  searchResultCountOther: '{{count}} results',
  searchPageCountOne: 'in 1 page',
  searchPageCountOther: 'in {{count}} pages',

  // --- Theme states (footer, banner, colour mode, errors, progress) ---
  footerUsefulLinks: 'Useful links',
  footerHandbookLink: "Writers' handbook",
  footerSiteLink: '{{brand}} website',
  footerCopyright: 'Copyright © {{year}} {{brand}}',
  footerDocsTitle: 'Documentation',
  footerWebhooksLink: 'Webhooks',
  footerApiTitle: 'API reference',
  footerApiOverview: 'API overview',
  footerOpenApiYaml: 'OpenAPI contract (YAML)',
  footerOpenApiJson: 'OpenAPI contract (JSON)',
  footerBlogTitle: 'Blog',
  footerBlogLink: 'All posts',
  footerRssFeed: 'RSS feed',
  footerAtomFeed: 'Atom feed',
  footerStatusLink: 'API status',
  footerSupportLink: 'Developer support',
  footerSupportLine: 'Questions about the integration?',
  notFoundSuggestions: 'Perhaps you were looking for',
  notFoundSearch: 'Search the docs for “{{query}}”',

  // ---  ---
  docsVersionExplain:
    '{{version}} is the only published version and documents /v2, the API as it runs in production today. /v1 is deprecated and has no published docs: the changelog says until when it answers.',

  // --- Theme states (footer, banner, colour mode, errors, progress) ---
  docsVersionChangelog: 'What changed: the changelog',
  codeBlockLanguage: 'Language: {{language}}',
  siteMenuSidebarTitle: 'In this section',
  announcementLabel: 'Announcement',
  announcementClose: 'Close the announcement',
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

  // ---  ---
  docsVersionUnavailable:
    'The version you chose before ({{version}}) is no longer available: showing {{current}}.',

  // --- Blog ---
  blogListLabel: 'Posts, newest first',
  blogEmpty: 'No posts yet.',
  blogFeedTitle: '{{site}} Blog',
  blogFollow: 'Follow the blog:',
  blogRssFeed: 'RSS feed',
  blogAtomFeed: 'Atom feed',
  blogReadingTime: '{{minutes}} min read',
  blogAuthorsLabel: 'Authors',
  blogPostNavLabel: 'More posts',
  blogPreviousPost: 'Previous post',
  blogNextPost: 'Next post',

  // --- Performance and accessibility ---
  headingAnchorLabel: 'Link to the section “{{heading}}”',
  languageMenuLabel: 'Language: {{language}}',
  siteMenuOpen: 'Open the site menu',
  siteMenuClose: 'Close the site menu',
  siteMenuTitle: 'Site menu',
  mainNavLabel: 'Main',
  sidebarLandmarkLabel: 'Documentation pages',
  diagramScrollLabel: 'Diagram (scrolls sideways)',
  tableScrollLabel: 'Table (scrolls sideways)',
  llmsMoreOptions: 'More ways to use this page with AI tools',
  opensInNewTab: '(opens in a new tab)',

  // --- Writers' handbook (live previews, props tables) ---
  searchSectionHandbook: "Writers' handbook",
} as const;

export type UiStringKey = keyof typeof en;
export type UiStrings = Record<UiStringKey, string>;
