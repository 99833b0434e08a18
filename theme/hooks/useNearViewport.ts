import { type RefObject, useEffect, useState } from 'react';

/**
 * true once the element comes within `margin` of the viewport (or the page is printed), and
 * from then on: heavy parts far down a page (diagrams) load when the reader gets near them,
 * not with the page.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '800px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const show = () => setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show();
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    window.addEventListener('beforeprint', show);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', show);
    };
  }, [ref, margin, near]);
  return near;
}
