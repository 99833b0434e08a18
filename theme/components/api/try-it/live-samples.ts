/**
 * The code samples of the request being edited in the "Try it" console, for
 * the page's samples block to show instead of the spec's examples while the
 * console is open. A tiny store in the page's main code: the console (loaded
 * on demand) writes it, ApiCodeSamples reads it (theme/hooks/useLiveSamples.ts).
 */
import type { LiveCodeSnippet } from '../../../../shared/api/page-model';

let current: { operationId: string; snippets: LiveCodeSnippet[] } | null = null;
const listeners = new Set<() => void>();

export function setLiveSamples(operationId: string, snippets: LiveCodeSnippet[] | null): void {
  if (snippets === null && current?.operationId !== operationId) return;
  current = snippets ? { operationId, snippets } : null;
  for (const listener of listeners) listener();
}

export function subscribeLiveSamples(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The samples being edited, and which operation they belong to. */
export function currentLiveSamples() {
  return current;
}
