import { useLang } from '@rspress/core/runtime';
import { useDeferredValue, useEffect, useId, useState } from 'react';
import { sandboxToolsText } from '../../../i18n/sandbox-tools';
import type { ApiWebhookFamilyData } from '../../../shared/api/page-model';
import { useCopyFeedback } from '../../hooks/useCopyFeedback';
import { useFeatureText } from '../../hooks/useFeatureText';
import { nowSeconds, useSecondsClock } from '../../hooks/useSecondsClock';
import { useWebhookSignature } from '../../hooks/useWebhookSignature';
import { ToolPanel } from '../ToolPanel/ToolPanel';
import { CheckerField } from './CheckerField';
import { CheckerOutput } from './CheckerOutput';
import { type InputMessage, inputMessages, isSigningSecret, isTimestamp } from './check-inputs';
import {
  CURL_PREVIEW_BODY_CHARS,
  formatCurl,
  formatCurlPreview,
  formatHeaders,
  inspectPayload,
} from './format';
import './WebhookSignatureChecker.css';

export interface WebhookSignatureCheckerProps {
  /**
   * The page's webhook family, as generated from the OpenAPI spec: import
   * `docs/<lang>/docs/api/_data/webhooks-<family>.json`.
   */
  data: ApiWebhookFamilyData;
  /** The event whose example body the form starts with, e.g. `transaction.paid` (one of the family's events). */
  event: string;
}

/** A made-up sandbox secret, so the form shows a signature before anything is typed. */
const EXAMPLE_SECRET = 'whsec_YWNtZS1zYW5kYm94LWV4YW1wbGUtc2VjcmV0LTMyYnk=';

/**
 * Live calculator of the headers a webhook delivery carries. Everything runs in
 * the reader's browser (WebCrypto); nothing is sent anywhere. Its parts: the
 * input rules (check-inputs.ts), the signature (useWebhookSignature), the copy
 * feedback (useCopyFeedback), a field and an output block (CheckerField,
 * CheckerOutput).
 */
