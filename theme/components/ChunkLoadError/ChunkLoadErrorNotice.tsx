import { useEffect, useSyncExternalStore } from 'react';
import { useUiText } from '../../hooks/useUiText';
import {
  getChunkFailure,
  installChunkLoadRecovery,
  markHydrated,
  reloadPage,
  subscribeToChunkFailure,
} from '../../logic/chunk-load-recovery';
import './ChunkLoadError.css';

// At module load, i.e. before Rspress loads the first page's chunk.
installChunkLoadRecovery();

/**
 * The message shown when a page's code still fails to load after the
 * automatic reload: the error text and a Retry button. Rendered hidden on
 * every page, so it can be revealed even when the page never hydrates.
 */
export function ChunkLoadErrorNotice() {
  const t = useUiText();
  const failure = useSyncExternalStore(subscribeToChunkFailure, getChunkFailure, () => null);
  useEffect(() => markHydrated(), []);
  return (
    <div id="ap-chunk-error" className="ap-chunk-error" role="alert" hidden={!failure}>
      <p className="ap-chunk-error__title">{t('chunkErrorTitle')}</p>
      <p className="ap-chunk-error__detail">{failure?.message}</p>
      <button
        type="button"
        className="ap-chunk-error__retry"
        onClick={() => failure && reloadPage(failure.url)}
      >
        {t('chunkErrorRetry')}
      </button>
    </div>
  );
}
