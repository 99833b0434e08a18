/**
 * The blog's one ordering rule, shared by the list, the sidebar, the feeds
 * and previous/next: newest first by publication day; posts of the same day
 * by slug, so the order never depends on the file system.
 */

interface Dated {
  slug: string;
  /** `YYYY-MM-DD`: compares correctly as text. */
  date: string;
}

export function compareNewestFirst(a: Dated, b: Dated): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return a.slug.localeCompare(b.slug);
}

export function sortNewestFirst<T extends Dated>(posts: readonly T[]): T[] {
  return [...posts].sort(compareNewestFirst);
}

export interface YearGroup<T> {
  year: string;
  posts: T[];
}

/** Posts grouped by year of publication: newest year first, newest post first inside it. */
export function groupByYear<T extends Dated>(posts: readonly T[]): YearGroup<T>[] {
  const groups: YearGroup<T>[] = [];
  for (const post of sortNewestFirst(posts)) {
    const year = post.date.slice(0, 4);
    const last = groups.at(-1);
    if (last?.year === year) last.posts.push(post);
    else groups.push({ year, posts: [post] });
  }
  return groups;
}

/**
 * The chronological neighbours of a post: `previous` was published before it
 * (older), `next` after it (newer).
 */
export function neighboursOf<T extends Dated>(
  posts: readonly T[],
  slug: string,
): { previous?: T; next?: T } {
  const ordered = sortNewestFirst(posts);
  const index = ordered.findIndex((p) => p.slug === slug);
  if (index === -1) return {};
  return { previous: ordered[index + 1], next: index > 0 ? ordered[index - 1] : undefined };
}
