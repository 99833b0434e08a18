import type { Lang } from '../../../config/locales';
import { useUiText } from '../../hooks/useUiText';
import { formatPostDate } from './format-post-date';

/** "November 10, 2026 · 5 min read" */
export function BlogPostByline({
  date,
  readingMinutes,
  lang,
}: {
  date: string;
  readingMinutes: number;
  lang: Lang;
}) {
  const t = useUiText();
  return (
    <p className="ap-blog-byline">
      <time className="ap-blog-byline__date" dateTime={date}>
        {formatPostDate(date, lang)}
      </time>
      <span className="ap-blog-byline__separator" aria-hidden="true">
        ·
      </span>
      <span className="ap-blog-byline__reading-time">
        {t('blogReadingTime', { minutes: String(readingMinutes) })}
      </span>
    </p>
  );
}
