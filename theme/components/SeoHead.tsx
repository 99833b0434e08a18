import { useHead, useLang, usePage } from '@rspress/core/runtime';
import { useMemo } from 'react';
import { siteTitle } from '../../config/brand';
import type { Lang } from '../../config/locales';
import {
  type PageTranslations,
  TRANSLATIONS_FIELD,
} from '../../shared/route-data/page-translations';
import { useUiText } from '../hooks/useUiText';
import { pageHead } from '../seo/page-head';

type HeadEntry = ['meta' | 'link', Record<string, string>];

/**
 * The page's SEO and sharing tags (theme/seo/page-head.ts). Rendered after
 * Rspress' layout, so its title and description replace Rspress' (unhead keeps
 * the last entry of a tag), and its hreflang links replace the build's
 * (which lack x-default). Tags a page sets in its frontmatter `head` win.
 */
export function SeoHead() {
  const { page } = usePage();
  const lang = useLang() as Lang;
  const t = useUiText();
  const translations = (page as PageTranslations)[TRANSLATIONS_FIELD];
  const existingRoutes = useMemo(() => new Set(translations ?? []), [translations]);
  const frontmatter = page.frontmatter ?? {};
  const head = pageHead({
    routePath: page.routePath,
    lang,
    pageType: page.pageType,
    title: (frontmatter.title as string | undefined) ?? page.title,
    description: page.description,
    notFoundTitle: t('notFoundText'),
    notFoundDescription: t('notFoundDescription'),
    existingRoutes,
  });

  const ownTags = new Set(
    (frontmatter.head ?? []).flatMap(([tag, attrs]) =>
      tag === 'meta' ? [attrs?.name, attrs?.property].filter(Boolean) : [],
    ),
  );
  const meta = (key: 'name' | 'property', id: string, content: string | undefined): HeadEntry[] =>
    content && !ownTags.has(id) ? [['meta', { [key]: id, content }]] : [];

  const tags: HeadEntry[] = [
    ...meta('name', 'description', head.description),
    ...meta('name', 'robots', head.robots),
    ...(head.canonical ? [['link', { rel: 'canonical', href: head.canonical }] as HeadEntry] : []),
    ...head.alternates.map(
      (a): HeadEntry => ['link', { rel: 'alternate', hreflang: a.hreflang, href: a.href }],
    ),
    ...meta('property', 'og:site_name', siteTitle),
    ...meta('property', 'og:title', head.title),
    ...meta('property', 'og:description', head.description),
    ...meta('property', 'og:url', head.canonical),
    ...meta('property', 'og:locale', head.ogLocale),
    ...meta('property', 'og:image', head.image.url),
    ...meta('property', 'og:image:type', head.image.type),
    ...meta('property', 'og:image:width', String(head.image.width)),
    ...meta('property', 'og:image:height', String(head.image.height)),
    ...meta('property', 'og:image:alt', head.image.alt),
    ...meta('name', 'twitter:card', 'summary_large_image'),
    ...meta('name', 'twitter:title', head.title),
    ...meta('name', 'twitter:description', head.description),
    ...meta('name', 'twitter:image', head.image.url),
    ...meta('name', 'twitter:image:alt', head.image.alt),
  ];

  useHead({
    title: head.title,
    meta: [
      ...tags.filter(([tag]) => tag === 'meta').map(([, attrs]) => attrs),
      ...head.ogLocaleAlternates.map((content) => ({
        property: 'og:locale:alternate',
        content,
      })),
    ],
    link: tags.filter(([tag]) => tag === 'link').map(([, attrs]) => attrs),
  });
  return null;
}
