import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  // The Markdown twins (Rspress' llms build) are rendered outside a browser by a client-side
  // React renderer, which subscribes too: throwing there cost an error, a component stack
  // and an error boundary's re-render per field, most of the build's Markdown time.
  if (typeof window === 'undefined') return () => {};
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

function currentHash(): string {
  try {
    return decodeURIComponent(window.location.hash.slice(1));
  } catch {
    // A malformed escape in a pasted URL is no anchor.
    return '';
  }
}

/** The URL's `#anchor`, decoded, without `#`; '' on the server and when there is none. */
export function useLocationHash(): string {
  return useSyncExternalStore(subscribe, currentHash, () => '');
}
