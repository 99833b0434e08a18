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
  apiMethodLabel: 'HTTP method {{method}}',
  apiServerLabel: 'Server',
  apiEnvironmentProduction: 'Production',
  apiEnvironmentSandbox: 'Sandbox',
  apiCopyUrl: 'Copy URL',
  apiUrlCopied: 'Copied',
  apiDeprecated: 'Deprecated',
  apiDeprecatedNotice: 'This operation is deprecated: it still works, but avoid it in new code.',
  apiAuthTitle: 'Authentication',
  apiAuthBearer: 'Send your secret key as a bearer token in the {{header}} header:',
  apiAuthBasic: 'Send your credentials with HTTP Basic authentication in the {{header}} header.',
  apiAuthApiKey: 'Send your key in the {{location}} parameter {{name}}.',
  apiAuthNone: 'This operation needs no authentication.',
  apiAuthGuideLink: 'How authentication works',
  apiParametersTitle: 'Parameters',
  apiParametersPath: 'Path parameters',
  apiParametersQuery: 'Query parameters',
  apiParametersHeader: 'Header parameters',
  apiParametersCookie: 'Cookie parameters',
  apiColumnName: 'Name',
  apiColumnType: 'Type',
  apiColumnDescription: 'Description',
  apiRequired: 'required',
  apiOptional: 'optional',
  apiNullable: 'nullable',
  apiReadOnly: 'read-only',
  apiWriteOnly: 'write-only',
  apiEnumLabel: 'Allowed values',
  apiDefaultLabel: 'Default',
  apiExampleLabel: 'Example',
  apiConstraintsLabel: 'Constraints',
  apiConstraintMinimum: 'minimum {{value}}',
  apiConstraintMaximum: 'maximum {{value}}',
  apiConstraintExclusiveMinimum: 'greater than {{value}}',
  apiConstraintExclusiveMaximum: 'less than {{value}}',
  apiConstraintMultipleOf: 'multiple of {{value}}',
  apiConstraintMinLength: 'at least {{value}} characters',
  apiConstraintMaxLength: 'at most {{value}} characters',
  apiConstraintPattern: 'pattern {{value}}',
  apiConstraintMinItems: 'at least {{value}} items',
  apiConstraintMaxItems: 'at most {{value}} items',
  apiConstraintUniqueItems: 'items are unique',
  apiConstraintMinProperties: 'at least {{value}} keys',
  apiConstraintMaxProperties: 'at most {{value}} keys',
  apiConstraintConst: 'always {{value}}',
  apiRequestBodyTitle: 'Request body',
  apiResponsesTitle: 'Responses',
  apiResponseHeaders: 'Response headers',
  apiResponseDetails: 'Headers and body',
  apiNoBody: 'No body.',
  apiSchemaAny: 'any',
  apiSchemaArrayOf: 'array of {{type}}',
  apiSchemaMapOf: 'map of {{type}}',
  apiSchemaShowChildren: 'Show {{count}} child attributes',
  apiSchemaShowAlternatives: 'Show {{count}} alternatives',
  apiSchemaOneOf: 'One of',
  apiSchemaAnyOf: 'Any of',
  apiSchemaDiscriminator: 'chosen by {{property}}',
  apiSchemaComposedOf: 'Combines {{names}}',
  apiSchemaCircular: 'Recursive: same structure as {{name}} above.',
  apiSchemaOption: 'Option {{number}}',
  apiCodeSamplesTitle: 'Request',
  apiLanguageLabel: 'Language',
  apiRequestExampleLabel: 'Example',
  apiResponseExamplesTitle: 'Response',
  apiResponseStatusLabel: 'Status',
  apiResponseExampleNone: 'This response has no body.',
  apiOverviewVersion: 'Version {{version}}',
  apiOverviewServers: 'Servers',
  apiOverviewAuthentication: 'Authentication',
  apiOverviewOperations: 'Operations',
  apiOverviewDownload: 'Download the specification',
  apiOverviewDownloadText:
    'The whole API as an OpenAPI 3.1 document, to import into Postman, Insomnia or a client generator:',
  apiOverviewDownloadJson: 'openapi.json (JSON)',
  apiOverviewDownloadYaml: 'openapi.yaml (YAML)',
  apiColumnEnvironment: 'Environment',
  apiColumnBaseUrl: 'Base URL',
  apiWebhookEvents: 'Events',
  apiWebhookHeaders: 'Headers of every delivery',
  apiWebhookPayload: 'Payload',
  apiWebhookExample: 'Example',
  apiWebhookEventLabel: 'Event',
  apiWebhookAnswer: 'Your answer',

  // --- Theme states (footer, banner, colour mode, errors, progress) ---

  // --- Blog ---

  // --- Try it ---
} as const;

export type UiStringKey = keyof typeof en;
export type UiStrings = Record<UiStringKey, string>;
