import { useEffect, useId, useRef, useState } from 'react';
import { sandboxToolsText } from '../../../i18n/sandbox-tools';
import type { ApiWebhookFamilyData } from '../../../shared/api/page-model';
import { useFeatureText } from '../../hooks/useFeatureText';
import { copyText } from '../../logic/clipboard';
import {
  computeWebhookSignature,
  SECRET_PREFIX,
  secretKeyBytes,
  TIMESTAMP_TOLERANCE_SECONDS,
} from './compute-signature';
import { formatCurl, formatHeaders, inspectPayload } from './format';
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

type SignatureState =
  | { status: 'idle' }
  | { status: 'ok'; value: string }
  | { status: 'unavailable' }
  | { status: 'error'; message: string };

type CopyTarget = 'headers' | 'curl';
type CopyState = { target: CopyTarget; ok: boolean } | null;

function nowSeconds(): string {
  return String(Math.floor(Date.now() / 1000));
}

/**
 * Live calculator of the headers a webhook delivery carries. Everything runs in
 * the reader's browser (WebCrypto); nothing is sent anywhere.
 */
export function WebhookSignatureChecker({ data, event }: WebhookSignatureCheckerProps) {
  const t = useFeatureText(sandboxToolsText);
  // The spec is the single source of the example bodies (same as the event list above it).
  const example = data.events.find((e) => e.name === event)?.exampleJson ?? '{}';
  const baseId = useId();
  const ids = {
    payload: `${baseId}-payload`,
    payloadMessage: `${baseId}-payload-message`,
    secret: `${baseId}-secret`,
    secretMessage: `${baseId}-secret-message`,
    timestamp: `${baseId}-timestamp`,
    timestampMessage: `${baseId}-timestamp-message`,
    headers: `${baseId}-headers`,
    curl: `${baseId}-curl`,
  };

  const [payload, setPayload] = useState(example);
  const [secret, setSecret] = useState(EXAMPLE_SECRET);
  // Empty during SSG; "now" is filled in after hydration, so server and client markup agree.
  const [timestamp, setTimestamp] = useState('');
  const [now, setNow] = useState<number | null>(null);
  const [signature, setSignature] = useState<SignatureState>({ status: 'idle' });
  const [copied, setCopied] = useState<CopyState>(null);
  const copyTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const current = nowSeconds();
    setTimestamp((value) => (value === '' ? current : value));
    setNow(Number(current));
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), 15_000);
    return () => {
      clearInterval(timer);
      clearTimeout(copyTimer.current);
    };
  }, []);

  const timestampValid = /^\d{1,12}$/.test(timestamp);
  const parsed = inspectPayload(payload);
  const webhookId = parsed.id ?? '';
  const secretValid = (() => {
    try {
      secretKeyBytes(secret);
      return secret.startsWith(SECRET_PREFIX);
    } catch {
      return false;
    }
  })();

  useEffect(() => {
    if (!secretValid || !timestampValid || webhookId === '') {
      setSignature({ status: 'idle' });
      return;
    }
    if (!globalThis.crypto?.subtle) {
      setSignature({ status: 'unavailable' });
      return;
    }
    let cancelled = false;
    computeWebhookSignature(secret, webhookId, timestamp, payload).then(
      (value) => {
        if (!cancelled) setSignature({ status: 'ok', value });
      },
      (error: unknown) => {
        if (!cancelled) {
          setSignature({
            status: 'error',
            message: error instanceof Error ? error.message : String(error),
          });
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, [secret, secretValid, webhookId, timestamp, timestampValid, payload]);

  const signatureValue = signature.status === 'ok' ? signature.value : '';
  const ready = signatureValue !== '';
  const headers = { id: webhookId, timestamp, signature: signatureValue };
  const skewed =
    timestampValid &&
    now !== null &&
    Math.abs(now - Number(timestamp)) > TIMESTAMP_TOLERANCE_SECONDS;

  const copy = (target: CopyTarget, text: string) => {
    clearTimeout(copyTimer.current);
    copyText(text).then(
      () => setCopied({ target, ok: true }),
      () => setCopied({ target, ok: false }),
    );
    copyTimer.current = setTimeout(() => setCopied(null), 2500);
  };

  let secretMessage: string | null = null;
  if (secret === '') secretMessage = t('signatureCheckerSecretEmpty');
  else if (!secretValid) secretMessage = t('signatureCheckerSecretPrefix');

  let timestampMessage: string | null = null;
  if (timestamp !== '' && !timestampValid) timestampMessage = t('signatureCheckerTimestampInvalid');
  else if (skewed) {
    timestampMessage = t('signatureCheckerTimestampSkew', {
      seconds: String(TIMESTAMP_TOLERANCE_SECONDS),
    });
  }

  let payloadMessage: string | null = null;
  if (!parsed.ok) payloadMessage = t('signatureCheckerInvalidJson', { error: parsed.error });
  else if (webhookId === '') payloadMessage = t('signatureCheckerMissingId');

  const placeholder = t('signatureCheckerNotAvailable');

  return (
    <section className="ap-signature-checker" aria-labelledby={`${baseId}-title`}>
      <p className="ap-signature-checker__title" id={`${baseId}-title`}>
        {t('signatureCheckerTitle')}
      </p>
      <p className="ap-signature-checker__intro">{t('signatureCheckerIntro')}</p>

      <div className="ap-signature-checker__field">
        <div className="ap-signature-checker__label-row">
          <label className="ap-signature-checker__label" htmlFor={ids.payload}>
            {t('signatureCheckerPayloadLabel')}
          </label>
          <button
            type="button"
            className="ap-signature-checker__button ap-signature-checker__button--small"
            onClick={() => setPayload(example)}
          >
            {t('signatureCheckerResetButton')}
          </button>
        </div>
        <textarea
          id={ids.payload}
          className="ap-signature-checker__textarea"
          value={payload}
          onChange={(event) => setPayload(event.target.value)}
          spellCheck={false}
          autoComplete="off"
          rows={12}
          aria-invalid={!parsed.ok}
          aria-describedby={payloadMessage ? ids.payloadMessage : undefined}
          data-testid="signature-checker-payload"
        />
        {payloadMessage && (
          <p
            id={ids.payloadMessage}
            className="ap-signature-checker__message ap-signature-checker__message--warning"
            role="alert"
            data-testid="signature-checker-payload-message"
          >
            {payloadMessage}
          </p>
        )}
      </div>

      <div className="ap-signature-checker__row">
        <div className="ap-signature-checker__field">
          <label className="ap-signature-checker__label" htmlFor={ids.secret}>
            {t('signatureCheckerSecretLabel')}
          </label>
          <input
            id={ids.secret}
            className="ap-signature-checker__input"
            type="text"
            value={secret}
            onChange={(event) => setSecret(event.target.value)}
            spellCheck={false}
            autoComplete="off"
            placeholder="whsec_..."
            aria-describedby={secretMessage ? ids.secretMessage : undefined}
            data-testid="signature-checker-secret"
          />
          {secretMessage && (
            <p
              id={ids.secretMessage}
              className="ap-signature-checker__message ap-signature-checker__message--warning"
            >
              {secretMessage}
            </p>
          )}
        </div>

        <div className="ap-signature-checker__field">
          <div className="ap-signature-checker__label-row">
            <label className="ap-signature-checker__label" htmlFor={ids.timestamp}>
              {t('signatureCheckerTimestampLabel')}
            </label>
            <button
              type="button"
              className="ap-signature-checker__button ap-signature-checker__button--small"
              onClick={() => {
                const current = nowSeconds();
                setTimestamp(current);
                setNow(Number(current));
              }}
            >
              {t('signatureCheckerNowButton')}
            </button>
          </div>
          <input
            id={ids.timestamp}
            className="ap-signature-checker__input"
            type="text"
            inputMode="numeric"
            value={timestamp}
            onChange={(event) => setTimestamp(event.target.value.trim())}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={timestamp !== '' && !timestampValid}
            aria-describedby={timestampMessage ? ids.timestampMessage : undefined}
            data-testid="signature-checker-timestamp"
          />
          {timestampMessage && (
            <p
              id={ids.timestampMessage}
              className="ap-signature-checker__message ap-signature-checker__message--warning"
            >
              {timestampMessage}
            </p>
          )}
        </div>
      </div>

      {signature.status === 'unavailable' && (
        <p
          className="ap-signature-checker__message ap-signature-checker__message--error"
          role="alert"
        >
          {t('signatureCheckerCryptoUnavailable')}
        </p>
      )}
      {signature.status === 'error' && (
        <p
          className="ap-signature-checker__message ap-signature-checker__message--error"
          role="alert"
        >
          {signature.message}
        </p>
      )}

      <div className="ap-signature-checker__output">
        <div className="ap-signature-checker__label-row">
          <p className="ap-signature-checker__subtitle" id={ids.headers}>
            {t('signatureCheckerHeadersTitle')}
          </p>
          <button
            type="button"
            className="ap-signature-checker__button"
            disabled={!ready}
            onClick={() => copy('headers', formatHeaders(headers))}
          >
            {t('signatureCheckerCopyHeaders')}
          </button>
        </div>
        <dl className="ap-signature-checker__headers" aria-labelledby={ids.headers}>
          <div className="ap-signature-checker__header">
            <dt>webhook-id</dt>
            <dd>
              <code data-testid="signature-checker-webhook-id">{webhookId || placeholder}</code>
            </dd>
          </div>
          <div className="ap-signature-checker__header">
            <dt>webhook-timestamp</dt>
            <dd>
              <code data-testid="signature-checker-webhook-timestamp">
                {timestampValid ? timestamp : placeholder}
              </code>
            </dd>
          </div>
          <div className="ap-signature-checker__header">
            <dt>webhook-signature</dt>
            <dd>
              <code data-testid="signature-checker-signature">{signatureValue || placeholder}</code>
            </dd>
          </div>
        </dl>
      </div>

      <div className="ap-signature-checker__output">
        <div className="ap-signature-checker__label-row">
          <p className="ap-signature-checker__subtitle" id={ids.curl}>
            {t('signatureCheckerCurlTitle')}
          </p>
          <button
            type="button"
            className="ap-signature-checker__button"
            disabled={!ready}
            onClick={() => copy('curl', formatCurl(headers, payload))}
          >
            {t('signatureCheckerCopyCurl')}
          </button>
        </div>
        <pre className="ap-signature-checker__curl">
          <code data-testid="signature-checker-curl">
            {ready ? formatCurl(headers, payload) : placeholder}
          </code>
        </pre>
      </div>

      <p className="ap-signature-checker__status" role="status" aria-live="polite">
        {copied && (copied.ok ? t('signatureCheckerCopied') : t('signatureCheckerCopyFailed'))}
      </p>
    </section>
  );
}
