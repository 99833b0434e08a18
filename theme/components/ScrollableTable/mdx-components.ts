import { getCustomMDXComponent as originalMdxComponents } from '@rspress/core/theme-original';
import { GuideCodeBlock } from '../GuideCodeBlock/GuideCodeBlock';
import { ScrollableTable } from './ScrollableTable';

/**
 * Rspress' Markdown components, with tables that keyboard users can scroll
 * and code blocks labelled with their language and file title.
 */
export function getCustomMDXComponent() {
  return { ...originalMdxComponents(), table: ScrollableTable, pre: GuideCodeBlock };
}
