import { usePage } from '@rspress/core/runtime';
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

const NO_POSTS: BlogPostSummary[] = [];

/**
 * The posts of the blog's list page being shown, newest first (the blog plugin
 * gives them in that order). They come with that page alone (its route chunk),
 * not with every page's script.
 */
export function useBlogPosts(): BlogPostSummary[] {
  const { page } = usePage();
  return (page as WithBlogData | undefined)?.blogPosts ?? NO_POSTS;
}
