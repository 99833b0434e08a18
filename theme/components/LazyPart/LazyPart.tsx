import { type ReactNode, Suspense } from 'react';
import { useIsClient } from '../../hooks/useIsClient';
import { DelayedSpinner } from '../DelayedSpinner/DelayedSpinner';

/**
 * Frame for a part of a page loaded on demand (`React.lazy`): rendered in the
 * browser only, with a DelayedSpinner while its code loads.
 *
 *   const Chart = lazy(() => import('./Chart'));
 *   <LazyPart label="Loading the chart"><Chart /></LazyPart>
 */
export interface LazyPartProps {
  /** The part loaded on demand: a `React.lazy` component, rendered in the browser only. */
  children: ReactNode;
  /**
   * What is loading, shown next to the spinner (a status for screen readers) when the
   * code takes more than 200 ms to arrive; without it, the UI string "Loading…".
   */
  label?: string;
}

export function LazyPart({ children, label }: LazyPartProps) {
  const isClient = useIsClient();
  return (
    <div className="ap-lazy-part">
      {isClient ? (
        <Suspense fallback={<DelayedSpinner label={label} />}>{children}</Suspense>
      ) : (
        <DelayedSpinner label={label} />
      )}
    </div>
  );
}
