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
export function LazyPart({ children, label }: { children: ReactNode; label?: string }) {
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
