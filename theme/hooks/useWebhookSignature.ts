import { useEffect, useState } from 'react';
import { computeWebhookSignature } from '../components/WebhookSignatureChecker/compute-signature';

export type SignatureState =
  | { status: 'idle' }
  | { status: 'ok'; value: string }
  | { status: 'unavailable' }
  | { status: 'error'; message: string };

/**
 * The `webhook-signature` of a delivery, computed in the browser (WebCrypto)
 * whenever an input changes; `idle` while the inputs cannot be signed, and
 * `unavailable` where WebCrypto is missing (an insecure origin).
 */
export function useWebhookSignature(input: {
  secret: string;
  webhookId: string;
  timestamp: string;
  payload: string;
  signable: boolean;
}): SignatureState {
  const { secret, webhookId, timestamp, payload, signable } = input;
  const [signature, setSignature] = useState<SignatureState>({ status: 'idle' });
  useEffect(() => {
    if (!signable) {
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
        if (!cancelled)
          setSignature({
            status: 'error',
            message: error instanceof Error ? error.message : String(error),
          });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [secret, webhookId, timestamp, payload, signable]);
  return signature;
}
