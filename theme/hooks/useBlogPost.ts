import { usePage, usePages } from '@rspress/core/runtime';
import { useMemo } from 'react';
import type { Lang } from '../../config/locales';
import { sortNewestFirst } from '../../shared/blog/post-order';
import type { BlogPostPageData, BlogPostSummary } from '../../shared/blog/types';

/** Page data as the blog plugin extends it (plugins/blog/index.ts). */
interface WithBlogPost {
  blogPost?: BlogPostPageData;
}

/** The current page's post, or undefined when the page is not a blog post. */
export function useBlogPost(): BlogPostPageData | undefined {
  const { page } = usePage();
  return (page as WithBlogPost | undefined)?.blogPost;
}

/** Every post of a locale, newest first (from the site's page data: no extra request). */
export function useBlogPosts(lang: Lang): BlogPostSummary[] {
  const { pages } = usePages();
  return useMemo(
    () =>
      sortNewestFirst(
        pages
          .map((page) => (page as WithBlogPost).blogPost)
          .filter((post): post is BlogPostPageData => post?.lang === lang),
      ),
    [pages, lang],
  );
}
