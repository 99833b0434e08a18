/**
 * What a page tells search engines and link previews: title, description,
 * canonical URL, translations (hreflang, x-default = pt-BR), Open Graph and
 * Twitter card. A pure function of the page, so SSR and client navigation
 * agree and unit tests can read it.
 */
import { brand, siteTitle } from '../../config/brand';
import { defaultLang, type Lang, localePrefix, locales, localizePath } from '../../config/locales';
import { sharingImagePath, sharingImageSize } from '../../config/sharing-image';
import { canonicalRedirect } from '../../shared/url-rules';

/** Separator of "Page — Acme Pay Developers". */
export const titleSeparator = ' — ';
/** Search engines show about this many characters of a description. */
export const descriptionMaxLength = 160;

export interface PageFacts {
  /** Rspress route path: `/en/docs/intro/x`, `/en/docs/`, `/en/`. */
  routePath: string;
  lang: Lang;
  pageType: string;
  /** frontmatter.title or the page's h1. */
  title: string | undefined;
  /** frontmatter.description or the first paragraph (Rspress extracts it). */
  description: string | undefined;
  /** Localized "Page not found" and its explanation, for the 404 page. */
  notFoundTitle: string;
  notFoundDescription: string;
  /**
   * Canonical route paths of the page's translations that exist (the build lists them:
   * plugins/route-data), to list only those.
   */
  existingRoutes: ReadonlySet<string>;
}

export interface PageHead {
  title: string;
  description: string;
  /** Absent on the not-found page. */
  canonical?: string;
  alternates: { hreflang: string; href: string }[];
  robots?: string;
  image: { url: string; width: number; height: number; alt: string; type: string };
  ogLocale: string;
  ogLocaleAlternates: string[];
}

/** `/en/docs/` -> `/en/docs` (the URL the page is served at). */
export function canonicalRoute(routePath: string): string {
  return canonicalRedirect(routePath) ?? routePath;
}

/** Whitespace collapsed, cut at a word boundary with an ellipsis when too long. */
export function summarize(text: string, max = descriptionMaxLength): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:—-]+$/, '')}…`;
}

function pageTitle(facts: PageFacts): string {
  if (facts.pageType === '404') return `${facts.notFoundTitle}${titleSeparator}${siteTitle}`;
  const own = facts.title?.trim();
  // The home page is the site itself: its title says what the site is about.
  if (facts.pageType === 'home' || !own || own === siteTitle) {
    return `${siteTitle}${titleSeparator}${brand.tagline[facts.lang]}`;
  }
  return `${own}${titleSeparator}${siteTitle}`;
}

/** The canonical route of a page in each locale, whether it exists or not. */
export function translationCandidates(
  routePath: string,
  lang: Lang,
): { lang: Lang; route: string }[] {
  const route = canonicalRoute(routePath);
  const localeFree = route.slice(localePrefix(lang).length) || '/';
  return locales.map((l) => ({ lang: l.lang, route: localizePath(localeFree, l.lang) }));
}

export function pageHead(facts: PageFacts): PageHead {
  const isNotFound = facts.pageType === '404';
  const route = canonicalRoute(facts.routePath);
  const absolute = (path: string) => new URL(path, brand.docsUrl).href;
  const translations = translationCandidates(facts.routePath, facts.lang).filter(
    (t) => t.lang === facts.lang || facts.existingRoutes.has(t.route),
  );
  const alternates = isNotFound
    ? []
    : [
        ...translations.map((t) => ({ hreflang: t.lang, href: absolute(t.route) })),
        ...translations
          .filter((t) => t.lang === defaultLang)
          .map((t) => ({ hreflang: 'x-default', href: absolute(t.route) })),
      ];
  const description = summarize(
    isNotFound ? facts.notFoundDescription : facts.description || brand.tagline[facts.lang],
  );
  const locale = locales.find((l) => l.lang === facts.lang) ?? locales[0];
  return {
    title: pageTitle(facts),
    description,
    canonical: isNotFound ? undefined : absolute(route),
    alternates,
    robots: isNotFound ? 'noindex' : undefined,
    image: {
      url: absolute(sharingImagePath(facts.lang)),
      ...sharingImageSize,
      alt: `${siteTitle}: ${brand.tagline[facts.lang]}`,
      type: 'image/png',
    },
    ogLocale: locale.ogLocale,
    ogLocaleAlternates: translations
      .filter((t) => t.lang !== facts.lang)
      .map((t) => locales.find((l) => l.lang === t.lang)?.ogLocale ?? t.lang),
  };
}
