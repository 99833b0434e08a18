import { useSyncExternalStore } from 'react';
import type { LiveCodeSnippet } from '../../shared/api/page-model';
import { currentLiveSamples, subscribeLiveSamples } from '../components/api/try-it/live-samples';

/** The live samples of this operation, or null when its console is closed. */
export function useLiveSamples(operationId: string): LiveCodeSnippet[] | null {
  const live = useSyncExternalStore(subscribeLiveSamples, currentLiveSamples, () => null);
  return live?.operationId === operationId ? live.snippets : null;
}
