/**
 * Which routes load together: one section per sidebar of each locale, plus
 * one for each locale's pages outside every sidebar; a section of more than
 * `2 * routesPerBucket` routes is cut into buckets of about `routesPerBucket`
 * routes by the hash of their path (shared/route-data/route-key.ts), so that
 * the browser finds a path's bucket without a list of paths.
 */
import type { RouteMeta } from '@rspress/core';
import {
  bucketOf,
  routeKey,
  type SectionShape,
  sectionIndexOf,
} from '../../shared/route-data/route-key';

export interface PlannedSection extends SectionShape {
  version: string;
  routes: RouteMeta[];
  /** The routes of each bucket, or null when the section is loaded whole. */
  buckets: RouteMeta[][] | null;
}

export interface PartitionInput {
  routes: readonly RouteMeta[];
  langs: readonly string[];
  defaultLang: string;
  /** Each locale's sidebar keys. */
  sidebarKeys: Readonly<Record<string, readonly string[]>>;
  routesPerBucket: number;
}

export function partitionRoutes(input: PartitionInput): PlannedSection[] {
  const { routes, langs, defaultLang, sidebarKeys, routesPerBucket } = input;
  const candidates: PlannedSection[] = langs.flatMap((lang) => [
    ...[...(sidebarKeys[lang] ?? [])]
      .sort()
      .map((prefix) => ({ lang, prefix, version: '', routes: [], buckets: null })),
    { lang, prefix: null, version: '', routes: [], buckets: null },
  ]);
  for (const route of routes) {
    const index = sectionIndexOf(routeKey(route.routePath), candidates, langs, defaultLang);
    const section = candidates[index];
    if (!section) throw new Error(`route ${route.routePath}: no section for its locale`);
    section.routes.push(route);
    section.version = route.version;
  }
  const sections = candidates.filter((section) => section.routes.length > 0);
  for (const section of sections) {
    if (section.routes.length <= 2 * routesPerBucket) continue;
    const count = Math.ceil(section.routes.length / routesPerBucket);
    const buckets: RouteMeta[][] = Array.from({ length: count }, () => []);
    for (const route of section.routes) {
      buckets[bucketOf(routeKey(route.routePath), count)]?.push(route);
    }
    section.buckets = buckets;
  }
  return sections;
}
