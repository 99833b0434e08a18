import { useBlogPost } from '../../hooks/useBlogPost';
import { BlogAuthors } from './BlogAuthors';
import { BlogPostByline } from './BlogPostByline';
import { BlogTags } from './BlogTags';
import './blog.css';

/**
 * The header under a post's title: date, reading time, authors and tags.
 * Inserted into every post by plugins/blog/remark-post-meta.ts.
 */
export function BlogPostMeta() {
  const post = useBlogPost();
  if (!post) return null;
  return (
    <div className="ap-blog-post-meta rp-not-doc" data-testid="blog-post-meta">
      <BlogPostByline date={post.date} readingMinutes={post.readingMinutes} lang={post.lang} />
      <BlogAuthors authors={post.authors} />
      <BlogTags tags={post.tags} />
    </div>
  );
}
