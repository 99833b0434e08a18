/**
 * The blog sidebar of a locale, generated from the posts: a link to the list,
 * then one group per year (newest year first, newest post first inside it).
 */
import type { SidebarGroup, SidebarItem } from '@rspress/core';
import type { Lang } from '../../config/locales';
import { blogIndexPath } from '../../shared/blog/blog-paths';
import { groupByYear } from '../../shared/blog/post-order';
import type { BlogPostSummary } from '../../shared/blog/types';

export function blogSidebar(
  posts: readonly BlogPostSummary[],
  lang: Lang,
  allPostsLabel: string,
): (SidebarGroup | SidebarItem)[] {
  return [
    { text: allPostsLabel, link: blogIndexPath(lang) },
    ...groupByYear(posts.filter((p) => p.lang === lang)).map(
      (group): SidebarGroup => ({
        text: group.year,
        collapsible: true,
        collapsed: false,
        items: group.posts.map((post) => ({ text: post.title, link: post.link })),
      }),
    ),
  ];
}
