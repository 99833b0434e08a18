import { getCustomMDXComponent as originalMdxComponents } from '@rspress/core/theme-original';
import { ScrollableTable } from './ScrollableTable';

/** Rspress' Markdown components, with tables that keyboard users can scroll. */
export function getCustomMDXComponent() {
  return { ...originalMdxComponents(), table: ScrollableTable };
}
