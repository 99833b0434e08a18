import type { ComponentProps } from 'react';
import { ScrollRegion } from './ScrollRegion';

/** Markdown tables in Rspress' scroll container, keyboard-scrollable when too wide (ScrollRegion). */
export function ScrollableTable(props: ComponentProps<'table'>) {
  return (
    <ScrollRegion className="rp-table-scroll-container rp-scrollbar">
      <table {...props} />
    </ScrollRegion>
  );
}
