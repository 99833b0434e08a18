import { useLang } from '@rspress/core/runtime';
import type { Lang } from '../../../config/locales';
import { feedMimeTypes, feedPath } from '../../../shared/blog/blog-paths';
import { useUiText } from '../../hooks/useUiText';
import './blog.css';

/** Visible links to the locale's feeds (the `<head>` links are BlogFeedLinks'). */
export function BlogFeedSubscribe() {
  const lang = useLang() as Lang;
  const t = useUiText();
  // Plain <a>: the feeds are files, not routes of the client-side router.
  return (
    <p className="ap-blog-feeds rp-not-doc" data-testid="blog-feeds">
      <span className="ap-blog-feeds__label">{t('blogFollow')}</span>
      <a className="ap-blog-feeds__link" href={feedPath(lang, 'rss')} type={feedMimeTypes.rss}>
        {t('blogRssFeed')}
      </a>
      <a className="ap-blog-feeds__link" href={feedPath(lang, 'atom')} type={feedMimeTypes.atom}>
        {t('blogAtomFeed')}
      </a>
    </p>
  );
}
