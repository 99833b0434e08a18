import { type ComponentProps, useCallback, useEffect, useRef, useState } from 'react';
import { ScrollRegion } from './ScrollRegion';
import './ScrollableTable.css';

type Edges = { before: boolean; after: boolean };

/** Which sides of a sideways-scrolling box hide content (nothing hidden: both false). */
function hiddenEdges(box: Element | null): Edges {
  if (!(box instanceof HTMLElement)) return { before: false, after: false };
  const max = box.scrollWidth - box.clientWidth;
  const left = Math.abs(box.scrollLeft);
  return { before: max > 1 && left > 1, after: max > 1 && left < max - 1 };
}

/**
 * Markdown tables in Rspress' scroll container, keyboard-scrollable when too
 * wide (ScrollRegion), with a shadow on each side that hides columns: a
 * table cut at the edge otherwise looks complete.
 */
export function ScrollableTable(props: ComponentProps<'table'>) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ before: false, after: false });
  const measure = useCallback(() => {
    const next = hiddenEdges(wrapper.current?.firstElementChild ?? null);
    setEdges((old) => (old.before === next.before && old.after === next.after ? old : next));
  }, []);
  useEffect(() => {
    const box = wrapper.current?.firstElementChild;
    if (!box) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    for (const child of box.children) observer.observe(child);
    return () => observer.disconnect();
  }, [measure]);
  return (
    <div
      ref={wrapper}
      className="ap-table-scroll"
      data-hidden-before={edges.before || undefined}
      data-hidden-after={edges.after || undefined}
      onScrollCapture={measure}
    >
      <ScrollRegion className="rp-table-scroll-container rp-scrollbar">
        <table {...props} />
      </ScrollRegion>
    </div>
  );
}
