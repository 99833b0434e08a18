import { DocContent as OriginalDocContent } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import { PageErrorBoundary } from './PageErrorBoundary';

/** Rspress' doc content inside an error boundary: a crash keeps navbar, sidebar and outline. */
export function DocContent(props: ComponentProps<typeof OriginalDocContent>) {
  return (
    <PageErrorBoundary>
      <OriginalDocContent {...props} />
    </PageErrorBoundary>
  );
}
