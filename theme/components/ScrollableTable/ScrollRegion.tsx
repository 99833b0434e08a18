import { type ReactNode, useRef } from 'react';
import { useOverflowsInline } from '../../hooks/useOverflowsInline';
import { useUiText } from '../../hooks/useUiText';

/**
 * A container that scrolls sideways (wide tables). When its content is wider
 * than it (phones, wide API tables) it becomes a named, focusable group (not
 * a landmark: a page of tables would flood the landmark list), so
 * keyboard users can scroll it with the arrow keys (WCAG 2.1.1, axe
 * scrollable-region-focusable); content that fits adds no Tab stop.
 */
export function ScrollRegion({
  className,
  label,
  children,
}: {
  className: string;
  /** Accessible name of the region (default: "Table (scrolls sideways)"). */
  label?: string;
  children: ReactNode;
}) {
  const t = useUiText();
  const container = useRef<HTMLDivElement>(null);
  const scrolls = useOverflowsInline(container);
  return (
    <div
      ref={container}
      className={className}
      {...(scrolls
        ? { tabIndex: 0, role: 'group', 'aria-label': label ?? t('tableScrollLabel') }
        : {})}
    >
      {children}
    </div>
  );
}
