import { useLang } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import type { Lang } from '../../../config/locales';
import { useBlogPosts } from '../../hooks/useBlogPost';
import { useUiText } from '../../hooks/useUiText';
import { BlogAuthors } from './BlogAuthors';
import { BlogPostByline } from './BlogPostByline';
import './blog.css';

/** The blog's list page: every post of the locale, newest first. */
export function BlogPostList() {
  const lang = useLang() as Lang;
  const posts = useBlogPosts();
  const t = useUiText();
  if (posts.length === 0) return <p className="ap-blog-list__empty">{t('blogEmpty')}</p>;
  return (
    <ol className="ap-blog-list rp-not-doc" aria-label={t('blogListLabel')} data-testid="blog-list">
      {posts.map((post) => (
        <li key={post.slug} className="ap-blog-list__item">
          <article className="ap-blog-card">
            <h2 className="ap-blog-card__title">
              <Link href={post.link} className="ap-blog-card__link">
                {post.title}
              </Link>
            </h2>
            <BlogPostByline date={post.date} readingMinutes={post.readingMinutes} lang={lang} />
            <p className="ap-blog-card__summary">{post.summary}</p>
            <BlogAuthors authors={post.authors} />
          </article>
        </li>
      ))}
    </ol>
  );
}
