/**
 * English UI strings of the webhook signature checker, scenario deliveries and the test data page.
 * Shipped by the chunks of the pages that show them, not by every page's main script (i18n/en.ts is the
 * chrome's table). pt-BR.ts beside it must have exactly these keys.
 */
export const en = {
  // --- Webhook signature checker ---
  signatureCheckerTitle: 'Webhook signature checker',

  // ---  ---
  signatureCheckerIntro:
    'Computed in your browser with WebCrypto: nothing you type leaves this page. Use sandbox secrets only.',

  // --- Webhook signature checker ---
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
  signatureCheckerCurlShortened:
    'The body is shown up to {{shown}} of its {{total}} characters; Copy curl copies the whole command.',

  // ---  ---
  signatureCheckerInvalidJson:
    'This payload is not valid JSON ({{error}}). The signature is still computed over the raw bytes, but the API never sends a body like this.',
  signatureCheckerMissingId:
    'The payload has no string "id" field: there is no webhook-id to send, and the signature covers it.',

  // --- Webhook signature checker ---
  signatureCheckerSecretEmpty: 'Enter the signing secret to compute the signature.',

  // ---  ---
  signatureCheckerSecretPrefix:
    'Signing secrets are whsec_ followed by base64 (Standard Webhooks). Check that you copied the webhook secret, not an API key.',

  // --- Webhook signature checker ---
  signatureCheckerTimestampInvalid: 'The timestamp must be a whole number of Unix seconds.',

  // ---  ---
  signatureCheckerTimestampSkew:
    'This timestamp is more than {{seconds}} seconds away from your clock: a receiver that follows this guide would reject the request.',
  signatureCheckerCryptoUnavailable:
    'WebCrypto is not available on this page (it needs HTTPS or localhost), so the signature cannot be computed here.',

  // --- Test data page (sandbox scenarios) and its links ---
  sandboxColumnValue: 'Test value',
  sandboxColumnScenario: 'Scenario',
  sandboxColumnAnswer: 'Status and webhooks',
  sandboxAnswerStep: 'Answer:',
  sandboxColumnWebhooks: 'Webhooks, in order',
  sandboxCopy: 'Copy',
  sandboxCopied: 'Copied',
  sandboxCopyFailed: 'Copy failed',
  sandboxCopyValue: 'Copy {{value}}',
  sandboxAfterSeconds: 'After {{seconds}} s:',
  sandboxNothingCreated: 'nothing is created or reserved',
  sandboxStatusUnchanged: 'status unchanged',
  sandboxSendIn: 'Send the value in',
  sandboxSendTo: 'of',
  sandboxSendAs: 'Send the value in `{{field}}` of `{{operation}}`.',
  sandboxTestCards: 'Or type into the sandbox card fields:',
  scenarioDeliveriesTitle: 'Webhooks of a sandbox scenario',

  // ---  ---
  scenarioDeliveriesIntro:
    'Choose a test value to see, in order, the webhooks the sandbox sends for it, signed with your secret, and replay each one against your local endpoint with cURL. Everything is computed in your browser; nothing is sent.',

  // --- Test data page (sandbox scenarios) and its links ---
  scenarioDeliveriesLoading: 'Loading the scenarios…',
  scenarioDeliveriesLoadFailed: 'The scenarios could not be loaded. Reload the page to try again.',
  scenarioDeliveriesScenarioLabel: 'Scenario',
  scenarioDeliveriesSecretLabel: 'Signing secret (whsec_...)',
  scenarioDeliveriesEndpointLabel: 'Your local endpoint',

  // ---  ---
  scenarioDeliveriesEndpointInvalid:
    'Enter an http:// or https:// URL; until then the commands use {{url}}.',

  // --- Test data page (sandbox scenarios) and its links ---
  scenarioDeliveriesSendAs: 'Triggered by sending {{value}} in {{field}}.',
  scenarioDeliveriesResign: 'Sign again with the current time',
  scenarioDeliveriesAtOnce: 'sent at once',
  scenarioDeliveriesAfter: 'sent {{seconds}} s after the request',
  scenarioDeliveriesPayload: 'Payload',
  scenarioDeliveriesCopyCurl: 'Copy the cURL of {{event}}',
} as const;

export type SandboxToolsStrings = Record<keyof typeof en, string>;
