import type { Header } from '@rspress/core';
import { useActiveAnchor, useDynamicToc } from '@rspress/core/theme-original';
import { OutlineItem } from './OutlineItem';

/** Deepest heading level the outline lists: h2 and h3 (Rspress shows h4 too). */
export const MAX_TOC_DEPTH = 3;
const BASE_HEADER_LEVEL = 2;

export function Toc() {
  const headers: Header[] = useDynamicToc().filter((h: Header) => h.depth <= MAX_TOC_DEPTH);
  const { activeAnchorId } = useActiveAnchor(headers);
  return (
    <>
      {headers.map((header) => (
        <OutlineItem
          key={header.id}
          baseHeaderLevel={BASE_HEADER_LEVEL}
          header={header}
          active={activeAnchorId === header.id}
        />
      ))}
    </>
  );
}
