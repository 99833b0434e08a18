import { type RefObject, useEffect } from 'react';
import { useLocationHash } from './useLocationHash';

/**
 * When the URL's anchor is `anchor`, opens every collapsed `<details>` around
 * `ref`'s element and scrolls it into view: a link to a field nested in a
 * closed response or attribute list lands on the field itself. Runs on mount
 * too, so a field rendered late (another `oneOf` alternative chosen for the
 * anchor) is revealed once it exists.
 */
export function useRevealOnHash(anchor: string | undefined, ref: RefObject<HTMLElement | null>) {
  const hash = useLocationHash();
  const active = anchor !== undefined && hash === anchor;
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (parent instanceof HTMLDetailsElement && !parent.open) parent.open = true;
    }
    element.scrollIntoView({ block: 'start' });
  }, [active, ref]);
  return active;
}
