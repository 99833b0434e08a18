import { Head, useLang, usePage } from '@rspress/core/runtime';
import { siteTitle } from '../../../config/brand';
import type { Lang } from '../../../config/locales';
import {
  type FeedFormat,
  feedFormats,
  feedMimeTypes,
  feedPath,
  isBlogRoute,
} from '../../../shared/blog/blog-paths';
import { useUiText } from '../../hooks/useUiText';

const formatNames: Record<FeedFormat, string> = { rss: 'RSS', atom: 'Atom' };

/**
 * Feed autodiscovery: `<link rel="alternate">` to the locale's RSS and Atom
 * feeds in the `<head>` of every blog page. A global UI component of the
 * blog plugin, which Rspress imports as a default export.
 */
export default function BlogFeedLinks() {
  const { page } = usePage();
  const lang = useLang() as Lang;
  const t = useUiText();
  if (!page?.routePath || !isBlogRoute(page.routePath)) return null;
  const title = t('blogFeedTitle', { site: siteTitle });
  return (
    <Head>
      {feedFormats.map((format) => (
        <link
          key={format}
          rel="alternate"
          type={feedMimeTypes[format]}
          title={`${title} (${formatNames[format]})`}
          href={feedPath(lang, format)}
        />
      ))}
    </Head>
  );
}
