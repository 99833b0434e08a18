import { type RefObject, useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether an element's content is wider than the element (it scrolls sideways); follows resizes
 * and content drawn later.
 *
 * Content drawn after the first render (a diagram, whose SVG then gets its readable minimum
 * width) makes the element scroll without resizing it or its children, so a ResizeObserver alone
 * saw it a frame later, if at all. A MutationObserver measures in the same microtask as the
 * change and `flushSync` commits the answer at once: no moment exists in which the element
 * scrolls but its caller has not made it focusable (axe `scrollable-region-focusable` caught one).
 * The first measure runs as a layout effect for the same reason: a part mounted late (a lazy
 * part's table) is committed and may be read before a passive effect would have run.
 */
export function useOverflowsInline(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    const resizes = new ResizeObserver(() => flushSync(measure));
    resizes.observe(element);
    for (const child of element.children) resizes.observe(child);
    const drawn = new MutationObserver(() => flushSync(measure));
    drawn.observe(element, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['style', 'width', 'viewBox'],
    });
    return () => {
      resizes.disconnect();
      drawn.disconnect();
    };
  }, [ref]);
  return overflows;
}
