import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
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
