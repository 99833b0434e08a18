import { usePage } from '@rspress/core/runtime';
import { PrevNextPage as OriginalPrevNextPage } from '@rspress/core/theme-original';
import { isBlogRoute } from '../../../shared/blog/blog-paths';
import { useBlogPost } from '../../hooks/useBlogPost';
import { BlogPostPager } from './BlogPostPager';

/**
 * Rspress' previous/next page links follow the sidebar; on a blog post they
 * follow publication order instead (the blog sidebar is newest first, so its
 * "previous page" would be the newer post). The blog's list page has none:
 * its sidebar neighbours are the posts it lists.
 */
export function PrevNextPage() {
  const post = useBlogPost();
  const { page } = usePage();
  if (post) return <BlogPostPager post={post} />;
  if (page?.routePath && isBlogRoute(page.routePath)) return null;
  return <OriginalPrevNextPage />;
}
