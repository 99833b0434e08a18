import { IconArrowRight, Link, SvgWrapper } from '@rspress/core/theme-original';
import type { BlogPostPageData } from '../../../shared/blog/types';
import { useUiText } from '../../hooks/useUiText';

/**
 * Previous (older) and next (newer) post, in the place and style of Rspress'
 * previous/next page links.
 */
export function BlogPostPager({ post }: { post: BlogPostPageData }) {
  const t = useUiText();
  const { previous, next } = post;
  return (
    <nav className="rp-prev-next-page ap-blog-pager" aria-label={t('blogPostNavLabel')}>
      {previous ? (
        <Link
          href={previous.link}
          rel="prev"
          className="rp-prev-next-page__item rp-prev-next-page__prev ap-blog-pager__previous"
        >
          <span className="rp-prev-next-page__item__desc">{t('blogPreviousPost')}</span>
          <span className="rp-prev-next-page__item__title">
            <SvgWrapper
              icon={IconArrowRight}
              className="rp-prev-next-page__icon rp-prev-next-page__rotate_180"
            />
            <span>{previous.title}</span>
          </span>
        </Link>
      ) : (
        <div className="rp-prev-next-page__placeholder" />
      )}
      {next ? (
        <Link
          href={next.link}
          rel="next"
          className="rp-prev-next-page__item rp-prev-next-page__next ap-blog-pager__next"
        >
          <span className="rp-prev-next-page__item__desc">{t('blogNextPost')}</span>
          <span className="rp-prev-next-page__item__title">
            <span>{next.title}</span>
            <SvgWrapper icon={IconArrowRight} className="rp-prev-next-page__icon" />
          </span>
        </Link>
      ) : (
        <div className="rp-prev-next-page__placeholder" />
      )}
    </nav>
  );
}
