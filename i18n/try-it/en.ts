/**
 * English UI strings of the Try it console of API operation pages.
 * Shipped by its lazy chunk (and the Try it button on operation pages), not by every page's main script (i18n/en.ts is the
 * chrome's table). pt-BR.ts beside it must have exactly these keys.
 */
export const en = {
  // --- Try it ---
  tryItFormLabel: 'Request to send',
  tryItServer: 'Server',
  tryItSimulator: 'Simulator (in this page, no account)',

  // ---  ---
  tryItSimulatorHint:
    'Answers in your browser, as the sandbox would, with its test data: nothing is sent. Any key starting with sk_test_ works.',
  tryItSimulatorForgot:
    'The simulator keeps the {{kept}} newest resources of each kind in this tab: it forgot the {{count}} oldest, which now answer 404.',
  tryItSimulatorMemoryOnly:
    "This tab's storage is full or blocked: the simulator keeps its state in this page only, until you reload or leave it.",
  tryItSimulatorReset:
    "The simulator's saved state in this tab could not be read, so it started over: resources created before this request are gone.",
  tryItProductionWarning:
    'Production moves real money: a request is sent only after you confirm it.',

  // --- Try it ---
  tryItNoServer: 'No server of this operation can be called from the browser.',
  tryItCredentialBearer: 'Secret key (Bearer token)',
  tryItCredentialBasic: 'Credentials (user:password)',
  tryItCredentialApiKey: 'API key ({{name}})',

  // ---  ---
  tryItCredentialHint:
    'Kept only in this browser tab until you clear it or close the tab. The code samples show a placeholder instead.',

  // --- Try it ---
  tryItCredentialShow: 'Show',
  tryItCredentialHide: 'Hide',
  tryItCredentialClear: 'Clear',
  tryItCredentialCleared: 'Key cleared.',
  tryItCredentialMissing: 'No key: the API will answer 401.',
  tryItCookieNotSent: 'Cookie parameters are not sent from the browser: use the code samples.',
  tryItSelectNone: '(not sent)',
  tryItNewKey: 'New key',
  tryItBody: 'Request body ({{mediaType}})',
  tryItBodyFormat: 'Format JSON',
  tryItBodyProblems: 'Problems in the body',
  tryItBodyRoot: 'body',
  tryItTimeout: 'Timeout (seconds)',
  tryItSend: 'Send request',
  tryItSending: 'Sending…',
  tryItCancel: 'Cancel',
  tryItInvalidSummary: 'Nothing was sent: fix the fields marked above (problems: {{count}}).',
  tryItConfirmTitle: 'Send to production?',
  tryItConfirmText: 'This request goes to {{url}} with your key and may move real money.',
  tryItConfirmSend: 'Send to production',
  tryItResponse: 'Response',
  tryItResponseSummary: 'Status {{status}} in {{ms}} ms',
  tryItDuration: '{{ms}} ms',
  tryItResponseHeaders: 'Response headers ({{count}})',

  // ---  ---
  tryItResponseHeadersNote:
    'The browser shows only the headers the API exposes to web pages (CORS).',

  // --- Try it ---
  tryItResponseBody: 'Body',
  tryItResponseEmpty: 'Empty body.',

  // ---  ---
  tryItResponseTruncated:
    'This answer is {{size}}, over the {{limit}} shown highlighted: its first {{shown}} are shown below as plain text.',

  // --- Try it ---
  tryItResponseDownload: 'Download the whole answer ({{size}})',
  tryItTimedOut: 'No response within {{seconds}} s: the request was stopped.',
  tryItCanceled: 'Request canceled.',

  // ---  ---
  tryItMaybeProcessed:
    'The API may still have received and processed it: check before sending it again.',

  // --- Try it ---
  tryItNetworkError: 'The request got no answer that the browser could read.',
  tryItNetworkCauses: 'Likely causes:',
  tryItNetworkOffline: 'Your browser is offline.',

  // ---  ---
  tryItNetworkCors:
    'The API does not accept calls from this site (CORS), so the browser blocks its answer. The same request from a terminal or your server (the cURL sample) is not affected.',
  tryItNetworkUnreachable:
    'The API host cannot be reached: no connection, DNS, firewall, VPN or proxy.',

  // --- Try it ---
  tryItNetworkBlocked: 'A browser extension (ad or privacy blocker) stopped the request.',
  tryItNetworkBrowserMessage: 'The browser said:',
  tryItNetworkConsole: 'The browser console (F12) names the exact reason.',
  tryItErrorRequired: 'Required.',
  tryItErrorType: 'Must be of type {{type}}.',
  tryItErrorEnum: 'Must be one of: {{values}}.',
  tryItErrorConst: 'Must be {{value}}.',
  tryItErrorFormat: 'Must be a valid {{format}}.',
  tryItErrorMinimum: 'Must be at least {{value}}.',
  tryItErrorMaximum: 'Must be at most {{value}}.',
  tryItErrorExclusiveMinimum: 'Must be greater than {{value}}.',
  tryItErrorExclusiveMaximum: 'Must be less than {{value}}.',
  tryItErrorMultipleOf: 'Must be a multiple of {{value}}.',
  tryItErrorMinLength: 'Must have at least {{value}} characters.',
  tryItErrorMaxLength: 'Must have at most {{value}} characters.',
  tryItErrorPattern: 'Must match the pattern {{pattern}}.',
  tryItErrorMinItems: 'Must have at least {{value}} items.',
  tryItErrorMaxItems: 'Must have at most {{value}} items.',
  tryItErrorUniqueItems: 'Items must not repeat.',
  tryItErrorMinProperties: 'Must have at least {{value}} keys.',
  tryItErrorMaxProperties: 'Must have at most {{value}} keys.',
  tryItErrorUnknownProperty: 'Unknown field.',
  tryItErrorOneOf: 'Must match exactly one of the alternatives.',
  tryItErrorAnyOf: 'Must match at least one of the alternatives.',
  tryItErrorInvalid: 'Invalid value.',
  tryItErrorJson: 'Invalid JSON at line {{line}}, column {{column}}.',
  tryItErrorJsonNoPosition: 'Invalid JSON.',
  tryItErrorTimeout: 'Enter a whole number of seconds from {{min}} to {{max}}.',
} as const;

export type TryItStrings = Record<keyof typeof en, string>;
