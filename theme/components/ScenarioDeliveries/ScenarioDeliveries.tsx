import { useEffect, useId, useRef, useState } from 'react';
import type {
  DeliveryScenario,
  WebhookDeliveriesData,
} from '../../../shared/api/webhook-deliveries-model';
import { useCopyFeedback } from '../../hooks/useCopyFeedback';
import { useUiText } from '../../hooks/useUiText';
import { ToolPanel } from '../ToolPanel/ToolPanel';
import {
  computeWebhookSignature,
  SECRET_PREFIX,
  secretKeyBytes,
} from '../WebhookSignatureChecker/compute-signature';
import { formatCurl, LOCAL_WEBHOOK_URL } from '../WebhookSignatureChecker/format';
import './ScenarioDeliveries.css';

export interface ScenarioDeliveriesProps {
  /**
   * Loads the page's deliveries, generated from the OpenAPI spec's sandbox
   * scenarios: `() => import('../api/_data/webhook-deliveries-<family>.json')`
   * (loaded after the page, so the payloads stay out of its code).
   */
  load: () => Promise<{ default: WebhookDeliveriesData } | WebhookDeliveriesData>;
  /** The scenario chosen first, as `<product>/<scenario>` (`pix/refunded`); else the first one. */
  scenario?: string;
}

/** The same made-up sandbox secret as the signature checker, so a signature shows at once. */
const EXAMPLE_SECRET = 'whsec_YWNtZS1zYW5kYm94LWV4YW1wbGUtc2VjcmV0LTMyYnk=';

/** One signed delivery, ready to show. */
interface SignedDelivery {
  event: string;
  at: number;
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  /** The body indented for reading (the signature covers `body`). */
  pretty: string;
  curl: string;
}

type Signing =
  | { status: 'idle' }
  | { status: 'ok'; deliveries: SignedDelivery[] }
  | { status: 'error'; message: string };

const keyOf = (s: DeliveryScenario) => `${s.productId}/${s.id}`;

function isSecret(secret: string): boolean {
  try {
    secretKeyBytes(secret);
    return secret.startsWith(SECRET_PREFIX);
  } catch {
    return false;
  }
}

