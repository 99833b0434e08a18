import { useEffect, useState } from 'react';
import { type Anchored, readingPlace } from '../logic/reading-place';
import { decodeOrKeep } from '../logic/safe-decode';

function anchored(element: Element | null): Anchored | undefined {
  return element?.id ? { id: element.id, top: element.getBoundingClientRect().top } : undefined;
}

function currentPlace(): string {
  const covered = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
  const hash = decodeOrKeep(window.location.hash).slice(1);
  const headings = [...document.querySelectorAll('.rp-doc :is(h2, h3)[id]')]
    .map(anchored)
    .filter((heading): heading is Anchored => heading !== undefined);
  return readingPlace({
    hashTarget: hash ? anchored(document.getElementById(hash)) : undefined,
    headings,
    coveredTop: Number.isNaN(covered) ? 0 : covered,
    viewportHeight: window.innerHeight,
  });
}

/** The `#fragment` of the reader's place on the page, kept up to date as they scroll. */
export function useReadingPlace(pathname: string): string {
  const [place, setPlace] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page starts a new reading
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setPlace(currentPlace());
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    schedule();
    // Captured on the document: whichever element scrolls the page, its scroll is seen. A
    // smooth scroll's last frame can be read before it lands: `scrollend` reads it once more.
    document.addEventListener('scroll', schedule, { passive: true, capture: true });
    document.addEventListener('scrollend', schedule, { passive: true, capture: true });
    window.addEventListener('hashchange', schedule);
    // Parts drawn as they come near (diagrams, lazy panels) move the headings without a scroll.
    const resizes = new ResizeObserver(schedule);
    for (const doc of document.querySelectorAll('.rspress-doc')) resizes.observe(doc);
    return () => {
      resizes.disconnect();
      cancelAnimationFrame(frame);
      document.removeEventListener('scroll', schedule, { capture: true });
      document.removeEventListener('scrollend', schedule, { capture: true });
      window.removeEventListener('hashchange', schedule);
    };
  }, [pathname]);
  return place;
}
