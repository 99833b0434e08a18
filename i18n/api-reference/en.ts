/**
 * English UI strings of the API reference (operation pages, overview, error catalogue); its
 * schema parts have their own table (i18n/api-schema).
 * Shipped by the API pages' chunks, not by every page's main script (i18n/en.ts is the
 * chrome's table). pt-BR.ts beside it must have exactly these keys.
 */
export const en = {
  // --- API reference ---
  apiMethodLabel: 'HTTP method {{method}}',
  apiServerLabel: 'Server',
  apiEnvironmentProduction: 'Production',
  apiEnvironmentSandbox: 'Sandbox',
  apiCopyUrl: 'Copy URL',
  apiUrlCopied: 'Copied',
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
  apiRequestBodyTitle: 'Request body',
  apiResponsesTitle: 'Responses',
  apiResponseHeaders: 'Response headers',
  apiResponseErrorBody: 'error object',
  apiResponseDetails: 'Headers and body',
  apiNoBody: 'No body.',
  apiCodeSamplesTitle: 'Request',
  apiLanguageLabel: 'Language',
  apiRequestExampleLabel: 'Example',
  apiResponseExamplesTitle: 'Response',
  apiResponseStatusLabel: 'Status',
  apiResponseExampleNone: 'This response has no body.',
  apiOverviewVersion: 'Version {{version}}',
  apiOverviewServers: 'Servers',
  apiOverviewServersGuide: 'Environments, keys and base URLs',
  apiOverviewAuthentication: 'Authentication',
  apiOverviewOperations: 'Operations',
  apiOverviewDownload: 'Download the specification',

  // ---  ---
  apiOverviewDownloadText:
    'The whole API as an OpenAPI 3.1 document, to import into Postman, Insomnia or a client generator:',

  // --- API reference ---
  apiOverviewDownloadJson: 'openapi.json (JSON)',
  apiOverviewDownloadYaml: 'openapi.yaml (YAML)',
  apiOverviewTools: 'Download for Postman / Insomnia',

  // ---  ---
  apiOverviewToolsText:
    'Every operation ready to send, in folders by tag, with its example and its saved responses. Pick the sandbox or production environment and put your secret key in its apiKey variable. Every send gets a fresh Idempotency-Key, so sending a request again is a new operation, not a retry of the previous one.',

  // --- API reference ---
  apiOverviewPostmanCollection: 'Postman collection',
  apiOverviewPostmanSandbox: 'Postman environment: sandbox',
  apiOverviewPostmanProduction: 'Postman environment: production',
  apiOverviewInsomnia: 'Insomnia (collection and both environments)',
  apiColumnEnvironment: 'Environment',
  apiColumnBaseUrl: 'Base URL',

  // --- Try it ---
  tryItSamplesLive: 'Showing the request from Try it; your key is replaced by a placeholder.',

  // ---  ---
  apiErrorsIntro:
    'Every error answer carries error.code and error.doc_url, a link to the entry below. Branch your code on code (and the HTTP status), never on message: its wording may change.',

  // --- Error catalogue (/docs/api/errors, generated from x-error-codes) ---
  apiErrorMeaning: 'Meaning',
  apiErrorCause: 'Likely cause',
  apiErrorAction: 'What to do',
  apiErrorRetry: 'Retry?',
  apiErrorReturnedBy: 'Returned by',
  apiErrorRetryNo: 'No: the same request always fails the same way.',
  apiErrorRetryAfterFix: 'Only after fixing the cause.',
  apiErrorRetryAfterWait: 'Yes, after waiting Retry-After seconds.',
  apiErrorRetryYes: 'Yes, with backoff and the same Idempotency-Key.',
  apiErrorEntryLink: 'What {{code}} means and what to do',

  // --- Test data page (sandbox scenarios) and its links ---
  sandboxTestDataLink: 'Test values for the sandbox',

  // --- Try it: the entry on operation pages (the console itself is i18n/try-it) ---
  tryItTitle: 'Try it',
  tryItIntro: 'Send a real request from this page, to the sandbox by default, and see the answer.',
  tryItOpen: 'Try it',
  tryItClose: 'Close',
  tryItLoading: 'Loading the console…',
  tryItLoadFailed: 'The console could not be loaded.',
  tryItRetry: 'Retry',
} as const;

export type ApiReferenceStrings = Record<keyof typeof en, string>;