/** An absolute http(s) URL, the only kind a replay can be sent to. */
function isEndpoint(url: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/**
 * The signed webhook deliveries of a sandbox scenario, in order, each with its
 * headers and a cURL that replays it against the reader's endpoint. Signs in the
 * browser (WebCrypto) with the signature checker's code; nothing is sent anywhere.
 */
export function ScenarioDeliveries({ load, scenario }: ScenarioDeliveriesProps) {
  const t = useUiText();
  const baseId = useId();
  const [data, setData] = useState<WebhookDeliveriesData | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [chosen, setChosen] = useState(scenario ?? '');
  const [secret, setSecret] = useState(EXAMPLE_SECRET);
  const [endpoint, setEndpoint] = useState(LOCAL_WEBHOOK_URL);
  // The first delivery's webhook-timestamp (Unix seconds); set after hydration, renewed on demand.
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [signing, setSigning] = useState<Signing>({ status: 'idle' });
  const { copied, copy } = useCopyFeedback<number>();

  // Loaded once: the page may pass a new `load` arrow on every render.
  const loadOnce = useRef(load);
  useEffect(() => {
    let cancelled = false;
    loadOnce.current().then(
      (module) => {
        if (!cancelled) setData('default' in module ? module.default : module);
      },
      () => {
        if (!cancelled) setLoadFailed(true);
      },
    );
    setSentAt(Math.floor(Date.now() / 1000));
    return () => {
      cancelled = true;
    };
  }, []);

  const scenarios = data?.scenarios ?? [];
  const current = scenarios.find((s) => keyOf(s) === chosen) ?? scenarios[0];
  const secretValid = isSecret(secret);
  const endpointValid = isEndpoint(endpoint);

  useEffect(() => {
    if (!current || sentAt === null || !secretValid) {
      setSigning({ status: 'idle' });
      return;
    }
    let cancelled = false;
    const url = endpointValid ? endpoint : LOCAL_WEBHOOK_URL;
    Promise.all(
      current.deliveries.map(async (delivery) => {
        const body = JSON.stringify(delivery.payload);
        const id = String(delivery.payload.id ?? '');
        const timestamp = String(sentAt + delivery.at);
        const signature = await computeWebhookSignature(secret, id, timestamp, body);
        const headers = { id, timestamp, signature };
        return {
          event: delivery.event,
          at: delivery.at,
          ...headers,
          body,
          pretty: JSON.stringify(delivery.payload, null, 2),
          curl: formatCurl(headers, body, url),
        };
      }),
    ).then(
      (deliveries) => {
        if (!cancelled) setSigning({ status: 'ok', deliveries });
      },
      (error: unknown) => {
        if (!cancelled)
          setSigning({
            status: 'error',
            message: error instanceof Error ? error.message : String(error),
          });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [current, sentAt, secret, secretValid, endpoint, endpointValid]);

  const ids = {
    scenario: `${baseId}-scenario`,
    secret: `${baseId}-secret`,
    secretMessage: `${baseId}-secret-message`,
    endpoint: `${baseId}-endpoint`,
    endpointMessage: `${baseId}-endpoint-message`,
  };
  const products = [...new Set(scenarios.map((s) => s.productId))];

  return (
    <ToolPanel
      className="ap-scenario-deliveries"
      title={t('scenarioDeliveriesTitle')}
      intro={t('scenarioDeliveriesIntro')}
      testId="scenario-deliveries"
    >
      {loadFailed && (
        <p className="ap-scenario-deliveries__message" role="alert">
          {t('scenarioDeliveriesLoadFailed')}
        </p>
      )}
      {!data && !loadFailed && (
        <p className="ap-scenario-deliveries__intro" role="status">
          {t('scenarioDeliveriesLoading')}
        </p>
      )}
      {data && current && (
        <>
          <div className="ap-scenario-deliveries__fields">
            <div className="ap-scenario-deliveries__field">
              <label htmlFor={ids.scenario}>{t('scenarioDeliveriesScenarioLabel')}</label>
              <select
                id={ids.scenario}
                value={keyOf(current)}
                onChange={(event) => setChosen(event.target.value)}
                data-testid="scenario-deliveries-scenario"
              >
                {products.map((productId) => {
                  const group = scenarios.filter((s) => s.productId === productId);
                  return (
                    <optgroup key={productId} label={group[0]?.productTitle ?? productId}>
                      {group.map((s) => (
                        <option key={keyOf(s)} value={keyOf(s)}>
                          {`${s.summary} (${String(s.value)})`}
                        </option>
                      ))}
                    </optgroup>
                  );
                })}
              </select>
            </div>
            <div className="ap-scenario-deliveries__field">
              <label htmlFor={ids.secret}>{t('scenarioDeliveriesSecretLabel')}</label>
              <input
                id={ids.secret}
                type="text"
                value={secret}
                onChange={(event) => setSecret(event.target.value.trim())}
                spellCheck={false}
                autoComplete="off"
                aria-invalid={!secretValid}
                aria-describedby={secretValid ? undefined : ids.secretMessage}
                data-testid="scenario-deliveries-secret"
              />
              {!secretValid && (
                <p id={ids.secretMessage} className="ap-scenario-deliveries__message">
                  {t('signatureCheckerSecretPrefix')}
                </p>
              )}
            </div>
            <div className="ap-scenario-deliveries__field">
              <label htmlFor={ids.endpoint}>{t('scenarioDeliveriesEndpointLabel')}</label>
              <input
                id={ids.endpoint}
                type="url"
                value={endpoint}
                onChange={(event) => setEndpoint(event.target.value.trim())}
                spellCheck={false}
                autoComplete="off"
                aria-invalid={!endpointValid}
                aria-describedby={endpointValid ? undefined : ids.endpointMessage}
                data-testid="scenario-deliveries-endpoint"
              />
              {!endpointValid && (
                <p id={ids.endpointMessage} className="ap-scenario-deliveries__message">
                  {t('scenarioDeliveriesEndpointInvalid', { url: LOCAL_WEBHOOK_URL })}
                </p>
              )}
            </div>
          </div>
          <div className="ap-scenario-deliveries__bar">
            <p className="ap-scenario-deliveries__intro">
              {t('scenarioDeliveriesSendAs', {
                value: String(current.value),
                field: current.field,
              })}
            </p>
            <button
              type="button"
              className="ap-scenario-deliveries__button"
              onClick={() => setSentAt(Math.floor(Date.now() / 1000))}
            >
              {t('scenarioDeliveriesResign')}
            </button>
          </div>
          {signing.status === 'error' && (
            <p className="ap-scenario-deliveries__message" role="alert">
              {signing.message}
            </p>
          )}
          <ol className="ap-scenario-deliveries__list" data-testid="scenario-deliveries-list">
            {signing.status === 'ok' &&
              signing.deliveries.map((delivery, index) => (
                <li
                  key={delivery.id}
                  className="ap-scenario-deliveries__delivery"
                  data-testid="scenario-delivery"
                >
                  <p className="ap-scenario-deliveries__event">
                    <code data-testid="scenario-delivery-event">{delivery.event}</code>{' '}
                    <span>
                      {delivery.at === 0
                        ? t('scenarioDeliveriesAtOnce')
                        : t('scenarioDeliveriesAfter', { seconds: String(delivery.at) })}
                    </span>
                  </p>
                  <dl className="ap-scenario-deliveries__headers">
                    <div>
                      <dt>webhook-id</dt>
                      <dd>
                        <code data-testid="scenario-delivery-id">{delivery.id}</code>
                      </dd>
                    </div>
                    <div>
                      <dt>webhook-timestamp</dt>
                      <dd>
                        <code data-testid="scenario-delivery-timestamp">{delivery.timestamp}</code>
                      </dd>
                    </div>
                    <div>
                      <dt>webhook-signature</dt>
                      <dd>
                        <code data-testid="scenario-delivery-signature">{delivery.signature}</code>
                      </dd>
                    </div>
                  </dl>
                  <details className="ap-scenario-deliveries__payload">
                    <summary>{t('scenarioDeliveriesPayload')}</summary>
                    {/* Scrollable region: focusable so keyboard users can scroll it. */}
                    {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable */}
                    <pre tabIndex={0}>
                      <code data-testid="scenario-delivery-payload">{delivery.pretty}</code>
                    </pre>
                  </details>
                  <div className="ap-scenario-deliveries__bar">
                    <p className="ap-scenario-deliveries__subtitle">cURL</p>
                    <button
                      type="button"
                      className="ap-scenario-deliveries__button"
                      aria-label={t('scenarioDeliveriesCopyCurl', { event: delivery.event })}
                      onClick={() => copy(index, delivery.curl)}
                      data-testid="scenario-delivery-copy"
                    >
                      {copied?.target === index
                        ? copied.ok
                          ? t('signatureCheckerCopied')
                          : t('signatureCheckerCopyFailed')
                        : t('sandboxCopy')}
                    </button>
                  </div>
                  {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable */}
                  <pre className="ap-scenario-deliveries__curl" tabIndex={0}>
                    <code data-testid="scenario-delivery-curl">{delivery.curl}</code>
                  </pre>
                </li>
              ))}
          </ol>
          <p className="ap-scenario-deliveries__status" role="status" aria-live="polite">
            {copied && (copied.ok ? t('signatureCheckerCopied') : t('signatureCheckerCopyFailed'))}
          </p>
        </>
      )}
    </ToolPanel>
  );
}
