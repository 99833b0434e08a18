/**
 * English texts of the MCP server (mcp/): the answers its tools give AI coding
 * agents and its command line. Node only: no page ships them. pt-BR.ts beside
 * it must have exactly these keys.
 */
export const en = {
  // --- Languages, as a sentence names them ---
  mcpLanguagePtBR: 'Portuguese',
  mcpLanguageEn: 'English',

  // --- search_docs ---
  mcpSearchResults: 'Results for “{{query}}” in the {{language}} docs, best first:',
  mcpSearchNone: 'Nothing in the {{language}} docs matches “{{query}}”.',
  mcpSearchDidYouMean: 'Did you mean: {{queries}}?',
  mcpSearchOtherLanguage: 'The {{language}} docs have these:',
  mcpSearchEmpty:
    'The query is empty: give a few words, a field, a header, an error code or an API path.',
  mcpSearchMore: '{{count}} more: ask with a higher `limit`, or narrow the query.',

  // --- get_page ---
  mcpPageNotFound:
    'No page at {{path}} on {{site}}. Find pages with search_docs, or read the llms.txt resource ({{llms}}).',
  mcpPageOutside:
    '“{{input}}” is not a page of {{site}}: give a path such as /docs/intro/getting-started, or a URL on {{site}}.',
  mcpPageInvalid:
    '“{{input}}” is not a valid page path: no encoded slashes, backslashes, dot segments or control characters.',

  // --- get_operation ---
  mcpOperationUnknown:
    'No operation or webhook event matches “{{input}}”. The API has these operations:',
  mcpEventList: 'And sends these webhook events:',
  mcpEventKind: 'webhook event',
  mcpEventGuide: 'Guide',
  mcpEventDelivery:
    '{{brand}} sends it as `POST` to your webhook endpoint, signed (Standard Webhooks), with these headers:',
  mcpEventBody: 'Body',
  mcpEventAnswer: 'Your answer',
  mcpOperationAmbiguous: '“{{input}}” matches several operations: name the method too.',
  mcpOperationPage: 'Reference page',
  mcpOperationServers: 'Servers',
  mcpOperationAuth: 'Authentication',
  mcpOperationAuthBearer: '`Authorization: Bearer <secret key>` (`sk_test_…` in the sandbox)',
  mcpOperationDeprecated: 'Deprecated: see the changelog before using it.',
  mcpColumnName: 'Name',
  mcpColumnIn: 'In',
  mcpColumnType: 'Type',
  mcpColumnRequired: 'Required',
  mcpColumnDescription: 'Description',
  mcpYes: 'yes',
  mcpNo: 'no',
  mcpJsonSchema: 'JSON Schema',
  mcpExample: 'Example',
  mcpResponseHeaders: 'Headers: {{headers}}.',
  mcpSameSchema: 'Same schema as the {{status}} answer.',
  mcpResponseErrorCodes: 'Error codes: {{codes}} (get_error explains each).',
  mcpSamplesTitle: 'Request samples',
  mcpSamplesIntro:
    'The request of the first example, in each language of the reference page (sandbox server; replace the key).',

  // --- get_error ---
  mcpErrorUnknown: 'The catalogue has no error code “{{code}}”.',
  mcpErrorClosest: 'Closest codes: {{codes}}.',
  mcpErrorAll: 'Codes in the catalogue: {{codes}}.',
  mcpErrorsWithStatus: 'Error codes answered with HTTP {{status}}:',
  mcpErrorEntry: 'Catalogue entry',

  // --- list_test_scenarios ---
  mcpScenariosTitle: 'Sandbox test values',
  mcpScenariosIntro:
    'Send a value in the field named, with a sandbox key (`sk_test_…`), to the sandbox or to the simulate tool: the outcome below follows. Values never expire.',
  mcpScenariosUnknownProduct: 'No test values for “{{product}}”. Products: {{products}}.',

  // --- simulate ---
  mcpSimulateAnswer:
    'Simulated answer: the Try it simulator answered as the sandbox would; nothing left this machine.',
  mcpSimulateMemory:
    'The simulator keeps what you create until this server stops: read, list, refund it next. Scenario steps happen when due (read the resource again later).',
  mcpSimulateInvalid: 'Nothing sent: the request breaks the schema (as Try it would show it):',
  mcpSimulateUnknown: 'No operation answers {{method}} {{path}}. The API has these:',
  mcpSimulateNoSimulator: 'The simulator does not play {{method}} {{path}}.',
  mcpSimulateTooLarge: 'Nothing sent: {{what}} is over the limit of {{limit}}.',
  mcpSimulateBadUrl:
    '“{{input}}” is not a request path: give one such as /transactions or /transactions/tr_123/refund?x=1.',

  // --- The site the server reads ---
  mcpSiteNoBuild:
    'No built site in {{dir}}: run `npm run build` in the docs project, or start the server with --site https://….',
  mcpSiteUnreachable: '{{site}} did not answer {{file}} ({{reason}}).',
  mcpSiteGarbage:
    '{{site}} answered {{file}} with something that is not {{what}}: is it this documentation site, built by this version?',
  mcpSiteTooLarge: '{{site}}: {{file}} is larger than {{limit}} bytes; not read.',

  // --- Command line ---
  mcpCliUsage:
    'Usage: acmepay-developers mcp [--site https://docs.example | --dir path/to/doc_build]\nStarts the documentation MCP server on stdin/stdout. Without an option it reads the build beside this package (doc_build/).',
  mcpCliBadSite: '--site must be an https:// URL (http:// only for localhost): got “{{value}}”.',
  mcpCliUnknownCommand: 'Unknown command “{{command}}”.',
} as const;

export type McpStrings = { [K in keyof typeof en]: string };
