/**
 * The chunks there is one of per page, whose number grows with the site:
 * each page's own chunk (Rspress names it `route-…`), the route data
 * (`rd-…`, codegen.ts) and the data a page loads on demand for itself alone
 * (a chunk of a single `import()`, written in a page: the API pages' Try it
 * data). index.ts names their files after the build's hash, so the main
 * script needs no entry per page to find them (chunk-filenames.ts).
 */
import path from 'node:path';
import type { Rspack } from '@rsbuild/core';

export const ROUTE_DATA_CHUNK_PREFIX = 'rd-';
const NAMED_PER_PAGE = ['route-', ROUTE_DATA_CHUNK_PREFIX];

type ChunkLike = Pick<Rspack.Chunk, 'name' | 'groupsIterable'>;

export function isPerPageChunk(chunk: ChunkLike, pagesRoot: string): boolean {
  if (chunk.name && NAMED_PER_PAGE.some((prefix) => chunk.name?.startsWith(prefix))) return true;
  const groups = [...chunk.groupsIterable];
  if (groups.length !== 1) return false;
  const origins = groups[0]?.origins ?? [];
  const inPages = (resource: string | undefined) =>
    typeof resource === 'string' && resource.startsWith(`${pagesRoot}${path.sep}`);
  return (
    origins.length > 0 &&
    origins.every((origin) =>
      inPages((origin.module as { resource?: string } | undefined)?.resource),
    )
  );
}
