import { usePage } from '@rspress/core/runtime';
import { useMemo } from 'react';
import { sortNewestFirst } from '../../shared/blog/post-order';
import type { BlogIndexPageData, BlogPostPageData, BlogPostSummary } from '../../shared/blog/types';

/** Page data as the blog plugin extends it (plugins/blog/index.ts). */
interface WithBlogData extends Partial<BlogIndexPageData> {
  blogPost?: BlogPostPageData;
}

/** The current page's post, or undefined when the page is not a blog post. */
export function useBlogPost(): BlogPostPageData | undefined {
  const { page } = usePage();
  return (page as WithBlogData | undefined)?.blogPost;
}

/**
 * The posts of the blog's list page being shown, newest first. They come with
 * that page alone (its route chunk), not with every page's script.
 */
export function useBlogPosts(): BlogPostSummary[] {
  const { page } = usePage();
  const posts = (page as WithBlogData | undefined)?.blogPosts;
  return useMemo(() => sortNewestFirst(posts ?? []), [posts]);
}