export function WebhookSignatureChecker({ data, event }: WebhookSignatureCheckerProps) {
  const t = useFeatureText(sandboxToolsText);
  const lang = useLang();
  const say = (message: InputMessage | null) => {
    if (!message) return null;
    const { key, ...values } = message;
    return t(key, values);
  };
  // The spec is the single source of the example bodies (same as the event list above it).
  const example = data.events.find((e) => e.name === event)?.example?.json ?? '{}';
  const baseId = useId();
  const ids = {
    payloadMessage: `${baseId}-payload-message`,
    secretMessage: `${baseId}-secret-message`,
    timestampMessage: `${baseId}-timestamp-message`,
    headers: `${baseId}-headers`,
    curl: `${baseId}-curl`,
  };

  const [payload, setPayload] = useState(example);
  const [secret, setSecret] = useState(EXAMPLE_SECRET);
  // Empty during SSG; "now" is filled in after hydration, so server and client markup agree.
  const [timestamp, setTimestamp] = useState('');
  const now = useSecondsClock(15_000);
  const hydrated = now !== null;
  useEffect(() => {
    // Once, when hydrated, and only if the reader has not typed one yet (they may type
    // before this effect runs); a timestamp the reader clears later stays cleared.
    if (hydrated) setTimestamp((value) => (value === '' ? String(nowSeconds()) : value));
  }, [hydrated]);
  const { copied, copy } = useCopyFeedback<'headers' | 'curl'>();

  // What the payload gives (parse, signature, curl) follows the typing at a lower priority:
  // a keystroke in a payload of megabytes shows at once, the results as soon as they are ready.
  const signedPayload = useDeferredValue(payload);
  const parsed = inspectPayload(signedPayload);
  const webhookId = parsed.id ?? '';
  const messages = inputMessages({ secret, timestamp, payload: parsed, now });
  const signature = useWebhookSignature({
    secret,
    webhookId,
    timestamp,
    payload: signedPayload,
    signable: isSigningSecret(secret) && isTimestamp(timestamp) && webhookId !== '',
  });
  const signatureValue = signature.status === 'ok' ? signature.value : '';
  const ready = signatureValue !== '';
  const headers = { id: webhookId, timestamp, signature: signatureValue };
  const curl = formatCurlPreview(headers, signedPayload);
  const payloadMessage = say(messages.payload);
  const secretMessage = say(messages.secret);
  const timestampMessage = say(messages.timestamp);
  const placeholder = t('signatureCheckerNotAvailable');

  return (
    <ToolPanel
      className="ap-signature-checker"
      title={t('signatureCheckerTitle')}
      intro={t('signatureCheckerIntro')}
    >
      <CheckerField
        label={t('signatureCheckerPayloadLabel')}
        htmlFor={`${baseId}-payload`}
        action={{ label: t('signatureCheckerResetButton'), onClick: () => setPayload(example) }}
        message={payloadMessage}
        messageId={ids.payloadMessage}
        messageRole="alert"
        messageTestId="signature-checker-payload-message"
      >
        <textarea
          id={`${baseId}-payload`}
          className="ap-signature-checker__textarea"
          value={payload}
          onChange={(e) => setPayload(e.target.value)}
          spellCheck={false}
          autoComplete="off"
          rows={12}
          aria-invalid={!parsed.ok}
          aria-describedby={payloadMessage ? ids.payloadMessage : undefined}
          data-testid="signature-checker-payload"
        />
      </CheckerField>

      <div className="ap-signature-checker__row">
        <CheckerField
          label={t('signatureCheckerSecretLabel')}
          htmlFor={`${baseId}-secret`}
          message={secretMessage}
          messageId={ids.secretMessage}
        >
          <input
            id={`${baseId}-secret`}
            className="ap-signature-checker__input"
            type="text"
            value={secret}
            onChange={(e) => setSecret(e.target.value)}
            spellCheck={false}
            autoComplete="off"
            placeholder="whsec_..."
            aria-describedby={secretMessage ? ids.secretMessage : undefined}
            data-testid="signature-checker-secret"
          />
        </CheckerField>
        <CheckerField
          label={t('signatureCheckerTimestampLabel')}
          htmlFor={`${baseId}-timestamp`}
          action={{
            label: t('signatureCheckerNowButton'),
            onClick: () => setTimestamp(String(nowSeconds())),
          }}
          message={timestampMessage}
          messageId={ids.timestampMessage}
        >
          <input
            id={`${baseId}-timestamp`}
            className="ap-signature-checker__input"
            type="text"
            inputMode="numeric"
            value={timestamp}
            onChange={(e) => setTimestamp(e.target.value.trim())}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={timestamp !== '' && !isTimestamp(timestamp)}
            aria-describedby={timestampMessage ? ids.timestampMessage : undefined}
            data-testid="signature-checker-timestamp"
          />
        </CheckerField>
      </div>

      {(signature.status === 'unavailable' || signature.status === 'error') && (
        <p
          className="ap-signature-checker__message ap-signature-checker__message--error"
          role="alert"
        >
          {signature.status === 'error'
            ? signature.message
            : t('signatureCheckerCryptoUnavailable')}
        </p>
      )}

      <CheckerOutput
        title={t('signatureCheckerHeadersTitle')}
        titleId={ids.headers}
        copyLabel={t('signatureCheckerCopyHeaders')}
        onCopy={() => copy('headers', formatHeaders(headers))}
        ready={ready}
      >
        <dl className="ap-signature-checker__headers" aria-labelledby={ids.headers}>
          {(
            [
              ['webhook-id', webhookId, 'signature-checker-webhook-id'],
              [
                'webhook-timestamp',
                isTimestamp(timestamp) ? timestamp : '',
                'signature-checker-webhook-timestamp',
              ],
              ['webhook-signature', signatureValue, 'signature-checker-signature'],
            ] as const
          ).map(([name, value, testId]) => (
            <div className="ap-signature-checker__header" key={name}>
              <dt>{name}</dt>
              <dd>
                <code data-testid={testId}>{value || placeholder}</code>
              </dd>
            </div>
          ))}
        </dl>
      </CheckerOutput>

      <CheckerOutput
        title={t('signatureCheckerCurlTitle')}
        titleId={ids.curl}
        copyLabel={t('signatureCheckerCopyCurl')}
        onCopy={() => copy('curl', formatCurl(headers, signedPayload))}
        ready={ready}
      >
        <pre className="ap-signature-checker__curl">
          <code data-testid="signature-checker-curl">{ready ? curl.text : placeholder}</code>
        </pre>
        {ready && curl.shortened && (
          <p className="ap-signature-checker__note" data-testid="signature-checker-curl-shortened">
            {t('signatureCheckerCurlShortened', {
              shown: CURL_PREVIEW_BODY_CHARS.toLocaleString(lang),
              total: signedPayload.length.toLocaleString(lang),
            })}
          </p>
        )}
      </CheckerOutput>

      <p className="ap-signature-checker__status" role="status" aria-live="polite">
        {copied && (copied.ok ? t('signatureCheckerCopied') : t('signatureCheckerCopyFailed'))}
      </p>
    </ToolPanel>
  );
}
