import type { SearchHit } from '../../../shared/search/engine/search-index';

export interface PageGroup {
  pageUrl: string;
  hits: SearchHit[];
}

/** Hits grouped by page, pages in the order of their best hit (hits come ranked). */
export function groupHitsByPage(hits: readonly SearchHit[]): PageGroup[] {
  const groups = new Map<string, PageGroup>();
  for (const hit of hits) {
    const group = groups.get(hit.pageUrl) ?? { pageUrl: hit.pageUrl, hits: [] };
    group.hits.push(hit);
    groups.set(hit.pageUrl, group);
  }
  return [...groups.values()];
}
